import { describe, expect, it } from 'vitest';
import { CONTACT_TEXT } from './contact-messages';
import {
  MAX_MESSAGE_LENGTH,
  isEmailLike,
  trimContactFields,
  validateContactFields,
  type ContactFields,
} from './contact-validation';

const filled: ContactFields = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  subject: 'Missing notes',
  message: 'Week 3 is missing.',
};

describe('validateContactFields', () => {
  it('accepts four filled fields', () => {
    expect(validateContactFields(filled)).toBeNull();
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'asks for every field when %s is empty or only spaces',
    (name) => {
      expect(validateContactFields({ ...filled, [name]: '' })).toBe(
        'Please fill in all fields before sending.',
      );
      expect(validateContactFields({ ...filled, [name]: ' \n\t ' })).toBe(CONTACT_TEXT.emptyField);
    },
  );

  it('refuses an email that is not an address', () => {
    expect(validateContactFields({ ...filled, email: 'asha' })).toBe(
      'Please enter a valid email address.',
    );
    expect(validateContactFields({ ...filled, email: 'asha@example' })).toBe(CONTACT_TEXT.badEmail);
  });

  it('refuses a message over the length limit, and accepts one at it', () => {
    expect(
      validateContactFields({ ...filled, message: 'x'.repeat(MAX_MESSAGE_LENGTH) }),
    ).toBeNull();
    expect(validateContactFields({ ...filled, message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) })).toBe(
      'Your message is too long. Please keep it under 8000 characters.',
    );
  });
});

describe('isEmailLike', () => {
  it.each(['a@b.co', ' first.last+tag@uni.ac.in '])('accepts %j', (value) => {
    expect(isEmailLike(value)).toBe(true);
  });
  it.each(['', 'a@b', 'a b@c.de', '@c.de', 'a@@c.de'])('refuses %j', (value) => {
    expect(isEmailLike(value)).toBe(false);
  });
});

describe('trimContactFields', () => {
  it('removes surrounding spaces and keeps the line breaks inside the message', () => {
    expect(
      trimContactFields({
        name: ' Asha ',
        email: ' a@b.co',
        subject: 'Hi  ',
        message: '\n line 1\nline 2 \n',
      }),
    ).toEqual({ name: 'Asha', email: 'a@b.co', subject: 'Hi', message: 'line 1\nline 2' });
  });
});
