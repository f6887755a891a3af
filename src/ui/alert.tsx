import type { ReactNode } from 'react';
import { CloseButton } from './close-button';
import { noticeClass, type NoticeTone } from './notice-styles';

export type AlertTone = Exclude<NoticeTone, 'neutral'>;

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
      className={`flex items-start gap-3 ${noticeClass(tone)}`}
    >
      <div className="flex-1 whitespace-pre-line">{children}</div>
      {onDismiss && (
        <CloseButton
          label="Dismiss message"
          onClick={onDismiss}
          className="rounded-control p-0.5 hover:bg-ink/5"
        />
      )}
    </div>
  );
}
