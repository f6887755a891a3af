import { contentIndex } from '../features/search/content/content-index-client';
import { startContentIndexing } from '../features/search/content/indexing-service';
import { provideFindGuide } from '../features/library/find-guide';
import { materialKinds } from './material-kinds';

/**
 * Keeps the index of the words in every kind's files in step with their lists, and lends it to
 * the reader's find; returns its stop.
 */
export function start(): () => void {
  provideFindGuide((fileId, words) => contentIndex.partsHolding(fileId, words));
  return startContentIndexing(materialKinds);
}
