import { contactSettings } from '../../../config/env';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useContactForm } from '../use-contact-form';
import { ContactForm } from './contact-form';
import { FollowMeFooter } from './follow-me-footer';
import { cardClass } from '../../../ui/card-styles';

/** /contact: open to everyone, signed in or not (SPEC.md section 2). */
export function ContactPage() {
  useDocumentTitle('Contact');
  const { fields, setField, status, submit, ownerEmail } = useContactForm();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <div className={`${cardClass} p-6 sm:p-8`}>
        <h1 className="text-3xl font-bold text-ink">Contact Me</h1>
        <p className="mt-2 text-ink-soft">
          A question about the materials, a missing paper or a problem with the site? Send a message
          and I&apos;ll reply by e-mail.
        </p>
        <div className="mt-6">
          <ContactForm
            fields={fields}
            status={status}
            ownerEmail={ownerEmail}
            onChange={setField}
            onSubmit={() => void submit()}
          />
        </div>
        <FollowMeFooter links={contactSettings.socialLinks} />
      </div>
    </div>
  );
}
