import { contactSettings } from '../../config/env';
import type { ContactFields } from './contact-validation';

/**
 * The JSON body of the spec's section 7. `_replyto` and `_subject` are the field
 * names form-collection services (Formspree, Getform, Basin) read as the reply-to
 * address and the e-mail's subject line, so a real endpoint works unchanged.
 */
export interface ContactPayload extends ContactFields {
  _replyto: string;
  _subject: string;
}

export function buildContactPayload(fields: ContactFields): ContactPayload {
  return { ...fields, _replyto: fields.email, _subject: `New contact from ${fields.name}` };
}

/** A request that hangs must end in the failure state rather than 'Sending...' for ever. */
export const SEND_TIMEOUT_MS = 20_000;

export interface SendOptions {
  endpoint?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Posts one message. Resolves true when the service accepted it (res.ok) and false
 * otherwise, including network failures and timeouts: the screen shows one failure
 * text whatever went wrong, and the response body is never read.
 */
export async function sendContactMessage(
  fields: ContactFields,
  {
    endpoint = contactSettings.endpoint,
    fetchImpl = fetch,
    timeoutMs = SEND_TIMEOUT_MS,
  }: SendOptions = {},
): Promise<boolean> {
  try {
    const res = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(buildContactPayload(fields)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return res.ok;
  } catch {
    return false;
  }
}
