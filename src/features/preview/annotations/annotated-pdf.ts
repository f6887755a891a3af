/**
 * A copy of a PDF with the student's highlights written into it as real PDF highlight annotations
 * (their notes as each one's text), so any PDF reader shows them. pdf.js writes them: each is put
 * in the open document's annotation storage as its own highlight tool would, the document saved,
 * and the storage left as it was.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Highlight } from '../../../storage/marks-store';
import { HIGHLIGHT_RGB } from './highlight-colours';

/** pdf.js's number for its highlight tool, and the prefix of keys it saves as new annotations. */
const HIGHLIGHT_TOOL = 9;
const NEW_ANNOTATION_PREFIX = 'pdfjs_internal_editor_';

type Point = [number, number];

/** One highlight as pdf.js's annotation storage takes it, in the page's PDF coordinates. */
async function serialised(pdf: PDFDocumentProxy, highlight: Highlight) {
  const page = await pdf.getPage(highlight.page);
  const viewport = page.getViewport({ scale: 1 });
  const point = (x: number, y: number) =>
    viewport.convertToPdfPoint(x * viewport.width, y * viewport.height) as Point;
  const quads: number[] = [];
  const outlines: number[][] = [];
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const area of highlight.areas) {
    const [ax, ay] = point(area.x, area.y);
    const [bx, by] = point(area.x + area.width, area.y + area.height);
    const [left, right] = [Math.min(ax, bx), Math.max(ax, bx)];
    const [bottom, top] = [Math.min(ay, by), Math.max(ay, by)];
    // The PDF's order: top left, top right, bottom left, bottom right.
    quads.push(left, top, right, top, left, bottom, right, bottom);
    outlines.push([left, bottom, left, top, right, top, right, bottom]);
    [minX, minY, maxX, maxY] = [
      Math.min(minX, left),
      Math.min(minY, bottom),
      Math.max(maxX, right),
      Math.max(maxY, top),
    ];
  }
  const rect = [minX, minY, maxX, maxY];
  return {
    annotationType: HIGHLIGHT_TOOL,
    pageIndex: highlight.page - 1,
    color: HIGHLIGHT_RGB[highlight.colour],
    opacity: 1,
    rotation: 0,
    rect,
    quadPoints: quads,
    outlines,
    date: new Date(highlight.at),
    ...(highlight.note.trim() && { popup: { contents: highlight.note, rect, deleted: false } }),
  };
}

/** The bytes of `pdf` with `highlights` written in. */
export async function annotatedPdf(
  pdf: PDFDocumentProxy,
  highlights: readonly Highlight[],
): Promise<Uint8Array> {
  const onPages = highlights.filter(({ page }) => page <= pdf.numPages);
  const keys = onPages.map(({ id }, i) => `${NEW_ANNOTATION_PREFIX}studyshelf-${i}-${id}`);
  const values = await Promise.all(onPages.map((highlight) => serialised(pdf, highlight)));
  const storage = pdf.annotationStorage;
  values.forEach((value, i) => storage.setValue(keys[i] as string, value));
  try {
    return await pdf.saveDocument();
  } finally {
    for (const key of keys) storage.remove(key);
  }
}

/** The name the copy is saved under: `week-3.pdf` gives `week-3 (highlighted).pdf`. */
export function annotatedFileName(fileName: string): string {
  return `${fileName.replace(/\.pdf$/i, '')} (highlighted).pdf`;
}
