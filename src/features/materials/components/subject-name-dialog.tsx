import { MAX_SUBJECT_NAME } from '../subjects/manage-own-subjects';
import { TextFieldDialog } from '../../../ui/form-dialog';

/** Asks for a subject's name; `act` resolves to null when done, or to what went wrong. */
export function SubjectNameDialog({
  title,
  submitLabel,
  busyLabel,
  initial = '',
  hint,
  act,
  onClose,
}: {
  title: string;
  submitLabel: string;
  busyLabel: string;
  initial?: string;
  /** A sentence under the field: what the name changes. */
  hint: string;
  act: (typed: string) => Promise<string | null>;
  onClose: () => void;
}) {
  return (
    <TextFieldDialog
      title={title}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      label="Subject name"
      initial={initial}
      // Room for a few stray spaces, which are trimmed; the rule itself is checked on submit.
      maxLength={MAX_SUBJECT_NAME + 10}
      hint={hint}
      act={act}
      onClose={onClose}
    />
  );
}
