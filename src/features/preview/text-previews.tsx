import { memo, useEffect, useMemo, useState } from 'react';
import { useDrawnInSteps } from './use-drawn-in-steps';
import type { CsvTable } from './csv-table';
import { readOffPage } from './read-off-page';
import { useReadBlob } from './use-read-blob';
import { Alert } from '../../ui/alert';
import { CSV_PREVIEW_COLUMNS, previewMessages, TEXT_PREVIEW_BYTES } from './preview-type';
import { groupDigits } from '../../shared/group-digits';

/** The first part of a text file, and whether there is more of it. */
function useTextStart(blob: Blob): { text: string | null; cut: boolean } {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void blob
      .slice(0, TEXT_PREVIEW_BYTES)
      .text()
      .then((start) => live && setText(start));
    return () => {
      live = false;
    };
  }, [blob]);
  return { text, cut: blob.size > TEXT_PREVIEW_BYTES };
}

export function ImagePreview({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  const [broken, setBroken] = useState(false);
  // Once drawn (or refused) the image no longer needs its URL, which would hold the bytes.
  const release = () => URL.revokeObjectURL(url);
  if (broken) return <Alert>{previewMessages.imageBroken}</Alert>;
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center overflow-auto rounded-control bg-sunken">
      <img
        src={url}
        alt={fileName}
        onLoad={release}
        onError={() => {
          release();
          setBroken(true);
        }}
        className="max-h-full max-w-full object-contain"
      />
    </div>
  );
}

export function PlainTextPreview({ blob }: { blob: Blob }) {
  const { text, cut } = useTextStart(blob);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <pre
        tabIndex={0}
        aria-label="File text"
        className="min-h-0 flex-1 overflow-auto rounded-control bg-sunken p-4 text-sm break-words whitespace-pre-wrap text-ink"
      >
        {text ?? 'Reading…'}
      </pre>
      {cut && <p className="text-sm text-ink-muted">Showing the first 1 MB of the file.</p>}
    </div>
  );
}

/** Cells drawn per task: a table of 20,000 drawn at once held the page for a noticeable moment. */
const CELLS_PER_STEP = 500;

const CsvRow = memo(function CsvRow({ row }: { row: readonly string[] }) {
  return (
    <tr>
      {row.map((cell, index) => (
        <td key={index} className="px-3 py-1.5 text-ink-soft">
          {cell}
        </td>
      ))}
    </tr>
  );
});

export function CsvPreview({ blob, fileName }: { blob: Blob; fileName: string }) {
  const read = useReadBlob(blob, (file, signal) => readOffPage('csv', file, signal));
  if (read === null) return <p className="text-ink-muted">Reading…</p>;
  if ('error' in read) return <Alert>{previewMessages.readFailed}</Alert>;
  const table = read.value;
  if (table.rows.length === 0) return <Alert tone="info">{previewMessages.empty}</Alert>;
  return <CsvTableView table={table} fileName={fileName} />;
}

export function CsvTableView({ table, fileName }: { table: CsvTable; fileName: string }) {
  const { rows, moreRows, moreColumns } = table;
  const [head = [], ...body] = rows;
  const drawn = useDrawnInSteps(
    body.length,
    Math.max(1, Math.floor(CELLS_PER_STEP / Math.max(head.length, 1))),
  );
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div
        tabIndex={0}
        role="region"
        aria-label={`${fileName} as a table`}
        className="min-h-0 flex-1 overflow-auto rounded-control border border-line"
      >
        <table className="min-w-full text-left text-sm">
          <thead className="sticky top-0 bg-sunken">
            <tr>
              {head.map((cell, index) => (
                <th key={index} scope="col" className="px-3 py-2 font-semibold text-ink">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {body.slice(0, drawn).map((row, rowIndex) => (
              <CsvRow key={rowIndex} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {(moreRows || moreColumns) && (
        <p className="text-sm text-ink-muted">
          Showing the first {groupDigits(rows.length)} rows
          {moreColumns && ` and ${CSV_PREVIEW_COLUMNS} columns`}.
        </p>
      )}
    </div>
  );
}
