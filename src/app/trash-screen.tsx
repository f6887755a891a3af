import { TrashPage } from '../features/trash/components/trash-page';
import { materialKinds } from './material-kinds';

/** /trash, with every kind, so each file says which list it came from. */
export function TrashScreen() {
  return <TrashPage kinds={materialKinds} />;
}
