import { assign, emit, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import type { ErrorReport } from '../errors/error-policy';
import type { Locale } from '../text/locales';

/**
 * The editor of /update_dict (decision 050): the administrator browses the dictionaries' tables,
 * opens one record in an edit dialog (editing), saves it (saving) and is back at the tables with the
 * change journaled (browsing, `dictionary.saved` emitted so the host refetches); a refused input stays
 * in the dialog with the ministry's messages by field; any other failure stays in the dialog with a
 * retry and is reported to the app's error policy (a 403 there opens /403). The save is an actor
 * ui/ provides; the change it sends is the host's (which mutation, which fields). A catalogue entry's
 * dialog edits one language's texts at a time: the language shown is `locale`, Latin Uzbek when a
 * dialog opens (decision 093).
 */

export interface DictionaryTarget {
  dictionary: 'act_types' | 'catalogue' | 'regions' | 'districts' | 'offices' | 'base_amounts';
  /** The record's id; null for a new record (a base amount from a new day). */
  id: number | null;
}

export type SaveFailure = { fields: Readonly<Record<string, string>> } | { report: ErrorReport };

export interface DictionaryEditorContext<TChange> {
  target: DictionaryTarget | null;
  change: TChange | null;
  fields: Readonly<Record<string, string>> | null;
  failed: boolean;
  /** How many changes were saved since the page opened (the host says "saved" after each). */
  saved: number;
  /** The language whose texts the open dialog shows (a catalogue entry's). */
  locale: Locale;
}

export type DictionaryEditorEvent<TChange> =
  | { type: 'dictionary.editOpened'; target: DictionaryTarget }
  | { type: 'dictionary.editCancelled' }
  | { type: 'dictionary.localeChosen'; locale: Locale }
  | { type: 'dictionary.saveSubmitted'; change: TChange };

export type DictionaryEditorEmitted =
  | { type: 'dictionary.saved'; target: DictionaryTarget }
  | { type: 'dictionary.failed'; report: ErrorReport };

const notProvided = placeholders('dictionary editor');

const failureOf = (event: unknown): SaveFailure => {
  const error = (event as { error?: unknown }).error;
  if (error && typeof error === 'object' && ('fields' in error || 'report' in error))
    return error as SaveFailure;
  return { report: { code: null, operation: 'mutation', message: null } };
};

export function dictionaryEditorMachine<TChange>() {
  return setup({
    types: {
      context: {} as DictionaryEditorContext<TChange>,
      events: {} as DictionaryEditorEvent<TChange>,
      emitted: {} as DictionaryEditorEmitted,
    },
    actors: {
      save: fromPromise<unknown, { target: DictionaryTarget; change: TChange }>(notProvided('save')),
    },
    guards: {
      refused: ({ event }) => 'fields' in failureOf(event),
    },
  }).createMachine({
    id: 'dictionaryEditor',
    context: { target: null, change: null, fields: null, failed: false, saved: 0, locale: 'oz' },
    initial: 'browsing',
    states: {
      browsing: {
        on: {
          'dictionary.editOpened': {
            target: 'editing',
            actions: assign({
              target: ({ event }) => event.target,
              fields: null,
              failed: false,
              locale: 'oz',
            }),
          },
        },
      },
      editing: {
        on: {
          'dictionary.editCancelled': {
            target: 'browsing',
            actions: assign({ target: null, change: null, fields: null, failed: false }),
          },
          'dictionary.localeChosen': { actions: assign({ locale: ({ event }) => event.locale }) },
          'dictionary.saveSubmitted': {
            target: 'saving',
            actions: assign({ change: ({ event }) => event.change, fields: null, failed: false }),
          },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          src: 'save',
          input: ({ context }) => ({
            target: context.target as DictionaryTarget,
            change: context.change as TChange,
          }),
          onDone: {
            target: 'browsing',
            actions: [
              emit(({ context }) => ({
                type: 'dictionary.saved' as const,
                target: context.target as DictionaryTarget,
              })),
              assign({ target: null, change: null, saved: ({ context }) => context.saved + 1 }),
            ],
          },
          onError: [
            {
              guard: 'refused',
              target: 'editing',
              actions: assign({
                fields: ({ event }) => (failureOf(event) as { fields: Record<string, string> }).fields,
              }),
            },
            {
              target: 'editing',
              actions: [
                assign({ failed: true }),
                emit(({ event }) => ({
                  type: 'dictionary.failed' as const,
                  report: (failureOf(event) as { report: ErrorReport }).report,
                })),
              ],
            },
          ],
        },
      },
    },
  });
}

export type DictionaryEditorMachine<TChange> = ReturnType<typeof dictionaryEditorMachine<TChange>>;
