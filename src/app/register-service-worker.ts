import { registerSW } from 'virtual:pwa-register';
import {
  afterWritesEverywhere,
  afterWritesHere,
  writesUnderWay,
} from '../storage/writes-under-way';
import { announceUpdate } from './app-update';

/**
 * Registers the service worker that keeps the app working offline, and relays its updates. A
 * Reload waits until no tab has an upload or restore under way before the new version takes
 * over; each tab then reloads once its own writes are done, never in the middle of one.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () =>
      announceUpdate(async () => {
        const waits = await writesUnderWay();
        afterWritesEverywhere(() => void update(true));
        return waits;
      }),
    onNeedReload: () => afterWritesHere(() => window.location.reload()),
  });
}
