import Papa from 'papaparse';
import { useEffect, useMemo, useState } from 'react';
import { CSV_PREVIEW_ROWS, TEXT_PREVIEW_BYTES } from './preview-type';

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
  // Once drawn (or refused) the image no longer needs its URL, which would hold the bytes.
  const release = () => URL.revokeObjectURL(url);
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center overflow-auto rounded-control bg-sunken">
      <img
        src={url}
        alt={fileName}
        onLoad={release}
        onError={release}
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
  const rows = text === null ? null : parseRows(text, cut);
  if (rows === null) return <p className="text-ink-muted">Reading…</p>;
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
      {(body.length + 1 >= CSV_PREVIEW_ROWS || cut) && (
        <p className="text-sm text-ink-muted">
          Showing the first {Math.min(rows.length, CSV_PREVIEW_ROWS).toLocaleString()} rows.
        </p>
      )}
    </div>
  );
}

/** The first rows of a CSV; a row cut off by the end of the text read is dropped. */
function parseRows(text: string, cut: boolean): string[][] {
  const { data } = Papa.parse<string[]>(text, {
    preview: CSV_PREVIEW_ROWS,
    skipEmptyLines: true,
  });
  return cut && data.length < CSV_PREVIEW_ROWS ? data.slice(0, -1) : data;
}
