/**
 * Office documents and e-books for the viewer's tests, written as the programs that make them
 * lay them out (namespaces, relationships, manifests), each with a way to try to run a script.
 */
import { writeZip } from './backup-files';
import { pngBytes } from './sample-files';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const P = 'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const WP = 'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"';
const RELS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';
const SHEET = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

/** What a script in a crafted file would do if it ran: the tests look for this mark. */
export const SCRIPT_MARK = 'studyshelfScriptRan';
const script = `window.${SCRIPT_MARK}=true`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function relationships(targets: Record<string, string>, external: Record<string, string> = {}) {
  const inside = Object.entries(targets).map(
    ([id, target]) => `<Relationship Id="${id}" Type="x" Target="${target}"/>`,
  );
  const outside = Object.entries(external).map(
    ([id, target]) =>
      `<Relationship Id="${id}" Type="x" Target="${target}" TargetMode="External"/>`,
  );
  return `<?xml version="1.0"?><Relationships ${RELS}>${[...inside, ...outside].join('')}</Relationships>`;
}

const wordPara = (text: string, style = '') =>
  `<w:p>${style && `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>`}<w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`;

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A Word document whose body is `body`, declared in `namespaces`, with `parts` beside it. */
function writeWordBody(
  path: string,
  body: string,
  {
    namespaces = W,
    parts = [],
  }: { namespaces?: string; parts?: Parameters<typeof writeZip>[1] } = {},
): Promise<string> {
  return writeZip(path, [
    { name: '[Content_Types].xml', input: CONTENT_TYPES },
    {
      name: 'word/document.xml',
      input: `<?xml version="1.0"?><w:document ${namespaces}><w:body>${body}</w:body></w:document>`,
    },
    ...parts,
  ]);
}

/** A real Word document of `pages` pages (as Word lays them out), each a paragraph of its text. */
export function writeWordDocument(path: string, pages: readonly string[]): Promise<string> {
  const body = pages
    .map(
      (text, index) =>
        `<w:p><w:r>${index > 0 ? '<w:lastRenderedPageBreak/>' : ''}<w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`,
    )
    .join('');
  return writeWordBody(path, body);
}

/**
 * A Word document with a heading, a bulleted list, a table and a picture, and two ways in for a
 * script: an altChunk of HTML with a <script>, and a hyperlink to `javascript:`.
 */
export function writeRichWordDocument(path: string): Promise<string> {
  const bullet = (text: string) =>
    `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
  const cell = (text: string) => `<w:tc>${wordPara(text)}</w:tc>`;
  const body = [
    wordPara('Graph algorithms', 'Heading1'),
    wordPara('Depth-first search visits every vertex once.'),
    // Code as pandoc writes it: a SourceCode paragraph, and an inline run in VerbatimChar.
    wordPara('for v in graph: dfs(v)', 'SourceCode'),
    `<w:p><w:r><w:t xml:space="preserve">Call </w:t></w:r><w:r><w:rPr><w:rStyle w:val="VerbatimChar"/></w:rPr><w:t>visit(v)</w:t></w:r></w:p>`,
    bullet('Tarjan'),
    bullet('Kosaraju'),
    `<w:tbl><w:tr>${cell('Algorithm')}${cell('Time')}</w:tr><w:tr>${cell('BFS')}${cell('O(V + E)')}</w:tr></w:tbl>`,
    `<w:p><w:hyperlink r:id="rIdLink"><w:r><w:t>Open the lab sheet</w:t></w:r></w:hyperlink></w:p>`,
    `<w:p><w:r><w:drawing><wp:inline><wp:docPr id="1" name="Picture 1" descr="A directed graph"/><a:graphic><a:graphicData><a:blip r:embed="rIdPicture"/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`,
    '<w:altChunk r:id="rIdChunk"/>',
  ].join('');
  return writeWordBody(path, body, {
    namespaces: `${W} ${R} ${A} ${WP}`,
    parts: [
      {
        name: 'word/_rels/document.xml.rels',
        input: relationships(
          { rIdPicture: 'media/image1.png', rIdChunk: 'chunk.html' },
          { rIdLink: `javascript:${script}` },
        ),
      },
      {
        name: 'word/numbering.xml',
        input: `<?xml version="1.0"?><w:numbering ${W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`,
      },
      { name: 'word/media/image1.png', input: pngBytes(120, 60) },
      {
        name: 'word/chunk.html',
        input: `<html><body><script>${script}</script><p>Injected</p></body></html>`,
      },
    ],
  });
}

/** A Word document of `count` short paragraphs, the way a crafted one floods a reader. */
export function writeLongWordDocument(path: string, count: number): Promise<string> {
  const body = Array.from({ length: count }, (_, index) => wordPara(`Line ${index + 1}`)).join('');
  return writeWordBody(path, body);
}

/**
 * A Word document of `tables` tables of `rows` by `columns` cells, each after a paragraph; the
 * cell in row r and column c of table t reads `t<t> r<r> c<c>`.
 */
export function writeTablesWordDocument(
  path: string,
  { tables, rows, columns }: { tables: number; rows: number; columns: number },
): Promise<string> {
  const cell = (text: string) => `<w:tc>${wordPara(text)}</w:tc>`;
  const table = (t: number) => {
    const row = (r: number) =>
      `<w:tr>${Array.from({ length: columns }, (_, c) => cell(`t${t} r${r} c${c + 1}`)).join('')}</w:tr>`;
    return `<w:tbl>${Array.from({ length: rows }, (_, r) => row(r + 1)).join('')}</w:tbl>`;
  };
  const body = Array.from(
    { length: tables },
    (_, index) => wordPara(`Table ${index + 1}`) + table(index + 1),
  ).join('');
  return writeWordBody(path, body);
}

/** A slide deck of `slides`, each a title and a line of text, with a thumbnail. */
export function writeSlideDeck(
  path: string,
  slides: { title: string; text: string }[],
): Promise<string> {
  const slide = ({ title, text }: { title: string; text: string }) =>
    `<?xml version="1.0"?><p:sld ${P} ${A} ${R}><p:cSld><p:spTree>` +
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Title"/><p:cNvSpPr/><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>${escape(title)}</a:t></a:r></a:p></p:txBody></p:sp>` +
    `<p:sp><p:nvSpPr><p:cNvPr id="3" name="Body"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:txBody><a:p><a:r><a:t>${escape(text)}</a:t></a:r></a:p></p:txBody></p:sp>` +
    '</p:spTree></p:cSld></p:sld>';
  const ids = slides.map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + 1}"/>`);
  return writeZip(path, [
    {
      name: 'ppt/presentation.xml',
      input: `<?xml version="1.0"?><p:presentation ${P} ${R}><p:sldIdLst>${ids.join('')}</p:sldIdLst></p:presentation>`,
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      input: relationships(
        Object.fromEntries(
          slides.map((_, index) => [`rId${index + 1}`, `slides/slide${index + 1}.xml`]),
        ),
      ),
    },
    ...slides.map((content, index) => ({
      name: `ppt/slides/slide${index + 1}.xml`,
      input: slide(content),
    })),
    { name: 'docProps/thumbnail.jpeg', input: pngBytes(64, 48) },
  ]);
}

/**
 * A deck laid out as PowerPoint writes one on a theme (16:9): its placeholders' places only in
 * the slide master, a picture and a table placed on the slide itself.
 */
export function writeLaidOutDeck(path: string): Promise<string> {
  const frame = (x: number, y: number, cx: number, cy: number) =>
    `<a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>`;
  const placeholder = (ph: string, paragraphs: string) =>
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="p"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/>${paragraphs}</p:txBody></p:sp>`;
  const para = (text: string, level = 0) =>
    `<a:p><a:pPr lvl="${level}"/><a:r><a:rPr lang="en-GB"/><a:t>${escape(text)}</a:t></a:r></a:p>`;
  const slide = (shapes: string) =>
    `<?xml version="1.0"?><p:sld ${P} ${A} ${R}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld></p:sld>`;
  const cell = (text: string) => `<a:tc><a:txBody><a:bodyPr/>${para(text)}</a:txBody></a:tc>`;
  return writeZip(path, [
    {
      name: 'ppt/presentation.xml',
      input: `<?xml version="1.0"?><p:presentation ${P} ${R}><p:sldIdLst><p:sldId id="256" r:id="rId1"/><p:sldId id="257" r:id="rId2"/></p:sldIdLst><p:sldSz cx="9144000" cy="5143500"/></p:presentation>`,
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      input: relationships({ rId1: 'slides/slide1.xml', rId2: 'slides/slide2.xml' }),
    },
    {
      name: 'ppt/slides/slide1.xml',
      input: slide(
        placeholder('<p:ph type="title"/>', para('Minimum spanning trees')) +
          placeholder(
            '<p:ph idx="1"/>',
            para('Kruskal sorts the edges') + para('Prim grows one tree') + para('by a heap', 1),
          ) +
          `<p:pic><p:nvPicPr><p:cNvPr id="4" name="g" descr="A weighted graph"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed="rId3"/></p:blipFill><p:spPr>${frame(6096000, 1371600, 2743200, 2057400)}</p:spPr></p:pic>`,
      ),
    },
    {
      name: 'ppt/slides/slide2.xml',
      input: slide(
        placeholder('<p:ph type="title"/>', para('Running times')) +
          `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="5" name="t"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="914400" y="1371600"/><a:ext cx="7315200" cy="1371600"/></p:xfrm><a:graphic><a:graphicData><a:tbl><a:tr>${cell('Kruskal')}${cell('O(E log E)')}</a:tr><a:tr>${cell('Prim')}${cell('O(E log V)')}</a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>`,
      ),
    },
    ...[1, 2].map((n) => ({
      name: `ppt/slides/_rels/slide${n}.xml.rels`,
      input: relationships({
        rId1: '../slideLayouts/slideLayout2.xml',
        rId3: '../media/image1.png',
      }),
    })),
    {
      name: 'ppt/slideLayouts/slideLayout2.xml',
      input: `<?xml version="1.0"?><p:sldLayout ${P} ${A}><p:cSld><p:spTree>${placeholder('<p:ph type="title"/>', '')}${placeholder('<p:ph idx="1"/>', '')}</p:spTree></p:cSld></p:sldLayout>`,
    },
    {
      name: 'ppt/slideLayouts/_rels/slideLayout2.xml.rels',
      input: relationships({ rId1: '../slideMasters/slideMaster1.xml' }),
    },
    {
      name: 'ppt/slideMasters/slideMaster1.xml',
      input:
        `<?xml version="1.0"?><p:sldMaster ${P} ${A}><p:cSld><p:spTree>` +
        `<p:sp><p:nvSpPr><p:cNvPr id="2" name="t"/><p:cNvSpPr/><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:spPr>${frame(457200, 205979, 8229600, 857250)}</p:spPr></p:sp>` +
        `<p:sp><p:nvSpPr><p:cNvPr id="3" name="b"/><p:cNvSpPr/><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr>${frame(457200, 1200151, 5486400, 3394472)}</p:spPr></p:sp>` +
        '</p:spTree></p:cSld><p:txStyles><p:titleStyle><a:lvl1pPr algn="ctr"><a:defRPr sz="3300"/></a:lvl1pPr></p:titleStyle><p:bodyStyle><a:lvl1pPr><a:defRPr sz="2400"/></a:lvl1pPr><a:lvl2pPr><a:defRPr sz="2100"/></a:lvl2pPr></p:bodyStyle></p:txStyles></p:sldMaster>',
    },
    { name: 'ppt/media/image1.png', input: pngBytes(160, 120) },
  ]);
}

/** A workbook of named sheets, each a grid of text cells (inline strings). */
/** A number as a workbook stores it (its digits as written), shown through a number format. */
export interface FormattedCell {
  value: string;
  format: string;
}

export function writeWorkbook(
  path: string,
  sheets: { name: string; rows: (string | FormattedCell)[][] }[],
): Promise<string> {
  const column = (index: number) => String.fromCharCode(65 + index);
  // Style 0 is the default; each format code gets the next style and a custom format id.
  const formats = [
    ...new Set(
      sheets.flatMap(({ rows }) =>
        rows.flat().flatMap((cell) => (typeof cell === 'string' ? [] : [cell.format])),
      ),
    ),
  ];
  const styles = `<?xml version="1.0"?><styleSheet ${SHEET}><numFmts count="${formats.length}">${formats
    .map((code, index) => `<numFmt numFmtId="${164 + index}" formatCode="${escape(code)}"/>`)
    .join('')}</numFmts><cellXfs count="${formats.length + 1}"><xf numFmtId="0"/>${formats
    .map((_, index) => `<xf numFmtId="${164 + index}" applyNumberFormat="1"/>`)
    .join('')}</cellXfs></styleSheet>`;
  const cellXml = (cell: string | FormattedCell, reference: string) =>
    typeof cell === 'string'
      ? `<c r="${reference}" t="inlineStr"><is><t>${escape(cell)}</t></is></c>`
      : `<c r="${reference}" s="${formats.indexOf(cell.format) + 1}"><v>${cell.value}</v></c>`;
  const sheet = (rows: (string | FormattedCell)[][]) =>
    `<?xml version="1.0"?><worksheet ${SHEET}><sheetData>${rows
      .map(
        (row, r) =>
          `<row r="${r + 1}">${row.map((cell, c) => cellXml(cell, `${column(c)}${r + 1}`)).join('')}</row>`,
      )
      .join('')}</sheetData></worksheet>`;
  return writeZip(path, [
    {
      name: 'xl/workbook.xml',
      input: `<?xml version="1.0"?><workbook ${SHEET} ${R}><sheets>${sheets
        .map(
          ({ name }, index) =>
            `<sheet name="${escape(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
        )
        .join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      input: relationships(
        Object.fromEntries(
          sheets.map((_, index) => [`rId${index + 1}`, `worksheets/sheet${index + 1}.xml`]),
        ),
      ),
    },
    { name: 'xl/styles.xml', input: styles },
    ...sheets.map(({ rows }, index) => ({
      name: `xl/worksheets/sheet${index + 1}.xml`,
      input: sheet(rows),
    })),
  ]);
}

/**
 * An EPUB 3 book of `chapters` (title and XHTML body), listed in its nav document; every chapter
 * also carries a <script> and an inline event handler, as a crafted book might.
 */
export function writeBook(
  path: string,
  chapters: { title: string; body: string }[],
): Promise<string> {
  const xhtml = (title: string, body: string) =>
    `<?xml version="1.0" encoding="utf-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${escape(title)}</title><script>${script}</script><link rel="stylesheet" href="https://example.com/remote.css"/></head><body onload="${script}">${body}<img src="x.png" onerror="${script}" alt="broken"/></body></html>`;
  return writeZip(path, [
    { name: 'mimetype', input: 'application/epub+zip' },
    {
      name: 'META-INF/container.xml',
      input:
        '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    },
    {
      name: 'OEBPS/content.opf',
      input: `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>${chapters
        .map(
          (_, index) =>
            `<item id="c${index + 1}" href="chapter${index + 1}.xhtml" media-type="application/xhtml+xml"/>`,
        )
        .join(
          '',
        )}<item id="cover" href="images/cover.png" media-type="image/png"/></manifest><spine>${chapters
        .map((_, index) => `<itemref idref="c${index + 1}"/>`)
        .join('')}</spine></package>`,
    },
    {
      name: 'OEBPS/nav.xhtml',
      input: xhtml(
        'Contents',
        `<nav epub:type="toc" xmlns:epub="http://www.idpf.org/2007/ops"><ol>${chapters
          .map(
            ({ title }, index) =>
              `<li><a href="chapter${index + 1}.xhtml">${escape(title)}</a></li>`,
          )
          .join('')}</ol></nav>`,
      ),
    },
    ...chapters.map(({ title, body }, index) => ({
      name: `OEBPS/chapter${index + 1}.xhtml`,
      input: xhtml(title, body),
    })),
    { name: 'OEBPS/images/cover.png', input: pngBytes(80, 120) },
  ]);
}
