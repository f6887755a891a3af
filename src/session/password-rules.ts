import { validatePassword } from 'firebase/auth';
import { getAppAuth } from './firebase-auth';

/** The length a new password must have, as the identity service's policy says. */
export interface PasswordRules {
  minLength: number;
  maxLength?: number;
}

/**
 * Firebase's own floor, which holds for every project: what the form says until the project's
 * policy is known, and where the service cannot tell (offline; the Auth emulator does not serve
 * password policies).
 */
export const DEFAULT_PASSWORD_RULES: PasswordRules = { minLength: 6 };

/** The rule as a new-password field states it under itself. */
export function passwordHint(rules: PasswordRules = DEFAULT_PASSWORD_RULES): string {
  return rules.maxLength === undefined
    ? `At least ${rules.minLength} characters.`
    : `${rules.minLength} to ${rules.maxLength} characters.`;
}

/**
 * The project's password policy, read once per page by the SDK (`validatePassword` fetches and
 * keeps it). A policy that is not enforced leaves Firebase's floor as the only rule.
 */
export async function loadPasswordRules(): Promise<PasswordRules> {
  try {
    const { passwordPolicy } = await validatePassword(getAppAuth(), '');
    if (passwordPolicy.enforcementState !== 'ENFORCE') return DEFAULT_PASSWORD_RULES;
    const { minPasswordLength, maxPasswordLength } = passwordPolicy.customStrengthOptions;
    return {
      minLength: Math.max(minPasswordLength ?? 0, DEFAULT_PASSWORD_RULES.minLength),
      ...(maxPasswordLength !== undefined && { maxLength: maxPasswordLength }),
    };
  } catch {
    return DEFAULT_PASSWORD_RULES;
  }
}
