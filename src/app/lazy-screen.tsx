import { lazy, type ComponentType, type ReactNode } from 'react';
import type { MaterialScreenDefinition } from '../features/materials/components/material-screen';

/** A screen loaded on its first visit: one chunk per screen keeps the landing bundle small. */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * A kind's upload or list screen: the shared MaterialScreen showing the definition the kind's
 * folder gives, or `notFound` when the route names no known list.
 */
export function lazyMaterialScreen(
  load: () => Promise<MaterialScreenDefinition>,
  notFound: ReactNode,
) {
  return lazy(async () => {
    const [{ MaterialScreen }, definition] = await Promise.all([
      import('../features/materials/components/material-screen'),
      load(),
    ]);
    return { default: () => <MaterialScreen definition={definition} notFound={notFound} /> };
  });
}
