import NotAvailablePage from '../components/not-available-page';
import { isKiosk, type ScreenProps } from './screen-props';

/** A registered route whose screen a later issue builds. */
export default function NotAvailableScreen({ view }: ScreenProps) {
  return <NotAvailablePage titleKey={view.titleKey ?? 'routes.main'} kiosk={isKiosk(view)} />;
}
