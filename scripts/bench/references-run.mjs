// One run of both references for a kind, on the kind's own upload route (any page of the
// app's origin would do), leaving no reference database behind.
import {
  REFERENCES,
  dropReferences,
  openReference,
  pickReferenceFile,
  storeReference,
} from './reference-stores.mjs';

export async function measureReferences(page, kind, { filePath, bytes, meter }, samples) {
  await page.goto(kind.uploadPath);
  await dropReferences(page);
  const picked = await pickReferenceFile(page, filePath);
  if (picked !== bytes) throw new Error(`the picked file has ${picked} bytes instead of ${bytes}`);
  const store = { kind: kind.kind, op: 'store', bytes };
  const open = { kind: kind.kind, op: 'open', bytes };
  try {
    for (const [name, reference] of Object.entries(REFERENCES)) {
      const stored = await meter.measured(() => storeReference(page, reference));
      store[`${name}Ms`] = stored.result;
      store[`${name}MemoryGrowthBytes`] = stored.growthBytes;
      const opened = await meter.measured(() => openReference(page, reference));
      if (opened.result.size !== bytes)
        throw new Error(`${name} read back ${opened.result.size} bytes`);
      open[`${name}Ms`] = opened.result.ms;
      open[`${name}MemoryGrowthBytes`] = opened.growthBytes;
    }
  } finally {
    await page.evaluate(() => delete window.__studyshelfBenchFile);
    await dropReferences(page);
  }
  samples.add(store);
  samples.add(open);
}
