// The failed tests of a run, each with the start of its error, from the suites' JSON reports: said
// again at the end of `npm test`, beside the stage times, where a log cut to its last lines (CI's)
// still shows why a run failed; above, a failure's attachments can push its error out of view.

const ERROR_LINES = 6;
const LINE_CHARS = 200;
const MAX_FAILURES = 10;

// Colour codes make the digest hard to read in a plain log.
// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The first lines of an error, each cut to a readable width. */
export function errorStart(text) {
  return plain(text)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES)
    .map((line) => (line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS - 1)}…` : line));
}

/** Failed tests of a Playwright JSON report: `{ title, error }`, title with its file and line. */
export function playwrightFailures(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find((result) => (result.errors ?? []).length > 0);
        const error = failedRun?.errors.map((e) => e.message ?? '').join('\n') ?? '';
        found.push({ title: `${spec.file}:${spec.line} › ${spec.title}`, error });
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  // Errors outside any test (a global set-up that threw).
  for (const error of report.errors ?? [])
    found.push({ title: 'outside any test', error: error.message ?? '' });
  return found;
}

/** Failed tests of a Vitest JSON report, and files that failed before any test ran. */
export function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({ title: test.fullName, error: (test.failureMessages ?? []).join('\n') }));
    if (failed.length === 0 && file.status === 'failed')
      return [{ title: file.name, error: file.message ?? '' }];
    return failed;
  });
}

/** The digest's lines: each failure's title and the start of its error; at most MAX_FAILURES. */
export function digestLines(failures) {
  if (failures.length === 0) return [];
  const lines = ['failed:'];
  for (const { title, error } of failures.slice(0, MAX_FAILURES)) {
    lines.push(`  ✗ ${title}`);
    for (const line of errorStart(error)) lines.push(`      ${line}`);
  }
  if (failures.length > MAX_FAILURES)
    lines.push(`  … and ${failures.length - MAX_FAILURES} more, in the output above`);
  return lines;
}
