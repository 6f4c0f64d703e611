import CreateActPage from '../features/acts/create-act-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /my_notarial_act/new?type=1|4 and its kiosk twin. */
export default function CreateActScreen() {
  return <CreateActPage />;
}
