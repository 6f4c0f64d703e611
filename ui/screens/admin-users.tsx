import { AdminUsersPage } from '../features/admin-users';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /admin/users: the administrators' list of portal users (decision 056). */
export default function AdminUsersScreen() {
  return <AdminUsersPage />;
}
