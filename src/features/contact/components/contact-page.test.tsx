import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactSettings } from '../../../config/env';
import { sendContactMessage } from '../send-contact-message';
import { ContactPage } from './contact-page';

vi.mock('../send-contact-message', () => ({ sendContactMessage: vi.fn() }));
const send = vi.mocked(sendContactMessage);

const SUCCESS = "Message sent successfully! I'll get back to you soon. ✉️";
const EMPTY = 'Please fill in all fields before sending.';
const failure = `Failed to send message. Please try again or email ${contactSettings.ownerEmail}.`;

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<ContactPage />);
  return user;
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Missing notes');
  await user.type(screen.getByLabelText('Message'), 'Week 3 is missing.');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  send.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ContactPage', () => {
  it('has the four required fields, a 6-row message box and the Send Message button', () => {
    setup();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the empty-field message for blank or space-only fields, for 3 s, without sending', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(EMPTY);
    expect(send).not.toHaveBeenCalled();
    await advance(2900);
    expect(screen.getByRole('alert')).toHaveTextContent(EMPTY);
    await advance(200);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('sends the trimmed fields, shows the busy state, then success for 5 s and clears the form', async () => {
    let answer: (ok: boolean) => void = () => {};
    send.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = setup();
    await fillAll(user);
    await user.type(screen.getByLabelText('Subject'), '  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(send).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@example.com',
      subject: 'Missing notes',
      message: 'Week 3 is missing.',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sending message...');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText('Message')).toHaveAttribute('readonly');

    await act(async () => answer(true));
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await advance(4900);
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
    await advance(200);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the failure text naming the owner for 7 s and keeps what was typed', async () => {
    send.mockResolvedValue(false);
    const user = setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    expect(screen.getByLabelText('Message')).toHaveValue('Week 3 is missing.');
    await advance(6900);
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    await advance(200);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('restarts the clearing delay when a new status replaces an old one', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await advance(2000);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await advance(2000);
    expect(screen.getByRole('alert')).toHaveTextContent(EMPTY);
    await advance(1100);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('refuses an address that is not an e-mail with a message of its own', async () => {
    const user = setup();
    await fillAll(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once however often the button is pressed while sending', async () => {
    send.mockImplementation(() => new Promise(() => {}));
    const user = setup();
    await fillAll(user);
    await user.click(screen.getByLabelText('Subject'));
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Sending...' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ends with the Follow Me footer and the social links opening safely in a new tab', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Follow Me' })).toBeInTheDocument();
    for (const { label, href } of contactSettings.socialLinks) {
      const link = screen.getByRole('link', { name: `${label} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
