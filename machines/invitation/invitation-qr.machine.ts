import { assign, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';

/**
 * An awaiting party's invitation link drawn as a QR code on the applicant's parties tab (decision
 * 036, 088): drawing -> drawn | failed. The drawing is an actor the UI provides (the qrcode library,
 * ui/features/acts/invitation-qr.tsx); a new link is a new actor (the view keys it by the link).
 */
export const invitationQrMachine = setup({
  types: {
    context: {} as { link: string; svg: string | null },
    input: {} as { link: string },
    tags: {} as 'busy',
  },
  actors: {
    /** Draws the link as SVG markup. */
    drawQr: fromPromise<string, { link: string }>(placeholders('invitationQr')('drawQr')),
  },
}).createMachine({
  id: 'invitationQr',
  context: ({ input }) => ({ link: input.link, svg: null }),
  initial: 'drawing',
  states: {
    drawing: {
      tags: ['busy'],
      invoke: {
        id: 'drawQr',
        src: 'drawQr',
        input: ({ context }) => ({ link: context.link }),
        onDone: { target: 'drawn', actions: assign({ svg: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    drawn: { type: 'final' },
    // Left out: the party still gets the SMS, and redrawing the same link would fail the same way.
    failed: { type: 'final' },
  },
});

export type InvitationQrMachine = typeof invitationQrMachine;
