import { describe, expect, it } from 'vitest';
import { stuckActUuid } from '../../ministry/db/seed/stuck-act';
import {
  AnalystActQuery,
  AnalystActTraceQuery,
  StuckActsQuery,
} from '../../ui/features/analysts/analysts.documents.js';
import { sessionHeadersForSuite } from '../ministry/acts-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// The analysts' UI documents through the gateway against the seeded sandbox ministry (issue 14,
// decision 062): the seeded analyst finds the stuck act in the list, opens its replay with the
// statechart's words as enums, downloads its trace; anybody else is FORBIDDEN.

describe('the analysts’ pages through the gateway', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const auth = sessionHeadersForSuite(ministry, ['jqodirov', 'drahimova', 'bsaidov']);

  it('lists the seeded stuck act under checking, waiting for the notary, with the step’s limit', async () => {
    const { result } = await send(gateway(), StuckActsQuery, { variables: {}, headers: auth.jqodirov });
    expect(result.errors).toBeUndefined();
    const list = result.data!.stuckActs;
    expect(list).toMatchObject({ page: 1, pageSize: 50 });
    expect(list.items.find((item) => item.uuid === stuckActUuid)).toMatchObject({
      state: 'checking',
      step: 2,
      awaiting: ['notary'],
      limitHours: 48,
    });
    expect(list.groups).toContainEqual(
      expect.objectContaining({ state: 'checking', step: 2, awaiting: ['notary'] }),
    );
    expect(list.limits.find((limit) => limit.state === 'checking')?.hours).toBe(48);
    // Narrowed to a step it is not in, and to an office that has none, it is gone.
    const payment = await send(gateway(), StuckActsQuery, {
      variables: { filter: { state: 'payment' } },
      headers: auth.jqodirov,
    });
    expect(payment.result.data!.stuckActs.items.map((item) => item.uuid)).not.toContain(stuckActUuid);
    const office = await send(gateway(), StuckActsQuery, {
      variables: { filter: { office: 99999 } },
      headers: auth.jqodirov,
    });
    expect(office.result.data!.stuckActs).toMatchObject({ total: 0, items: [], groups: [] });
  });

  it('replays the stuck act: its steps with enums, who must act and the way to registered', async () => {
    const { result } = await send(gateway(), AnalystActQuery, {
      variables: { ref: stuckActUuid },
      headers: auth.jqodirov,
    });
    expect(result.errors).toBeUndefined();
    const { act, replay, matchesStored } = result.data!.analystAct;
    expect(act).toMatchObject({ uuid: stuckActUuid, state: 'checking', step: 2, awaiting: ['notary'] });
    expect(matchesStored).toBe(true);
    expect(replay.divergence).toBeNull();
    expect(replay.steps.map((step) => [step.type, step.to, step.outcome, step.actor?.role])).toEqual([
      ['act_created', 'preparation', 'started', 'applicant'],
      ['party_accepted', 'preparation', 'applied', 'party'],
      ['act_sentForCheck', 'checking', 'applied', 'applicant'],
    ]);
    expect(replay.final).toMatchObject({ state: 'checking', step: 2, done: false, waitingFor: ['notary'] });
    expect(replay.toGoal).toMatchObject({ goal: 'registered', reachable: true });
    expect(replay.toGoal!.moves[0]).toMatchObject({ from: 'checking', roles: ['notary'] });
    expect(replay.toGoal!.moves.at(-1)).toMatchObject({ event: 'act_registered', to: 'registered' });
    expect(replay.segments.at(-1)).toMatchObject({ state: 'checking', toIndex: null });
    expect(replay.waitingTotals.map((total) => total.role)).toContain('notary');
    // Context values cross as JSON text, and none of the seeded people's words is in them.
    const texts = replay.steps.flatMap((step) => step.contextDiff.flatMap((c) => [c.before, c.after]));
    for (const text of texts) if (text !== null) expect(() => JSON.parse(text)).not.toThrow();
    expect(JSON.stringify(result.data)).not.toMatch(/Nazarov|Qodirova|1000081|1000082/);
  });

  it('finds the act by its rid too, and says NOT_FOUND for an unknown one and BAD_REQUEST for nonsense', async () => {
    const byUuid = await send(gateway(), AnalystActQuery, {
      variables: { ref: stuckActUuid },
      headers: auth.jqodirov,
    });
    const rid = byUuid.result.data!.analystAct.act.rid;
    const byRid = await send(gateway(), AnalystActQuery, {
      variables: { ref: ` ${rid} ` },
      headers: auth.jqodirov,
    });
    expect(byRid.result.data?.analystAct.act.uuid).toBe(stuckActUuid);
    const unknown = await send(gateway(), AnalystActQuery, {
      variables: { ref: 'NA-2020-999999' },
      headers: auth.jqodirov,
    });
    expect(unknown.result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const nonsense = await send(gateway(), AnalystActQuery, {
      variables: { ref: 'not an act' },
      headers: auth.jqodirov,
    });
    expect(nonsense.result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const empty = await send(gateway(), AnalystActQuery, {
      variables: { ref: '  ' },
      headers: auth.jqodirov,
    });
    expect(empty.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { ref: expect.any(String) },
    });
  });

  it('downloads the trace as @statelyai/inspect events', async () => {
    const { result } = await send(gateway(), AnalystActTraceQuery, {
      variables: { ref: stuckActUuid },
      headers: auth.jqodirov,
    });
    expect(result.errors).toBeUndefined();
    const trace = result.data!.analystActTrace;
    const file = JSON.parse(trace.json) as { events: { type: string }[] };
    expect(file.events).toHaveLength(trace.eventCount);
    expect(new Set(file.events.map((event) => event.type))).toEqual(
      new Set(['@xstate.actor', '@xstate.event', '@xstate.snapshot']),
    );
  });

  it('is FORBIDDEN to an applicant and to an administrator', async () => {
    for (const who of ['drahimova', 'bsaidov']) {
      const list = await send(gateway(), StuckActsQuery, { variables: {}, headers: auth[who] });
      expect(list.result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const act = await send(gateway(), AnalystActQuery, {
        variables: { ref: stuckActUuid },
        headers: auth[who],
      });
      expect(act.result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
