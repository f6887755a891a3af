/**
 * pdf.js draws a link of the document as an empty anchor over the words it covers: a screen
 * reader would read nothing. Each is named after those words (as the text layer holds them), or,
 * over no words, after where it leads.
 */

import { useEffect, type RefObject } from 'react';
import { PAGE_ATTRIBUTE } from '../annotations/read-selection';

/** The most links of one page named from their words; a crafted page's thousands fall back. */
const NAMED_FROM_WORDS = 300;

export function nameLinks(page: Element | null | undefined): void {
  if (!page) return;
  const links = [...page.querySelectorAll<HTMLAnchorElement>('.annotationLayer a[href]')];
  if (links.length === 0) return;
  const words = [...page.querySelectorAll('.textLayer span:not(.markedContent)')].map((span) => ({
    text: span.textContent ?? '',
    box: span.getBoundingClientRect(),
  }));
  links.forEach((link, at) => {
    const box = link.getBoundingClientRect();
    const under =
      at < NAMED_FROM_WORDS
        ? words
            .filter(({ box: word }) => {
              const middle = word.top + word.height / 2;
              return (
                middle >= box.top &&
                middle <= box.bottom &&
                word.right > box.left &&
                word.left < box.right
              );
            })
            .map(({ text }) => text.trim())
            .filter((text) => text !== '')
            .join(' ')
        : '';
    const href = link.getAttribute('href') ?? '';
    link.setAttribute(
      'aria-label',
      under || (href.startsWith('#') ? 'Go to another page' : `Visit ${href}`),
    );
  });
}

/**
 * Names the links of every page under `pages` as pdf.js adds them: it adds a page's links some
 * time after saying that it drew them, so they are named when they appear (and named again from
 * the words once the page's text is drawn).
 */
export function useNamedLinks(pages: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = pages.current;
    if (!root) return;
    const waiting = new Set<Element>();
    let frame = 0;
    const observer = new MutationObserver((records) => {
      for (const { target } of records) {
        if (!(target instanceof Element) || !target.closest('.annotationLayer')) continue;
        const page = target.closest(`[${PAGE_ATTRIBUTE}]`);
        if (page) waiting.add(page);
      }
      if (waiting.size === 0 || frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        for (const page of waiting) nameLinks(page);
        waiting.clear();
      });
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [pages]);
}
