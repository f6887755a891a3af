import { describe, expect, it, vi } from 'vitest';

/** What the identity service answers for the project's policy, set per test. */
const service = vi.hoisted(() => ({ answer: (): Promise<unknown> => Promise.resolve() }));
vi.mock('firebase/auth', () => ({ validatePassword: () => service.answer() }));
vi.mock('./firebase-auth', () => ({ getAppAuth: () => ({}) }));

const { loadPasswordRules } = await import('./password-rules');

function policy(enforcementState: string, options: Record<string, number>) {
  return () =>
    Promise.resolve({ passwordPolicy: { enforcementState, customStrengthOptions: options } });
}

describe('loadPasswordRules', () => {
  it("takes an enforced policy's lengths", async () => {
    service.answer = policy('ENFORCE', { minPasswordLength: 10, maxPasswordLength: 40 });
    await expect(loadPasswordRules()).resolves.toEqual({ minLength: 10, maxLength: 40 });
  });

  it("keeps Firebase's floor of 6 under a policy that is off or asks for less", async () => {
    service.answer = policy('OFF', { minPasswordLength: 12 });
    await expect(loadPasswordRules()).resolves.toEqual({ minLength: 6 });
    service.answer = policy('ENFORCE', { minPasswordLength: 4 });
    await expect(loadPasswordRules()).resolves.toEqual({ minLength: 6 });
  });

  it('falls back to the floor where the service cannot say (offline, the emulator)', async () => {
    service.answer = () => Promise.reject(new Error('auth/network-request-failed'));
    await expect(loadPasswordRules()).resolves.toEqual({ minLength: 6 });
  });
});
