import { ExternalLink } from 'lucide-react';

export interface SocialLink {
  label: string;
  href: string;
}

/** The contact page's footer: the owner's social profiles, each opening in a new tab. */
export function FollowMeFooter({ links }: { links: readonly SocialLink[] }) {
  return (
    <footer className="mt-10 border-t border-slate-200 pt-6 text-center">
      <h2 className="text-lg font-semibold text-slate-900">Follow Me</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50"
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
