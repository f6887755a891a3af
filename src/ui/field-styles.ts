/**
 * The one look of a text field, a text area and a select: a strong enough border to find it,
 * indigo while in use, red when it holds a problem (aria-invalid). Width is the caller's.
 */
export const fieldClass =
  'rounded-control border border-line-strong bg-surface px-3 py-2 text-ink placeholder:text-ink-muted focus:border-primary-ink aria-invalid:border-danger-ink read-only:bg-sunken';
