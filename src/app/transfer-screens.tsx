import { useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { ReceivePage } from '../features/transfer/components/receive-page';
import { SendPage } from '../features/transfer/components/send-page';
import { materialKinds } from './material-kinds';

/** /send and /receive, one module for both, with every kind: a file goes to the list it came from. */
export function TransferScreen() {
  const receiving = useLocation().pathname === paths.receive.path;
  return receiving ? <ReceivePage kinds={materialKinds} /> : <SendPage kinds={materialKinds} />;
}
