import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstScreen } from './app/first-screen';
import { preloadScreen } from './app/routes';
import { STARTUP_CHECKS_DONE } from './app/startup-checks';
import { whenIdle } from './app/when-idle';
import { loadFirebaseAuth } from './session/load-firebase-auth';
import { guardTransactionsOnPageExit } from './storage/page-exit-guard';
import './index.css';

// Before anything opens a database: Firebase's own connection too.
guardTransactionsOnPageExit();

// The two downloads the first screen waits for, side by side: the sign-in state and the screen.
void loadFirebaseAuth().catch(() => undefined);
const firstScreenCode = preloadScreen(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App firstScreenCode={firstScreenCode} />
  </StrictMode>,
);

// After the first screen is shown, once the page is idle: nothing the student waits for.
void firstScreen.shown.then(() =>
  whenIdle(() => {
    // Once per start, the store's own upkeep (see runStartUpChecks). Loaded apart, so the landing
    // bundle carries no IndexedDB code.
    void import('./storage/file-store')
      .then((store) => store.runStartUpChecks())
      // A mark in the page's performance timeline: what waits on the start-up checks (a test, a
      // profiler) sees when they are over instead of guessing.
      .finally(() => {
        performance.mark(STARTUP_CHECKS_DONE);
        // The index of the words in files follows the lists from now on, on every screen.
        void import('./app/content-indexing').then((indexing) => indexing.start());
      });
    // Offline and installable: the service worker registers off the first screen's path.
    if ('serviceWorker' in navigator) {
      void import('./app/register-service-worker').then((sw) => sw.registerServiceWorker());
    }
  }),
);
