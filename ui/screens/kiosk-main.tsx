import KioskMainPage from '../features/home/kiosk-main-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /kiosk/main: the kiosk's shortcuts. */
export default function KioskMainScreen() {
  return <KioskMainPage />;
}
