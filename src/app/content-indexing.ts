import { startContentIndexing } from '../features/search/content/indexing-service';
import { materialKinds } from './material-kinds';

/** Keeps the index of the words in every kind's files in step with their lists; returns its stop. */
export function start(): () => void {
  return startContentIndexing(materialKinds);
}
