import NotAvailablePage from '../components/not-available-page';
import type { ScreenProps } from './screen-props';

/** A registered route whose screen a later issue builds. */
export default function NotAvailableScreen({ view, kiosk }: ScreenProps) {
  return <NotAvailablePage titleKey={view.titleKey ?? 'routes.main'} kiosk={kiosk} />;
}
