import { KioskEqueuePage } from '../features/equeue/kiosk-equeue-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /kiosk/equeue: check in by passport or take a number in the general queue (decision 058). */
export default function KioskEqueueScreen() {
  return <KioskEqueuePage />;
}
