// The file the benchmark stores: exactly `bytes` long, random so nothing on the way can
// compress or deduplicate it, written in 1 MiB blocks to keep the script's own memory flat.
import { randomFillSync } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';

export function writeRandomFile(path, bytes) {
  const block = Buffer.alloc(1024 * 1024);
  const fd = openSync(path, 'w');
  try {
    for (let written = 0; written < bytes; written += block.length) {
      const length = Math.min(block.length, bytes - written);
      randomFillSync(block, 0, length);
      writeSync(fd, block, 0, length);
    }
  } finally {
    closeSync(fd);
  }
}
