import { use, type ComponentType, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { RequireAuth } from '../session/require-auth';
import { loadOnce } from '../shared/load-once';
import type { MaterialScreenDefinition } from '../features/materials/components/material-screen';
import type { MaterialScope } from '../features/library/kinds/kind-settings';

/** A lazily loaded screen that can start fetching its chunk before React asks for it. */
export type LazyScreen<Props extends object> = ComponentType<Props> & {
  preload: () => Promise<unknown>;
  /** Whether its code is in: it then draws at once, without suspending. */
  isLoaded: () => boolean;
};

/**
 * A screen loaded on its first visit: one chunk per screen keeps the landing bundle small. It
 * loads once, whoever asks first: the start-up preload and React's render share one fetch.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = loadOnce(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  // The fetch React's renders wait on: one that failed stays failed, so that the error boundary
  // shows it, where a fresh fetch on every render would keep the screen loading for ever.
  let drawing: Promise<ComponentType<Props>> | undefined;
  function Screen(props: Props) {
    // Once its code is in, the screen draws in the same render: React.lazy would suspend on the
    // first render of each page's visit even with the code in, and flash "Loading…".
    drawing ??= preload();
    const Component = loaded ?? use(drawing);
    // One and the same component for the page's life, once loaded: never remounted by this.
    // eslint-disable-next-line react-hooks/static-components
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload, isLoaded: () => loaded !== undefined });
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
    const [{ MaterialScreen }, { WithFileViewer }, { materialKinds }, definition] =
      await Promise.all([
        import('../features/materials/components/material-screen'),
        import('./with-file-viewer'),
        import('./material-kinds'),
        load(),
      ]);
    return () => (
      <MaterialRoute definition={definition} notFound={notFound}>
        {(scope) => (
          <WithFileViewer>
            <MaterialScreen definition={definition} scope={scope} kinds={materialKinds} />
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
