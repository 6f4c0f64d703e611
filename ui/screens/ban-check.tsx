import { useNavigationActor } from '../app-actor/app-actor';
import BanCheckPage from '../features/searches/ban-check-page';
import type { ScreenProps } from './screen-props';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /search_ban and /kiosk/search_ban (login required): bans, arrests, restrictions and fines. */
export default function SearchBanScreen({ kiosk }: ScreenProps) {
  const navigation = useNavigationActor();
  return <BanCheckPage kiosk={kiosk} onLogin={() => navigation.send({ type: 'login.requested' })} />;
}
