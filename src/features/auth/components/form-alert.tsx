import { useEffect, useRef } from 'react';
import { Alert, type AlertTone } from '../../../ui/alert';

/**
 * The message above a form's fields (an error unless told otherwise); nothing while there is none.
 * A new message is brought into view: on a small phone the form's button, pressed at the foot of a
 * scrolled form or dialog, leaves the message above the screen's top edge.
 */
export function FormAlert({
  text,
  tone = 'error',
}: {
  text: string | undefined;
  tone?: AlertTone;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (text) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [text]);
  if (!text) return null;
  return (
    <div ref={ref} className="mb-4">
      <Alert tone={tone}>{text}</Alert>
    </div>
  );
}
