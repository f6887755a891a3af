import { Link } from 'wouter';

/** The line under an auth card's form that leads to the other auth screens. */
export function AuthFooterLink({
  prompt,
  to,
  children,
}: {
  prompt?: string;
  to: string;
  children: string;
}) {
  return (
    <p className="mt-6 text-center text-sm text-ink-soft">
      {prompt && `${prompt} `}
      <Link to={to} className="font-medium text-primary-ink underline">
        {children}
      </Link>
    </p>
  );
}
