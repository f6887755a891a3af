import { describe, expect, it } from 'vitest';
import { keepingOf, needsHomeScreenFirst, type BrowserFacts } from './browser-keeping';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WEBKIT_GTK =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

const facts = (userAgent: string, more: Partial<BrowserFacts> = {}): BrowserFacts => ({
  userAgent,
  maxTouchPoints: 0,
  standalone: undefined,
  displayStandalone: false,
  ...more,
});

describe('how this browser keeps the files', () => {
  it('names the 7-day deletion in every WebKit tab, iPhone browsers and iPad included', () => {
    expect(keepingOf(facts(IPHONE_SAFARI, { standalone: false }), true)).toBe('seven-days');
    expect(keepingOf(facts(IPHONE_CHROME), false)).toBe('seven-days');
    expect(keepingOf(facts(IPAD_SAFARI, { maxTouchPoints: 5 }), null)).toBe('seven-days');
    expect(keepingOf(facts(WEBKIT_GTK), true)).toBe('seven-days');
  });

  it('keeps the files of the app run from the Home Screen', () => {
    expect(keepingOf(facts(IPHONE_SAFARI, { standalone: true }), false)).toBe('home-screen');
    expect(keepingOf(facts(IPHONE_CHROME, { displayStandalone: true }), null)).toBe('home-screen');
  });

  it('elsewhere says what the browser granted', () => {
    expect(keepingOf(facts(MAC_CHROME), true)).toBe('persistent');
    expect(keepingOf(facts(ANDROID_CHROME), false)).toBe('evictable');
    expect(keepingOf(facts(LINUX_FIREFOX), null)).toBe('unknown');
  });

  it('asks an iPhone or iPad tab, and no other, to add the app to the Home Screen first', () => {
    expect(needsHomeScreenFirst(facts(IPHONE_SAFARI, { standalone: false }))).toBe(true);
    expect(needsHomeScreenFirst(facts(IPHONE_CHROME))).toBe(true);
    expect(needsHomeScreenFirst(facts(IPAD_SAFARI, { maxTouchPoints: 5 }))).toBe(true);
    expect(needsHomeScreenFirst(facts(IPAD_SAFARI))).toBe(false);
    expect(needsHomeScreenFirst(facts(IPHONE_SAFARI, { standalone: true }))).toBe(false);
    expect(needsHomeScreenFirst(facts(IPHONE_SAFARI, { displayStandalone: true }))).toBe(false);
    expect(needsHomeScreenFirst(facts(ANDROID_CHROME))).toBe(false);
  });
});
