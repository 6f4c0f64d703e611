import KioskAuthPage from '../features/auth/kiosk-auth-page';

/** /kiosk/auth: login on the on-screen keyboards. */
export default function KioskAuthScreen() {
  return <KioskAuthPage />;
}
