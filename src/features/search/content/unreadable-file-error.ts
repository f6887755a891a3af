/** Why a file's text could not be read, as the index's status says it. */
export type UnreadableReason = 'damaged' | 'password-protected';

export class UnreadableFileError extends Error {
  constructor(
    readonly reason: UnreadableReason,
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.name = 'UnreadableFileError';
  }
}
