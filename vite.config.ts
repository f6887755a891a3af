import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: Number(process.env.PORT ?? 5173), host: 'localhost' },
  // The manifest lets scripts/bundle-size.mjs measure what the landing screen loads.
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
