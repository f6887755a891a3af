/**
 * How long this browser keeps the student's files, which differs by engine and by how the app
 * runs, so the dashboard can say what applies here:
 * - WebKit (Safari, and every browser on iPhone and iPad) deletes all of a website's storage after
 *   7 days of use without a visit to it; `navigator.storage.persist()` does not lift that. A web
 *   app added to the Home Screen is exempt, but its storage is its own: files added in a Safari tab
 *   are not in it.
 * - Elsewhere the browser may clear a site's storage when the disk runs low, unless it granted
 *   persistent storage.
 */

/** What is read of the browser: plain values, so each case can be tested. */
export interface BrowserFacts {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's own `navigator.standalone` (true when run from the Home Screen), if it has one. */
  standalone: boolean | undefined;
  /** `(display-mode: standalone)` matches: the app runs installed, outside a browser tab. */
  displayStandalone: boolean;
}

export function readBrowserFacts(): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: typeof nav.standalone === 'boolean' ? nav.standalone : undefined,
    displayStandalone:
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches,
  };
}

/** iPhone, iPod or iPad, whose iPadOS Safari says "Macintosh" but has a touch screen. */
export function isAppleMobile({ userAgent, maxTouchPoints }: BrowserFacts): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Whether the engine is WebKit: every iOS browser (Chrome there says "CriOS", Firefox "FxiOS"),
 * Safari on the Mac, and WebKit's own browsers elsewhere.
 */
export function isWebKit(facts: BrowserFacts): boolean {
  if (isAppleMobile(facts)) return true;
  const { userAgent } = facts;
  return /AppleWebKit\//.test(userAgent) && !/Chrome\/|Chromium\/|Edg\/|Firefox\//.test(userAgent);
}

export function runsInstalled({ standalone, displayStandalone }: BrowserFacts): boolean {
  return standalone === true || displayStandalone;
}

/** What keeps (or does not keep) the files here. */
export type Keeping =
  /** Installed on iPhone or iPad: exempt from WebKit's 7-day deletion. */
  | 'home-screen'
  /** A WebKit tab: erased after 7 days without a visit. */
  | 'seven-days'
  | 'persistent'
  /** May be cleared when space runs low. */
  | 'evictable'
  | 'unknown';

/** `persisted`: what `navigator.storage.persisted()` said, null when the browser cannot say. */
export function keepingOf(facts: BrowserFacts, persisted: boolean | null): Keeping {
  if (isWebKit(facts)) return runsInstalled(facts) ? 'home-screen' : 'seven-days';
  if (persisted === null) return 'unknown';
  return persisted ? 'persistent' : 'evictable';
}

/** Whether the student should be told, before the first upload, to install the app first. */
export function needsHomeScreenFirst(facts: BrowserFacts): boolean {
  return isAppleMobile(facts) && !runsInstalled(facts);
}
