import { assign, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';

/**
 * The journal of dictionary changes under /update_dict (decision 050), newest first, a page at a
 * time: loading -> shown | failed (retried by the administrator). Another page is loaded when asked
 * for within the journal's pages; a saved change (`journal.changed`) loads the first page again,
 * where the change is. The page shown stays on screen while the next one loads.
 * The query is an actor ui/ provides (ui/features/dictionaries/dictionaries.actors.ts).
 */

export interface JournalPage<Item = unknown> {
  total: number;
  page: number;
  pageSize: number;
  items: Item[];
}

export interface DictionaryJournalContext {
  page: number;
  journal: JournalPage | null;
}

export type DictionaryJournalEvent =
  | { type: 'journal.pageChosen'; page: number }
  | { type: 'journal.changed' }
  | { type: 'journal.retried' };

/** The journal's last page (1 for an empty or unknown journal). */
export const lastPageOf = (journal: JournalPage | null) =>
  journal ? Math.max(1, Math.ceil(journal.total / journal.pageSize)) : 1;

const notProvided = placeholders('dictionary journal');

export const dictionaryJournalMachine = setup({
  types: {
    context: {} as DictionaryJournalContext,
    events: {} as DictionaryJournalEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadJournal: fromPromise<JournalPage, number>(notProvided('loadJournal')),
  },
  guards: {
    pageInRange: ({ context, event }) =>
      event.type === 'journal.pageChosen' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= lastPageOf(context.journal) &&
      event.page !== context.page,
  },
}).createMachine({
  id: 'dictionaryJournal',
  context: { page: 1, journal: null },
  initial: 'loading',
  on: { 'journal.changed': { target: '.loading', actions: assign({ page: 1 }) } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadJournal',
        input: ({ context }) => context.page,
        onDone: { target: 'shown', actions: assign({ journal: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    shown: {
      on: {
        'journal.pageChosen': {
          guard: 'pageInRange',
          target: 'loading',
          actions: assign({
            page: ({ context, event }) => (event.type === 'journal.pageChosen' ? event.page : context.page),
          }),
        },
      },
    },
    failed: { on: { 'journal.retried': 'loading' } },
  },
});

export type DictionaryJournalMachine = typeof dictionaryJournalMachine;
