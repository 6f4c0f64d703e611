import { StatusPage } from '../components/status-page';
import { isKiosk, type ScreenProps } from './screen-props';

/** /403 and /404, and their kiosk twins; in the first bundle, since a failed chunk may lead here. */
export function NotFoundScreen({ view }: ScreenProps) {
  return <StatusPage kind="notFound" kiosk={isKiosk(view)} />;
}

export function ForbiddenScreen({ view }: ScreenProps) {
  return <StatusPage kind="forbidden" kiosk={isKiosk(view)} />;
}
