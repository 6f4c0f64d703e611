import KioskActPage from '../features/acts/kiosk-act-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /kiosk/enotarial_act/-1?type=15003|15034: the kiosk's guided act creation. */
export default function KioskGuidedActScreen() {
  return <KioskActPage />;
}
