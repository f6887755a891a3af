// @vitest-environment node
// Node's own Blob, which streams as browsers do (jsdom's has no stream()); no DOM, as in a worker.
import { BlobWriter, TextReader, Uint8ArrayReader, ZipWriter } from '@zip.js/zip.js';
import { describe, expect, it } from 'vitest';
import { INDEX_LIMITS, type Block, type ReadDocument } from './document-model';
import { documentText } from './document-text';
import { readDocument, readWorkbook } from './read-document';
import { MAX_NESTING } from './xml-tree';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function zipOf(entries: Record<string, string | Uint8Array>): Promise<Blob> {
  const writer = new ZipWriter(new BlobWriter());
  for (const [name, data] of Object.entries(entries)) {
    await writer.add(
      name,
      typeof data === 'string' ? new TextReader(data) : new Uint8ArrayReader(data),
    );
  }
  return writer.close();
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const P = 'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const RELS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';

const texts = (blocks: readonly Block[]) =>
  blocks.map((block) =>
    'runs' in block ? block.runs.map((run) => run.text).join('') : block.type,
  );

function blocksOf(document: ReadDocument, section = 0): Block[] {
  return document.sections[section]?.blocks ?? [];
}

describe('readDocument: Word', () => {
  const para = (text: string, properties = '', runProperties = '') =>
    `<w:p><w:pPr>${properties}</w:pPr><w:r><w:rPr>${runProperties}</w:rPr><w:t>${text}</w:t></w:r></w:p>`;

  it('keeps code as code: a code block’s paragraphs, a code style, a monospace font', async () => {
    const docx = await zipOf({
      'word/document.xml': `<w:document ${W}><w:body>
        ${para('for v in graph:', '<w:pStyle w:val="SourceCode"/>')}
        <w:p><w:r><w:t xml:space="preserve">Call </w:t></w:r><w:r><w:rPr><w:rStyle w:val="VerbatimChar"/></w:rPr><w:t>dfs(v)</w:t></w:r><w:r><w:rPr><w:rFonts w:ascii="Courier New" w:hAnsi="Courier New"/></w:rPr><w:t> twice</w:t></w:r></w:p>
        ${para('Plain text', '', '<w:rFonts w:ascii="Calibri"/>')}
      </w:body></w:document>`,
    });
    const blocks = blocksOf(await readDocument(docx, 'docx'));
    expect(blocks[0]).toMatchObject({ type: 'paragraph', code: true });
    expect(blocks[1]).toMatchObject({
      type: 'paragraph',
      runs: [{ text: 'Call ' }, { text: 'dfs(v)', code: true }, { text: ' twice', code: true }],
    });
    expect(blocks[1]).not.toHaveProperty('code');
    expect(blocks[2]).toEqual({
      type: 'paragraph',
      runs: [{ text: 'Plain text', bold: false, italic: false }],
    });
  });

  it('reads headings, emphasis, lists, tables and pictures in order, and never an embedded HTML chunk', async () => {
    const docx = await zipOf({
      'word/document.xml': `<w:document ${W} ${R} xmlns:wp="x-wp" ${A}><w:body>
        ${para('Graph algorithms', '<w:pStyle w:val="Heading1"/>')}
        ${para('Kosaraju', '', '<w:b/>')}
        ${para('first', '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>')}
        ${para('inner', '<w:numPr><w:ilvl w:val="1"/><w:numId w:val="1"/></w:numPr>')}
        ${para('dot', '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="2"/></w:numPr>')}
        <w:tbl><w:tr><w:tc>${para('V')}</w:tc><w:tc>${para('E')}</w:tc></w:tr></w:tbl>
        <w:p><w:hyperlink r:id="rIdLink"><w:r><w:t>see notes</w:t></w:r></w:hyperlink></w:p>
        <w:p><w:r><w:drawing><wp:docPr descr="A graph"/><a:blip r:embed="rIdPic"/></w:drawing></w:r></w:p>
        <w:altChunk r:id="rIdHtml"/>
      </w:body></w:document>`,
      'word/_rels/document.xml.rels': `<Relationships ${RELS}>
        <Relationship Id="rIdPic" Target="media/graph.png"/>
        <Relationship Id="rIdLink" Target="javascript:alert(1)" TargetMode="External"/>
        <Relationship Id="rIdHtml" Target="chunk.html"/></Relationships>`,
      'word/numbering.xml': `<w:numbering ${W}>
        <w:abstractNum w:abstractNumId="7"><w:lvl w:ilvl="0"><w:numFmt w:val="decimal"/></w:lvl></w:abstractNum>
        <w:abstractNum w:abstractNumId="8"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum>
        <w:num w:numId="1"><w:abstractNumId w:val="7"/></w:num>
        <w:num w:numId="2"><w:abstractNumId w:val="8"/></w:num></w:numbering>`,
      'word/media/graph.png': PNG,
      'word/chunk.html': '<script>alert(1)</script>',
    });
    // The blocks are told first, before any picture is inflated.
    const blocksFirst: ReadDocument[] = [];
    const document = await readDocument(docx, 'docx', {
      onBlocks: (read) => blocksFirst.push(read),
    });
    expect(blocksFirst).toHaveLength(1);
    expect(blocksFirst[0]?.pictures).toEqual([]);
    expect(blocksFirst[0]?.sections).toEqual(document.sections);
    const blocks = blocksOf(document);
    expect(texts(blocks)).toEqual([
      'Graph algorithms',
      'Kosaraju',
      'first',
      'inner',
      'dot',
      'table',
      'see notes',
      'picture',
    ]);
    expect(blocks[0]).toMatchObject({ type: 'heading', level: 1 });
    expect(blocks[1]).toMatchObject({ runs: [{ bold: true, italic: false }] });
    expect(blocks.slice(2, 5)).toMatchObject([
      { type: 'item', depth: 0, ordered: true },
      { type: 'item', depth: 1, ordered: false },
      { type: 'item', depth: 0, ordered: false },
    ]);
    expect(blocks[5]).toEqual({ type: 'table', rows: [['V', 'E']] });
    expect(blocks[7]).toEqual({ type: 'picture', picture: 0, alt: 'A graph' });
    expect(document.pictures[0]?.type).toBe('image/png');
    expect(document.cut).toBe(false);
  });

  it('refuses a part that declares entities, and a file that is not a zip', async () => {
    const bomb = await zipOf({
      'word/document.xml': `<!DOCTYPE w [<!ENTITY a "aaaaaaaaaa">]><w:document ${W}><w:body>${para('&a;')}</w:body></w:document>`,
    });
    await expect(readDocument(bomb, 'docx')).rejects.toThrow('could not be read');
    await expect(readDocument(new Blob(['%PDF-1.7']), 'docx')).rejects.toThrow('could not be read');
    await expect(readDocument(await zipOf({ 'other.xml': '<a/>' }), 'docx')).rejects.toThrow(
      'could not be read',
    );
  });

  it('stops at the block limit and says it left some out', async () => {
    const docx = await zipOf({
      'word/document.xml': `<w:document ${W}><w:body>${para('line').repeat(5100)}</w:body></w:document>`,
    });
    const document = await readDocument(docx, 'docx');
    expect(blocksOf(document)).toHaveLength(5000);
    expect(document.cut).toBe(true);
    const whole = await readDocument(docx, 'docx', { limits: INDEX_LIMITS });
    expect(blocksOf(whole)).toHaveLength(5100);
    expect(whole.cut).toBe(false);
  });

  it('knows the pages Word laid the document out on, and reads no picture within the index’s limits', async () => {
    const explicit = await zipOf({
      'word/document.xml': `<w:document ${W} ${R} ${A}><w:body>
        ${para('one')}
        <w:p><w:r><w:t>two</w:t></w:r><w:r><w:br w:type="page"/></w:r></w:p>
        ${para('three')}
        <w:p><w:r><w:drawing><a:blip r:embed="rIdPic"/></w:drawing></w:r></w:p>
        <w:p><w:r><w:br w:type="page"/></w:r></w:p><w:p><w:r><w:br w:type="page"/><w:t>five</w:t></w:r></w:p>
      </w:body></w:document>`,
      'word/_rels/document.xml.rels': `<Relationships ${RELS}><Relationship Id="rIdPic" Target="media/graph.png"/></Relationships>`,
      'word/media/graph.png': PNG,
    });
    const shown = await readDocument(explicit, 'docx');
    expect(shown.pageStarts).toEqual([2, 4, 4]);
    expect(shown.pictures).toHaveLength(1);
    const indexed = await readDocument(explicit, 'docx', { limits: INDEX_LIMITS });
    expect(indexed.pictures).toHaveLength(0);
    expect(Array.from(documentText(indexed))).toEqual([
      { part: 1, text: 'one\ntwo' },
      { part: 2, text: 'three' },
      { part: 3, text: '' },
      { part: 4, text: 'five' },
    ]);
    // Where Word recorded its layout, that layout holds: it already counts the explicit breaks.
    const laidOut = await zipOf({
      'word/document.xml': `<w:document ${W}><w:body>
        <w:p><w:r><w:t>one</w:t><w:br w:type="page"/></w:r></w:p>
        <w:p><w:r><w:lastRenderedPageBreak/><w:t>two</w:t></w:r></w:p>
      </w:body></w:document>`,
    });
    expect((await readDocument(laidOut, 'docx')).pageStarts).toEqual([1]);
  });
});

describe('readDocument: slides', () => {
  const slide = (title: string, body: string) =>
    `<p:sld ${P} ${A} ${R}><p:cSld><p:spTree>
      <p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>${title}</a:t></a:r></a:p></p:txBody></p:sp>
      <p:sp><p:txBody><a:p><a:r><a:rPr b="1"/><a:t>${body}</a:t></a:r></a:p></p:txBody></p:sp>
      <p:pic><p:nvPicPr><p:cNvPr id="4" descr="Diagram"/></p:nvPicPr><p:blipFill><a:blip r:embed="rId2"/></p:blipFill></p:pic>
    </p:spTree></p:cSld></p:sld>`;

  it('reads slides in the deck’s order, each with its title, text and pictures, under the thumbnail', async () => {
    const pptx = await zipOf({
      'ppt/presentation.xml': `<p:presentation ${P} ${R}><p:sldIdLst><p:sldId id="256" r:id="rId9"/><p:sldId id="257" r:id="rId8"/></p:sldIdLst></p:presentation>`,
      'ppt/_rels/presentation.xml.rels': `<Relationships ${RELS}><Relationship Id="rId8" Target="slides/slide1.xml"/><Relationship Id="rId9" Target="slides/slide2.xml"/></Relationships>`,
      'ppt/slides/slide1.xml': slide('Second', 'shown last'),
      'ppt/slides/slide2.xml': slide('First', 'shown first'),
      'ppt/slides/_rels/slide2.xml.rels': `<Relationships ${RELS}><Relationship Id="rId2" Target="../media/image1.png"/></Relationships>`,
      'ppt/media/image1.png': PNG,
      'docProps/thumbnail.jpeg': PNG,
    });
    const document = await readDocument(pptx, 'pptx');
    expect(document.sections.map((section) => section.title)).toEqual([
      'Deck',
      'Slide 1',
      'Slide 2',
    ]);
    expect(texts(blocksOf(document, 1))).toEqual(['First', 'shown first', 'picture']);
    expect(blocksOf(document, 1)[0]).toMatchObject({ type: 'heading' });
    expect(blocksOf(document, 1)[1]).toMatchObject({ runs: [{ bold: true }] });
    expect(texts(blocksOf(document, 2))).toEqual(['Second', 'shown last']);
    expect(document.pictures).toHaveLength(2);
  });

  it('lays a slide out as its deck does: placeholders where the layout or master puts them, groups scaled, text at its size', async () => {
    const frame = (x: number, y: number, cx: number, cy: number) =>
      `<a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>`;
    const rels = (target: string) =>
      `<Relationships ${RELS}><Relationship Id="rId1" Target="${target}"/><Relationship Id="rId2" Target="../media/image1.png"/></Relationships>`;
    const pptx = await zipOf({
      'ppt/presentation.xml': `<p:presentation ${P} ${R}><p:sldSz cx="1000000" cy="500000"/></p:presentation>`,
      'ppt/slides/slide1.xml': `<p:sld ${P} ${A} ${R}><p:cSld><p:spTree>
        <p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:p><a:r><a:t>Heaps</a:t></a:r></a:p></p:txBody></p:sp>
        <p:sp><p:nvSpPr><p:nvPr><p:ph idx="1"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr><a:normAutofit fontScale="50000"/></a:bodyPr><a:p><a:pPr lvl="1"/><a:r><a:t>sift down</a:t></a:r></a:p></p:txBody></p:sp>
        <p:grpSp><p:grpSpPr><a:xfrm><a:off x="500000" y="250000"/><a:ext cx="400000" cy="200000"/><a:chOff x="0" y="0"/><a:chExt cx="800000" cy="400000"/></a:xfrm></p:grpSpPr>
          <p:sp><p:spPr>${frame(400000, 200000, 400000, 200000)}</p:spPr><p:txBody><a:bodyPr anchor="b"/><a:p><a:pPr algn="r"/><a:r><a:rPr sz="1000"/><a:t>in a group</a:t></a:r></a:p></p:txBody></p:sp>
        </p:grpSp>
        <p:pic><p:nvPicPr><p:cNvPr id="4" descr="Tree"/></p:nvPicPr><p:blipFill><a:blip r:embed="rId2"/></p:blipFill><p:spPr>${frame(0, 0, 100000, 100000)}</p:spPr></p:pic>
        <p:sp><p:spPr>${frame(90000000, 0, 100, 100)}</p:spPr><p:txBody><a:p><a:r><a:t>far off</a:t></a:r></a:p></p:txBody></p:sp>
      </p:spTree></p:cSld></p:sld>`,
      'ppt/slides/_rels/slide1.xml.rels': rels('../slideLayouts/slideLayout2.xml'),
      'ppt/slideLayouts/slideLayout2.xml': `<p:sldLayout ${P} ${A}><p:cSld><p:spTree>
        <p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:spPr>${frame(100000, 0, 800000, 100000)}</p:spPr></p:sp>
        <p:sp><p:nvSpPr><p:nvPr><p:ph idx="1"/></p:nvPr></p:nvSpPr><p:spPr/></p:sp>
      </p:spTree></p:cSld></p:sldLayout>`,
      'ppt/slideLayouts/_rels/slideLayout2.xml.rels': rels('../slideMasters/slideMaster1.xml'),
      'ppt/slideMasters/slideMaster1.xml': `<p:sldMaster ${P} ${A}><p:cSld><p:spTree>
        <p:sp><p:nvSpPr><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr>${frame(50000, 150000, 900000, 300000)}</p:spPr></p:sp>
      </p:spTree></p:cSld><p:txStyles><p:bodyStyle><a:lvl2pPr><a:defRPr sz="2000"/></a:lvl2pPr></p:bodyStyle></p:txStyles></p:sldMaster>`,
      'ppt/media/image1.png': PNG,
    });
    const { sections } = await readDocument(pptx, 'pptx');
    const drawing = sections[0]?.slide;
    expect(drawing?.ratio).toBe(0.5);
    const shapes = drawing?.shapes ?? [];
    // The title where its layout puts it; the body where the master does, at the body style's
    // level-2 size, halved by its autofit; the group's child scaled into the group's frame.
    expect(shapes.map((shape) => shape.type)).toEqual(['text', 'text', 'text', 'picture']);
    expect(shapes[0]).toMatchObject({
      title: true,
      anchor: 'middle',
      box: { x: 0.1, y: 0, width: 0.8, height: 0.2 },
      paragraphs: [{ align: 'center', bullet: null }],
    });
    expect(shapes[1]).toMatchObject({
      title: false,
      box: { x: 0.05, y: 0.3, width: 0.9, height: 0.6 },
      paragraphs: [{ bullet: '–', depth: 1, size: (10 * 12_700) / 1_000_000 }],
    });
    expect(shapes[2]).toMatchObject({
      anchor: 'bottom',
      box: { x: 0.7, y: 0.7, width: 0.2, height: 0.2 },
      paragraphs: [{ align: 'right', bullet: null, size: (10 * 12_700) / 1_000_000 }],
    });
    expect(shapes[3]).toMatchObject({ picture: 0, alt: 'Tree', box: { x: 0, y: 0 } });
    // The outline keeps every text, the one placed off the slide too.
    expect(texts(blocksOf({ sections } as ReadDocument, 0))).toEqual([
      'Heaps',
      'sift down',
      'in a group',
      'picture',
      'far off',
    ]);
  });
});

describe('innerLink', () => {
  it('leads to a chapter and anchor of the book, never out of it', async () => {
    const { innerLink } = await import('./read-epub');
    expect(innerLink('OEBPS/text/ch1.xhtml', '../text/ch2.xhtml#sec%202')).toEqual({
      part: 'OEBPS/text/ch2.xhtml',
      anchor: 'sec 2',
    });
    expect(innerLink('OEBPS/ch1.xhtml', '#end')).toEqual({
      part: 'OEBPS/ch1.xhtml',
      anchor: 'end',
    });
    expect(innerLink('OEBPS/ch1.xhtml', 'ch3.xhtml')).toEqual({
      part: 'OEBPS/ch3.xhtml',
      anchor: null,
    });
    for (const out of [
      'https://example.com/',
      'javascript:alert(1)',
      '//evil.example/x',
      'mailto:a@b',
    ]) {
      expect(innerLink('OEBPS/ch1.xhtml', out)).toBeNull();
    }
  });
});

describe('readDocument: e-books', () => {
  const chapter = (body: string) =>
    `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title><script>alert(1)</script></head><body>${body}</body></html>`;

  it('reads chapters in spine order, titled from the contents, with no script and only the book’s own pictures', async () => {
    const epub = await zipOf({
      'META-INF/container.xml':
        '<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/book.opf"/></rootfiles></container>',
      'OEBPS/book.opf': `<package xmlns="http://www.idpf.org/2007/opf"><manifest>
        <item id="nav" href="nav.xhtml" properties="nav"/>
        <item id="c1" href="text/one.xhtml"/><item id="c2" href="text/two%20b.xhtml"/>
        </manifest><spine><itemref idref="c2"/><itemref idref="c1"/></spine></package>`,
      'OEBPS/nav.xhtml': chapter(
        '<nav><ol><li><a href="text/one.xhtml">Sorting</a></li><li><a href="text/two%20b.xhtml#x">Graphs</a></li></ol></nav>',
      ),
      'OEBPS/text/one.xhtml': chapter(
        '<h1>Merge sort</h1><p>Divide <em>and</em> conquer, <a href="two%20b.xhtml#v">see BFS</a> or <a href="javascript:alert(1)">this</a></p>',
      ),
      'OEBPS/text/two b.xhtml': chapter(
        '<h2 onclick="alert(1)">BFS</h2><script>alert(2)</script><ul><li>queue<ul><li>visited</li></ul></li></ul><img src="../img/g.png" alt="A tree"/><img src="https://tracker.example/p.png" alt="remote"/><table id="v"><tr><td>V</td><td>E</td></tr></table>',
      ),
      'OEBPS/img/g.png': PNG,
    });
    const document = await readDocument(epub, 'epub');
    expect(document.sections.map((section) => section.title)).toEqual(['Graphs', 'Sorting']);
    expect(texts(blocksOf(document, 0))).toEqual(['BFS', 'queue', 'visited', 'picture', 'table']);
    expect(blocksOf(document, 0).slice(1, 3)).toMatchObject([
      { type: 'item', depth: 0 },
      { type: 'item', depth: 1 },
    ]);
    expect(blocksOf(document, 0)[3]).toEqual({ type: 'picture', picture: 0, alt: 'A tree' });
    expect(document.pictures).toHaveLength(1);
    expect(texts(blocksOf(document, 1))).toEqual([
      'Merge sort',
      'Divide and conquer, see BFS or this',
    ]);
    const runs = (blocksOf(document, 1)[1] as { runs: unknown[] }).runs;
    expect(runs.slice(0, 3)).toMatchObject([
      { text: 'Divide ' },
      { text: 'and', italic: true },
      { text: ' conquer, ' },
    ]);
    // A link inside the book leads to its chapter and anchor; one out of it is text only.
    expect(runs[3]).toEqual({
      text: 'see BFS',
      bold: false,
      italic: false,
      link: { part: 'OEBPS/text/two b.xhtml', anchor: 'v' },
    });
    expect(runs[5]).toEqual({ text: 'this', bold: false, italic: false });
    expect(document.sections[0]?.part).toBe('OEBPS/text/two b.xhtml');
    expect(document.sections[0]?.anchors?.get('v')).toBe(4);
  });
});

describe('readDocument: crafted chapters', () => {
  const book = (chapter: string) =>
    zipOf({
      'META-INF/container.xml':
        '<container><rootfiles><rootfile full-path="book.opf"/></rootfiles></container>',
      'book.opf':
        '<package><manifest><item id="c" href="c.html"/></manifest><spine><itemref idref="c"/></spine></package>',
      'c.html': chapter,
    });

  const nested = (depth: number) =>
    book(`<body>${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}</body>`);

  it('reads markup nested deeper than its walk goes as text, and refuses a part nested past any real book', async () => {
    const document = await readDocument(await nested(MAX_NESTING - 2), 'epub');
    expect(texts(blocksOf(document))).toEqual(['deep']);
    const started = performance.now();
    await expect(readDocument(await nested(100_000), 'epub')).rejects.toThrow('could not be read');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads sloppy HTML as a browser would, and keeps no script or handler', async () => {
    const epub = await book(
      '<html><body><p>one<p>two<br>three<script>alert(1)</script><p onclick="x()">four &amp; &nbsp;five',
    );
    const document = await readDocument(epub, 'epub');
    expect(texts(blocksOf(document))).toEqual(['one', 'two\nthree', 'four & five']);
    expect(JSON.stringify(document)).not.toMatch(/alert|onclick/);
  });
});

describe('readWorkbook', () => {
  it('reads each sheet by name, shared strings placed by their column, within the preview’s columns', async () => {
    const wide = Array.from(
      { length: 60 },
      (_, i) =>
        `<c r="${i < 26 ? String.fromCharCode(65 + i) : `A${String.fromCharCode(65 + i - 26)}`}2"><v>${i}</v></c>`,
    ).join('');
    const xlsx = await zipOf({
      'xl/workbook.xml': `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ${R}><sheets><sheet name="Timetable" sheetId="1" r:id="rId1"/><sheet name="Wide" sheetId="2" r:id="rId2"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships ${RELS}><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="/xl/worksheets/sheet2.xml"/></Relationships>`,
      'xl/sharedStrings.xml':
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Day</t></si><si><r><t>Mon</t></r><r><t>day</t></r></si></sst>',
      'xl/worksheets/sheet1.xml':
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>Room</t></is></c></row><row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3"><v>9.5</v></c><c r="C3" t="b"><v>1</v></c></row></sheetData></worksheet>',
      'xl/worksheets/sheet2.xml': `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="2">${wide}</row></sheetData></worksheet>`,
    });
    const [timetable, widest] = await readWorkbook(xlsx, {
      rows: 1000,
      columns: 50,
      cells: 20_000,
    });
    expect(timetable).toEqual({
      name: 'Timetable',
      table: {
        rows: [
          ['Day', '', 'Room'],
          ['', '', ''],
          ['Monday', '9.5', 'TRUE'],
        ],
        moreRows: false,
        moreColumns: false,
      },
    });
    expect(widest?.name).toBe('Wide');
    expect(widest?.table.rows[1]).toHaveLength(50);
    expect(widest?.table.moreColumns).toBe(true);
  });

  it('shows numbers as the sheet does, through each cell style’s number format', async () => {
    const cell = (ref: string, style: number, value: string) =>
      `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
    const xlsx = await zipOf({
      'xl/workbook.xml': `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ${R}><workbookPr/><sheets><sheet name="Release" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships ${RELS}><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>`,
      'xl/styles.xml':
        '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/></numFmts><cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="21"/><xf numFmtId="10"/><xf numFmtId="2"/></cellXfs></styleSheet>',
      'xl/worksheets/sheet1.xml': `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${cell('A1', 1, '38051')}${cell('B1', 2, '0.5208333333333334')}${cell('C1', 3, '0.125')}${cell('D1', 0, '4.09999999999999999991')}${cell('E1', 4, '4.1')}<c r="F1" t="e"><v>#DIV/0!</v></c>${cell('G1', 99, '7')}</row></sheetData></worksheet>`,
    });
    const [release] = await readWorkbook(xlsx, { rows: 10, columns: 10, cells: 100 });
    expect(release?.table.rows).toEqual([
      ['2004-03-05', '12:30:00', '12.50%', '4.1', '4.10', '#DIV/0!', '7'],
    ]);
  });
});
