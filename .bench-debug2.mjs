import { mkdtempSync, mkdirSync } from 'node:fs';
import { startStack } from './scripts/stack.mjs';
import { launchBrowser, heapMeter } from './scripts/bench/browser.mjs';
import { createStudent, signInStudent } from './scripts/bench/student.mjs';
const work = mkdtempSync('/tmp/bench-debug-');
const stack = await startStack({ appPort: 4180, inboxPort: 8787, dataDir: work + '/data', distDir: '/tmp/dist-bench' });
mkdirSync(work + '/profile');
const b = await launchBrowser({ profileDir: work + '/profile', executablePath: '/usr/bin/chromium', baseURL: stack.appUrl });
try {
  const meter = heapMeter(b.cdp);
  const s = await createStudent();
  console.log('signed in', await signInStudent(b.page, s));
  const page = b.page;
  await page.goto('/upload-notes/dsa');
  const t = Date.now(); const log = (m) => console.log(Date.now() - t, m);
  await page.locator('input[type=file]').first().setInputFiles(process.env.F ?? '/tmp/bench-debug-small.pdf');
  log('set');
  await meter.measured(async () => {
    log('in op');
    const w = page.waitForFunction(() => window.__x, null, { polling: 'raf', timeout: 20000 }); w.catch(e => log('wff ' + e.message.split('\n')[0]));
    log('wff started');
    const c = await page.getByRole('alert').count(); log('alerts ' + c);
    await page.getByRole('button', { name: 'Upload Files', exact: true }).click({ timeout: 10000 }); log('clicked');
  });
  log('measured');
} catch (e) { console.log('ERR', e.message); } finally {
  await b.context.close(); await stack.stop();
}
