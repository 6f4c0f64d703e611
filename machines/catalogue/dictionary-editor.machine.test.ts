import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type DictionaryTarget, dictionaryEditorMachine } from './dictionary-editor.machine';
import { dictionaryEditorIntents, selectDictionaryEditor } from './dictionary-editor.select';

type Change = { name: string };
const region: DictionaryTarget = { dictionary: 'regions', id: 10 };

function start(save: (input: { target: DictionaryTarget; change: Change }) => Promise<unknown>) {
  const sent: { target: DictionaryTarget; change: Change }[] = [];
  const machine = dictionaryEditorMachine<Change>().provide({
    actors: {
      save: fromPromise<unknown, { target: DictionaryTarget; change: Change }>(({ input }) => {
        sent.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  return { actor, view: () => selectDictionaryEditor(actor.getSnapshot()), sent, emitted };
}

describe('the dictionary editor', () => {
  it('opens a record, saves it busy, and is back at the tables with the change counted', async () => {
    let resolve!: () => void;
    const { actor, view, sent, emitted } = start(() => new Promise<void>((done) => (resolve = done)));
    expect(view()).toMatchObject({ open: null, canEdit: true, saved: 0 });
    actor.send({ type: 'dictionary.editOpened', target: region });
    expect(view()).toMatchObject({ open: region, canEdit: false, saving: false });
    actor.send({ type: 'dictionary.saveSubmitted', change: { name: 'Toshkent' } });
    expect(view().saving).toBe(true);
    expect(sent).toEqual([{ target: region, change: { name: 'Toshkent' } }]);
    resolve();
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(view()).toMatchObject({ open: null, saving: false, saved: 1 });
    expect(emitted).toEqual(['dictionary.saved']);
  });

  it('closes without saving on cancel', () => {
    const { actor, view, sent } = start(async () => undefined);
    actor.send({ type: 'dictionary.editOpened', target: region });
    actor.send({ type: 'dictionary.editCancelled' });
    expect(view()).toMatchObject({ open: null, saved: 0 });
    expect(sent).toEqual([]);
  });

  it('keeps the dialog open with the messages of a refused input', async () => {
    const { actor, view, emitted } = start(() =>
      Promise.reject({ fields: { 'name.oz': 'Maydonni to‘ldiring' } }),
    );
    actor.send({ type: 'dictionary.editOpened', target: region });
    actor.send({ type: 'dictionary.saveSubmitted', change: { name: '' } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(view()).toMatchObject({
      open: region,
      fields: { 'name.oz': 'Maydonni to‘ldiring' },
      failed: false,
    });
    expect(emitted).toEqual([]);
  });

  it('reports any other failure to the error policy and lets the administrator save again', async () => {
    let calls = 0;
    const { actor, view, emitted } = start(async () => {
      calls += 1;
      if (calls === 1) throw { report: { code: 'FORBIDDEN', operation: 'mutation', message: null } };
    });
    const reports: unknown[] = [];
    actor.on('dictionary.failed', (event) => reports.push(event.report));
    actor.send({ type: 'dictionary.editOpened', target: region });
    actor.send({ type: 'dictionary.saveSubmitted', change: { name: 'x' } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(view()).toMatchObject({ open: region, failed: true });
    expect(reports).toEqual([{ code: 'FORBIDDEN', operation: 'mutation', message: null }]);
    actor.send({ type: 'dictionary.saveSubmitted', change: { name: 'x' } });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(emitted).toEqual(['dictionary.failed', 'dictionary.saved']);
  });

  it('shows one language of a catalogue entry at a time, Latin Uzbek again in each new dialog', () => {
    const { actor, view } = start(async () => undefined);
    const intents = dictionaryEditorIntents<Change>(actor.send);
    const entry: DictionaryTarget = { dictionary: 'catalogue', id: 1 };
    intents.open(entry);
    expect(view().locale).toBe('oz');
    intents.chooseLocale('ru');
    expect(view()).toMatchObject({ open: entry, locale: 'ru' });
    intents.cancel();
    expect(view().open).toBeNull();
    // Outside a dialog there is no language to choose.
    intents.chooseLocale('uz');
    expect(view().locale).toBe('ru');
    intents.open(entry);
    expect(view().locale).toBe('oz');
  });
});
