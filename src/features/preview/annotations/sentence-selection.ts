/**
 * Selecting a page's text from the keyboard, a sentence at a time, as the text layer holds it: the
 * next or previous sentence, or the selection grown by one. The selection is the browser's own,
 * so what follows a mouse's selection (the colours to highlight it in) follows this one too.
 */
import { PAGE_ATTRIBUTE } from './read-selection';

interface Run {
  node: Text;
  /** Where the run starts in the page's text (runs joined by one space). */
  start: number;
}

/** The page's text runs in reading order, and its text with one space between runs. */
function pageText(page: Element): { runs: Run[]; text: string } {
  const layer = page.querySelector('.textLayer');
  const runs: Run[] = [];
  let text = '';
  if (!layer) return { runs, text };
  const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue ?? '';
    if (value === '') continue;
    if (text !== '') text += ' ';
    runs.push({ node: node as Text, start: text.length });
    text += value;
  }
  return { runs, text };
}

/** The sentences of `text`, as [start, end) without the space after each. */
export function sentencesOf(text: string): [number, number][] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
  const found: [number, number][] = [];
  for (const { index, segment } of segmenter.segment(text)) {
    const trimmed = segment.trimEnd();
    const lead = trimmed.length - trimmed.trimStart().length;
    if (trimmed.trim() !== '') found.push([index + lead, index + trimmed.length]);
  }
  return found;
}

/** The DOM position of offset `at` of the page's text (a joining space: the next run's start). */
function positionOf(runs: readonly Run[], at: number): [Text, number] | null {
  for (let index = runs.length - 1; index >= 0; index -= 1) {
    const run = runs[index];
    if (run && run.start <= at) return [run.node, Math.min(at - run.start, run.node.length)];
  }
  return runs[0] ? [runs[0].node, 0] : null;
}

/** The page text offset of a DOM position inside the page's text layer, or null. */
function offsetOf(runs: readonly Run[], node: Node | null, offset: number): number | null {
  const run = runs.find((candidate) => candidate.node === node);
  return run ? run.start + offset : null;
}

/** The text position under a point of the window, in whichever form the engine offers it. */
function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  if (typeof document.caretPositionFromPoint === 'function') {
    const caret = document.caretPositionFromPoint(x, y);
    return caret && { node: caret.offsetNode, offset: caret.offset };
  }
  // WebKit has only the older, non-standard form.
  const legacy = (
    document as Document & { caretRangeFromPoint?: (x: number, y: number) => Range | null }
  ).caretRangeFromPoint?.(x, y);
  return legacy ? { node: legacy.startContainer, offset: legacy.startOffset } : null;
}

/**
 * Selects the sentence under a point of the window (a tap on a page's text): the single-tap way
 * to what selecting by dragging does. False when there is no page text there.
 */
export function selectSentenceAt(reader: HTMLElement, x: number, y: number): boolean {
  const caret = caretAt(x, y);
  const selection = document.getSelection();
  if (!caret || !selection || !reader.contains(caret.node)) return false;
  const holder = caret.node instanceof Element ? caret.node : caret.node.parentElement;
  const page = holder?.closest(`[${PAGE_ATTRIBUTE}]`);
  if (!page) return false;
  const { runs, text } = pageText(page);
  const at = offsetOf(runs, caret.node, caret.offset);
  if (at === null) return false;
  const sentence = sentencesOf(text).find(([start, end]) => at >= start && at <= end);
  const begin = sentence && positionOf(runs, sentence[0]);
  const finish = sentence && positionOf(runs, sentence[1]);
  if (!begin || !finish) return false;
  selection.setBaseAndExtent(begin[0], begin[1], finish[0], finish[1]);
  return true;
}

/**
 * Selects the next (1) or previous (-1) sentence of the selected page, or of `pageInView` when
 * nothing in `reader` is selected; with `grow`, the selection is extended by one sentence that
 * way. Returns false when there is no sentence there.
 */
export function selectSentence(
  reader: HTMLElement,
  pageInView: number,
  direction: 1 | -1,
  grow: boolean,
): boolean {
  const selection = document.getSelection();
  if (!selection) return false;
  // The page of the selection, if it is in the reader.
  const focusPage =
    selection.focusNode && reader.contains(selection.focusNode)
      ? (selection.focusNode instanceof Element
          ? selection.focusNode
          : selection.focusNode.parentElement
        )?.closest(`[${PAGE_ATTRIBUTE}]`)
      : null;
  const page = focusPage ?? reader.querySelector(`[${PAGE_ATTRIBUTE}="${pageInView}"]`);
  if (!page) return false;
  const { runs, text } = pageText(page);
  const sentences = sentencesOf(text);
  if (sentences.length === 0) return false;
  const range = focusPage && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  const from = range ? offsetOf(runs, range.startContainer, range.startOffset) : null;
  const to = range ? offsetOf(runs, range.endContainer, range.endOffset) : null;
  const backwards = [...sentences].reverse();
  let chosen: [number, number] | undefined;
  if (from === null || to === null) chosen = direction === 1 ? sentences[0] : sentences.at(-1);
  else if (!grow) {
    chosen =
      direction === 1
        ? sentences.find(([start]) => start >= to)
        : backwards.find(([, end]) => end <= from);
  } else if (direction === 1) {
    const further = sentences.find(([, end]) => end > to);
    chosen = further && [from, further[1]];
  } else {
    const earlier = backwards.find(([start]) => start < from);
    chosen = earlier && [earlier[0], to];
  }
  if (!chosen) return false;
  const begin = positionOf(runs, chosen[0]);
  const finish = positionOf(runs, chosen[1]);
  if (!begin || !finish) return false;
  selection.setBaseAndExtent(begin[0], begin[1], finish[0], finish[1]);
  return true;
}
