import type { SnapshotFrom } from 'xstate';
import type { Locale } from '../text/locales';
import type {
  DictionaryEditorEvent,
  DictionaryEditorMachine,
  DictionaryTarget,
} from './dictionary-editor.machine';

export interface DictionaryEditorView {
  /** The record whose dialog is open; null while browsing. */
  open: DictionaryTarget | null;
  saving: boolean;
  fields: Readonly<Record<string, string>>;
  /** The last save failed for a reason other than the input: the dialog offers to save again. */
  failed: boolean;
  saved: number;
  canEdit: boolean;
  /** The language whose texts the open dialog shows. */
  locale: Locale;
}

export function selectDictionaryEditor<TChange>(
  snapshot: SnapshotFrom<DictionaryEditorMachine<TChange>>,
): DictionaryEditorView {
  const { target, fields, failed, saved, locale } = snapshot.context;
  return {
    open: snapshot.matches('browsing') ? null : target,
    saving: snapshot.hasTag('busy'),
    fields: fields ?? {},
    failed,
    saved,
    canEdit: snapshot.can({ type: 'dictionary.editOpened', target: { dictionary: 'regions', id: 1 } }),
    locale,
  };
}

/** What the page and its dialog call: the machine file is the only place its events are spelled. */
export const dictionaryEditorIntents = <TChange>(send: (event: DictionaryEditorEvent<TChange>) => void) => ({
  open: (target: DictionaryTarget) => send({ type: 'dictionary.editOpened', target }),
  cancel: () => send({ type: 'dictionary.editCancelled' }),
  chooseLocale: (locale: Locale) => send({ type: 'dictionary.localeChosen', locale }),
  save: (change: TChange) => send({ type: 'dictionary.saveSubmitted', change }),
});
