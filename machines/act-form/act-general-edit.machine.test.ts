import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ActGeneralEdit } from './act-general.schema';
import { type ActGeneralSave, actGeneralEditMachine, selectActGeneralEdit } from './act-general-edit.machine';

const values: ActGeneralEdit = {
  place: 'elsewhere',
  placeAddress: 'Toshkent, 2-shifoxona',
  freeOfPayment: false,
  freeOfPaymentReason: null,
  attributes: [],
  links: [],
};

const act = { uuid: 'u-1', version: 4 };
const saved = { ...act, version: 5 };

function start(save: (input: ActGeneralSave) => Promise<unknown>) {
  const actor = createActor(
    actGeneralEditMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } }),
  ).start();
  const emitted: unknown[] = [];
  actor.on('general.saved', (event) => emitted.push(event.act));
  const view = () => selectActGeneralEdit(actor.getSnapshot(), actor.send);
  return { actor, view, emitted };
}

describe('the notary’s general fields dialog', () => {
  it('opens, saves what was submitted and closes when it went through', async () => {
    const sent: ActGeneralSave[] = [];
    let finish: (act: unknown) => void = () => {};
    const { actor, view, emitted } = start(
      (input) =>
        new Promise((resolve) => {
          sent.push(input);
          finish = resolve;
        }),
    );
    expect(view()).toMatchObject({ open: false, saving: false });
    view().openEdit();
    expect(view()).toMatchObject({ open: true, saving: false, canClose: true });
    view().submit(act, values);
    // While the call is under way the dialog stays open and cannot be closed.
    expect(view()).toMatchObject({ open: true, saving: true, canClose: false });
    view().close();
    expect(view().open).toBe(true);
    expect(sent).toEqual([{ uuid: 'u-1', version: 4, general: values }]);
    finish(saved);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(view()).toMatchObject({ open: false, saving: false });
    // The act after the save goes to the page.
    expect(emitted).toEqual([saved]);
  });

  it('keeps the form open after a refusal or a failure', async () => {
    const answers = [Promise.resolve(null), Promise.reject(new Error('network'))];
    const { actor, view, emitted } = start(() => answers.shift()!);
    view().openEdit();
    view().submit(act, values);
    await waitFor(actor, (s) => s.matches('editing'));
    view().submit(act, values);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(view()).toMatchObject({ open: true, saving: false });
    expect(emitted).toEqual([]);
    view().close();
    expect(view().open).toBe(false);
  });
});
