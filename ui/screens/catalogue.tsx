import { lazy } from 'react';
import type { Client } from 'urql';
import { matchRoute } from '../../machines/navigation/match-route';
import { CatalogueEntryPage, prefetchCatalogueEntry } from '../features/catalogue/catalogue-entry-page';
import { CataloguePage } from '../features/catalogue/catalogue-page';
import type { ScreenProps } from './screen-props';
import { NotFoundScreen } from './status';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

// The calculator's form (react-hook-form, zod, the acts' fee parts: about 50 KB gzip) is fetched when
// a calculator is opened, not with the list and the entries (decision 103).
const FeeCalculatorPage = lazy(() =>
  import('../features/catalogue/fee-calculator-page').then((module) => ({
    default: module.FeeCalculatorPage,
  })),
);

/** A positive whole id of the path, or null: a path that names no id is a page not found. */
const idOf = (text: string | undefined) => (text && /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null);

/**
 * An entry's read, sent with the app's start on a page opened at /na_details/{id}: its text is the
 * page's largest, painted once the entry has arrived (decision 103). The page's own read is the same
 * query, which the client answers from this one.
 */
export function prefetch(client: Client, path: string) {
  const match = matchRoute(path);
  const id = match?.route.id === 'naDetail' ? idOf(match.params.id) : null;
  if (id !== null) prefetchCatalogueEntry(client, id);
}

/** /na_details, /na_details/{id} and /na_details/calc/{nadid}: the service catalogue (decision 050). */
export default function CatalogueScreen(props: ScreenProps) {
  const { view } = props;
  if (view.routeId === 'naDetails') return <CataloguePage />;
  // An id the ministry does not know answers NOT_FOUND, which the error policy shows as /404.
  const id = idOf(view.routeId === 'naCalc' ? view.params.nadid : view.params.id);
  if (id === null) return <NotFoundScreen {...props} />;
  return view.routeId === 'naCalc' ? (
    <FeeCalculatorPage key={id} typeId={id} />
  ) : (
    <CatalogueEntryPage key={id} id={id} />
  );
}
