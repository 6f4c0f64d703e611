import { StatusPage } from '../components/status-page';
import type { ScreenProps } from './screen-props';

/** /403 and /404, and their kiosk twins; in the first bundle, since a failed chunk may lead here. */
export function NotFoundScreen({ kiosk }: ScreenProps) {
  return <StatusPage kind="notFound" kiosk={kiosk} />;
}

export function ForbiddenScreen({ kiosk }: ScreenProps) {
  return <StatusPage kind="forbidden" kiosk={kiosk} />;
}
