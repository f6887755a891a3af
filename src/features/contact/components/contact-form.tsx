import { useId, type FormEvent } from 'react';
import { CONTACT_TEXT } from '../contact-messages';
import type { ContactFields } from '../contact-validation';
import type { ContactStatus } from '../use-contact-form';
import { ContactStatusRegions } from './contact-status';
import { fieldClass } from '../../../ui/field-styles';
import { buttonClass } from '../../../ui/button-styles';
import { NeedsNetworkNote } from '../../../ui/needs-network-note';

const inputClass = `${fieldClass} mt-1 block w-full`;

interface ContactFormProps {
  fields: ContactFields;
  status: ContactStatus;
  ownerEmail: string;
  onChange: (name: keyof ContactFields, value: string) => void;
  onSubmit: () => void;
}

/**
 * The form keeps its `required` attributes for assistive technology but validates
 * itself (noValidate), so the student sees the spec's own message, not the browser's.
 */
export function ContactForm({ fields, status, ownerEmail, onChange, onSubmit }: ContactFormProps) {
  const id = useId();
  const sending = status.kind === 'loading';
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const field = (name: keyof ContactFields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    required: true,
    // Locked while sending so nothing typed meanwhile is wiped by the success reset.
    readOnly: sending,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    className: inputClass,
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={sending} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-ink-soft">
            Name
          </label>
          <input type="text" autoComplete="name" {...field('name')} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink-soft">
            Email
          </label>
          <input type="email" autoComplete="email" {...field('email')} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-ink-soft">
          Subject
        </label>
        <input type="text" {...field('subject')} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-ink-soft">
          Message
        </label>
        <textarea rows={6} {...field('message')} />
      </div>
      <ContactStatusRegions status={status} ownerEmail={ownerEmail} />
      <NeedsNetworkNote action="Sending a message" />
      <button
        type="submit"
        disabled={sending}
        className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
      >
        {sending ? CONTACT_TEXT.sendingButton : CONTACT_TEXT.sendButton}
      </button>
    </form>
  );
}
