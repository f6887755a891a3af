// Prints (and enforces) the gzip size of the JavaScript the landing screen needs before it shows:
// the entry chunk with its static imports, Firebase Auth (loaded at once: the interface waits
// for the sign-in state) and the lazily loaded landing screen.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

// Counted with Firebase Auth (the interface waits for the sign-in state) and the landing chunk:
// React and React DOM are about 69 KB of it, Firebase Auth about 29 KB, the router (wouter) under
// 2 KB, the app's own shell (layout, top bar, route table) about 10 KB.
const LIMIT_KB = 112;
const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
const LANDING = 'src/features/landing/landing-page.tsx';
if (!manifest[LANDING])
  throw new Error(`${LANDING} is not in the build manifest: update this script.`);
collect('index.html');
collect(LANDING);
const firebase = Object.keys(manifest).filter((key) =>
  manifest[key].file.includes('firebase-auth'),
);
if (firebase.length === 0) throw new Error('No Firebase Auth chunk in the build manifest.');
firebase.forEach(collect);

let total = 0;
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}
const kb = total / 1024;
console.log(
  `landing screen initial JavaScript: ${kb.toFixed(1)} KB gzip (limit ${LIMIT_KB} KB; ${total} bytes)`,
);
if (kb > LIMIT_KB) {
  console.error(`The landing screen's JavaScript grew past ${LIMIT_KB} KB gzip.`);
  process.exit(1);
}
