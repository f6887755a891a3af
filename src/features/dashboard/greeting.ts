/** The dashboard greets with the first 8 characters of the e-mail, or "User" (spec section 9). */
export const GREETING_LENGTH = 8;

export function greetingName(email: string | null | undefined): string {
  if (!email) return 'User';
  return Array.from(email).slice(0, GREETING_LENGTH).join('');
}
