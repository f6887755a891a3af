import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Once per start, removes what an interrupted upload left behind. Loaded apart, after the first
// render has been asked for, so the landing bundle carries no IndexedDB code.
void import('./storage/file-store').then((store) => store.sweepOrphans());

// Offline and installable: the service worker registers after the first render, off its path.
if ('serviceWorker' in navigator) {
  void import('./app/register-service-worker').then((sw) => sw.registerServiceWorker());
}
