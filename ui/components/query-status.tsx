import type { TFunction } from 'i18next';
import type { QueryView } from '../../machines/query/query.select';
import { ListStatus } from './list-status';

/**
 * A page's read (machines/query, decision 093): a spinner until the first answer, and after a failure
 * the page's message with a retry. Texts from the page's namespace: `loading`, `loadFailed`, `retry`.
 */
export function QueryStatus({
  query,
  t,
}: {
  query: QueryView<unknown> & { retry: () => void };
  t: TFunction;
}) {
  return (
    <ListStatus
      view={{ busy: query.loading, errorKey: query.failed ? 'loadFailed' : null, canRetry: query.canRetry }}
      loaded={query.data !== null}
      t={t}
      onRetry={query.retry}
    />
  );
}
