/**
 * The uploads under way in this tab, whichever screen the student is on: an upload started on an
 * upload screen runs on when they go elsewhere, so the navigation bar shows it and a panel that
 * opens again on its list knows it is busy. State of the tab, emptied as uploads end.
 */
import { useSyncExternalStore } from 'react';

export interface UploadActivity {
  /** The list the upload stores to. */
  listKey: string;
  done: number;
  total: number;
}

let activities: readonly UploadActivity[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly UploadActivity[]): void {
  activities = next;
  for (const listener of listeners) listener();
}

/** Registers an upload of `total` files to `listKey`; returns its progress and end reporters. */
export function beginUploadActivity(listKey: string, total: number) {
  const entry: UploadActivity = { listKey, done: 0, total };
  let current = entry;
  publish([...activities, entry]);
  return {
    fileDone: () => {
      const next = { ...current, done: current.done + 1 };
      publish(activities.map((activity) => (activity === current ? next : activity)));
      current = next;
    },
    end: () => publish(activities.filter((activity) => activity !== current)),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every upload under way in this tab. */
export function useUploadActivity(): readonly UploadActivity[] {
  return useSyncExternalStore(subscribe, () => activities);
}
