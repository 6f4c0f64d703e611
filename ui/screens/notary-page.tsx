import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import NotaryPage from '../features/notaries/notary-page';
import type { ScreenProps } from './screen-props';
import { NotFoundScreen } from './status';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

const params = z.object({ id: recordIdSchema() });

/** /notary/:id: one notary with reviews (decision 051); an id that is not a record id is a 404. */
export default function NotaryScreen({ view, kiosk }: ScreenProps) {
  const parsed = params.safeParse(view.params);
  if (!parsed.success) return <NotFoundScreen view={view} kiosk={kiosk} />;
  return <NotaryPage key={parsed.data.id} id={parsed.data.id} />;
}
