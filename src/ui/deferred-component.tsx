import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/** A component whose code comes in a chunk of its own; `preload` starts fetching it. */
export type DeferredComponent<Props extends object> = ComponentType<Props> & {
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A part of a screen whose code loads apart from the screen's, drawn just after the screen around
 * it: in the next commit when its chunk is already in (say, preloaded while the sign-in check
 * ran), so the screen's own content is not held back by it, else as soon as the chunk arrives.
 * Unlike `React.lazy` it never suspends: a Suspense boundary that has shown its fallback holds
 * its content back for up to 300 ms more. A chunk that cannot be fetched leaves the part out: the
 * screen around it still works, and a reload brings the part (Chromium keeps a failed module
 * import as failed until then).
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): DeferredComponent<Props> {
  const preload = loadOnce(load);

  function Deferred(props: Props) {
    // A function in state must be wrapped, or React would call it as an updater.
    const [component, setComponent] = useState<{ Loaded: ComponentType<Props> } | null>(null);
    useEffect(() => {
      let mounted = true;
      preload().then(
        (Loaded) => mounted && setComponent({ Loaded }),
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, []);
    return component ? <component.Loaded {...props} /> : null;
  }
  return Object.assign(Deferred, { preload });
}
