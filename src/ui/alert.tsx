import type { ReactNode } from 'react';
import { CloseButton } from './close-button';

export type AlertTone = 'error' | 'success' | 'info';

const toneClass: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-800',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
};

/**
 * The in-app replacement for window.alert(): announced by screen readers
 * (role=alert for errors, role=status otherwise) without blocking the page.
 */
export function Alert({
  tone = 'error',
  children,
  onDismiss,
}: {
  tone?: AlertTone;
  children: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${toneClass[tone]}`}
    >
      <div className="flex-1 whitespace-pre-line">{children}</div>
      {onDismiss && (
        <CloseButton
          label="Dismiss message"
          onClick={onDismiss}
          className="rounded p-0.5 hover:bg-black/5"
        />
      )}
    </div>
  );
}
