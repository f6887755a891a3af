import { describe, expect, it } from 'vitest';
import type { AppUser } from '../../session/auth-context';
import { avatarInitial, avatarPhotoUrl } from './avatar';

const user = (fields: Partial<AppUser>): AppUser => ({
  uid: 'u1',
  email: null,
  displayName: null,
  photoURL: null,
  ...fields,
});

describe('avatarInitial', () => {
  it('is G for a guest', () => {
    expect(avatarInitial(null)).toBe('G');
  });
  it('prefers the display name, upper-cased', () => {
    expect(avatarInitial(user({ displayName: 'zoe learner', email: 'amy@example.com' }))).toBe('Z');
  });
  it('falls back to the e-mail when the name is missing or blank', () => {
    expect(avatarInitial(user({ email: 'amy@example.com' }))).toBe('A');
    expect(avatarInitial(user({ displayName: '   ', email: 'bob@example.com' }))).toBe('B');
  });
  it('is U for a signed-in user with neither name nor e-mail', () => {
    expect(avatarInitial(user({}))).toBe('U');
  });
  it('keeps a character outside the BMP whole', () => {
    expect(avatarInitial(user({ displayName: '𝒜lice' }))).toBe('𝒜');
  });
});

describe('avatarPhotoUrl', () => {
  it('asks Google-hosted photos for 96 px, replacing the size suffix', () => {
    expect(avatarPhotoUrl('https://lh3.googleusercontent.com/a/ACg8oc=s400-c')).toBe(
      'https://lh3.googleusercontent.com/a/ACg8oc=s96-c',
    );
    expect(avatarPhotoUrl('https://lh3.googleusercontent.com/a/ACg8oc=s50')).toBe(
      'https://lh3.googleusercontent.com/a/ACg8oc=s96-c',
    );
  });
  it('adds the size when a Google photo has none', () => {
    expect(avatarPhotoUrl('https://lh3.googleusercontent.com/a/ACg8oc')).toBe(
      'https://lh3.googleusercontent.com/a/ACg8oc=s96-c',
    );
  });
  it('rewrites the older path-segment form', () => {
    expect(
      avatarPhotoUrl('https://lh4.googleusercontent.com/-abc/AAAA/BBBB/s400-c/photo.jpg'),
    ).toBe('https://lh4.googleusercontent.com/-abc/AAAA/BBBB/s96-c/photo.jpg');
  });
  it('takes a photo of the app’s own origin as it is, and no other host, look-alikes included', () => {
    const origin = 'https://studyshelf.example';
    expect(avatarPhotoUrl(`${origin}/me.png=s400`, origin)).toBe(`${origin}/me.png=s400`);
    expect(avatarPhotoUrl('https://example.com/me.png=s400', origin)).toBeNull();
    expect(avatarPhotoUrl('https://googleusercontent.com.evil.test/a=s400', origin)).toBeNull();
    // Plain http would be a mixed-content image the policy does not name either.
    expect(avatarPhotoUrl('http://lh3.googleusercontent.com/a/ACg8oc=s400-c', origin)).toBeNull();
  });
  it('gives null for a missing or malformed address', () => {
    expect(avatarPhotoUrl(null)).toBeNull();
    expect(avatarPhotoUrl('')).toBeNull();
    expect(avatarPhotoUrl('not a url')).toBeNull();
  });
});
