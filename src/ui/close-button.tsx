import { X } from 'lucide-react';

/** A small X button that closes or dismisses what it sits in; `label` is its accessible name. */
export function CloseButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <X aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
