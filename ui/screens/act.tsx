import ActPage from '../features/acts/act-page';
import type { ScreenProps } from './screen-props';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /my_notarial_act/{rid} (browser and kiosk) and /enotarial_act/{uuid}: one act, addressed either way. */
export default function ActScreen({ view }: ScreenProps) {
  const { rid, uuid } = view.params;
  if (rid) return <ActPage key={rid} rid={rid} />;
  return uuid ? <ActPage key={uuid} uuid={uuid} /> : null;
}
