import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../session/auth-provider';
import { AppRoutes } from './routes';

export function App() {
  // Once per start, removes what an interrupted upload left behind; loaded apart so the landing
  // bundle carries no IndexedDB code.
  useEffect(() => {
    void import('../storage/file-store').then((store) => store.sweepOrphans());
  }, []);
  return (
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AuthProvider>
  );
}
