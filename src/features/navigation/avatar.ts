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

/** Google's image host, which the Content-Security-Policy's `img-src` names (firebase.json). */
function isGooglePhotoHost(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    (host === 'googleusercontent.com' || host.endsWith('.googleusercontent.com'))
  );
}

/**
 * The address the avatar loads its photo from, or null for none. Google-hosted photos
 * (googleusercontent.com) carry their size in the URL ("...=s400-c", or a "/s400-c/" path segment
 * in older addresses): they are asked for at 96 px, so the avatar does not download a large
 * image. A photo of the app's own origin is taken as it is. Any other host gets the initial
 * instead: the Content-Security-Policy names no other image host, so that nothing drawn in the
 * app (a document's pictures included) can call out to a host of someone's choosing.
 */
export function avatarPhotoUrl(
  photoURL: string | null | undefined,
  origin: string = location.origin,
): string | null {
  if (!photoURL) return null;
  let url: URL;
  try {
    url = new URL(photoURL);
  } catch {
    return null;
  }
  if (!isGooglePhotoHost(url)) return url.origin === origin ? url.href : null;
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
