import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  define: {
    // No real Firebase project configured: the app runs against the Auth emulator, and Google
    // sign-in takes its account from a dialog of the app (src/features/auth/emulator-google.ts).
    // A production build has the constant false and drops that code.
    __EMULATOR_GOOGLE__: JSON.stringify(
      !loadEnv(mode, process.cwd(), 'VITE_').VITE_FIREBASE_API_KEY,
    ),
  },
  server: { port: Number(process.env.PORT ?? 5173), host: 'localhost' },
  // The manifest lets scripts/bundle-size.mjs measure what the landing screen loads.
  build: { target: 'es2022', sourcemap: false, manifest: true },
}));
