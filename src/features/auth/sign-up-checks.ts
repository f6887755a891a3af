/**
 * What the sign-up form says next to each field as the student types. The identity service's
 * policy is Firebase's default, a password of at least 6 characters; the service still has the
 * last word when the form is sent.
 */
export const MIN_PASSWORD_LENGTH = 6;

/** Loose on purpose: the identity service decides; this only catches a plain slip. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpFields {
  email: string;
  password: string;
  confirm: string;
}

export type SignUpProblems = Partial<Record<keyof SignUpFields, string>>;

export const passwordHint = `At least ${MIN_PASSWORD_LENGTH} characters.`;

/** The problem of each field the student has already left (or, once sent, of every field). */
export function signUpProblems(
  fields: SignUpFields,
  touched: ReadonlySet<keyof SignUpFields>,
): SignUpProblems {
  const problems: SignUpProblems = {};
  if (touched.has('email') && fields.email.trim() && !EMAIL_SHAPE.test(fields.email.trim())) {
    problems.email = 'Enter an email address like name@example.com.';
  }
  if (touched.has('password') && fields.password && fields.password.length < MIN_PASSWORD_LENGTH) {
    problems.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (touched.has('confirm') && fields.confirm && fields.confirm !== fields.password) {
    problems.confirm = 'Passwords do not match';
  }
  return problems;
}
