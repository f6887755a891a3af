import { memo } from 'react';

type Rows = readonly (readonly string[])[];

const CELL_CLASS = 'px-3 py-1.5 align-top whitespace-pre-wrap';
/** A row's height before it is laid out, for the scroll bar's sake. */
const ROW_REM = 2;

const TableRow = memo(function TableRow({ row }: { row: readonly string[] }) {
  return (
    <tr className="border-t border-line first:border-t-0">
      {row.map((cell, index) => (
        <td key={index} className={CELL_CLASS}>
          {cell}
        </td>
      ))}
    </tr>
  );
});

/**
 * A table as the browser lays one out: columns as wide as their cells. Out of view it is skipped
 * (`content-visibility: auto`): forty such tables, each its own horizontal scroller, were laid
 * out and painted on every step's frame (up to 200 ms a frame) though one at a time is seen.
 */
function SmallTable({ rows, shown }: { rows: Rows; shown: number }) {
  return (
    <div
      role="region"
      aria-label="Table"
      tabIndex={0}
      className="my-3 overflow-x-auto rounded-control border border-line"
      style={{
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${Math.min(shown, rows.length) * ROW_REM}rem`,
      }}
    >
      <table className="min-w-full text-left text-sm">
        <tbody>
          {rows.slice(0, shown).map((row, index) => (
            <TableRow key={index} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Cells above which a table is drawn as a grid of rows in groups. A browser lays out and paints
 * a <table> whole each time rows are added: a 20,000-cell one, drawn in steps, took a frame of
 * over 100 ms per step near its end, and up to a second. A group the view does not reach is
 * skipped (`content-visibility: auto`), so a step costs the rows it adds.
 */
const LARGE_TABLE_CELLS = 1000;
const ROWS_PER_GROUP = 50;
const COLUMN_REM = 9;

const RowGroup = memo(function RowGroup({
  rows,
  from,
  to,
  columns,
}: {
  rows: Rows;
  from: number;
  to: number;
  columns: string;
}) {
  return (
    <div
      role="rowgroup"
      style={{
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${(to - from) * ROW_REM}rem`,
      }}
    >
      {rows.slice(from, to).map((row, index) => (
        <div
          key={index}
          role="row"
          className="grid border-b border-line"
          style={{ gridTemplateColumns: columns }}
        >
          {row.map((cell, at) => (
            <div key={at} role="cell" className={CELL_CLASS}>
              {cell}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
});

function LargeTable({ rows, shown, width }: { rows: Rows; shown: number; width: number }) {
  const columns = `repeat(${width}, minmax(${COLUMN_REM}rem, 1fr))`;
  const groups = [];
  for (let from = 0; from < shown; from += ROWS_PER_GROUP) {
    const to = Math.min(shown, from + ROWS_PER_GROUP);
    groups.push(<RowGroup key={from} rows={rows} from={from} to={to} columns={columns} />);
  }
  return (
    <div
      role="region"
      aria-label="Table"
      tabIndex={0}
      className="my-3 max-h-160 overflow-auto rounded-control border border-line"
    >
      <div
        role="table"
        className="text-left text-sm"
        style={{ minWidth: `${width * COLUMN_REM}rem` }}
      >
        {groups}
      </div>
    </div>
  );
}

/** A table of a document, its first `shown` rows: a long one is drawn in steps, each row once. */
export const DocumentTable = memo(function DocumentTable({
  rows,
  shown,
}: {
  rows: Rows;
  shown: number;
}) {
  const width = rows.reduce((most, row) => Math.max(most, row.length), 0);
  return rows.length * width > LARGE_TABLE_CELLS ? (
    <LargeTable rows={rows} shown={shown} width={width} />
  ) : (
    <SmallTable rows={rows} shown={shown} />
  );
});
