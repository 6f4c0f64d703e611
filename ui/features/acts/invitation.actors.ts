import QRCode from 'qrcode';
import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { Invitation, InvitationAnswerInput } from '../../../machines/invitation/invitation.machine';
import { useFragment as readFragment } from '../../gql';
import { ActDetailFragment, AnswerInvitationMutation, InvitationQuery } from './acts.documents';
import type { ActDetail } from './use-act';

// Not silent: a failure goes to the error policy as the page's urql hooks sent it before (the toast,
// or the logout of an ended session); the panel shows its own line and a retry besides.

/** The actors of machines/invitation/invitation.machine.ts, over the invitation's GraphQL documents. */
export function invitationActors(client: Client) {
  return {
    loadInvitation: fromPromise(
      async ({ input }: { input: { token: string } }): Promise<Invitation<ActDetail>> => {
        const result = await client
          .query(InvitationQuery, { token: input.token }, { requestPolicy: 'network-only' })
          .toPromise();
        if (!result.data) throw result.error ?? new Error('no answer');
        const { party, act } = result.data.invitation;
        return { party, act: readFragment(ActDetailFragment, act) };
      },
    ),
    answerInvitation: fromPromise(async ({ input }: { input: InvitationAnswerInput }): Promise<ActDetail> => {
      const result = await client.mutation(AnswerInvitationMutation, input).toPromise();
      if (!result.data) throw result.error ?? new Error('no answer');
      return readFragment(ActDetailFragment, result.data.answerInvitation);
    }),
  };
}

/** The drawing of machines/invitation/invitation-qr.machine.ts: the link as SVG, by the qrcode library. */
export const invitationQrActors = {
  drawQr: fromPromise(({ input }: { input: { link: string } }) =>
    QRCode.toString(input.link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
  ),
};
