import { UpdateDictPage } from '../features/dictionaries/update-dict-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /update_dict: the administrators' reference dictionaries (decision 050). */
export default function UpdateDictScreen() {
  return <UpdateDictPage />;
}
