import { Link } from 'wouter';
import { paths } from '../../../config/paths';

/** The link to a subject's page from one of its screens. */
export function SubjectPageLink({ subject, name }: { subject: string; name: string }) {
  return (
    <Link
      to={paths.subject.href(subject)}
      className="inline-flex font-medium text-primary-ink underline-offset-2 hover:underline"
    >
      Everything on {name}
    </Link>
  );
}
