import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { invitationQrMachine } from './invitation-qr.machine';
import { selectInvitationQr } from './invitation-qr.select';

const link = 'https://notarius.example/enotarial_act/u-12?invite=abcdefghijklmnop';

function start(draw: (link: string) => Promise<string>) {
  const drawn: string[] = [];
  const actor = createActor(
    invitationQrMachine.provide({
      actors: {
        drawQr: fromPromise(({ input }: { input: { link: string } }) => {
          drawn.push(input.link);
          return draw(input.link);
        }),
      },
    }),
    { input: { link } },
  ).start();
  return { actor, drawn, view: () => selectInvitationQr(actor.getSnapshot()) };
}

describe('invitation QR statechart', () => {
  it('draws the link once, showing its place meanwhile, then the code', async () => {
    const { actor, drawn, view } = start(async (value) => `<svg data-link="${value}"/>`);
    expect(view()).toEqual({ svg: null, drawing: true });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(drawn).toEqual([link]);
    expect(view()).toEqual({ svg: `<svg data-link="${link}"/>`, drawing: false });
  });

  it('a code that cannot be drawn leaves its place empty rather than waiting forever', async () => {
    const { actor, view } = start(async () => {
      throw new Error('too long');
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(view()).toEqual({ svg: null, drawing: false });
  });
});
