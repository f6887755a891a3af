/**
 * A record id as the spec builds them: a prefix, the upload timestamp and a random part
 * (`schedule_1718000000000_k3j9x2a7q`). Two files stored in the same millisecond still differ.
 */
export function recordId(...prefixParts: string[]): string {
  const random = Math.random().toString(36).slice(2, 11).padEnd(9, '0');
  return [...prefixParts, String(Date.now()), random].join('_');
}
