import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, readLocalStore, test } from '../fixtures';
import { ActDetailModel } from '../models/acts-detail.model';
import { ActInvitationModel } from '../models/acts-invitation.model';
import { NotaryWorkspaceModel } from '../models/acts-notary-workspace.model';
import { ActRealtyModel } from '../models/acts-realty.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import {
  inDays,
  invitationLink,
  type Login,
  loginAs,
  openDealSessions,
  restoreOffer,
} from '../support/sessions';

// A simplified act of a type other than 1 and 4 reaching registered (issue 10, decision 041): Yusupova
// gives Tursunov a power of attorney over her flat 11:14:04:01:01:1630 (type 105, docs/sandbox.md: hers
// alone, no bans), corrects the flat's address on {rid}/realty/{id}, Tursunov accepts on the invitation
// page that shows the corrected flat, and notary Xolmatov takes it the simplified way to registered.
// Cameras: Yusupova and Tursunov show the astronaut, Xolmatov grace_hopper.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

const cadastreNumber = '11:14:04:01:01:1630';
const tursunovPhone = '931000003';

/** dd.mm.yyyy of a date `days` ahead, as the act's term fields take it. */
const termDate = (days: number) => inDays(days).split('-').reverse().join('.');

/**
 * One GraphQL operation as the logged-in page sends it (its token and language), answering `data`.
 * The creation form of type 105 is another branch's (i10-form): the act is created through the
 * portal's own GraphQL endpoint from the applicant's browser session instead.
 */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const token = (await readLocalStore(page))?.token;
  expect(token, 'logged in').toBeTruthy();
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'oz' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

test('a simplified power of attorney over a flat: created, its flat corrected on the realty page, registered', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const sessions = await openDealSessions(browser, 'graceHopper');
  const { buyer: attorneySession, notary: notarySession } = sessions;
  try {
    const applicant = new ActDetailModel(page);
    const notary = new ActDetailModel(notarySession.page);
    const logins: Login[] = [];

    const { rid, uuid } = await test.step('Yusupova creates a simplified 105 over her flat', async () => {
      logins[0] = await loginAs(page, people.yusupova);
      const { notaries } = await graphql<{ notaries: { id: number }[] }>(
        page,
        'query E2eNotary($name: String) { notaries(name: $name) { id } }',
        { name: 'Xolmatov' },
      );
      expect(notaries).toHaveLength(1);
      const { createAct } = await graphql<{ createAct: { rid: number; uuid: string } }>(
        page,
        'mutation E2eCreateAct($input: CreateActInput!) { createAct(input: $input) { rid uuid } }',
        {
          input: {
            type: 'realEstatePowerOfAttorney',
            simplified: true,
            fields: { termFrom: termDate(1), termTo: termDate(365) },
            realEstate: { cadastreNumber, cadastreType: 'residential', rooms: 3 },
            parties: [
              {
                role: 'attorney',
                passserial: people.tursunov.passserial,
                passnum: people.tursunov.passnum,
                pin: people.tursunov.pin,
                phone: tursunovPhone,
                grantedRights: { rights: ['realEstateManage', 'realEstateRent'], delegation: false },
              },
            ],
            notary: { mode: 'manual', notaryId: notaries[0]!.id },
          },
        },
      );
      await applicant.goto(`/enotarial_act/${createAct.uuid}`);
      await applicant.seeStepsOfPath([1, 2, 5, 6, 8, 9]);
      await applicant.seeStep(1);
      return { rid: Number(createAct.rid), uuid: createAct.uuid };
    });

    await test.step('she corrects the flat on its own page; the cadastre number stays', async () => {
      await applicant.clickTab('Obyektlar');
      await applicant
        .tabPanel()
        .getByRole('link', { name: new RegExp(cadastreNumber) })
        .click();
      const realty = new ActRealtyModel(page);
      await realty.seeRealty(rid, cadastreNumber);
      await realty.seeCadastreNumberFixed(cadastreNumber);
      await realty.checkAccessibility();
      await realty.fillAddress({ street: 'Nukus', home: '30', flat: '12', area: '64,2' });
      await realty.clickSaveAndReturn(rid);
      await applicant.clickTab('Obyektlar');
      await expect(applicant.tabPanel().getByText('Nukus', { exact: true })).toBeVisible();
      await expect(applicant.tabPanel().getByText('64,2', { exact: true })).toBeVisible();
    });

    await test.step('Tursunov sees the corrected flat in his invitation and accepts', async () => {
      const link = new URL(await invitationLink(page, tursunovPhone, uuid));
      logins[1] = await loginAs(attorneySession.page, people.tursunov);
      const invitation = new ActInvitationModel(attorneySession.page);
      await invitation.goto(`${link.pathname}${link.search}`);
      await invitation.seeInvitation('Nukus');
      await expect(attorneySession.page.getByText(cadastreNumber, { exact: true })).toBeVisible();
      await invitation.clickAccept();
      await invitation.seeAccepted();
      await applicant.seeAction('sendForCheck');
    });

    await test.step('sent for check, reviewed by the notary, time set and confirmed, registered', async () => {
      await applicant.doAction('sendForCheck');
      await applicant.seeStep(2);
      logins[2] = await loginAs(notarySession.page, people.xolmatov);
      const workspace = new NotaryWorkspaceModel(notarySession.page);
      await workspace.goto();
      await workspace.seeAct(rid);
      await workspace.clickAct(rid, `/enotarial_act/${uuid}`);
      await notary.seeStepsOfPath([1, 2, 5, 6, 8, 9]);
      await notary.doAction('acceptCheck');
      await applicant.seeStep(5);
      await notary.seeNoAction('issueInvoices');
      await notary.setTime(inDays(5), '10:00');
      await applicant.seeStep(6);
      await applicant.doAction('confirmTime');
      await notary.seeStep(8);
      await notary.doAction('register');
      const regnum = await notary.seeRegistered();
      await expect(applicant.heading()).toHaveText(regnum);
      await applicant.seeRegistered();
    });

    await test.step('everyone leaves the offer as they found it', async () => {
      const screens = [page, attorneySession.page, notarySession.page];
      for (const [index, screen] of screens.entries()) await restoreOffer(screen, logins[index] as Login);
    });

    sessions.expectNoPageErrors();
  } finally {
    await sessions.close();
  }
});
