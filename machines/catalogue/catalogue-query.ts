import { isStorableText, textKeys } from '../fields/text';
import { searchKey, searchKeyInputLimit } from '../text/search-key';

/**
 * The catalogue list's question (decision 050) without zod: the public catalogue's pages read their
 * address and check the search box with it, and zod (26 KB gzip) stays off their first load
 * (decision 103). catalogue.schema.ts builds the ministry's `catalogueQuerySchema` on the same
 * function, so the page and the ministry apply one rule.
 */

export const catalogueLimits = {
  regulation: 4000,
  summary: 1000,
  document: 300,
  documents: 20,
  duration: 200,
  result: 1000,
  conditions: 2000,
  linkTitle: 200,
  linkUrl: 500,
  links: 10,
  /** A search query: at least this many characters, at most the search key's input limit. */
  queryMin: 2,
  queryMax: Math.min(searchKeyInputLimit, 100),
  /** Entries per page of the catalogue list and its search. */
  pageSize: 20,
  /** The last page anyone may ask for. */
  maxPage: 50,
} as const;

export const catalogueKeys = {
  actType: 'error_catalogue_act_type',
  queryShort: 'error_catalogue_query_too_short',
  queryLong: 'error_catalogue_query_too_long',
  page: 'error_catalogue_page',
  blank: 'error_dictionary_blank',
  tooLong: 'error_dictionary_too_long',
  tooMany: 'error_dictionary_too_many',
  url: 'error_dictionary_url',
  unstorable: textKeys.unstorable,
  value: 'error_fee_value',
  valueRequired: 'error_fee_value_required',
  relationship: 'error_fee_relationship',
  relationshipNotAsked: 'error_fee_relationship_not_asked',
} as const;

/** The catalogue list's question: an optional query in any script (trimmed) and a page. */
export interface CatalogueQuery {
  q?: string | undefined;
  page: number;
}

/** A refused part of the question and its reason (a catalogue validation key). */
export interface CatalogueQueryIssue {
  path: 'q' | 'page';
  message: string;
}

export type CatalogueQueryRead =
  | { success: true; data: CatalogueQuery }
  | { success: false; issues: CatalogueQueryIssue[] };

/** The query's reasons, in the order they are checked: a blank query is no query. */
function queryIssues(value: unknown): { q: string | undefined; issues: string[] } {
  if (value === undefined || (typeof value === 'string' && value.trim() === ''))
    return { q: undefined, issues: [] };
  if (typeof value !== 'string') return { q: undefined, issues: [catalogueKeys.queryShort] };
  const q = value.trim();
  const issues: string[] = [];
  if (q.length > catalogueLimits.queryMax) issues.push(catalogueKeys.queryLong);
  if (!isStorableText(q)) issues.push(catalogueKeys.unstorable);
  // A query of punctuation only folds to nothing: it is as short as an empty one.
  if (searchKey(q).length < catalogueLimits.queryMin) issues.push(catalogueKeys.queryShort);
  return { q, issues };
}

/** The page: absent or blank is the first; digits as text are a number; a whole 1..maxPage. */
function pageOf(value: unknown): number | null {
  const page = value === undefined || value === '' ? 1 : typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= catalogueLimits.maxPage
    ? page
    : null;
}

/** The question of `input` (an address's `q` and `page`), or why it is refused. */
export function readCatalogueQuery(input: { q?: unknown; page?: unknown }): CatalogueQueryRead {
  const { q, issues } = queryIssues(input.q);
  const page = pageOf(input.page);
  const all: CatalogueQueryIssue[] = [
    ...issues.map((message) => ({ path: 'q' as const, message })),
    ...(page === null ? [{ path: 'page' as const, message: catalogueKeys.page }] : []),
  ];
  return all.length === 0 ? { success: true, data: { q, page: page! } } : { success: false, issues: all };
}
