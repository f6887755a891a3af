import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredFileRecord } from '../../storage/file-store';
import { FilePreviewDialog } from './file-preview-dialog';
import { CSV_PREVIEW_CELLS, CSV_PREVIEW_COLUMNS } from './preview-type';
import { parseTable } from './csv-table';
import { ImagePreview } from './text-previews';

const record = (fileName: string): StoredFileRecord => ({
  id: 'f1',
  fileName,
  fileSize: 0,
  fileType: '',
  uploadedAt: '2026-11-27T06:00:00.000Z',
  uploadedBy: 'u',
  isLargeFile: false,
});

describe('the CSV preview', () => {
  it('draws at most its cell budget of a wide file of empty cells, and says what it left out', () => {
    const text = `${','.repeat(999)}\n`.repeat(1000);
    const { rows, moreRows, moreColumns } = parseTable(text, false);
    expect(rows[0]).toHaveLength(CSV_PREVIEW_COLUMNS);
    expect(rows.length * CSV_PREVIEW_COLUMNS).toBeLessThanOrEqual(CSV_PREVIEW_CELLS);
    expect(moreRows).toBe(true);
    expect(moreColumns).toBe(true);
  });

  it('keeps a small table whole', () => {
    expect(parseTable('a,b\n1,2\n', false)).toEqual({
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
      moreRows: false,
      moreColumns: false,
    });
  });
});

describe('a file the preview cannot draw', () => {
  it.each(['notes.txt', 'table.csv', 'photo.png'])(
    '%s with no bytes says it is empty',
    async (name) => {
      render(
        <FilePreviewDialog
          record={record(name)}
          read={() => Promise.resolve(new Blob([]))}
          onDownload={() => {}}
          onClose={() => {}}
        />,
      );
      expect(await screen.findByText('This file is empty.')).toBeInTheDocument();
    },
  );

  it('an image the browser cannot decode says so instead of a broken picture', () => {
    render(<ImagePreview blob={new Blob(['not a picture'])} fileName="photo.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'photo.png' }));
    expect(screen.getByText(/This image cannot be shown/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
