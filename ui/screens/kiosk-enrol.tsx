import { KioskEnrolmentPage } from '../features/kiosks';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /kiosk/enrol: the kiosk's enrolment with an administrator's one-time code (decision 070). */
export default function KioskEnrolScreen() {
  return <KioskEnrolmentPage />;
}
