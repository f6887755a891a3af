import { defineConfig, loadEnv, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The interface waits for the sign-in state (spec section 4), so Firebase Auth is on every first
 * screen's path: the HTML asks for its chunk beside the entry's instead of after the entry ran.
 */
function preloadSignInState(): Plugin {
  return {
    name: 'studyshelf:preload-sign-in-state',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.moduleIds.some((id) => id.endsWith('/src/session/firebase-auth.ts')),
        );
        if (chunk?.type !== 'chunk') throw new Error('no chunk for src/session/firebase-auth.ts');
        return [...chunk.imports, chunk.fileName]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    preloadSignInState(),
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
        globPatterns: ['**/*.{html,js,mjs,css,svg,png,webmanifest,txt}'],
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
    __EMULATOR_GOOGLE__: JSON.stringify(
      !loadEnv(mode, process.cwd(), 'VITE_').VITE_FIREBASE_API_KEY,
    ),
  },
  server: { port: Number(process.env.PORT ?? 5173), host: 'localhost' },
  // The manifest lets scripts/bundle-size.mjs measure what the landing screen loads.
  build: { target: 'es2022', sourcemap: false, manifest: true },
}));
