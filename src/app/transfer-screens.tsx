import { useLocation } from 'wouter';
import { paths } from '../config/paths';
import { ReceivePage } from '../features/transfer/components/receive-page';
import { SendPage } from '../features/transfer/components/send-page';
import { materialKinds } from './material-kinds';

/** /send and /receive, one module for both, with every kind: a file goes to the list it came from. */
export function TransferScreen() {
  const receiving = useLocation()[0] === paths.receive.path;
  return receiving ? <ReceivePage kinds={materialKinds} /> : <SendPage kinds={materialKinds} />;
}
