import { useEffect, useState } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { Alert } from '../../../ui/alert';
import { receiveFileForTab, type HandedFile } from '../../library/file-tab';
import { PdfPreview } from '../pdf-preview';

export const FILE_TAB_GONE_TEXT =
  'This file is no longer here to show. Open it again from its list in StudyShelf.';

/**
 * /view-file: a PDF opened with View, in the app's own reader (the same as the preview's, with the
 * file's highlights, notes, bookmarks and place), which never runs a document's scripts. It shows only what the tab that opened it hands over; a reload or a copied address
 * has nothing to show and says so.
 */
const currentHash = () => window.location.hash;

export function FileTabPage() {
  const token = useLocationProperty(currentHash).slice(1);
  const [file, setFile] = useState<HandedFile | null | 'waiting'>('waiting');

  useEffect(() => {
    let live = true;
    void receiveFileForTab(token).then((handed) => {
      if (live) setFile(handed);
    });
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (file && file !== 'waiting') document.title = `${file.fileName} · StudyShelf`;
  }, [file]);

  return (
    <div className="mx-auto flex h-below-bar w-full max-w-5xl flex-col gap-3 px-4 py-4">
      {file === 'waiting' ? (
        <p role="status" className="text-ink-soft">
          Opening the file…
        </p>
      ) : file === null ? (
        <Alert>{FILE_TAB_GONE_TEXT}</Alert>
      ) : (
        <>
          <h1 className="truncate text-xl font-bold text-ink">{file.fileName}</h1>
          <PdfPreview
            blob={file.blob}
            fileName={file.fileName}
            fileId={typeof file.fileId === 'string' ? file.fileId : undefined}
          />
        </>
      )}
    </div>
  );
}
