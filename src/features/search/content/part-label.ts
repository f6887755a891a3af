/** What a part of a file is called where a search found words in it: 'Slide 3', 'Page 4'. */
export function partLabel(fileName: string, part: number): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const name =
    { pptx: 'Slide', xlsx: 'Sheet', epub: 'Chapter', txt: 'Part', csv: 'Part' }[extension] ??
    'Page';
  return `${name} ${part}`;
}
