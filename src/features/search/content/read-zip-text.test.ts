// @vitest-environment node
// Node's own Blob, which streams as browsers do (jsdom's has no stream()).
import { BlobWriter, TextReader, ZipWriter } from '@zip.js/zip.js';
import { describe, expect, it } from 'vitest';
import { blobSource, type ByteSource } from '../../../shared/byte-source';
import { readFileText } from './read-file-text';
import { readZipText } from './read-zip-text';

async function zipOf(entries: Record<string, string>): Promise<ByteSource> {
  const writer = new ZipWriter(new BlobWriter());
  for (const [name, text] of Object.entries(entries)) await writer.add(name, new TextReader(text));
  return blobSource(await writer.close());
}

const textFile = (...parts: BlobPart[]) => blobSource(new Blob(parts));

const w = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A slide whose one text box holds `runs`, as PowerPoint writes it. */
const slide = (runs: string) =>
  `<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:p>${runs}</a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;

describe('readZipText', () => {
  it('reads a Word document by the pages Word laid out, entities decoded', async () => {
    const docx = await zipOf({
      'word/document.xml': `<w:document><w:body>${w('Graphs &amp; trees')}${w(
        'Part one',
      )}<w:p><w:r><w:lastRenderedPageBreak/><w:t>Kosaraju&#8217;s algorithm</w:t></w:r></w:p></w:body></w:document>`,
    });
    const { parts } = await readZipText(docx, 'docx');
    expect(parts).toEqual([
      { part: 1, text: 'Graphs & trees Part one' },
      { part: 2, text: 'Kosaraju’s algorithm' },
    ]);
  });

  it('reads slides in their order, 2 before 10', async () => {
    const pptx = await zipOf({
      'ppt/slides/slide10.xml': slide('<a:r><a:t>Tenth</a:t></a:r>'),
      'ppt/slides/slide2.xml': slide('<a:r><a:t>Second</a:t></a:r><a:r><a:t> slide</a:t></a:r>'),
    });
    expect((await readZipText(pptx, 'pptx')).parts).toEqual([
      { part: 1, text: 'Second slide' },
      { part: 2, text: 'Tenth' },
    ]);
  });

  it('reads a workbook by sheet, shared strings and numbers alike, numbers as the sheet shows them', async () => {
    const xlsx = await zipOf({
      'xl/styles.xml':
        '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>',
      'xl/workbook.xml':
        '<workbook><sheets><sheet name="Rooms" r:id="rId1" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels':
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      'xl/sharedStrings.xml':
        '<sst><si><t>Room</t></si><si><r><t>Lab</t></r><r><t> 4</t></r></si></sst>',
      'xl/worksheets/sheet1.xml':
        '<worksheet><sheetData><row><c r="A1" t="s"><v>0</v></c><c r="B1"><v>101</v></c><c r="C1" t="s"><v>1</v></c><c r="D1" t="inlineStr"><is><t>Monday</t></is></c><c r="E1" s="1"><v>38051</v></c><c r="F1"><v>4.09999999999999999991</v></c></row></sheetData></worksheet>',
    });
    expect((await readZipText(xlsx, 'xlsx')).parts).toEqual([
      { part: 1, text: 'Room 101 Lab 4 Monday 2004-03-05 4.1' },
    ]);
  });

  it('reads an EPUB chapter by chapter in its spine order, markup and scripts left out', async () => {
    const epub = await zipOf({
      'META-INF/container.xml':
        '<container><rootfiles><rootfile full-path="OEBPS/book.opf"/></rootfiles></container>',
      'OEBPS/book.opf':
        '<package><manifest><item id="b" href="text/two.xhtml"/><item id="a" href="text/one.xhtml"/></manifest><spine><itemref idref="a"/><itemref idref="b"/></spine></package>',
      'OEBPS/text/one.xhtml': '<html><body><h1>Heaps</h1><script>var x = 1;</script></body></html>',
      'OEBPS/text/two.xhtml': '<html><body><p>Tries &lt;and&gt; suffix trees</p></body></html>',
    });
    expect((await readZipText(epub, 'epub')).parts).toEqual([
      { part: 1, text: 'Heaps' },
      { part: 2, text: 'Tries <and> suffix trees' },
    ]);
  });
});

describe('readFileText', () => {
  it('names a damaged document, an image and a legacy format instead of skipping them', async () => {
    expect(await readFileText(textFile('not a zip at all'), 'broken.docx')).toEqual({
      status: 'unreadable',
      reason: 'damaged',
    });
    expect(await readFileText(textFile(new Uint8Array(8)), 'scan.png')).toEqual({
      status: 'no-text',
    });
    expect(await readFileText(textFile('x'), 'old.doc')).toEqual({ status: 'unsupported' });
    const emptySlides = await zipOf({ 'ppt/slides/slide1.xml': '<p:sld></p:sld>' });
    expect(await readFileText(emptySlides, 'blank.pptx')).toEqual({ status: 'no-text' });
  });

  it('reads text and CSV files in page-sized parts, cut at spaces', async () => {
    const words = Array.from({ length: 2_000 }, (_, i) => `word${i}`).join(' ');
    const result = await readFileText(textFile(words), 'notes.txt');
    if (result.status !== 'indexed') throw new Error(result.status);
    expect(result.parts.parts.length).toBeGreaterThan(1);
    expect(result.parts.parts.map((part) => part.text).join(' ')).toBe(words);
  });
});
