import { describe, expect, it, vi } from 'vitest';
import { contactSettings } from '../../config/env';
import { buildContactPayload, sendContactMessage } from './send-contact-message';

const fields = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  subject: 'Missing notes',
  message: 'Week 3.',
};

function fakeFetch(response: Response | Error) {
  return vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

describe('buildContactPayload', () => {
  it('adds the reply-to address and the "New contact from" subject line', () => {
    expect(buildContactPayload(fields)).toEqual({
      ...fields,
      _replyto: 'asha@example.com',
      _subject: 'New contact from Asha Rao',
    });
  });
});

describe('sendContactMessage', () => {
  it('POSTs the JSON body to the configured endpoint with JSON headers', async () => {
    const fetchImpl = fakeFetch(new Response('{"ok":true}', { status: 200 }));
    await expect(sendContactMessage(fields, { fetchImpl })).resolves.toBe(true);

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(contactSettings.endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual(buildContactPayload(fields));
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('uses an endpoint given by the caller', async () => {
    const fetchImpl = fakeFetch(new Response(null, { status: 204 }));
    await sendContactMessage(fields, { endpoint: 'https://forms.example/f/abc', fetchImpl });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://forms.example/f/abc');
  });

  it('reads only the ok flag: a refusal is false whatever its body says', async () => {
    const fetchImpl = fakeFetch(new Response('{"ok":true}', { status: 400 }));
    await expect(sendContactMessage(fields, { fetchImpl })).resolves.toBe(false);
  });

  it('turns a network failure into false instead of throwing', async () => {
    const fetchImpl = fakeFetch(new TypeError('Failed to fetch'));
    await expect(sendContactMessage(fields, { fetchImpl })).resolves.toBe(false);
  });

  it('gives up on a request that never answers', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(sendContactMessage(fields, { fetchImpl, timeoutMs: 20 })).resolves.toBe(false);
  });
});
