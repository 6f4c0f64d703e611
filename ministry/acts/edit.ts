import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { editStored, restore, type StoredAct } from '../../machines/act/act.persist';
import { selectAct } from '../../machines/act/act.select';
import type { Database } from '../db/database';
import { citizens, notarialActs, users } from '../db/schema';
import { MinistryError, parseInput } from '../errors';
import { chooseNotary, createActSchema } from './create';
import { type Acts, assertRelated, lockAct, rolesOf } from './lifecycle';

// Data edits of an act in preparation (not statechart events, so not journalled): for now the notary
// choice, which the applicant makes again after rejecting a notary. The statechart says whether the
// edit is allowed (`editStored`: applicant, preparation); the version guards it like a transition.

const notaryEditSchema = z.object({
  version: z
    .number({ error: 'error_wrong_version' })
    .int('error_wrong_version')
    .positive('error_wrong_version'),
  notary: createActSchema.shape.notary,
});

export async function changeNotary(
  db: Database,
  acts: Acts,
  uuid: string,
  userId: number,
  body: unknown,
): Promise<{ actId: number; version: number }> {
  const input = parseInput(notaryEditSchema, body);
  const result = await db.transaction(async (tx) => {
    const act = await lockAct(tx, { uuid });
    const roles = await rolesOf(tx, act, userId);
    assertRelated(roles);
    if (act.version !== input.version) {
      throw new MinistryError(409, 'stale_version', { params: { version: act.version } });
    }
    const [applicant] = await tx
      .select({ regionId: citizens.regionId })
      .from(users)
      .innerJoin(citizens, eq(citizens.id, users.citizenId))
      .where(eq(users.id, act.applicantUserId));
    const { notaryId, officeId } = await chooseNotary(tx, input.notary, applicant!.regionId);
    const role = roles.applicant ? 'applicant' : roles.notary ? 'notary' : 'party';
    const edited = editStored(
      { state: act.state, context: act.context } as StoredAct,
      { role, userId: String(userId) },
      {
        notaryId: String(notaryId),
      },
    );
    if (!edited.ok) {
      throw new MinistryError(409, 'transition_refused', {
        params: { reason: edited.reason },
        messageKey: `act_refusals.${edited.reason}`,
      });
    }
    const version = act.version + 1;
    await tx
      .update(notarialActs)
      .set({
        context: edited.next.context,
        notaryId,
        officeId,
        version,
        awaiting: selectAct(restore(edited.next), { role: 'system', userId: 'system' }).awaiting,
        updatedAt: acts.now().toISOString(),
      })
      .where(eq(notarialActs.id, act.id));
    return { actId: act.id, version };
  });
  acts.changed(result.actId, result.version);
  return result;
}
