import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { RequireAuth } from '../session/require-auth';
import { loadOnce } from '../ui/load-once';
import type { MaterialScreenDefinition } from '../features/materials/components/material-screen';
import type { MaterialScope } from '../features/library/kinds/kind-settings';

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
 * folder gives, for a signed-in student. A route naming no known list is an unknown path: it
 * shows `notFound` to anyone, signed in or not.
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
      <MaterialRoute definition={definition} notFound={notFound}>
        {(scope) => (
          <WithFileViewer>
            <MaterialScreen definition={definition} scope={scope} />
          </WithFileViewer>
        )}
      </MaterialRoute>
    );
  });
}

/**
 * A kind's screen at its route: `notFound` when the route names no known list (an unknown path,
 * for anyone, signed in or not), else the screen of that list for a signed-in student.
 */
export function MaterialRoute({
  definition,
  notFound,
  children,
}: {
  definition: MaterialScreenDefinition;
  notFound: ReactNode;
  children: (scope: MaterialScope) => ReactNode;
}) {
  const params = useParams();
  const scope = definition.scopeFrom ? definition.scopeFrom(params) : {};
  if (!scope) return notFound;
  return <RequireAuth>{children(scope)}</RequireAuth>;
}
