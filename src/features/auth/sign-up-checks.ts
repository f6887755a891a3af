/**
 * What the sign-up form says next to each field as the student types. The password's length comes
 * from the identity service's policy (password-rules.ts); the service still has the last word when
 * the form is sent.
 */
import { DEFAULT_PASSWORD_RULES, type PasswordRules } from '../../session/password-rules';

/** Loose on purpose: the identity service decides; this only catches a plain slip. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpFields {
  email: string;
  password: string;
  confirm: string;
}

export type SignUpProblems = Partial<Record<keyof SignUpFields, string>>;

/** The problem of each field the student has already left (or, once sent, of every field). */
export function signUpProblems(
  fields: SignUpFields,
  touched: ReadonlySet<keyof SignUpFields>,
  rules: PasswordRules = DEFAULT_PASSWORD_RULES,
): SignUpProblems {
  const problems: SignUpProblems = {};
  if (touched.has('email') && fields.email.trim() && !EMAIL_SHAPE.test(fields.email.trim())) {
    problems.email = 'Enter an email address like name@example.com.';
  }
  if (touched.has('password') && fields.password) {
    if (fields.password.length < rules.minLength) {
      problems.password = `Use at least ${rules.minLength} characters.`;
    } else if (rules.maxLength !== undefined && fields.password.length > rules.maxLength) {
      problems.password = `Use at most ${rules.maxLength} characters.`;
    }
  }
  if (touched.has('confirm') && fields.confirm && fields.confirm !== fields.password) {
    problems.confirm = 'Passwords do not match';
  }
  return problems;
}
