import { paths } from '../../machines/navigation/routes';
import KioskMyActsPage from '../features/acts/kiosk-my-acts-page';
import MyActsPage from '../features/acts/my-acts-page';
import type { ScreenProps } from './screen-props';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /my_notarial_act and /my_notarial_act/list; on the kiosk, /kiosk/my_notarial_act's large cards. */
export default function MyActsScreen({ kiosk }: ScreenProps) {
  return kiosk ? <KioskMyActsPage /> : <MyActsPage createHref={paths.myActNew} />;
}
