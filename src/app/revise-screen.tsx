import { RevisePage } from '../features/revision/components/revise-page';
import { materialKinds } from './material-kinds';

/** /revise, with every kind, so each card names its file's subject and opens it in its list. */
export function ReviseScreen() {
  return <RevisePage kinds={materialKinds} />;
}
