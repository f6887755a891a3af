/**
 * A zip of one deflated StudyShelf manifest whose directory states `statedSize` bytes, whatever
 * `deflated` inflates to: a manifest bomb, for the tests of a restore's bounds.
 */
const MANIFEST_NAME = 'studyshelf-manifest.json';

function header(size: number, fields: [offset: number, bytes: 2 | 4, value: number][]) {
  const view = new DataView(new ArrayBuffer(size));
  for (const [offset, bytes, value] of fields) {
    if (bytes === 2) view.setUint16(offset, value, true);
    else view.setUint32(offset, value, true);
  }
  return new Uint8Array(view.buffer);
}

export function manifestBombZip(deflated: Uint8Array<ArrayBuffer>, statedSize: number): Blob {
  const name = new TextEncoder().encode(MANIFEST_NAME);
  const DEFLATE = 8;
  const local = header(30, [
    [0, 4, 0x04034b50],
    [4, 2, 20],
    [8, 2, DEFLATE],
    [18, 4, deflated.length],
    [22, 4, statedSize],
    [26, 2, name.length],
  ]);
  const central = header(46, [
    [0, 4, 0x02014b50],
    [4, 2, 20],
    [6, 2, 20],
    [10, 2, DEFLATE],
    [20, 4, deflated.length],
    [24, 4, statedSize],
    [28, 2, name.length],
  ]);
  const end = header(22, [
    [0, 4, 0x06054b50],
    [8, 2, 1],
    [10, 2, 1],
    [12, 4, central.length + name.length],
    [16, 4, local.length + name.length + deflated.length],
  ]);
  return new Blob([local, name, deflated, central, name, end]);
}
