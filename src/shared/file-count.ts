/** A number of files as said everywhere in the app: '1 file', '3 files'. */
export function fileCountText(count: number): string {
  return `${count} ${count === 1 ? 'file' : 'files'}`;
}
