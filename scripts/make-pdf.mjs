// Builds real, valid PDFs of a chosen number of pages (and size, with padding in each page's
// content stream) for browser tests and the benchmark: each page reads "Page N of M".

/**
 * @param {number} pageCount
 * @param {{ bytesPerPage?: number, locked?: boolean, script?: string, words?: Record<number, string> }} [options] pad each page's
 *   content to about this many bytes; `locked`: a password-protected file (a Standard security
 *   handler whose user password is not empty, so a reader must ask for one before it can show
 *   anything); `script`: JavaScript the document runs as it opens, in a reader that runs any;
 *   `words`: a line of text more on the pages it numbers (1-based), for tests of search
 * @returns {Buffer}
 */
export function makePdf(pageCount, { bytesPerPage = 0, locked = false, script, words = {} } = {}) {
  /** @type {Buffer[]} */
  const parts = [];
  /** @type {number[]} */
  const offsets = [];
  let length = 0;
  const push = (/** @type {string | Buffer} */ chunk) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (/** @type {number} */ id, /** @type {string} */ body) => {
    offsets[id] = length;
    push(`${id} 0 obj\n${body}\nendobj\n`);
  };

  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const pageIds = Array.from({ length: pageCount }, (_, i) => 4 + i * 2);
  const openAction = script ? ` /OpenAction << /S /JavaScript /JS (${script}) >>` : '';
  object(1, `<< /Type /Catalog /Pages 2 0 R${openAction} >>`);
  object(
    2,
    `<< /Type /Pages /Count ${pageCount} /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] >>`,
  );
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (const [index, pageId] of pageIds.entries()) {
    const more = words[index + 1];
    const line = more ? `BT /F1 18 Tf 72 600 Td (${more.replace(/[()\\]/g, '\\$&')}) Tj ET\n` : '';
    const text = `BT /F1 36 Tf 72 700 Td (Page ${index + 1} of ${pageCount}) Tj ET\n${line}`;
    const padLine = `% ${'x'.repeat(76)}\n`;
    const padding = padLine.repeat(
      Math.max(0, Math.floor((bytesPerPage - text.length) / padLine.length)),
    );
    const stream = text + padding;
    object(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    object(
      pageId + 1,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    );
  }
  let size = 4 + pageCount * 2;
  let encrypt = '';
  if (locked) {
    // /O and /U are not the hashes of an empty password, so opening it needs the real one.
    const hash = (byte) => `<${byte.repeat(32)}>`;
    object(
      size,
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /O ${hash('ab')} /U ${hash('cd')} /P -4 >>`,
    );
    encrypt = ` /Encrypt ${size} 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]`;
    size += 1;
  }
  const xref = length;
  push(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (let id = 1; id < size; id += 1) push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${size} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
