import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { signInStateHints } from './scripts/sign-in-state-hints.ts';
import { pdfjsFonts } from './scripts/pdfjs-fonts.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // No real Firebase project configured: the app runs against the Auth emulator (src/config/env.ts).
  const useEmulator = !env.VITE_FIREBASE_API_KEY;
  const authOrigin = useEmulator
    ? new URL(env.VITE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099').origin
    : 'https://identitytoolkit.googleapis.com';
  const chunks = chunkGroups(['/src/main.tsx', '/src/features/landing/landing-page.tsx'], {
    // The four kinds' settings and subjects: read by the dashboard, the search and every list.
    'material-kinds': { root: '/src/app/material-kinds.ts' },
    // The shared interface pieces that most screens use, in one request.
    ui: { pattern: /[\\/]src[\\/]ui[\\/]/ },
    // How the library is read, counted and worded: small modules that the dashboard's first paint,
    // the search and the lists share, in one request rather than one each. The generic helpers
    // of src/shared/ are among them, but not its readers of zips and documents (workers' code).
    library: {
      pattern:
        /[\\/]src[\\/](shared[\\/](compare-times|file-count|fold-text|format-date|format-size|group-digits|numbered-name|slug-title)\.|features[\\/]library[\\/](library-files|use-file-counts|use-stored|use-library|reading-now|file-extension)\.)/,
    },
    // The icons of the screens after the first, in one request rather than one each.
    icons: {
      pattern: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
      barrel: true,
    },
  });
  return {
    plugins: [
      react(),
      chunks.plugin,
      signInStateHints(authOrigin),
      pdfjsFonts(),
      tailwindcss(),
      // Offline and installable: the service worker precaches the shell and every route module
      // (the student's files are in IndexedDB already, never in its cache), and a new version
      // waits for the student's Reload instead of replacing the page mid-upload.
      VitePWA({
        registerType: 'prompt',
        // Registered by src/app/register-service-worker.ts, after the first render.
        injectRegister: false,
        manifest: {
          id: '/',
          name: 'StudyShelf',
          short_name: 'StudyShelf',
          description:
            "Your programme's notes, papers, schedules and books, kept on your own device.",
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#4f46e5',
          background_color: '#f8fafc',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // The search index's SQLite (wasm, about 0.9 MB) too: search inside files works offline.
          globPatterns: ['**/*.{html,js,mjs,css,svg,png,webmanifest,txt,wasm}'],
          // Every route is the single page; the app's router takes it from there.
          navigateFallback: '/index.html',
          cleanupOutdatedCaches: true,
          // The PDF viewer's worker (about 1 MB) is part of the shell: previews work offline.
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
    ],
    define: {
      // No real Firebase project configured: the app runs against the Auth emulator, and Google
      // sign-in takes its account from a dialog of the app (src/features/auth/emulator-google.ts).
      // A production build has the constant false and drops that code.
      __EMULATOR_GOOGLE__: JSON.stringify(useEmulator),
    },
    server: { port: Number(process.env.PORT ?? 5173), host: 'localhost' },
    resolve: {
      alias: [
        {
          // The package's entry also loads its Worker1 promiser, for which the build would emit a
          // 196 KB worker the search index never starts; the index needs only the module itself.
          find: /^@sqlite\.org\/sqlite-wasm$/,
          replacement: fileURLToPath(
            new URL(
              './node_modules/@sqlite.org/sqlite-wasm/sqlite-wasm/jswasm/sqlite3-bundler-friendly.mjs',
              import.meta.url,
            ),
          ),
        },
      ],
    },
    // Pre-bundled, the module would look for its wasm beside the bundle instead of beside itself.
    optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
    // The manifest lets scripts/bundle-size.mjs measure what the landing screen loads.
    build: {
      target: 'es2022',
      sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
      manifest: true,
      // No preload helper around dynamic imports: on a phone, its <link rel=modulepreload>
      // insertions (one per dependency of each lazy chunk, a dozen at start) cost the main thread
      // more than the round trip they save a chunk's imports, and they fall in the first screen's
      // busiest moment. A lazy chunk's imports are then fetched once it has arrived; after the
      // first visit the service worker holds every chunk anyway.
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything the entry imports statically stays in the entry's chunk. Left to
              // itself the bundler cuts what lazy screens share too (React, the JSX runtime, the
              // icons' base, the storage keys) into chunks of their own: four more requests
              // before the first screen, each a round trip on a phone.
              { name: 'entry', tags: ['$initial'] },
              ...chunks.groups,
            ],
            // A group holds only its own modules: what the entry carries stays in the entry.
            includeDependenciesRecursively: false,
          },
        },
      },
    },
  };
});
