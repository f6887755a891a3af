import { mkdtempSync, mkdirSync } from 'node:fs';
import { startStack } from './scripts/stack.mjs';
import { launchBrowser, heapMeter } from './scripts/bench/browser.mjs';
import { createStudent, signInStudent } from './scripts/bench/student.mjs';
import { KINDS } from './scripts/bench/kinds.mjs';
import { writeRandomFile } from './scripts/bench/test-file.mjs';
import * as ops from './scripts/bench/app-ops.mjs';
const work = mkdtempSync('/tmp/bench-debug-');
const filePath = work + '/bench-100mib.pdf';
writeRandomFile(filePath, 104857600);
const stack = await startStack({ appPort: 4180, inboxPort: 8787, dataDir: work + '/data', distDir: '/tmp/dist-bench' });
mkdirSync(work + '/profile');
const b = await launchBrowser({ profileDir: work + '/profile', executablePath: '/usr/bin/chromium', baseURL: stack.appUrl });
try {
  const meter = heapMeter(b.cdp);
  const s = await createStudent();
  console.log('signed in', await signInStudent(b.page, s));
  const kind = KINDS.find(k => k.kind === (process.env.K ?? 'notes'));
  const page = b.page;
  const p = ops.storeThroughApp(page, kind, { filePath, fileName: 'bench-100mib.pdf' }, meter);
  p.catch(()=>{});
  await new Promise(r => setTimeout(r, 5000));
  await page.screenshot({ path: '/tmp/bench-debug.png' });
  console.log(await page.evaluate(() => ({ ls: Object.keys(localStorage), url: location.href, bench: window.__studyshelfBench })));
  console.log(await p);
} finally {
  await b.context.close(); await stack.stop();
}
