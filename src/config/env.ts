/**
 * Deployment settings, read once from Vite's build-time environment.
 * With no real Firebase config the app runs against the local Auth emulator
 * of the demo project, so a fresh clone works with no account or key.
 */
const env = import.meta.env;

export function read(name: string): string | undefined {
  const value: unknown = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const apiKey = read('VITE_FIREBASE_API_KEY');

export const firebaseSettings = {
  /** True when no real project is configured: use the emulator. */
  useEmulator: apiKey === undefined,
  emulatorUrl: read('VITE_AUTH_EMULATOR_URL') ?? 'http://127.0.0.1:9099',
  options: {
    apiKey: apiKey ?? 'demo-api-key',
    authDomain: read('VITE_FIREBASE_AUTH_DOMAIN') ?? 'demo-studyshelf.firebaseapp.com',
    projectId: read('VITE_FIREBASE_PROJECT_ID') ?? 'demo-studyshelf',
    appId: read('VITE_FIREBASE_APP_ID'),
  },
} as const;

export const contactSettings = {
  endpoint: read('VITE_CONTACT_ENDPOINT') ?? 'http://127.0.0.1:8787/contact',
  ownerEmail: read('VITE_OWNER_EMAIL') ?? 'owner@studyshelf.example',
  socialLinks: [
    { label: 'GitHub', href: read('VITE_SOCIAL_GITHUB') ?? 'https://github.com/' },
    { label: 'LinkedIn', href: read('VITE_SOCIAL_LINKEDIN') ?? 'https://www.linkedin.com/' },
    { label: 'X', href: read('VITE_SOCIAL_X') ?? 'https://x.com/' },
  ],
} as const;
