import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * The rules whose outcome depends on colour alone. A screen in its other theme has the same
 * elements, names and roles: these are all that theme can newly break.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious or critical violations axe-core finds on the current screen, one line each: every rule,
 * or only `rules`.
 */
export async function seriousA11yViolations(page: Page, rules?: string[]): Promise<string[]> {
  return (await runAxe(page, rules))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.help}): ${v.nodes.join(' ')}`);
}

/** Fails on any serious or critical violation axe-core finds on the current screen. */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** page.evaluate runs through the DevTools protocol, which the app's CSP does not block. */
async function runAxe(page: Page, rules?: string[]) {
  // Once a page load: the 500 KB script is parsed again only after the page is.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            options: {
              runOnly?: { type: 'rule'; values: string[] };
              rules?: Record<string, { enabled: boolean }>;
            },
          ) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    // WCAG 2.2's target size (24 px, or room around a smaller one) is off in axe by default.
    const result = await axe.run(
      document,
      only
        ? { runOnly: { type: 'rule', values: only } }
        : { rules: { 'target-size': { enabled: true } } },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  }, rules);
}
