// Turns the runs into bench/report.json (medians, one entry per figure) and a table with the
// ratios and the targets (bench/README.md). Timings never fail the run: they are reported.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const MB = 1024 * 1024;
export const TARGETS = {
  /** Median per-run ratio to the baseline, by op, or at most this many ms over it. */
  ratio: { store: 1.3, open: 1.3 },
  overBaselineMs: 50,
  memoryGrowthBytes: 16 * MB,
  deleteMs: 500,
  render1000Ms: 100,
};
const FIELDS = [
  'ms',
  'baselineMs',
  'baselineRatio',
  'dataUrlRatio',
  'dataUrlMs',
  'memoryGrowthBytes',
  'baselineMemoryGrowthBytes',
  'dataUrlMemoryGrowthBytes',
  'listMs',
  'trashMs',
  'bytesMs',
  'domMs',
  'allRowsMs',
  'allRowsDomMs',
];
const BYTE_FIELDS = new Set([
  'memoryGrowthBytes',
  'baselineMemoryGrowthBytes',
  'dataUrlMemoryGrowthBytes',
]);

const RATIO_FIELDS = new Set(['baselineRatio', 'dataUrlRatio']);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Collects the runs of each (kind, op) figure. */
export function createSamples() {
  const figures = new Map();
  return {
    /**
     * A run's figures; the app and the references of one run may come as separate samples.
     * @param {{ kind: string, op: string, bytes?: number } & Record<string, number>} sample
     */
    add(sample) {
      // The ratios are taken per run (app and references measured back to back), then their
      // median: a ratio of two medians could pair a fast moment of one with a slow one of the other.
      if (sample.ms !== undefined && sample.baselineMs)
        sample = { ...sample, baselineRatio: sample.ms / sample.baselineMs };
      if (sample.ms !== undefined && sample.dataUrlMs)
        sample = { ...sample, dataUrlRatio: sample.ms / sample.dataUrlMs };
      const key = `${sample.kind}/${sample.op}`;
      if (!figures.has(key))
        figures.set(key, { kind: sample.kind, op: sample.op, bytes: sample.bytes, runs: [] });
      figures.get(key).runs.push(sample);
    },
    /** One entry per figure: the median of each field over the runs that measured it. */
    results() {
      return [...figures.values()].map(({ kind, op, bytes, runs }) => {
        const entry = { kind, op };
        if (bytes !== undefined) entry.bytes = bytes;
        let count = 0;
        for (const field of FIELDS) {
          const values = runs
            .map((r) => r[field])
            .filter((v) => typeof v === 'number' && Number.isFinite(v));
          if (values.length === 0) continue;
          count = Math.max(count, values.length);
          const value = median(values);
          entry[field] = BYTE_FIELDS.has(field)
            ? Math.round(value)
            : RATIO_FIELDS.has(field)
              ? Math.round(value * 100) / 100
              : Math.round(value * 10) / 10;
        }
        entry.runs = count;
        return entry;
      });
    },
  };
}

/** Each target that applies to the entry, with whether it was met. */
export function checkTargets(entry) {
  const checks = [];
  if (entry.op === 'store' || entry.op === 'open') {
    if (entry.baselineRatio !== undefined) {
      checks.push({
        target: `≤ ${TARGETS.ratio[entry.op]}× baseline or ≤ +${TARGETS.overBaselineMs} ms`,
        met:
          entry.baselineRatio <= TARGETS.ratio[entry.op] ||
          entry.ms - entry.baselineMs <= TARGETS.overBaselineMs,
      });
    }
    if (entry.memoryGrowthBytes !== undefined) {
      checks.push({
        target: `memory < ${TARGETS.memoryGrowthBytes / MB} MB`,
        met: entry.memoryGrowthBytes < TARGETS.memoryGrowthBytes,
      });
    }
  }
  if ((entry.op === 'delete' || entry.op === 'deleteForGood') && entry.ms !== undefined) {
    checks.push({ target: `< ${TARGETS.deleteMs} ms`, met: entry.ms < TARGETS.deleteMs });
  }
  if (entry.op === 'render1000' && entry.ms !== undefined) {
    checks.push({ target: `< ${TARGETS.render1000Ms} ms`, met: entry.ms < TARGETS.render1000Ms });
  }
  return checks;
}

export function writeReport(path, report) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}

const ms = (v) => (v === undefined ? '—' : `${v.toFixed(1)}`);
const mb = (v) => (v === undefined ? '—' : `${(v / MB).toFixed(1)}`);
const ratio = (v) => (v === undefined ? '—' : `${v.toFixed(2)}×`);

/** The results as a fixed-width table, then one line per target. */
export function formatTable(results) {
  const header = [
    'kind',
    'op',
    'ms',
    'base ms',
    'ms/base',
    'dataUrl ms',
    'ms/dataUrl',
    'mem MB',
    'base MB',
    'dataUrl MB',
    'targets',
  ];
  const rows = results.map((e) => [
    e.kind,
    e.op,
    ms(e.ms),
    ms(e.baselineMs),
    ratio(e.baselineRatio),
    ms(e.dataUrlMs),
    ratio(e.dataUrlRatio),
    mb(e.memoryGrowthBytes),
    mb(e.baselineMemoryGrowthBytes),
    mb(e.dataUrlMemoryGrowthBytes),
    checkTargets(e)
      .map((c) => `${c.met ? 'met' : 'MISSED'} ${c.target}`)
      .join('; ') || '—',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) =>
        i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]),
      )
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
