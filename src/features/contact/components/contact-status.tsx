import { CONTACT_TEXT, failureText } from '../contact-messages';
import type { ContactStatus } from '../use-contact-form';
import { noticeClass } from '../../../ui/notice-styles';

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
        : status.kind === 'offline'
          ? CONTACT_TEXT.offline
          : null;
  return (
    <>
      <div role="status" aria-live="polite">
        {status.kind === 'loading' && (
          <p className={noticeClass('neutral')}>{CONTACT_TEXT.sending}</p>
        )}
        {status.kind === 'success' && (
          <p className={noticeClass('success')}>{CONTACT_TEXT.success}</p>
        )}
      </div>
      <div role="alert">
        {problem !== null && <p className={noticeClass('error')}>{problem}</p>}
      </div>
    </>
  );
}
