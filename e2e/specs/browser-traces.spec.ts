import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, readLocalStore, test } from '../fixtures';
import { ActCreateModel } from '../models/acts-create.model';
import { ActDetailModel } from '../models/acts-detail.model';
import { AnalystsModel } from '../models/analysts.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import { loginAs, openPersonPage, restoreOffer } from '../support/sessions';

// Browser traces (issue 14, decision 061). The e2e portal traces every session (BROWSER_TRACE=all in
// playwright.config.ts). Mirzayeva (astronaut) logs in with the face check and creates a general power
// of attorney; her page uploads its trace while idle. The analyst Qodirov (astronaut, at another
// computer) opens her act on the analysts' page, finds the trace of the session that created it, and
// steps through her login on the drawn statechart; the replay holds her login and face check, the
// act's page, and none of her PIN, passport number, phone or names.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

/** What the seed knows of her (ministry/db/seed/people.ts): none of it may be in the trace. */
const personal = [
  people.mirzayeva.pin,
  `${people.mirzayeva.passserial}${people.mirzayeva.passnum}`,
  `${people.mirzayeva.passserial} ${people.mirzayeva.passnum}`,
  people.mirzayeva.passnum,
  '901000092',
  'Mirzayeva',
  'Sevara',
  'smirzayeva',
];

const tracesQuery = `query ActBrowserTraces($ref: String!) {
  actBrowserTraces(ref: $ref) { id startedAt actorCount eventCount capped partial }
}`;
const replayQuery = `query BrowserTraceReplay($id: Int!) {
  browserTraceReplay(id: $id) {
    trace { id eventCount }
    acts
    actors {
      machineId
      eventCount
      replay { partial steps { type from to outcome contextDiff { key before after } } final { state context } }
    }
  }
}`;

/** One GraphQL operation with the page's own session, as the analysts' pages will send it. */
async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const token = (await readLocalStore(page))?.token;
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    data?: Record<string, unknown>;
    errors?: { extensions?: { code?: string } }[];
  };
}

test('a traced session’s browser trace is stored, linked to the act it created, without her personal data', async ({
  page,
  browser,
}) => {
  // Two face logins and the idle uploads on a shared two-core machine.
  test.setTimeout(240_000);
  await loginAs(page, people.mirzayeva);
  // To the form within the page, as a link would: one page load holds the login and the act, so its
  // trace (the one linked to the act) has the face check and the passport typed in.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/my_notarial_act/new?type=11651');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const form = new ActCreateModel(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Notarial harakat yaratish' })).toBeVisible();
  const today = new Date();
  const day = (years: number) =>
    `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear() + years}`;
  await form.fillDetail('Amal qilish muddati boshlanishi', day(0));
  await form.fillDetail('Amal qilish muddati tugashi', day(1));
  await form.fillParty('Ishonchli vakil 1', people.tursunov);
  await form.setRight('Ishonchli vakil 1', 'Sudda vakillik qilish', true);
  const { rid, uuid } = await form.clickCreateAndSeeCreated();
  await new ActDetailModel(page).seeStep(1);

  // The analysts' query is refused to her: she is no analyst.
  const refused = await graphql(page, tracesQuery, { ref: uuid });
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  // The analyst Qodirov (astronaut, at another computer) opens her act on the analysts' page.
  const analyst = await openPersonPage(browser);
  try {
    const login = await loginAs(analyst.page, people.qodirov);
    const analysts = new AnalystsModel(analyst.page, 'oz');
    await analysts.gotoAct(uuid);
    // Her page uploads while idle, a few seconds after the last batch filled: the trace is there soon.
    // Newest first; a trace is linked only to acts its uploader may read (decision 071), so his own
    // page load showing her act is not among them, and hers is the oldest.
    await analysts.openOldestBrowserTrace();
    // Her login, stepped on the login statechart drawn in the page.
    await analysts.chooseTracedActor('login');
    const stepper = analysts.inBrowserTraces();
    const seen = new Set<string>();
    for (let step = 0; step < 12 && (await stepper.canStep('next')); step += 1) {
      seen.add((await stepper.highlightedState()) ?? '');
      await stepper.clickStep('next');
    }
    seen.add((await stepper.highlightedState()) ?? '');
    expect([...seen]).toEqual(expect.arrayContaining(['editing', 'faceCheck']));
    await analysts.checkAccessibility();

    // What the page was given holds none of her personal data.
    const answer = await graphql(analyst.page, tracesQuery, { ref: String(rid) });
    const traces = (answer.data?.actBrowserTraces ?? []) as Summary[];
    expect(traces.length).toBeGreaterThan(0);
    await checkTrace(analyst.page, traces.at(-1)!, rid);
    await restoreOffer(analyst.page, login);
    analyst.expectNoPageErrors();
  } finally {
    await analyst.close();
  }
});

type Summary = { id: number; actorCount: number; eventCount: number; capped: boolean; partial: boolean };

/** Her trace, linked to her act: several actors, every batch there, her login, none of her data. */
async function checkTrace(page: Page, trace: Summary, rid: number) {
  expect(trace!.actorCount).toBeGreaterThanOrEqual(3);
  expect(trace!.partial).toBe(false);

  const replay = await graphql(page, replayQuery, { id: trace!.id });
  expect(replay.errors).toBeUndefined();
  const answer = replay.data!.browserTraceReplay as {
    acts: number[];
    actors: { machineId: string; replay: { steps: { type: string; to: string }[] } | null }[];
  };
  expect(answer.acts).toContain(rid);
  const machines = answer.actors.map((actor) => actor.machineId);
  expect(machines).toEqual(expect.arrayContaining(['app', 'navigation', 'session', 'login', 'faceCheck']));
  const login = answer.actors.find((actor) => actor.machineId === 'login');
  expect(login?.replay?.steps.map((step) => step.type)).toContain('login.submitted');
  const text = JSON.stringify(replay).toLowerCase();
  expect(personal.filter((word) => text.includes(word.toLowerCase()))).toEqual([]);
  expect(text).not.toMatch(/data:image|base64/);
}
