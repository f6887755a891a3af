/**
 * What a file's name may hold, wherever it comes from (Rename, a backup, another device): no path
 * separators, no control characters, and none of the bidirectional embeddings, overrides and
 * isolates that make a name read other than it is ("report‮fdp.exe" shown as "reportexe.pdf").
 * The marks LRM and RLM stay allowed: names in Arabic or Hebrew use them, and they reorder nothing.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const SEPARATOR_OR_CONTROL = /[/\\\u0000-\u001f\u007f-\u009f]/;
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

export type NameProblem = 'separator' | 'direction';

/** What is wrong with a name, or null when it may be a file's name. */
export function nameProblem(name: string): NameProblem | null {
  if (SEPARATOR_OR_CONTROL.test(name)) return 'separator';
  if (DIRECTION_CONTROL.test(name)) return 'direction';
  return null;
}

/**
 * Types a browser shows as a document that runs script. A file is always opened with the type of
 * its extension, so such a type in a record can only come from a crafted backup or device.
 */
export function isActiveType(type: string): boolean {
  const essence = (type.split(';')[0] ?? '').trim().toLowerCase();
  return ACTIVE_TYPES.has(essence) || essence.endsWith('+xml') || essence.startsWith('multipart/');
}

/** Besides any `+xml` type (SVG, XHTML) and `multipart/`: what a browser renders or runs. */
const ACTIVE_TYPES = new Set([
  'text/html',
  'text/xml',
  'application/xml',
  'text/xsl',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);
