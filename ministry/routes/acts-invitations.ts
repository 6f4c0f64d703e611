import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exactPhoneSchema } from '../../machines/fields/phone';
import { invitationByToken, smsOutboxOf } from '../acts/invitations';
import type { Acts } from '../acts/lifecycle';
import { actDetail, actFor } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';

// A party's invitation: the SMS link `/enotarial_act/{uuid}?invite=<token>` leads to the approval
// page, which reads the invitation and accepts or rejects it. Only the invited citizen may answer.
// GET /sms_outbox is the sandbox SMS gateway: the messages it would have sent.

const answerBody = z.object({ version: z.number().int().positive('error_wrong_version').optional() });
const outboxQuery = z.object({ phone: exactPhoneSchema });

export function actInvitationRoutes({
  db,
  acts,
  outboxRoute = true,
}: {
  db: Database;
  acts: Acts;
  /** The sandbox SMS gateway's read route; off where real SMS are sent (it shows invitation links). */
  outboxRoute?: boolean;
}) {
  async function invitation(token: string, userId: number) {
    const row = await invitationByToken(db, token);
    if (!row) throw new MinistryError(404, 'invitation_not_found');
    if (row.party.userId !== userId) throw new MinistryError(403, 'not_invited_party');
    return row;
  }

  return async (app: FastifyInstance) => {
    const required = { config: { session: 'required' as const } };

    app.get<{ Params: { token: string } }>('/invitations/:token', required, async (request) => {
      const { userId } = sessionOf(request);
      const { party, uuid } = await invitation(request.params.token, userId);
      const { act, roles } = await actFor(db, uuid, userId);
      return {
        party: { id: party.id, role: party.role, coOwner: party.coOwner, status: party.status },
        act: await actDetail(db, act, roles, userId, request.language),
      };
    });

    for (const answer of ['accept', 'reject'] as const) {
      app.post<{ Params: { token: string } }>(`/invitations/:token/${answer}`, required, async (request) => {
        const { userId } = sessionOf(request);
        const { party, uuid } = await invitation(request.params.token, userId);
        const body = parseInput(answerBody, request.body);
        await acts.transition({
          actId: party.actId,
          event: {
            type: answer === 'accept' ? 'party.accepted' : 'party.rejected',
            partyId: String(party.id),
          },
          expectedVersion: body.version ?? 'current',
          user: { kind: 'user', userId },
        });
        const { act, roles } = await actFor(db, uuid, userId);
        return actDetail(db, act, roles, userId, request.language);
      });
    }

    if (!outboxRoute) return;
    app.get('/sms_outbox', async (request) => {
      const { phone } = parseInput(outboxQuery, request.query);
      return smsOutboxOf(db, phone);
    });
  };
}
