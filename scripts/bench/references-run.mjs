// The references' ops, one at a time, so each can be paired with the app's own op in the same
// run: a store picks the file and writes it into a fresh reference database, an open reads it
// back, and drop deletes it. Every op runs on whatever page of the app's origin is open.
import {
  REFERENCES,
  dropReferences,
  openReference,
  pickReferenceFile,
  storeReference,
} from './reference-stores.mjs';

/** The type the app gives the benchmark's .pdf file; the references build their Blob with it too. */
const FILE_TYPE = 'application/pdf';

/** @returns {Promise<{ ms: number, growthBytes: number }>} */
export async function referenceStore(page, name, { filePath, bytes, meter }) {
  const reference = REFERENCES[name];
  await dropReferences(page, [reference]);
  const picked = await pickReferenceFile(page, filePath);
  if (picked !== bytes) throw new Error(`the picked file has ${picked} bytes instead of ${bytes}`);
  try {
    const stored = await meter.measured(() => storeReference(page, reference));
    return { ms: stored.result, growthBytes: stored.growthBytes };
  } finally {
    await page.evaluate(() => delete window.__studyshelfBenchFile);
  }
}

/** @returns {Promise<{ ms: number, growthBytes: number }>} */
export async function referenceOpen(page, name, { bytes, meter }) {
  const opened = await meter.measured(() => openReference(page, REFERENCES[name], FILE_TYPE));
  if (opened.result.size !== bytes)
    throw new Error(`${name} read back ${opened.result.size} bytes`);
  return { ms: opened.result.ms, growthBytes: opened.growthBytes };
}

export function dropReference(page, name) {
  return dropReferences(page, [REFERENCES[name]]);
}
