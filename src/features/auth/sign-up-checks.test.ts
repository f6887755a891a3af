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

  it('finds nothing wrong with a good sign-up, or with fields not filled yet', () => {
    expect(
      signUpProblems({ email: 'ana@example.com', password: 'secret', confirm: 'secret' }, all),
    ).toEqual({});
    expect(signUpProblems({ email: '', password: '', confirm: '' }, all)).toEqual({});
  });
});
