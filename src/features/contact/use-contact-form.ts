import { useCallback, useEffect, useRef, useState } from 'react';
import { contactSettings } from '../../config/env';
import { STATUS_CLEAR_MS } from './contact-messages';
import {
  EMPTY_CONTACT_FIELDS,
  trimContactFields,
  validateContactFields,
  type ContactFields,
} from './contact-validation';
import { sendContactMessage } from './send-contact-message';
import { isOffline } from '../../ui/online';

export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'error' }
  /** Not sent: no network. What was typed stays in the form. */
  | { kind: 'offline' };

/**
 * The contact form's state machine (SPEC.md section 4): idle → loading → success or
 * error, or idle → invalid; every state but loading falls back to idle after its delay.
 */
export function useContactForm(
  send: (fields: ContactFields) => Promise<boolean> = sendContactMessage,
) {
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT_FIELDS);
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  const inFlight = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Each new status object restarts its own clearing timer; leaving the page cancels it.
  useEffect(() => {
    if (status.kind === 'idle' || status.kind === 'loading') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), STATUS_CLEAR_MS[status.kind]);
    return () => clearTimeout(timer);
  }, [status]);

  const setField = useCallback((name: keyof ContactFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
  }, []);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const problem = validateContactFields(fields);
    if (problem) {
      setStatus({ kind: 'invalid', message: problem });
      return;
    }
    if (isOffline()) {
      setStatus({ kind: 'offline' });
      return;
    }
    inFlight.current = true;
    setStatus({ kind: 'loading' });
    const ok = await send(trimContactFields(fields));
    inFlight.current = false;
    if (!mounted.current) return;
    if (ok) setFields(EMPTY_CONTACT_FIELDS);
    setStatus({ kind: ok ? 'success' : 'error' });
  }, [fields, send]);

  return { fields, setField, status, submit, ownerEmail: contactSettings.ownerEmail };
}
