import ProxyCheckPage from '../features/searches/proxy-check-page';
import type { ScreenProps } from './screen-props';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /search_proxy and /kiosk/search_proxy: the power-of-attorney check. */
export default function SearchProxyScreen({ kiosk }: ScreenProps) {
  return <ProxyCheckPage kiosk={kiosk} />;
}
