/**
 * `name` itself when it is free, else numbered as a file manager numbers a copy:
 * `week-3.pdf`, `week-3 (2).pdf`, `week-3 (3).pdf`. The number goes before the extension.
 */
export function numberedName(name: string, isTaken: (name: string) => boolean): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let numbered = name;
  for (let n = 2; isTaken(numbered); n += 1) numbered = `${stem} (${n})${extension}`;
  return numbered;
}
