import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it('takes the first 8 characters of the e-mail', () => {
    expect(greetingName('learner42@example.com')).toBe('learner4');
    expect(greetingName('ab@c.io')).toBe('ab@c.io');
  });
  it('is "User" without an e-mail', () => {
    expect(greetingName(null)).toBe('User');
    expect(greetingName('')).toBe('User');
  });
});
