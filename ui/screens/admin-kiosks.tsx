import { AdminKiosksPage } from '../features/kiosks';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /admin/kiosks: the administrators' enrolled kiosks (decision 070). */
export default function AdminKiosksScreen() {
  return <AdminKiosksPage />;
}
