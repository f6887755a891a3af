import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Tabs } from '../../../ui/tabs';
import { documentMessages } from './document-messages';
import { CsvTableView } from '../text-previews';
import { useReadBlob } from '../use-read-blob';
import { readOffPage } from '../read-off-page';

/** A workbook's sheets as tables, one tab each; only the chosen sheet's table is drawn. */
export function WorkbookPreview({ blob, fileName }: { blob: Blob; fileName: string }) {
  const read = useReadBlob(blob, (file, signal) => readOffPage('xlsx', file, signal));
  const [shown, setShown] = useState('0');
  if (read === null) {
    return (
      <p role="status" className="p-6 text-center text-ink-muted">
        Opening the workbook…
      </p>
    );
  }
  if ('error' in read) return <Alert>{documentMessages.damaged}</Alert>;
  const sheets = read.value;
  const tableOf = (index: number) => {
    const sheet = sheets[index];
    if (!sheet) return null;
    return sheet.table.rows.length === 0 ? (
      <Alert tone="info">{documentMessages.sheetEmpty}</Alert>
    ) : (
      <CsvTableView table={sheet.table} fileName={`${fileName}, sheet ${sheet.name}`} />
    );
  };
  if (sheets.length === 1) return tableOf(0);
  return (
    <div className="min-h-0 flex-1 overflow-auto">
      <Tabs
        label="Sheets"
        initialKey={shown}
        onSelect={setShown}
        items={sheets.map((sheet, index) => ({
          key: String(index),
          label: sheet.name,
          content: String(index) === shown ? tableOf(index) : null,
        }))}
      />
    </div>
  );
}
