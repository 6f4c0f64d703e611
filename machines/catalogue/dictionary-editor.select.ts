import type { SnapshotFrom } from 'xstate';
import type { DictionaryEditorMachine, DictionaryTarget } from './dictionary-editor.machine';

export interface DictionaryEditorView {
  /** The record whose dialog is open; null while browsing. */
  open: DictionaryTarget | null;
  saving: boolean;
  fields: Readonly<Record<string, string>>;
  /** The last save failed for a reason other than the input: the dialog offers to save again. */
  failed: boolean;
  saved: number;
  canEdit: boolean;
}

export function selectDictionaryEditor<TChange>(
  snapshot: SnapshotFrom<DictionaryEditorMachine<TChange>>,
): DictionaryEditorView {
  const { target, fields, failed, saved } = snapshot.context;
  return {
    open: snapshot.matches('browsing') ? null : target,
    saving: snapshot.hasTag('busy'),
    fields: fields ?? {},
    failed,
    saved,
    canEdit: snapshot.can({ type: 'dictionary.editOpened', target: { dictionary: 'regions', id: 1 } }),
  };
}
