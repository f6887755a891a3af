import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from '../shared/load-once';

/** A component whose code comes in a chunk of its own; `preload` starts fetching it. */
export type DeferredComponent<Props extends object> = ComponentType<Props> & {
  preload: () => Promise<ComponentType<Props>>;
};

export interface DeferredOptions<Props extends object> {
  /** Shown while the chunk comes; nothing by default. */
  loading?: ReactNode;
  /**
   * Drawn with the same props when the chunk cannot be fetched; by default the part is left out
   * (the screen around it still works).
   */
  Failed?: ComponentType<Props>;
  /**
   * Drawn in the screen's own commit when its chunk is already in, rather than in the next: for
   * a part that sits above or among what the screen first shows, which would otherwise appear a
   * frame later and push it down (a layout shift the student sees as the page jumping).
   */
  withScreen?: boolean;
}

type Drawn<Props extends object> = { Loaded: ComponentType<Props> } | 'failed' | null;

/**
 * A part of a screen whose code loads apart from the screen's, drawn just after the screen around
 * it: in the next commit when its chunk is already in (say, preloaded while the sign-in check
 * ran), so the screen's own content is not held back by it, else as soon as the chunk arrives.
 * Unlike `React.lazy` it never suspends: a Suspense boundary that has shown its fallback holds
 * its content back for up to 300 ms more. A chunk that cannot be fetched stays failed until a
 * reload (Chromium keeps a failed module import as failed for the page's life), so `Failed`
 * tells the student what a reload would bring.
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { loading = null, Failed, withScreen = false }: DeferredOptions<Props> = {},
): DeferredComponent<Props> {
  let arrived: ComponentType<Props> | undefined;
  const preload = loadOnce(() =>
    load().then((Loaded) => {
      arrived = Loaded;
      return Loaded;
    }),
  );

  function Deferred(props: Props) {
    // A function in state must be wrapped, or React would call it as an updater.
    const [drawn, setDrawn] = useState<Drawn<Props>>(() =>
      withScreen && arrived ? { Loaded: arrived } : null,
    );
    useEffect(() => {
      let mounted = true;
      preload().then(
        (Loaded) => mounted && setDrawn({ Loaded }),
        () => mounted && setDrawn('failed'),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (drawn === 'failed') return Failed ? <Failed {...props} /> : null;
    return drawn ? <drawn.Loaded {...props} /> : loading;
  }
  return Object.assign(Deferred, { preload });
}
