// Prints (and enforces) the gzip size of the JavaScript the landing screen needs before it shows to
// a guest: the entry chunk with its static imports and the lazily loaded landing screen. Firebase
// Auth is not among them (a device with no stored session is known to be a guest's), and the
// script fails if it ever is.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

// React, React DOM and the router are about 75 KB of it; the app's shell (layout, top bar, route
// table) and the landing screen the rest.
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
const onLanding = firebase.filter((key) => files.has(manifest[key].file));
if (onLanding.length > 0) {
  console.error(`Firebase Auth is on the landing screen's path: ${onLanding.join(', ')}`);
  process.exit(1);
}

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
