import Papa from 'papaparse';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '../../ui/alert';
import {
  CSV_PREVIEW_CELLS,
  CSV_PREVIEW_COLUMNS,
  CSV_PREVIEW_ROWS,
  previewMessages,
  TEXT_PREVIEW_BYTES,
} from './preview-type';

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

export function CsvPreview({ blob, fileName }: { blob: Blob; fileName: string }) {
  const { text, cut } = useTextStart(blob);
  const table = useMemo(() => (text === null ? null : parseTable(text, cut)), [text, cut]);
  if (table === null) return <p className="text-ink-muted">Reading…</p>;
  const { rows, moreRows, moreColumns } = table;
  if (rows.length === 0) return <Alert tone="info">{previewMessages.empty}</Alert>;
  const [head = [], ...body] = rows;
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
            {body.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index} className="px-3 py-1.5 text-ink-soft">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(moreRows || moreColumns) && (
        <p className="text-sm text-ink-muted">
          Showing the first {rows.length.toLocaleString('en-US')} rows
          {moreColumns && ` and ${CSV_PREVIEW_COLUMNS} columns`}.
        </p>
      )}
    </div>
  );
}

interface CsvTable {
  rows: string[][];
  moreRows: boolean;
  moreColumns: boolean;
}

/**
 * The first rows and columns of a CSV, within the cell budget; a row cut off by the end of the
 * text read is dropped.
 */
export function parseTable(text: string, cut: boolean): CsvTable {
  const { data } = Papa.parse<string[]>(text, { preview: CSV_PREVIEW_ROWS, skipEmptyLines: true });
  const whole = cut && data.length < CSV_PREVIEW_ROWS ? data.slice(0, -1) : data;
  const widest = whole.reduce((most, row) => Math.max(most, row.length), 0);
  const columns = Math.min(widest, CSV_PREVIEW_COLUMNS);
  const rowBudget = Math.max(1, Math.floor(CSV_PREVIEW_CELLS / Math.max(columns, 1)));
  const rows = whole.slice(0, rowBudget).map((row) => row.slice(0, columns));
  return {
    rows,
    moreRows: cut || data.length >= CSV_PREVIEW_ROWS || rows.length < whole.length,
    moreColumns: widest > columns,
  };
}
