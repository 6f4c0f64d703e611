import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import { AdminUserPage } from '../features/admin-users';
import type { ScreenProps } from './screen-props';
import { NotFoundScreen } from './status';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

const params = z.object({ id: recordIdSchema() });

/** /admin/users/:id: one user's administration (decision 056); an id that is not a record id is a 404. */
export default function AdminUserScreen({ view, kiosk }: ScreenProps) {
  const parsed = params.safeParse(view.params);
  if (!parsed.success) return <NotFoundScreen view={view} kiosk={kiosk} />;
  return <AdminUserPage key={parsed.data.id} id={parsed.data.id} />;
}
