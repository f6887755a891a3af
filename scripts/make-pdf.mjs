// Builds real, valid PDFs of a chosen number of pages (and size, with padding in each page's
// content stream) for browser tests and the benchmark: each page reads "Page N of M".

/**
 * @param {number} pageCount
 * @typedef {{ title: string, page: number, children?: OutlineItem[] }} OutlineItem
 * @typedef {{ page: number, toPage?: number, url?: string }} Link
 * @param {{ bytesPerPage?: number, locked?: boolean, script?: string, words?: Record<number, string>, outline?: OutlineItem[], links?: Link[] }} [options] pad each page's
 *   content to about this many bytes; `locked`: a password-protected file (a Standard security
 *   handler whose user password is not empty, so a reader must ask for one before it can show
 *   anything); `script`: JavaScript the document runs as it opens, in a reader that runs any;
 *   `words`: a line of text more on the pages it numbers (1-based), for tests of search;
 *   `outline`: a nested table of contents, each entry leading to the top of its page;
 *   `links`: on a page, a link to another page or to a web address, its text drawn where it is
 * @returns {Buffer}
 */
export function makePdf(
  pageCount,
  { bytesPerPage = 0, locked = false, script, words = {}, outline = [], links = [] } = {},
) {
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
  /** @param {string} text */
  const pdfString = (text) => `(${text.replace(/[()\\]/g, '\\$&')})`;
  // The outline's objects and the links' follow the pages': their numbers are known up front.
  /** @type {{ item: OutlineItem, id: number, parent: number, siblings: number[], at: number }[]} */
  const outlineObjects = [];
  let nextId = 4 + pageCount * 2;
  const outlineRoot = outline.length > 0 ? nextId++ : 0;
  const place = (/** @type {OutlineItem[]} */ items, /** @type {number} */ parent) => {
    const ids = items.map(() => nextId++);
    items.forEach((item, at) => {
      outlineObjects.push({ item, id: ids[at] ?? 0, parent, siblings: ids, at });
      place(item.children ?? [], ids[at] ?? 0);
    });
  };
  place(outline, outlineRoot);
  const linkIds = links.map(() => nextId++);
  const outlines = outlineRoot ? ` /Outlines ${outlineRoot} 0 R /PageMode /UseOutlines` : '';
  object(1, `<< /Type /Catalog /Pages 2 0 R${openAction}${outlines} >>`);
  object(
    2,
    `<< /Type /Pages /Count ${pageCount} /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] >>`,
  );
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (const [index, pageId] of pageIds.entries()) {
    const more = words[index + 1];
    const line = more ? `BT /F1 18 Tf 72 600 Td ${pdfString(more)} Tj ET\n` : '';
    const onPage = links.flatMap((link, at) => (link.page === index + 1 ? [at] : []));
    const linkLines = onPage
      .map((at, nth) => {
        const link = links[at];
        const label = link?.url ? `Visit ${link.url}` : `Go to page ${link?.toPage}`;
        return `BT /F1 14 Tf 72 ${500 - nth * 40} Td ${pdfString(label)} Tj ET\n`;
      })
      .join('');
    const text = `BT /F1 36 Tf 72 700 Td (Page ${index + 1} of ${pageCount}) Tj ET\n${line}${linkLines}`;
    const padLine = `% ${'x'.repeat(76)}\n`;
    const padding = padLine.repeat(
      Math.max(0, Math.floor((bytesPerPage - text.length) / padLine.length)),
    );
    const stream = text + padding;
    const annots = onPage.length
      ? ` /Annots [${onPage.map((at) => `${linkIds[at]} 0 R`).join(' ')}]`
      : '';
    object(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R${annots} >>`,
    );
    object(
      pageId + 1,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    );
  }
  if (outlineRoot) {
    const top = outlineObjects.filter(({ parent }) => parent === outlineRoot);
    object(
      outlineRoot,
      `<< /Type /Outlines /First ${top[0]?.id} 0 R /Last ${top.at(-1)?.id} 0 R /Count ${outlineObjects.length} >>`,
    );
  }
  for (const { item, id, parent, siblings, at } of outlineObjects) {
    const kids = outlineObjects.filter((other) => other.parent === id);
    const family = [
      at > 0 ? `/Prev ${siblings[at - 1]} 0 R` : '',
      at < siblings.length - 1 ? `/Next ${siblings[at + 1]} 0 R` : '',
      kids.length
        ? `/First ${kids[0]?.id} 0 R /Last ${kids.at(-1)?.id} 0 R /Count ${kids.length}`
        : '',
    ].join(' ');
    const target = pageIds[item.page - 1];
    object(
      id,
      `<< /Title ${pdfString(item.title)} /Parent ${parent} 0 R ${family} /Dest [${target} 0 R /XYZ 0 792 null] >>`,
    );
  }
  links.forEach((link, at) => {
    const nth = links.slice(0, at).filter((other) => other.page === link.page).length;
    const y = 500 - nth * 40;
    const action = link.url
      ? `/A << /S /URI /URI ${pdfString(link.url)} >>`
      : `/Dest [${pageIds[(link.toPage ?? 1) - 1]} 0 R /XYZ 0 792 null]`;
    object(
      linkIds[at] ?? 0,
      `<< /Type /Annot /Subtype /Link /Rect [70 ${y - 4} 400 ${y + 16}] /Border [0 0 0] ${action} >>`,
    );
  });
  let size = nextId;
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
