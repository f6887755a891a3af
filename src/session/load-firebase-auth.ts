import { loadOnce } from '../shared/load-once';

/**
 * Firebase Auth, loaded apart from the shell and only once. The entry starts it before the first
 * render so its download runs beside React's start-up; the provider awaits the same load.
 */
export const loadFirebaseAuth = loadOnce(() => import('./firebase-auth'));
