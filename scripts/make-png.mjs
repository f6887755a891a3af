// PNG pictures for browser tests and the benchmarks: a solid colour (small), or noise, which no
// compressor shrinks, so a document can be made as heavy as a real one full of photos.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An RGB PNG of `width` × `height`: one colour, or random noise.
 * @param {number} width
 * @param {number} height
 * @param {{ noise?: boolean }} [options]
 * @returns {Buffer}
 */
export function makePng(width, height, { noise = false } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = () =>
    Buffer.concat([
      Buffer.from([0]),
      noise ? randomBytes(width * 3) : Buffer.alloc(width * 3, 0x4f),
    ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
