import { ProfilePage } from '../features/profile';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /profile: the citizen's own record, contacts, consent, reviews and sessions (decision 059). */
export default function ProfileScreen() {
  return <ProfilePage />;
}
