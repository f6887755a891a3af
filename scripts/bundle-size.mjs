// Prints (and enforces) the gzip size of the JavaScript the landing screen needs:
// the entry chunk with its static imports plus the lazily loaded landing screen.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const LIMIT_KB = 120;
const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect('src/app/screens/landing.tsx');

let total = 0;
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}
const kb = total / 1024;
console.log(`landing screen initial JavaScript: ${kb.toFixed(1)} KB gzip (limit ${LIMIT_KB} KB)`);
if (kb > LIMIT_KB) {
  console.error(`The landing screen's JavaScript grew past ${LIMIT_KB} KB gzip.`);
  process.exit(1);
}
