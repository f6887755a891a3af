import { useState } from 'react';
import type { AppUser } from '../../../session/auth-context';
import { avatarInitial, avatarPhotoUrl } from '../avatar';

/**
 * The round avatar: the photo when there is one that loads, else the initial letter.
 * A photo that fails to load (deleted, offline, blocked) falls back to the letter.
 */
export function AvatarBadge({ user }: { user: AppUser | null }) {
  const src = avatarPhotoUrl(user?.photoURL);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = src !== null && src !== failedSrc;

  return (
    <span className="grid h-9 w-9 place-items-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-on-primary">
      {showPhoto ? (
        <img
          src={src}
          alt=""
          width={36}
          height={36}
          // Google's image host refuses some requests that carry a referrer.
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src)}
          className="h-full w-full object-cover"
        />
      ) : (
        <span aria-hidden="true">{avatarInitial(user)}</span>
      )}
    </span>
  );
}
