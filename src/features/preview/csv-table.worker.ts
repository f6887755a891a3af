/**
 * Reads a CSV preview's table off the main thread: however the file is shaped (a million empty
 * cells in one row), parsing it never holds up the page.
 */
import { readCsvTable, type CsvTable } from './csv-table';

// The app's TypeScript library is the DOM's, where `self` is a Window; here it is a worker's.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage: (table: CsvTable) => void;
};

scope.onmessage = ({ data }) => {
  void readCsvTable(data).then((table) => scope.postMessage(table));
};
