import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './app-update';

/** Registers the service worker that keeps the app working offline, and relays its updates. */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => announceUpdate(() => void update(true)),
  });
}
