import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSteps, ROOT } from './harness.mjs';

const kept = join(ROOT, 'test-reports', 'bench-failures');

/** A page as far as keepPage reads one: a URL, a screenshot, and the texts it shows. */
function fakePage(said) {
  return {
    url: () => 'http://localhost:4180/dashboard',
    screenshot: vi.fn(async () => Buffer.from('')),
    locator: () => ({ allInnerTexts: async () => said }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(join(kept, 'a-stalled-backup.txt'), { force: true });
});

describe('createSteps', () => {
  it('names a step that overstays, keeps what its page said, recovers, and goes on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = fakePage(['', 'Backing up 2 of 5 files…']);
    const recover = vi.fn(async () => {});
    const { step, failures } = createSteps({ page, recover });
    const stalled = await step('a stalled backup', 50, () => new Promise(() => {}));
    expect(stalled).toBeUndefined();
    expect(failures).toEqual([
      expect.stringMatching(/^a stalled backup: took longer than its limit of 0 s \(after 0 s\)$/),
    ]);
    expect(page.screenshot).toHaveBeenCalledWith(
      expect.objectContaining({ path: join(kept, 'a-stalled-backup.png') }),
    );
    expect(readFileSync(join(kept, 'a-stalled-backup.txt'), 'utf8')).toBe(
      'http://localhost:4180/dashboard\nBacking up 2 of 5 files…\n',
    );
    expect(recover).toHaveBeenCalledOnce();
    expect(await step('the next step', 1000, async () => 42)).toBe(42);
    expect(failures).toHaveLength(1);
  });

  it('records a step that throws, with no page to keep', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { step, failures } = createSteps();
    await step('a broken step', 1000, async () => {
      throw new Error('no such button\nmore lines');
    });
    expect(failures).toEqual(['a broken step: no such button (after 0 s)']);
    expect(existsSync(join(kept, 'a-broken-step.txt'))).toBe(false);
  });
});
