const layoutClass = {
  /** The only action of a form: as wide as the form. */
  block: 'w-full py-2.5 font-semibold disabled:bg-indigo-600/80',
  /** Beside other buttons, as in a dialog's button row. */
  inline: 'py-2 font-medium',
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
    <button
      type="submit"
      disabled={busy}
      className={`rounded-lg bg-indigo-600 px-4 text-white hover:bg-indigo-700 disabled:cursor-not-allowed ${layoutClass[layout]}`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
