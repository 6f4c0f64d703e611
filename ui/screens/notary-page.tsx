import type { Client } from 'urql';
import { isRecordId } from '../../machines/fields/record-id.mask';
import { matchRoute } from '../../machines/navigation/match-route';
import NotaryPage, { prefetchNotaryPage } from '../features/notaries/notary-page';
import type { ScreenProps } from './screen-props';
import { NotFoundScreen } from './status';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/**
 * A notary's card and reviews, asked for with the app's start on a page opened at /notary/{id}: the
 * card's paragraphs are the page's largest paint, and its read no longer waits for the first render
 * (decision 104). An id that is not a record id asks for nothing; the page shows the 404.
 */
export function prefetch(client: Client, path: string) {
  const match = matchRoute(path);
  const id = match?.route.id === 'notary' ? match.params.id : undefined;
  if (isRecordId(id)) prefetchNotaryPage(client, Number(id));
}

/** /notary/:id: one notary with reviews (decision 051); an id that is not a record id is a 404. */
export default function NotaryScreen({ view, kiosk }: ScreenProps) {
  // The record id's rule without zod (machines/fields/record-id.mask.ts, decision 110).
  const id = view.params.id;
  if (!isRecordId(id)) return <NotFoundScreen view={view} kiosk={kiosk} />;
  return <NotaryPage key={id} id={Number(id)} />;
}
