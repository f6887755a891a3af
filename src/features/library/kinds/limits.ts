/** The spec's size constants (section 9), in bytes. */
export const MB = 1024 * 1024;
/** Every kind: a file of exactly 100 MB is allowed, one byte more is not. */
export const MAX_FILE_BYTES = 100 * MB;
/** Notes: the total of one upload. */
export const NOTES_MAX_TOTAL_BYTES = 500 * MB;
/** Notes are kept inline up to 1 MB; papers, schedules and books up to 5 MB. */
export const NOTES_LARGE_THRESHOLD = 1 * MB;
export const OTHER_LARGE_THRESHOLD = 5 * MB;

/** How long a deleted file can be brought back from the toast. */
export const UNDO_DELETE_MS = 10_000;
