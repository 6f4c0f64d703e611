import type { Client } from 'urql';
import { queryData } from '../../graphql/query-data';
import { CatalogueEntryQuery, CatalogueQuery } from './catalogue.documents';

// The catalogue's reads, the `load` actors of its pages' query machines (machines/query, decision 093).

/** One act type's catalogue entry (the detail page, the fee calculator). */
export const catalogueEntry = async (client: Client, variables: { id: number }) =>
  (await queryData(client, CatalogueEntryQuery, variables)).catalogueEntry;

/** The catalogue's acts, or those a query finds, a page at a time. */
export const cataloguePage = async (client: Client, variables: { query: string | null; page: number }) =>
  (await queryData(client, CatalogueQuery, variables)).catalogue;
