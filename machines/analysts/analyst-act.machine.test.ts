import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AnalystActNotFound, AnalystRefRefused, analystActMachine } from './analyst-act.machine';
import { analystActIntents, selectAnalystAct } from './analyst-act.select';

const uuid = '5d0c0a1e-0000-4000-8000-000000000014';

function start(answer: (ref: string) => Promise<unknown>) {
  const calls: string[] = [];
  const actor = createActor(
    analystActMachine.provide({
      actors: {
        loadAct: fromPromise(async ({ input }: { input: string }) => {
          calls.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  return { actor, calls, view: () => selectAnalystAct(actor.getSnapshot()) };
}

describe('the analysts’ act machine', () => {
  it('waits for a reference, loads the act by it and shows it', async () => {
    const { actor, calls, view } = start(async (ref) => ({ uuid: ref }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(view()).toMatchObject({ busy: false, act: null, errorKey: null, canRetry: false });
    actor.send({ type: 'act.searched', ref: `  ${uuid} ` });
    expect(view().busy).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(view()).toMatchObject({ busy: false, act: { uuid }, errorKey: null, ref: uuid });
    actor.send({ type: 'act.searched', ref: 'NA-2026-000042' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls).toEqual([uuid, 'NA-2026-000042']);
  });

  it('refuses a reference of none of the three shapes without a call', () => {
    const { actor, calls, view } = start(async () => ({}));
    actor.send({ type: 'act.searched', ref: 'somebody’s car' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(view()).toMatchObject({ errorKey: 'error_wrong_act_ref', errorText: null, act: null });
    expect(calls).toEqual([]);
  });

  it('says when no act has that reference', async () => {
    const { actor, view } = start(async () => {
      throw new AnalystActNotFound();
    });
    actor.send({ type: 'act.searched', ref: '1042' });
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(view()).toMatchObject({ errorKey: 'notFound', act: null, canRetry: false });
  });

  it('shows the ministry’s words when it refuses the reference', async () => {
    const { actor, view } = start(async () => {
      throw new AnalystRefRefused('Notarial harakat identifikatori noto‘g‘ri.');
    });
    actor.send({ type: 'act.searched', ref: '1042' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(view()).toMatchObject({
      errorKey: 'error_wrong_act_ref',
      errorText: 'Notarial harakat identifikatori noto‘g‘ri.',
    });
  });

  it('retries a failed load, and a new search leaves a failure too', async () => {
    let attempts = 0;
    const { actor, view } = start(async (ref) => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return { ref };
    });
    actor.send({ type: 'act.searched', ref: '1042' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ errorKey: 'load.error', canRetry: true });
    actor.send({ type: 'act.retried' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(view().act).toEqual({ ref: '1042' });
    expect(view().canRetry).toBe(false);
  });

  it('exports a loaded act’s trace once at a time, and says when the export failed', async () => {
    const exports: string[] = [];
    let settle: ((ok: boolean) => void) | null = null;
    const actor = createActor(
      analystActMachine.provide({
        actors: {
          loadAct: fromPromise(async (): Promise<unknown> => ({ uuid })),
          exportTrace: fromPromise(async ({ input }: { input: { uuid: string; fileName: string } }) => {
            exports.push(`${input.uuid} ${input.fileName}`);
            const ok = await new Promise<boolean>((resolve) => {
              settle = resolve;
            });
            if (!ok) throw new Error('no trace');
          }),
        },
      }),
    ).start();
    const view = () => selectAnalystAct(actor.getSnapshot());
    const intents = analystActIntents(actor.send);
    intents.search(uuid);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(view()).toMatchObject({ exporting: false, exportErrorKey: null });
    intents.exportTrace(uuid, 'act-14-trace.json');
    expect(view().exporting).toBe(true);
    // A second press while the first export runs starts no second one.
    intents.exportTrace(uuid, 'act-14-trace.json');
    expect(exports).toEqual([`${uuid} act-14-trace.json`]);
    (settle as unknown as (ok: boolean) => void)(false);
    await waitFor(actor, (s) => s.matches({ loaded: 'exportFailed' }));
    expect(view()).toMatchObject({ exporting: false, exportErrorKey: 'act.exportFailed', act: { uuid } });
    intents.exportTrace(uuid, 'act-14-trace.json');
    expect(view()).toMatchObject({ exporting: true, exportErrorKey: null });
    (settle as unknown as (ok: boolean) => void)(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }));
    expect(view()).toMatchObject({ exporting: false, exportErrorKey: null });
    expect(exports).toHaveLength(2);
  });
});
