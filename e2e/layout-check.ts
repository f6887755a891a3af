/** Layout measurements a student's phone would catch: sideways overflow and small tap targets. */
import type { Page } from '@playwright/test';

/** The smallest tap target on a phone (WCAG 2.5.5's 44 CSS px, and Apple's and Google's guides). */
export const MIN_TARGET_PX = 44;

/**
 * Visible elements reaching past the viewport's sides, and whether the page scrolls sideways; with
 * `within`, past the sides of the first element it selects instead (a dialog, whose overlay
 * scrolls and so would hide what runs off the screen). An element inside a box that clips or
 * scrolls on its own (a truncated name) is that box's business.
 */
export function overflowing(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((within) => {
    const frame = within ? document.querySelector(within) : null;
    const bounds = frame
      ? frame.getBoundingClientRect()
      : { left: 0, right: document.documentElement.clientWidth };
    const top = frame ?? document.body;
    const out: string[] = [];
    if (!frame && document.documentElement.scrollWidth > bounds.right) {
      out.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth} > ${bounds.right})`,
      );
    }
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== top; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of top.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      // Hidden, or visually hidden for screen readers (the skip link until it is focused).
      if (style.visibility === 'hidden' || style.clipPath === 'inset(50%)') continue;
      const name = () =>
        (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      if ((box.right > bounds.right + 0.5 || box.left < bounds.left - 0.5) && !clipped(el)) {
        out.push(
          `${el.tagName.toLowerCase()} "${name()}" spans ${box.left}–${box.right} of ${bounds.left}–${bounds.right}`,
        );
      } else if (
        // Text too long for its box (an unbroken file name) spills out of it without moving it.
        style.overflowX === 'visible' &&
        el.scrollWidth > el.clientWidth + 1 &&
        el.clientWidth > 0 &&
        box.left + el.scrollWidth > bounds.right + 0.5 &&
        !clipped(el)
      ) {
        out.push(`${el.tagName.toLowerCase()} "${name()}" spills to ${box.left + el.scrollWidth}`);
      }
    }
    return out;
  }, within);
}

/**
 * Controls smaller than `min` px either way. Links inside a sentence are exempt (WCAG 2.5.8's
 * inline exception); a checkbox or radio is measured by its label, which is what a thumb presses.
 */
export function smallTargets(page: Page, min = MIN_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=tab], summary',
    );
    for (const control of controls) {
      const check =
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
      const target = check ? (control.closest('label') ?? control) : control;
      const box = target.getBoundingClientRect();
      // Not on screen, or visually hidden (a file input behind its "Choose files" button).
      if (box.width <= 1 || box.height <= 1) continue;
      if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '')
          .trim()
          .slice(0, 40);
        out.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return out;
  }, min);
}

/**
 * How far the open dialog's dimmed backdrop falls short of each edge of the screen, in px (all
 * zero when it covers the screen, so nothing of the page behind can be seen undimmed or tapped).
 */
export function backdropGaps(
  page: Page,
): Promise<Record<'top' | 'right' | 'bottom' | 'left', number>> {
  return page.evaluate(() => {
    const backdrop = document.querySelector('[role=dialog]')?.parentElement;
    if (!backdrop) throw new Error('no dialog is open');
    const box = backdrop.getBoundingClientRect();
    const round = (value: number) => Math.max(0, Math.round(value));
    return {
      top: round(box.top),
      right: round(innerWidth - box.right),
      bottom: round(innerHeight - box.bottom),
      left: round(box.left),
    };
  });
}
