import type { AppUser } from '../../session/auth-context';

/** Size at which profile photos are requested from Google's image host. */
export const AVATAR_PHOTO_SIZE = 96;

function firstLetter(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  // Array.from splits by code point, so a name starting with an emoji or
  // a letter outside the BMP is not cut in half.
  return Array.from(trimmed)[0]?.toUpperCase();
}

/** The letter shown when there is no photo: name, then e-mail, "U" signed in with neither, "G" for guests. */
export function avatarInitial(user: AppUser | null): string {
  if (!user) return 'G';
  return firstLetter(user.displayName) ?? firstLetter(user.email) ?? 'U';
}

/**
 * Google-hosted photos (googleusercontent.com) carry their size in the URL
 * ("...=s400-c", or a "/s400-c/" path segment in older addresses); ask for 96 px so
 * the avatar does not download a large image. Other hosts are left as they are.
 */
export function avatarPhotoUrl(photoURL: string | null | undefined): string | null {
  if (!photoURL) return null;
  let url: URL;
  try {
    url = new URL(photoURL);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (host !== 'googleusercontent.com' && !host.endsWith('.googleusercontent.com')) {
    return url.href;
  }
  const size = `s${AVATAR_PHOTO_SIZE}-c`;
  const segment = /\/s\d+(-c)?\//;
  if (segment.test(url.pathname)) {
    url.pathname = url.pathname.replace(segment, `/${size}/`);
  } else if (/=[^/=]*$/.test(url.pathname)) {
    url.pathname = url.pathname.replace(/=[^/=]*$/, `=${size}`);
  } else {
    url.pathname = `${url.pathname}=${size}`;
  }
  return url.href;
}
