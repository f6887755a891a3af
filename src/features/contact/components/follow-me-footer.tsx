import { ExternalLink } from 'lucide-react';
import { buttonClass } from '../../../ui/button-styles';

export interface SocialLink {
  label: string;
  href: string;
}

/** The contact page's footer: the owner's social profiles, each opening in a new tab. */
export function FollowMeFooter({ links }: { links: readonly SocialLink[] }) {
  return (
    <footer className="mt-10 border-t border-line pt-6 text-center">
      <h2 className="text-lg font-semibold text-ink">Follow Me</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary', 'sm')}
            >
              {link.label}
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
