import { describe, expect, it } from 'vitest';
import { digestLines, errorStart, playwrightFailures, vitestFailures } from './failure-digest.mjs';

describe('the failure digest at the end of npm test', () => {
  it('names a failed end-to-end test by file, line and title, with its error without colours', () => {
    const report = {
      suites: [
        {
          specs: [
            {
              file: 'auth.spec.ts',
              line: 3,
              title: 'signs in',
              tests: [{ status: 'expected', results: [{ errors: [] }] }],
            },
          ],
          suites: [
            {
              specs: [
                {
                  file: 'device-sync.spec.ts',
                  line: 130,
                  title: 'a delete lands',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        {
                          errors: [
                            {
                              message:
                                '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: x',
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [],
    };
    expect(digestLines(playwrightFailures(report))).toEqual([
      'failed:',
      '  ✗ device-sync.spec.ts:130 › a delete lands',
      '      Error: expect(locator).toBeVisible() failed',
      '      Locator: x',
    ]);
  });

  it('names failed Vitest tests, and a file that failed before its tests ran', () => {
    const report = {
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          assertionResults: [
            {
              fullName: 'firefox: a keeps bytes',
              status: 'failed',
              failureMessages: ['hash differs'],
            },
            { fullName: 'firefox: b', status: 'passed', failureMessages: [] },
          ],
        },
        {
          name: '/repo/b.test.ts',
          status: 'failed',
          message: 'could not import',
          assertionResults: [],
        },
        { name: '/repo/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      { title: 'firefox: a keeps bytes', error: 'hash differs' },
      { title: '/repo/b.test.ts', error: 'could not import' },
    ]);
  });

  it('keeps an error short: six lines, each cut to 200 characters', () => {
    const long = Array.from({ length: 10 }, (_, i) => `line ${i} ${'x'.repeat(300)}`).join('\n');
    const start = errorStart(long);
    expect(start).toHaveLength(6);
    expect(start[0]).toHaveLength(200);
    expect(start[0].endsWith('…')).toBe(true);
  });

  it('says nothing when nothing failed, and counts what it leaves out past ten', () => {
    expect(digestLines([])).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => ({ title: `t${i}`, error: '' }));
    const lines = digestLines(many);
    expect(lines.filter((line) => line.startsWith('  ✗'))).toHaveLength(10);
    expect(lines.at(-1)).toBe('  … and 2 more, in the output above');
  });
});
