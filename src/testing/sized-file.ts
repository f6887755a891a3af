/**
 * A File that reports `size` bytes without allocating them: validation and progress only read
 * the size, so a "100 MB" file costs nothing in a unit test.
 */
export function sizedFile(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
