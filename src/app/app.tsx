import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth/auth-provider';
import { AppRoutes } from './routes';

export function App() {
  // Sweeps what an interrupted upload left behind; loaded apart so the landing bundle stays small.
  useEffect(() => {
    void import('../features/materials/start-storage-maintenance').then((m) => m.startStorageMaintenance());
  }, []);
  return (
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AuthProvider>
  );
}
