import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ActContext } from '../../machines/act/act.machine';
import type { Tx } from '../db/database';
import { type citizens, journal, notarialActs, parties, users } from '../db/schema';
import { citizenSearchKey } from '../text/citizen-search-key';
import { editedJournalRow, lockAct } from './lifecycle';

// A citizen's portal account is opened by the citizen, at their first login, never by someone who
// names them in an act (decision 069). An act names a citizen without an account as a party with no
// user; when they open their account, every such party becomes theirs: the party row, and the party
// of the act's statechart, by an edit journalled as the system's (`act.edited` with the context it
// set, so a replay follows it; decision 060).

type Citizen = typeof citizens.$inferSelect;

/** An act whose version a linked party changed: the caller announces it once committed. */
export interface ChangedAct {
  actId: number;
  version: number;
}

/** Gives the citizen's invited parties that have no user yet to `userId`, act by act. */
async function linkInvitedParties(
  tx: Tx,
  citizenId: number,
  userId: number,
  at: string,
): Promise<ChangedAct[]> {
  const rows = await tx
    .select({ id: parties.id, actId: parties.actId })
    .from(parties)
    .where(and(eq(parties.citizenId, citizenId), isNull(parties.userId), eq(parties.applicant, false)))
    .orderBy(asc(parties.actId), asc(parties.id));
  const byAct = new Map<number, number[]>();
  for (const row of rows) byAct.set(row.actId, [...(byAct.get(row.actId) ?? []), row.id]);
  const changed: ChangedAct[] = [];
  // In act order, as every writer locks acts: two logins never wait on each other in a circle.
  for (const [actId, partyIds] of byAct) {
    const act = await lockAct(tx, { actId });
    const ids = new Set(partyIds.map(String));
    const context = act.context as ActContext;
    const linked = context.parties.map((party) =>
      ids.has(party.id) ? { ...party, userId: String(userId) } : party,
    );
    await tx.update(parties).set({ userId }).where(inArray(parties.id, partyIds));
    const version = act.version + 1;
    await tx
      .update(notarialActs)
      .set({ context: { ...context, parties: linked }, version, updatedAt: at })
      .where(eq(notarialActs.id, act.id));
    await tx.insert(journal).values(
      editedJournalRow(act, {
        actor: { role: 'system', userId: 'system' },
        userId: null,
        version,
        at,
        // Which parties got their account, never who they are.
        payload: { fields: ['party.account'], parties: [...ids] },
        context: { parties: linked },
      }),
    );
    changed.push({ actId: act.id, version });
  }
  return changed;
}

/**
 * The citizen's account, opened now if they have none (their first login): an applicant's account,
 * terms of use not yet accepted, with the parties they were invited as. Idempotent: a second login
 * racing the first finds the account the first opened.
 */
export async function openAccount(
  tx: Tx,
  citizen: Citizen,
  at: string,
): Promise<{ userId: number; changed: ChangedAct[] }> {
  const [opened] = await tx
    .insert(users)
    .values({
      citizenId: citizen.id,
      userid: `u${citizen.pin}`,
      roles: ['applicant'],
      searchKey: citizenSearchKey(citizen),
    })
    .onConflictDoNothing({ target: users.citizenId })
    .returning({ id: users.id });
  if (!opened) {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.citizenId, citizen.id));
    return { userId: existing!.id, changed: [] };
  }
  return { userId: opened.id, changed: await linkInvitedParties(tx, citizen.id, opened.id, at) };
}
