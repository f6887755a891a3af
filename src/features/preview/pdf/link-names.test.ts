import { describe, expect, it } from 'vitest';
import { nameLinks } from './link-names';

/** A page as pdf.js draws it: its text runs and its links, each at a box of its own. */
function pageWith(
  words: { text: string; box: [number, number, number, number] }[],
  links: { href: string; box: [number, number, number, number] }[],
) {
  const page = document.createElement('div');
  const text = document.createElement('div');
  text.className = 'textLayer';
  const annotations = document.createElement('div');
  annotations.className = 'annotationLayer';
  page.append(text, annotations);
  const at = (element: Element, [left, top, right, bottom]: [number, number, number, number]) => {
    element.getBoundingClientRect = () =>
      ({ left, top, right, bottom, width: right - left, height: bottom - top }) as DOMRect;
  };
  for (const word of words) {
    const span = document.createElement('span');
    span.textContent = word.text;
    at(span, word.box);
    text.append(span);
  }
  for (const link of links) {
    const anchor = document.createElement('a');
    anchor.setAttribute('href', link.href);
    at(anchor, link.box);
    annotations.append(anchor);
  }
  return page;
}

const names = (page: Element) =>
  [...page.querySelectorAll('a')].map((link) => link.getAttribute('aria-label'));

describe('nameLinks', () => {
  it('names a link after the words under it, else after where it leads', () => {
    const page = pageWith(
      [
        { text: 'Go to', box: [70, 100, 120, 116] },
        { text: 'page 6', box: [122, 100, 170, 116] },
        { text: 'far away', box: [70, 300, 170, 316] },
      ],
      [
        { href: '#[12,0]', box: [68, 96, 400, 120] },
        { href: 'https://example.org/', box: [68, 500, 400, 520] },
        { href: '#chapter.2', box: [68, 600, 400, 620] },
      ],
    );
    nameLinks(page);
    expect(names(page)).toEqual([
      'Go to page 6',
      'Visit https://example.org/',
      'Go to another page',
    ]);
  });
});
