import { CONTACT_TEXT, failureText } from '../contact-messages';
import type { ContactStatus } from '../use-contact-form';

const box = 'rounded-lg border px-4 py-3 text-sm';

/**
 * Two live regions that stay in the page so screen readers announce each change:
 * a polite status for progress and success, an assertive alert for problems.
 */
export function ContactStatusRegions({
  status,
  ownerEmail,
}: {
  status: ContactStatus;
  ownerEmail: string;
}) {
  const problem =
    status.kind === 'invalid'
      ? status.message
      : status.kind === 'error'
        ? failureText(ownerEmail)
        : null;
  return (
    <>
      <div role="status" aria-live="polite">
        {status.kind === 'loading' && (
          <p className={`${box} border-slate-300 bg-slate-100 text-slate-800`}>
            {CONTACT_TEXT.sending}
          </p>
        )}
        {status.kind === 'success' && (
          <p className={`${box} border-green-300 bg-green-50 text-green-800`}>
            {CONTACT_TEXT.success}
          </p>
        )}
      </div>
      <div role="alert">
        {problem !== null && (
          <p className={`${box} border-red-300 bg-red-50 text-red-800`}>{problem}</p>
        )}
      </div>
    </>
  );
}
