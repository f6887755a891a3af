/**
 * Turns a Firebase Auth error into a sentence a student can read. Firebase's own
 * messages look like "Firebase: Error (auth/invalid-credential)." which says nothing
 * to a person; known codes get a plain sentence, unknown ones lose the prefix and code.
 */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Invalid email or password.',
  'auth/invalid-login-credentials': 'Invalid email or password.',
  // An unknown e-mail reads as a wrong password: no form confirms to a stranger that an account exists.
  'auth/wrong-password': 'Invalid email or password.',
  'auth/user-not-found': 'Invalid email or password.',
  'auth/email-already-in-use': 'An account with this email address already exists.',
  'auth/invalid-email': 'The email address is not valid.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/weak-password': 'The password is too weak: use at least 6 characters.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed':
    'Could not reach the sign-in service. Please check your connection and try again.',
  'auth/requires-recent-login': 'Please sign in again, then retry.',
  'auth/operation-not-allowed': 'Email and password accounts are not enabled for this app.',
};

const FALLBACK = 'Something went wrong. Please try again.';

/** The error's `auth/…` code, when it has one. */
export function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** Strips "Firebase: " and "(auth/...)" from a raw message; empty when nothing readable is left. */
export function cleanFirebaseMessage(message: string): string {
  const cleaned = message
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[a-z0-9-]+\)\.?\s*$/i, '')
    .trim();
  if (cleaned === '' || cleaned === 'Error') return '';
  return /[.!?]$/.test(cleaned) ? cleaned : `${cleaned}.`;
}

/** A readable message for any error thrown by the auth actions. */
export function describeAuthError(error: unknown): string {
  const code = codeOf(error);
  const known = code ? MESSAGES[code] : undefined;
  if (known) return known;
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const cleaned = cleanFirebaseMessage(raw);
  if (cleaned) return cleaned;
  // A bare "Error (auth/some-code)" still names what went wrong in its code.
  if (code?.startsWith('auth/')) {
    const words = code.slice('auth/'.length).replace(/-/g, ' ');
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
  }
  return FALLBACK;
}
