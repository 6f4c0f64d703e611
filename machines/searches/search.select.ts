import type { SnapshotFrom } from 'xstate';
import type { SearchMachine } from './search.machine';

/** What a search page shows; it renders this projection and compares no state names. */
export interface SearchView<Result> {
  busy: boolean;
  /** The answer to show, or null. */
  result: Result | null;
  notFound: boolean;
  /** The rate limit's message (with the wait), or null. */
  rateLimited: string | null;
  /** The ministry's messages by field for an input it refused, or null. */
  invalidFields: Readonly<Record<string, string>> | null;
  invalidMessage: string | null;
  loginRequired: boolean;
  /** "Unexpected search error, try again": with a retry. */
  failed: boolean;
  canRetry: boolean;
  canSubmit: boolean;
  /** The query of the last search sent (prefills the form after a reload from a link). */
  lastQuery: Readonly<Record<string, string>> | null;
}

export function selectSearch<Result>(snapshot: SnapshotFrom<SearchMachine>): SearchView<Result> {
  const { failure, result, query } = snapshot.context;
  return {
    busy: snapshot.hasTag('busy'),
    result: snapshot.matches('found') ? (result as Result) : null,
    notFound: snapshot.matches('notFound'),
    rateLimited: failure?.kind === 'rateLimited' ? failure.message : null,
    invalidFields: failure?.kind === 'invalid' ? failure.fields : null,
    invalidMessage: failure?.kind === 'invalid' ? failure.message : null,
    loginRequired: failure?.kind === 'loginRequired',
    failed: failure?.kind === 'failed',
    canRetry: snapshot.can({ type: 'search.retried' }),
    canSubmit: snapshot.can({ type: 'search.submitted', query: {} }),
    lastQuery: query,
  };
}
