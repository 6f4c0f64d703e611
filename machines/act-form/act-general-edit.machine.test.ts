import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ActGeneralEdit } from './act-general.schema';
import { actGeneralEditMachine, selectActGeneralEdit } from './act-general-edit.machine';

const values: ActGeneralEdit = {
  place: 'elsewhere',
  placeAddress: 'Toshkent, 2-shifoxona',
  freeOfPayment: false,
  freeOfPaymentReason: null,
  attributes: [],
  links: [],
};

function start(save: (input: ActGeneralEdit) => Promise<boolean>) {
  const actor = createActor(
    actGeneralEditMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } }),
  ).start();
  const view = () => selectActGeneralEdit(actor.getSnapshot(), actor.send);
  return { actor, view };
}

describe('the notary’s general fields dialog', () => {
  it('opens, saves what was submitted and closes when it went through', async () => {
    const sent: ActGeneralEdit[] = [];
    let finish: (ok: boolean) => void = () => {};
    const { actor, view } = start(
      (input) =>
        new Promise((resolve) => {
          sent.push(input);
          finish = resolve;
        }),
    );
    expect(view()).toMatchObject({ open: false, saving: false });
    view().openEdit();
    expect(view()).toMatchObject({ open: true, saving: false, canClose: true });
    view().submit(values);
    // While the call is under way the dialog stays open and cannot be closed.
    expect(view()).toMatchObject({ open: true, saving: true, canClose: false });
    view().close();
    expect(view().open).toBe(true);
    expect(sent).toEqual([values]);
    finish(true);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(view()).toMatchObject({ open: false, saving: false });
  });

  it('keeps the form open after a refusal or a failure', async () => {
    const answers = [Promise.resolve(false), Promise.reject(new Error('network'))];
    const { actor, view } = start(() => answers.shift()!);
    view().openEdit();
    view().submit(values);
    await waitFor(actor, (s) => s.matches('editing'));
    view().submit(values);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(view()).toMatchObject({ open: true, saving: false });
    view().close();
    expect(view().open).toBe(false);
  });
});
