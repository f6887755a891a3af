import { buttonClass } from './button-styles';

const layoutClass = {
  /** The only action of a form: as wide as the form. */
  block: `${buttonClass('primary', 'md')} w-full py-2.5`,
  /** Beside other buttons, as in a dialog's button row. */
  inline: buttonClass('primary', 'md'),
} as const;

/** The form's primary button; shows its busy text and refuses clicks while busy. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  layout = 'block',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  layout?: keyof typeof layoutClass;
}) {
  return (
    <button type="submit" disabled={busy} className={layoutClass[layout]}>
      {busy ? busyLabel : label}
    </button>
  );
}
