import { useLocation } from 'wouter';
import { paths } from '../config/paths';
import { DevicesPage } from '../features/transfer/components/devices-page';
import { ReceivePage } from '../features/transfer/components/receive-page';
import { SendPage } from '../features/transfer/components/send-page';
import { materialKinds } from './material-kinds';

/**
 * /send, /receive and /devices, one module for the three, with every kind: a file goes to the
 * list it came from.
 */
export function TransferScreen() {
  const [location] = useLocation();
  if (location === paths.devices.path) return <DevicesPage />;
  if (location === paths.receive.path) return <ReceivePage kinds={materialKinds} />;
  return <SendPage kinds={materialKinds} />;
}
