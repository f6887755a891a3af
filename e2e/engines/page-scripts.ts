/**
 * What the engine tests run inside the page, as plain JavaScript source: a function written in
 * TypeScript here would be compiled with helpers the page lacks. Each driver evaluates
 * `call(script, arg)` through its protocol, which the app's Content-Security-Policy does not
 * govern.
 */

/** A way to find one element as a student would: by role and accessible name, or by label. */
export type Query =
  | { role: Role; name: string | RegExp; exact?: boolean; enabled?: boolean }
  | { label: string | RegExp; exact?: boolean; enabled?: boolean };

export type Role =
  | 'button'
  | 'link'
  | 'textbox'
  | 'checkbox'
  | 'radio'
  | 'combobox'
  | 'option'
  | 'dialog'
  | 'alert'
  | 'status'
  | 'tab'
  | 'heading'
  | 'listitem'
  | 'row';

/** A Query as JSON: a RegExp travels as its source and flags. */
export function serialiseQuery(query: Query): unknown {
  const pattern = 'role' in query ? query.name : query.label;
  const name =
    pattern instanceof RegExp
      ? { source: pattern.source, flags: pattern.flags }
      : { text: pattern, exact: query.exact ?? true };
  const enabled = query.enabled ?? false;
  return 'role' in query ? { role: query.role, name, enabled } : { label: true, name, enabled };
}

/** `script` (a function's source) applied to `arg`, as one expression. */
export function call(script: string, arg?: unknown): string {
  return `(${script})(${JSON.stringify(arg ?? null)})`;
}

/**
 * Marks the one visible element matching the query with data-e2e-target=token and returns a
 * description of what it found: 'found', 'none' or 'many:N'. File inputs count as visible: they
 * are hidden behind their drop zone.
 */
export const MARK_ELEMENT = `function ({ query, token }) {
  const ROLES = {
    button: 'button, [role=button], input[type=submit], input[type=button], summary',
    link: 'a[href], [role=link]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=password], input[type=search], input[type=tel], input[type=url], input[type=number], textarea, [role=textbox]',
    checkbox: 'input[type=checkbox], [role=checkbox], [role=switch]',
    radio: 'input[type=radio], [role=radio]',
    combobox: '[role=combobox], select',
    option: '[role=option], option',
    dialog: '[role=dialog], [role=alertdialog], dialog[open]',
    alert: '[role=alert]',
    status: '[role=status]',
    tab: '[role=tab]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    listitem: 'li, [role=listitem]',
    row: 'tr, [role=row]',
  };
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const textOf = (id) => clean(document.getElementById(id)?.textContent);
  const accessibleName = (el) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return clean(labelledBy.split(/\\s+/).map(textOf).join(' '));
    const aria = el.getAttribute('aria-label');
    if (aria) return clean(aria);
    if (el.labels && el.labels.length) return clean([...el.labels].map((l) => l.textContent).join(' '));
    if (el.matches('input[type=submit], input[type=button]')) return clean(el.value);
    return clean(el.textContent) || clean(el.getAttribute('title')) || clean(el.getAttribute('placeholder'));
  };
  const visible = (el) =>
    (el instanceof HTMLInputElement && el.type === 'file') ||
    (el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
  const { name } = query;
  const matches = (text) =>
    name.source !== undefined
      ? new RegExp(name.source, name.flags).test(text)
      : name.exact ? text === name.text : text.toLowerCase().includes(name.text.toLowerCase());
  const candidates = query.label
    ? [...document.querySelectorAll('input, textarea, select, [role=combobox], [role=textbox], [role=checkbox], [role=switch], [role=radio]')]
    : [...document.querySelectorAll(ROLES[query.role])];
  const found = candidates.filter((el) => visible(el) && matches(accessibleName(el)));
  // Inside an open modal dialog, only what the dialog holds can be reached.
  const modal = [...document.querySelectorAll('[role=dialog][aria-modal=true], [role=alertdialog][aria-modal=true]')].filter(visible).pop();
  const reachable = modal && !query.label && query.role !== 'dialog' ? found.filter((el) => modal.contains(el)) : found;
  const hits = reachable.length > 0 ? reachable : found;
  for (const el of document.querySelectorAll('[data-e2e-target]')) el.removeAttribute('data-e2e-target');
  if (hits.length === 0) return 'none';
  if (hits.length > 1) return 'many:' + hits.length;
  // A click waits for a control it can act on, as a student would.
  if (query.enabled && (hits[0].disabled || hits[0].getAttribute('aria-disabled') === 'true')) return 'disabled';
  hits[0].setAttribute('data-e2e-target', token);
  hits[0].scrollIntoView({ block: 'center' });
  return 'found';
}`;

/** The page's visible text, for waiting on a message. */
export const PAGE_TEXT = `function () {
  return document.body ? document.body.innerText.replace(/\\s+/g, ' ') : '';
}`;

/**
 * Empties a text field the way typing would (the native setter, then an input event), for
 * engines whose WebDriver refuses Element Clear on some fields (WebKit on a combobox).
 */
export const CLEAR_FIELD = `function (token) {
  const el = document.querySelector('[data-e2e-target="' + token + '"]');
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set;
  setter.call(el, '');
  el.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}`;

/** What the browser keeps for the app: a list's records without their inline data. */
export const READ_LIST = `function (key) {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  return JSON.parse(raw).map(({ data, ...record }) => ({ ...record, inline: typeof data === 'string' }));
}`;

/**
 * Stores a large note the way StudyShelf did before it copied chunks: metadata plus 1 MB
 * `Blob.slice()` chunks of the picked file, then its list entry. In WebKit the slices come back,
 * after the browser restarts, as the whole file each.
 */
export const STORE_AS_SLICES = `async function ({ label, id, uid, subject }) {
  const input = document.querySelector('[data-e2e-target="' + label + '"]');
  const file = input.files[0];
  const MB = 1048576;
  const fields = { fileName: file.name, fileSize: file.size, fileType: file.type || 'application/pdf', uploadedAt: new Date().toISOString(), uploadedBy: uid, subject };
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open('StudyShelfFiles', 2);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore('files', { keyPath: 'id' });
      for (const index of ['subject', 'uploadedBy', 'chunkIndex']) store.createIndex(index, index, { unique: false });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const totalChunks = Math.ceil(file.size / MB);
  await new Promise((resolve, reject) => {
    const tx = db.transaction('files', 'readwrite');
    const store = tx.objectStore('files');
    store.put({ id, isMetadata: true, totalChunks, originalSize: file.size, ...fields });
    for (let i = 0; i < totalChunks; i += 1) {
      const data = file.slice(i * MB, Math.min((i + 1) * MB, file.size));
      store.put({ id: id + '_chunk_' + i, fileId: id, chunkIndex: i, totalChunks, data, size: data.size, ...fields });
    }
    tx.oncomplete = resolve;
    tx.onabort = () => reject(tx.error);
  });
  db.close();
  const key = 'notes_' + subject;
  const list = JSON.parse(localStorage.getItem(key) || '[]');
  list.unshift({ id, ...fields, isLargeFile: true });
  localStorage.setItem(key, JSON.stringify(list));
  return true;
}`;

/**
 * Where the marked element sits, once scrolled into the middle of the view, and whether a click
 * at its centre would reach it: "x,y,w,h reached" (or "covered"), '' when it is gone. A click is
 * sent only once two reads agree, as Playwright waits for a stable target: content arriving above a button
 * (a message, a list read from storage) moves it between a driver's scroll and its click.
 */
export const RESTING_PLACE = `function (token) {
  const el = document.querySelector('[data-e2e-target="' + token + '"]');
  if (!el) return '';
  const box = el.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) el.scrollIntoView({ block: 'center', inline: 'nearest' });
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const reached = hit !== null && (el === hit || el.contains(hit) || (el.labels && [...el.labels].some((l) => l.contains(hit))));
  return [r.left, r.top, r.width, r.height].map(Math.round).join(',') + (reached ? ' reached' : ' covered');
}`;

/**
 * Where a request from the page gets stuck, for a failure's log: whether a service worker controls
 * the page (its fetch handler sees every request), and how the Auth emulator and the app's own
 * server answer a request now, each given 5 s.
 */
export const NETWORK_REPORT = `async function (authOrigin) {
  const timed = async (url) => {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started) + ' ms';
    try {
      const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
      return response.status + ' in ' + took();
    } catch (error) {
      return error.name + ' after ' + took();
    }
  };
  const registration = navigator.serviceWorker
    ? await navigator.serviceWorker.getRegistration().catch(() => undefined)
    : undefined;
  const worker = registration
    ? ['installing', 'waiting', 'active']
        .filter((state) => registration[state])
        .map((state) => state + ':' + registration[state].state)
        .join(' ')
    : 'none';
  const auth = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.startsWith(authOrigin))
    .map((entry) => entry.name.split('?')[0].split('/').pop() + ' ' + Math.round(entry.duration) + ' ms');
  return [
    'controlled by a service worker: ' + Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
    'service worker: ' + worker,
    'Auth emulator now: ' + (await timed(authOrigin + '/')),
    'app server now: ' + (await timed('/manifest.webmanifest')),
    'answered Auth requests of this page: ' + (auth.join(', ') || 'none'),
  ].join('; ');
}`;

/**
 * How far the page's own code had come: whether a service worker serves it, and the newest
 * scripts answered. A part of a screen that never appears is most often its chunk not arriving.
 */
export const LOADING_REPORT = `function () {
  const sw = navigator.serviceWorker;
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\\.m?js(\\?|$)/.test(entry.name));
  const newest = scripts
    .slice(-4)
    .map((entry) => entry.name.split('/').pop() + ' at ' + Math.round(entry.responseEnd) + ' ms');
  return [
    'served by a service worker: ' + Boolean(sw && sw.controller),
    scripts.length + ' scripts answered, the newest ' + (newest.join(', ') || 'none'),
    'page open ' + Math.round(performance.now()) + ' ms',
  ].join('; ');
}`;

/**
 * Where the device's search index holds a word, in any case: 'disk' in the SQLite files of the
 * origin-private file system (text, word index, journal, free pages alike), 'image' in the copy
 * an index kept in memory leaves in IndexedDB, or null in neither.
 */
export const SEARCH_INDEX_HOLDS = `async function (word) {
  const pattern = new RegExp(word, 'i');
  const holds = (bytes) => pattern.test(new TextDecoder('latin1').decode(bytes));
  try {
    const root = await navigator.storage.getDirectory();
    const pool = await root.getDirectoryHandle('.studyshelf-search');
    const files = await pool.getDirectoryHandle('.opaque');
    for await (const handle of files.values()) {
      if (handle.kind === 'file' && holds(await (await handle.getFile()).arrayBuffer())) return 'disk';
    }
  } catch (error) {
    // No file system, or no index in it: the image is the other place an index is kept.
  }
  const image = await new Promise((resolve) => {
    const open = indexedDB.open('StudyShelfSearch');
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('image')) {
        db.close();
        resolve(null);
        return;
      }
      const get = db.transaction('image').objectStore('image').get('search-index');
      get.onsuccess = () => resolve(get.result ?? null);
      get.onerror = () => resolve(null);
      db.close();
    };
  });
  return image && holds(image) ? 'image' : null;
}`;

const OPEN_SCRATCH = `new Promise((resolve, reject) => {
    const req = indexedDB.open('StudyShelfPageExitTest', 1);
    req.onupgradeneeded = () => req.result.createObjectStore('chunks');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  })`;

/**
 * Stores three 1 MB chunks in a scratch database, then keeps reading them, one transaction after
 * another and never stopping, as the search index reads a large file in the background. It answers
 * at once (WebKitWebDriver gave no answer to a script that awaited the reads) and counts the reads
 * done in \`window.chunkReads\`.
 */
export const KEEP_READING_CHUNKS = `function () {
  window.chunkReads = 0;
  void (async () => {
  const db = await ${OPEN_SCRATCH};
  await new Promise((resolve, reject) => {
    const tx = db.transaction('chunks', 'readwrite');
    for (let i = 0; i < 3; i += 1) tx.objectStore('chunks').put(new Uint8Array(1048576).fill(i).buffer, i);
    tx.oncomplete = resolve;
    tx.onabort = () => reject(tx.error);
  });
  let reads = 0;
  const readNext = () => {
    let request;
    try {
      request = db.transaction('chunks', 'readonly').objectStore('chunks').get(reads % 3);
    } catch {
      return;
    }
    request.onsuccess = () => {
      // The bytes copied, as the page hands them to the index.
      new Uint8Array(request.result).slice(0);
      reads += 1;
      window.chunkReads = reads;
      readNext();
    };
  };
  readNext();
  readNext();
  })();
  return true;
}`;

export const CHUNK_READS = `function () { return window.chunkReads; }`;

/**
 * Writes a 1 MB chunk to the scratch database; \`window.chunkWritten\` becomes its time in ms, or
 * 'no answer' after 8 s.
 */
export const WRITE_CHUNK = `function () {
  window.chunkWritten = null;
  void (async () => {
  const db = await ${OPEN_SCRATCH};
  const started = performance.now();
  window.chunkWritten = await new Promise((resolve) => {
    const tx = db.transaction('chunks', 'readwrite');
    tx.objectStore('chunks').put(new Uint8Array(1048576).buffer, 'written');
    tx.oncomplete = () => resolve(Math.round(performance.now() - started));
    tx.onabort = () => resolve('aborted');
    setTimeout(() => resolve('no answer'), 8000);
  });
  })();
  return true;
}`;

export const CHUNK_WRITTEN = `function () { return window.chunkWritten; }`;
