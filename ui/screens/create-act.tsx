import CreateActPage from '../features/acts/create-act-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /my_notarial_act/new?type=<any of the 14>, its kiosk twin, and /enotarial_act/-1 (a person invited). */
export default function CreateActScreen() {
  return <CreateActPage />;
}
