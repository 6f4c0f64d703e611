import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import ru from '../../locales/ru/gateway.json' with { type: 'json' };
import { createMinistry } from '../../ministry/app.js';
import { type Supervised, type SupervisorEvent, supervise } from '../../scripts/processes.js';
import { freePort } from '../../scripts/support/free-ports.js';
import { ActDetailFragment, ActQuery, SendActEventMutation } from '../../ui/features/acts/acts.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { send, startGateway } from '../gateway/harness.js';
import { cleanSale, clientOf, userIdOf } from '../ministry/acts-support.js';

// Issue 9, "Faults": the sandbox ministry is killed (SIGKILL) while it applies an act transition. The
// gateway keeps serving the SPA and answers ministry calls with a clear error; the supervisor of
// `npm start` restarts the ministry on the same embedded database; the act is then either before
// or after the step, never half-way: its version equals its journal's length.

const PAGE = '<!doctype html><title>Notarius</title><div id="root">login page</div>';

describe('the ministry killed in the middle of an act transition', () => {
  const dir = mkdtempSync(join(tmpdir(), 'notary-crash-'));
  let supervised: Supervised | undefined;
  let gateway: Gateway | undefined;
  afterAll(async () => {
    await supervised?.stop();
    await gateway?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // Minutes only on a machine far busier than its two cores: opening the embedded database and
  // starting the ministry process twice take a few seconds each on a quiet one.
  it('leaves the portal serving, comes back by itself, and the act is whole', {
    timeout: 300_000,
  }, async () => {
    const dataDir = join(dir, 'ministry');
    const staticDir = join(dir, 'dist');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), PAGE);

    // The database the ministry process will open: an applicant's sale whose buyer has agreed
    // (version 2), so the applicant may send it for check, and a session for the applicant.
    const setup = await createMinistry({ dataDir, faceId: false });
    let uuid: string;
    let token: string;
    try {
      await setup.app.listen({ host: '127.0.0.1', port: 0 });
      const address = setup.app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not on TCP');
      const local = { ...setup, url: `http://127.0.0.1:${address.port}` };
      const applicant = await clientOf(local, 'drahimova');
      const buyer = await clientOf(local, 'stursunov');
      const created = await applicant.post('/notarial_act', cleanSale);
      expect(created.status).toBe(200);
      uuid = created.body.uuid;
      const detail = (await buyer.get(`/notarial_act/${uuid}`)).body;
      const partyId = String(detail.parties.find((p: { applicant: boolean }) => !p.applicant).id);
      expect((await buyer.send(uuid, 'party.accepted', { partyId })).status).toBe(200);
      ({ token } = await setup.auth.sessions.create(setup.db, await userIdOf(local, 'drahimova')));
    } finally {
      await setup.close();
    }
    const asApplicant = { authorization: `Bearer ${token}`, 'accept-language': 'ru' };

    // The ministry as npm start runs it, under the supervisor. Its first restart waits until the test
    // has looked at the portal without its ministry.
    const port = await freePort();
    const events: SupervisorEvent[] = [];
    let onLine = (_line: string) => {};
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    supervised = supervise(
      'ministry',
      'ministry/main.ts',
      {
        MINISTRY_PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        LIVENESS_WORKERS: '1',
      },
      'ministry ready',
      {
        quiet: true,
        onLine: (line) => onLine(line),
        onEvent: (event) => events.push(event),
        wait: (_ms, signal) =>
          Promise.race([held, new Promise<void>((r) => signal.addEventListener('abort', () => r()))]),
      },
    );
    await supervised.ready;
    gateway = startGateway({
      ministryUrl: `http://127.0.0.1:${port}`,
      staticDir,
      ministryBreaker: { failureThreshold: 2, retryMs: 100, maxRetryMs: 500 },
    });
    const portal = await gateway.listen(0, '127.0.0.1');

    // The applicant sends the act for check; the ministry dies as the request reaches it.
    const reached = new Promise<void>((resolve) => {
      onLine = (line) => {
        if (line.includes('"msg":"incoming request"') && line.includes('/events')) {
          onLine = () => {};
          supervised?.child?.kill('SIGKILL');
          resolve();
        }
      };
    });
    const transition = send(gateway, SendActEventMutation, {
      variables: { uuid, type: 'act_sentForCheck', version: 2 },
      headers: asApplicant,
    });
    await reached;
    const answered = await transition;
    await expect.poll(() => events.some((e) => e.type === 'exited'), { timeout: 30_000 }).toBe(true);
    expect(events.find((e) => e.type === 'exited')).toMatchObject({ signal: 'SIGKILL' });

    // Without its ministry the portal still serves the login pages...
    for (const path of ['/', '/kiosk/auth']) {
      // As a browser navigates there: history-mode routes answer index.html to a page request.
      const page = await fetch(`${portal}${path}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(PAGE);
    }
    // ...and answers ministry calls with a clear error in the user's language: refused at first,
    // then at once from the open circuit, without trying the ministry.
    const codes: unknown[] = [];
    for (let call = 0; call < 4 && codes.at(-1) !== 'MINISTRY_UNAVAILABLE'; call++) {
      const { result } = await send(gateway, ActQuery, { variables: { uuid }, headers: asApplicant });
      expect(result.data?.act ?? null).toBeNull();
      codes.push(result.errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, -1).every((code) => code === 'INTEGRATION_ERROR')).toBe(true);
    expect(codes.at(-1)).toBe('MINISTRY_UNAVAILABLE');
    const { result: down } = await send(gateway, ActQuery, { variables: { uuid }, headers: asApplicant });
    expect(down.errors?.[0]).toMatchObject({
      message: ru.errors.MINISTRY_UNAVAILABLE,
      extensions: { code: 'MINISTRY_UNAVAILABLE' },
    });

    // The supervisor restarts the ministry on the same database; the gateway's health probe finds it.
    release();
    await expect.poll(() => events.filter((e) => e.type === 'ready').length, { timeout: 240_000 }).toBe(2);
    expect(events.find((e) => e.type === 'restarting')).toMatchObject({ crashes: 1 });
    await expect.poll(() => gateway?.ministryBreaker.state, { timeout: 30_000 }).toBe('closed');

    // The act is before the step or after it, never half-way.
    const { result } = await send(gateway, ActQuery, { variables: { uuid }, headers: asApplicant });
    expect(result.errors).toBeUndefined();
    const act = readFragment(ActDetailFragment, result.data?.act);
    expect(act).toBeTruthy();
    const journal = act!.journal;
    expect(act!.version).toBe(journal.length);
    const after = { version: 3, state: 'checking', step: 2, last: 'act_sentForCheck' };
    const before = { version: 2, state: 'preparation', step: 1, last: 'party_accepted' };
    const seen = {
      version: act!.version,
      state: act!.view.state,
      step: act!.view.step,
      last: journal.at(-1)?.event,
    };
    // An answered transition was committed; an unanswered one may or may not have been.
    if (answered.result.errors === undefined) expect(seen).toEqual(after);
    else expect([before, after]).toContainEqual(seen);
  });
});
