/**
 * The worker that keeps the index of the words inside the student's files, off the page's thread:
 * the adapter between the page's messages and the indexer (content-indexer.ts), which holds the
 * policy. A large file's bytes come from the page, a range at a time (page-file-source.ts).
 */
import { SearchIndexStore } from '../../../storage/search-index-store';
import { dataUrlToBlob } from '../../../storage/file-store';
import { blobSource } from '../../../shared/byte-source';
import type { FromIndexer, ToIndexer } from './content-index-protocol';
import { ContentIndexer } from './content-indexer';
import { PageFiles } from './page-file-source';

// The app's TypeScript library is the DOM's, where `self` is a Window; here it is a worker's.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToIndexer>) => void) | null;
  postMessage: (message: FromIndexer) => void;
};

const post = (message: FromIndexer) => scope.postMessage(message);
const pageFiles = new PageFiles(post);
const indexer = new ContentIndexer({
  store: SearchIndexStore.open(),
  largeFileBytes: (file) => pageFiles.open(file),
  smallFileBytes: (file) => blobSource(dataUrlToBlob(file.record.data ?? '', '')),
  post,
});

scope.onmessage = ({ data }) => {
  if (data.type === 'bytes') pageFiles.answer(data.id, data.bytes);
  else indexer.receive(data);
};
