import type { Client, CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import type { DictionaryTarget, SaveFailure } from '../../../machines/catalogue/dictionary-editor.machine';
import type { JournalPage } from '../../../machines/catalogue/dictionary-journal.machine';
import type { LocalizedCatalogueTextsInput, LocalizedTextInput, OfficeEditInput } from '../../gql/graphql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { refusedFields } from '../../graphql/failure';
import { queryData } from '../../graphql/query-data';
import {
  DictionariesQuery,
  DictionaryJournalQuery,
  SetBaseAmountMutation,
  UpdateActTypeNameMutation,
  UpdateCatalogueTextsMutation,
  UpdateDistrictNameMutation,
  UpdateOfficeMutation,
  UpdateRegionNameMutation,
} from './dictionaries.documents';

/** What a dialog saves: the fields of its dictionary's record. */
export type DictionaryChangeInput =
  | { kind: 'name'; name: LocalizedTextInput }
  | { kind: 'catalogue'; texts: LocalizedCatalogueTextsInput }
  | { kind: 'office'; input: OfficeEditInput }
  | { kind: 'baseAmount'; effectiveFrom: string; amount: number };

// The dialog shows a refused input on its fields; any other failure goes to the error policy.
const silent: PortalOperationContext = { silent: true };

function failureOf(error: CombinedError | undefined): SaveFailure {
  const fields = refusedFields(error);
  if (fields) return { fields };
  return {
    report: error
      ? firstErrorReport(error, 'mutation')
      : { code: null, operation: 'mutation', message: null },
  };
}

/** The save actor of the dictionary editor machine (machines/catalogue): one mutation per dictionary. */
export function dictionaryActors(client: Client) {
  const run = async (result: Promise<{ data?: unknown; error?: CombinedError }>): Promise<unknown> => {
    const { data, error } = await result;
    if (data) return data;
    throw failureOf(error);
  };
  return {
    save: fromPromise(
      async ({
        input,
      }: {
        input: { target: DictionaryTarget; change: DictionaryChangeInput };
      }): Promise<unknown> => {
        const { target, change } = input;
        const id = target.id ?? 0;
        if (change.kind === 'catalogue')
          return run(
            client.mutation(UpdateCatalogueTextsMutation, { id, texts: change.texts }, silent).toPromise(),
          );
        if (change.kind === 'office')
          return run(client.mutation(UpdateOfficeMutation, { id, input: change.input }, silent).toPromise());
        if (change.kind === 'baseAmount')
          return run(
            client
              .mutation(
                SetBaseAmountMutation,
                { effectiveFrom: change.effectiveFrom, amount: change.amount },
                silent,
              )
              .toPromise(),
          );
        const mutation =
          target.dictionary === 'act_types'
            ? UpdateActTypeNameMutation
            : target.dictionary === 'regions'
              ? UpdateRegionNameMutation
              : UpdateDistrictNameMutation;
        return run(client.mutation(mutation, { id, name: change.name }, silent).toPromise());
      },
    ),
  };
}

/** The journal's query (machines/catalogue/dictionary-journal.machine.ts); the page shows its failure. */
export function dictionaryJournalActors(client: Client) {
  return {
    loadJournal: fromPromise(async ({ input }: { input: number }): Promise<JournalPage> => {
      const result = await client
        .query(DictionaryJournalQuery, { page: input }, { ...silent, requestPolicy: 'network-only' })
        .toPromise();
      if (result.data) return result.data.dictionaryJournal;
      throw result.error ?? new Error('no journal');
    }),
  };
}

/** The page's tables, the `load` of its query machine (machines/query): read afresh after each save. */
export const dictionaryTables = async (client: Client, _variables: null) =>
  (await queryData(client, DictionariesQuery, {}, { requestPolicy: 'network-only' })).dictionaries;
