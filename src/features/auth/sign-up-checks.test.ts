import { passwordHint } from '../../session/password-rules';
import { signUpProblems } from './sign-up-checks';

const all = new Set(['email', 'password', 'confirm'] as const);

describe('signUpProblems', () => {
  it('names each field’s problem once the student has left it', () => {
    const fields = { email: 'ana@example', password: 'abc', confirm: 'abd' };
    expect(signUpProblems(fields, new Set())).toEqual({});
    expect(signUpProblems(fields, all)).toEqual({
      email: 'Enter an email address like name@example.com.',
      password: 'Use at least 6 characters.',
      confirm: 'Passwords do not match',
    });
  });

  it("follows the service's password lengths", () => {
    const rules = { minLength: 8, maxLength: 10 };
    const check = (password: string) =>
      signUpProblems({ email: '', password, confirm: '' }, all, rules).password;
    expect(check('seven77')).toBe('Use at least 8 characters.');
    expect(check('eight888')).toBeUndefined();
    expect(check('eleven11111')).toBe('Use at most 10 characters.');
    expect(passwordHint(rules)).toBe('8 to 10 characters.');
    expect(passwordHint()).toBe('At least 6 characters.');
  });

  it('finds nothing wrong with a good sign-up, or with fields not filled yet', () => {
    expect(
      signUpProblems({ email: 'ana@example.com', password: 'secret', confirm: 'secret' }, all),
    ).toEqual({});
    expect(signUpProblems({ email: '', password: '', confirm: '' }, all)).toEqual({});
  });
});
