import { locales } from '../../machines/text/locales';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, test } from '../fixtures';
import { type RestStatistics, type Series, StatisticsModel } from '../models/statistics.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import { inDays, kioskLoginAs, loginAs, ministryURL, openPersonPage } from '../support/sessions';
import { type Json, restAs } from '../support/video-act';

// /statistics (issue 12, decision 053), not logged in: the charts drawn as SVG bars and the tables
// holding the ministry's own numbers (GET /api/statistics), axe in oz, uz and ru. So that the run's
// fresh database has a registered act whatever ran before, Tursunova registers a translation with
// notary Tojiyev first (REST, the sessions of one browser and one kiosk login; both grace_hopper).
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('graceHopper')), appLocale: 'oz' });

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const registrationTypeKeys = { 1: 'inPerson', 2: 'video' } as const;

/** The ministry's answer as each table's rows: row key -> the count as the page writes it. */
function expectedCounts(rest: RestStatistics): Record<Series, Record<string, string>> {
  return {
    months: Object.fromEntries(rest.months.map((m) => [m.month, grouped(m.count)])),
    types: Object.fromEntries(rest.types.map((t) => [t.type, grouped(t.count)])),
    regions: Object.fromEntries(rest.regions.map((r) => [String(r.regionId), grouped(r.count)])),
    registrationTypes: Object.fromEntries(
      rest.registrationTypes.map((r) => [registrationTypeKeys[r.regtype], grouped(r.count)]),
    ),
  };
}

/** A translation of Tursunova's, walked the full path to registration by her and notary Tojiyev. */
async function registerTranslation(
  applicantPage: import('@playwright/test').Page,
  notaryPage: import('@playwright/test').Page,
) {
  const [applicant, notary] = await Promise.all([restAs(applicantPage), restAs(notaryPage)]);
  const notaries: Json[] = await applicant.get('/notaries?name=Tojiyev');
  expect(notaries).toHaveLength(1);
  const { uuid } = await applicant.post('/notarial_act', {
    type: 'translation',
    fields: { documentName: 'Diplom', pageCount: 2, languageFrom: 'en', languageTo: 'oz' },
    parties: [],
    notary: { mode: 'manual', notaryId: notaries[0].id },
  });
  await applicant.send(uuid, 'act.sentForCheck');
  await notary.send(uuid, 'act.checkAccepted');
  await applicant.send(uuid, 'act.confirmed');
  const { fee } = await notary.get(`/notarial_act/${uuid}/fee`);
  await notary.send(uuid, 'act.invoicesIssued', {
    invoices: fee
      ? [{ amount: fee.invoices[0].amount / 100, purpose: 'state_fee' }]
      : [{ amount: 75_000, purpose: 'state_fee', reason: 'Kelishilgan summa' }],
  });
  const payable: string[] = (await applicant.get(`/notarial_act/${uuid}`)).view.payableInvoiceIds;
  const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
  for (const id of payable)
    await applicant.post(`/invoices/${id}/pay`, { card: '4444 4444 4444 4448', expiry });
  await notary.send(uuid, 'act.timeSet', { visit: { date: inDays(3), time: '10:30', regtype: 1 } });
  await applicant.send(uuid, 'act.timeConfirmed');
  const registered = await notary.send(uuid, 'act.registered');
  expect(registered.general.state).toBe('registered');
}

test('the statistics page shows the ministry’s numbers as charts and tables, in oz, uz and ru', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const notarySession = await openPersonPage(browser);
  try {
    // Two people at two computers log in at once.
    await Promise.all([loginAs(page, people.zarina), kioskLoginAs(notarySession.page, people.tojiyev)]);
    await registerTranslation(page, notarySession.page);
  } finally {
    await notarySession.close();
  }

  const rest = (await (await page.request.get(`${ministryURL}/api/statistics`)).json()) as RestStatistics;
  expect(rest.total).toBeGreaterThan(0);
  const expected = expectedCounts(rest);
  for (const locale of locales) {
    // Anonymous: a context of its own, nobody logged in.
    const visitor = await openPersonPage(browser, locale);
    try {
      const statistics = new StatisticsModel(visitor.page, locale);
      await statistics.goto();
      if (locale === 'oz') {
        expect(await statistics.total()).toBe(grouped(rest.total));
        for (const series of Object.keys(expected) as Series[]) {
          expect(await statistics.counts(series), series).toEqual(expected[series]);
        }
        // Every chart drew one bar per non-zero number.
        for (const series of ['months', 'types', 'registrationTypes'] as const) {
          const nonZero = Object.values(expected[series]).filter((count) => count !== '0').length;
          await expect(await statistics.bars(series)).toHaveCount(nonZero);
        }
        // The months chart names every month of the table, and counts from 0 in whole numbers upwards
        // (its labels are drawn on one line, decision 109); the types chart names every type, a long
        // name wrapped within its axis.
        const months = await statistics.axisLabels('months', 'x');
        expect(new Set(months).size).toBe(Object.keys(expected.months).length);
        const counts = (await statistics.axisLabels('months', 'y')).map((label) => label.replace(/\s/g, ''));
        expect(counts[0]).toBe('0');
        for (const count of counts) expect(count).toMatch(/^\d+$/);
        expect(counts.map(Number)).toEqual([...counts.map(Number)].sort((a, b) => a - b));
        expect(await statistics.axisLabels('types', 'y')).toHaveLength(Object.keys(expected.types).length);
      } else {
        await expect(statistics.table('months')).toBeVisible();
        await expect((await statistics.bars('months')).first()).toBeVisible();
      }
      await statistics.checkAccessibility();
      visitor.expectNoPageErrors();
    } finally {
      await visitor.close();
    }
  }
});
