/**
 * A record id as the spec builds them: a prefix, the upload timestamp and a random part
 * (`schedule_1718000000000_k3j9x2a7q`). Two files stored in the same millisecond still differ.
 */
export function recordId(...prefixParts: string[]): string {
  const random = Math.random().toString(36).slice(2, 11).padEnd(9, '0');
  return [...prefixParts, String(Date.now()), random].join('_');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `id` has the shape recordId gives with these prefix parts. A restore checks it: an id
 * of another shape (`…_chunk_3`, `../x`, another kind's prefix) could name another file's records.
 */
export function isRecordIdOf(id: string, prefixParts: readonly string[]): boolean {
  const prefix = prefixParts.map(escaped).join('_');
  return new RegExp(`^${prefix}_\\d{1,16}_[a-z0-9]{1,16}$`).test(id);
}
