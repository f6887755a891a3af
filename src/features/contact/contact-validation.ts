import { CONTACT_TEXT } from './contact-messages';

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT_FIELDS: ContactFields = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

/**
 * Well within the local inbox's 64 KB body limit even for text of multi-byte
 * characters, and far more than a contact message needs.
 */
export const MAX_MESSAGE_LENGTH = 8000;

// Same rule as the local inbox (scripts/contact-inbox.mjs): something@host.tld, no spaces.
// Stricter than the browser's type=email (which accepts "a@b") so the inbox never refuses it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailLike(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The fields as they are sent: surrounding spaces removed, line breaks inside the message kept. */
export function trimContactFields(fields: ContactFields): ContactFields {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
  };
}

/** The message to show before sending, or null when the fields can be sent. */
export function validateContactFields(fields: ContactFields): string | null {
  const trimmed = trimContactFields(fields);
  if (Object.values(trimmed).some((value) => value === '')) return CONTACT_TEXT.emptyField;
  if (!isEmailLike(trimmed.email)) return CONTACT_TEXT.badEmail;
  if (trimmed.message.length > MAX_MESSAGE_LENGTH) return CONTACT_TEXT.tooLong(MAX_MESSAGE_LENGTH);
  return null;
}
