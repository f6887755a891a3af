let loading: Promise<typeof import('./firebase-auth')> | undefined;

/**
 * Firebase Auth, loaded apart from the shell and only once. The entry starts it before the first
 * render so its download runs beside React's start-up; the provider awaits the same load.
 */
export function loadFirebaseAuth() {
  loading ??= import('./firebase-auth').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
