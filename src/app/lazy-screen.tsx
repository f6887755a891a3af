import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadOnce } from '../ui/load-once';
import type { MaterialScreenDefinition } from '../features/materials/components/material-screen';

/** A lazily loaded screen that can start fetching its chunk before React asks for it. */
export type LazyScreen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/**
 * A screen loaded on its first visit: one chunk per screen keeps the landing bundle small. It
 * loads once, whoever asks first: the start-up preload and React's render share one fetch.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyScreen<Props> {
  const preload = loadOnce(() => load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}

/**
 * A kind's upload or list screen: the shared MaterialScreen showing the definition the kind's
 * folder gives, or `notFound` when the route names no known list.
 */
export function lazyMaterialScreen(
  load: () => Promise<MaterialScreenDefinition>,
  notFound: ReactNode,
) {
  return lazyScreen(async () => {
    const [{ MaterialScreen }, { WithFileViewer }, definition] = await Promise.all([
      import('../features/materials/components/material-screen'),
      import('./with-file-viewer'),
      load(),
    ]);
    return () => (
      <WithFileViewer>
        <MaterialScreen definition={definition} notFound={notFound} />
      </WithFileViewer>
    );
  });
}
