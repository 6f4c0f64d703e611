import KioskMainPage from '../features/home/kiosk-main-page';

/** /kiosk/main: the kiosk's shortcuts. */
export default function KioskMainScreen() {
  return <KioskMainPage />;
}
