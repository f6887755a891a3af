/** The performance mark set once the start-up sweep and repair of stored files are over. */
export const STARTUP_CHECKS_DONE = 'studyshelf:startup-checks-done';
