/** The contact screen's texts and timings (SPEC.md sections 4, 5, 8 and 9), in one place. */
export const CONTACT_TEXT = {
  emptyField: 'Please fill in all fields before sending.',
  sending: 'Sending message...',
  sendingButton: 'Sending...',
  sendButton: 'Send Message',
  success: "Message sent successfully! I'll get back to you soon. ✉️",
  // Not in the spec: the app's own messages for input the spec does not cover.
  badEmail: 'Please enter a valid email address.',
  tooLong: (max: number) => `Your message is too long. Please keep it under ${max} characters.`,
  offline:
    'You are offline, so the message was not sent. It is kept here: send it once you are back online.',
} as const;

/** The failure text, naming the owner's address so the student has another way to reach them. */
export function failureText(ownerEmail: string): string {
  return `Failed to send message. Please try again or email ${ownerEmail}.`;
}

/** How long each status stays on screen before the form returns to idle. */
export const STATUS_CLEAR_MS = {
  invalid: 3000,
  success: 5000,
  error: 7000,
  offline: 7000,
} as const;
