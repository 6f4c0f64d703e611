import QRCode from 'qrcode';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, test } from '../fixtures';
import { ActCreateModel } from '../models/acts-create.model';
import { ActDetailModel } from '../models/acts-detail.model';
import { ActInvitationModel } from '../models/acts-invitation.model';
import { ActListModel } from '../models/acts-list.model';
import { NotaryWorkspaceModel } from '../models/acts-notary-workspace.model';
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

// The simplified flow (specification section 4, decision 036): Rahimova sells 30J900JJ to Tursunov
// with "create simplified act"; the act goes review → time → registration without the applicant's
// confirmation, invoices or payment. Cameras as in acts-lifecycle.spec.ts: Rahimova and Tursunov
// show the astronaut, notary Xolmatov (the automatic choice in Samarkand) grace_hopper.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

const tursunovPhone = '931000003';
const tursunovName = 'Tursunov Sherzod';

test('a simplified vehicle sale: created from my acts, its QR scanned in the room, registered without payment', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const sessions = await openDealSessions(browser, 'graceHopper');
  const { buyer: buyerSession, notary: notarySession } = sessions;
  try {
    const applicant = new ActDetailModel(page);
    const notary = new ActDetailModel(notarySession.page);
    const logins: Login[] = [];

    const { rid, uuid } =
      await test.step('the applicant creates a simplified sale from my acts', async () => {
        logins[0] = await loginAs(page, people.rahimova);
        const list = new ActListModel(page);
        await list.goto();
        await list.clickCreateSimplified();
        const form = new ActCreateModel(page);
        await form.seeSimplifiedForm();
        await form.fillSale({
          stateNumber: '30J900JJ',
          techPassportSeries: 'AAF',
          techPassportNumber: '3000009',
          buyer: people.tursunov,
          price: '180000000',
        });
        await form.checkAccessibility();
        const created = await form.clickCreateAndSeeCreatedByUuid();
        await applicant.seeUnnumbered(created.rid);
        await applicant.seeStepsOfPath([1, 2, 5, 6, 8, 9]);
        await applicant.seeStep(1);
        await applicant.seeNoAction('sendForCheck');
        return created;
      });

    await test.step('the buyer in the room scans the QR code of the parties tab and accepts', async () => {
      const link = await invitationLink(page, tursunovPhone, uuid);
      const qr = await applicant.seeInvitationQr(tursunovName);
      await applicant.checkAccessibility();
      // The code on screen is the SMS's link, drawn as the portal draws it.
      const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      await expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);

      logins[1] = await loginAs(buyerSession.page, people.tursunov);
      const invitation = new ActInvitationModel(buyerSession.page);
      const url = new URL(link);
      await invitation.goto(`${url.pathname}${url.search}`);
      await invitation.seeInvitation(/Chevrolet Onix, 30J900JJ/);
      await invitation.clickAccept();
      await invitation.seeAccepted();
      // Answered: nothing is left to scan, live on the applicant's screen.
      await applicant.seeNoInvitationQr();
      await applicant.seeAction('sendForCheck');
    });

    await test.step('the applicant sends it; the notary reviews it from the queue', async () => {
      await applicant.doAction('sendForCheck');
      await applicant.seeStep(2);
      logins[2] = await loginAs(notarySession.page, people.xolmatov);
      const workspace = new NotaryWorkspaceModel(notarySession.page);
      await workspace.goto();
      await workspace.seeAct(rid);
      await workspace.clickAct(rid, `/enotarial_act/${uuid}`);
      await notary.seeStepsOfPath([1, 2, 5, 6, 8, 9]);
      await notary.doAction('acceptCheck');
      // No confirmation by the applicant and no invoices: straight to the time.
      await applicant.seeStep(5);
      await notary.seeStep(5);
      await notary.seeNoAction('issueInvoices');
      await applicant.seeNoAction('confirm');
    });

    await test.step('the notary sets a time, the applicant confirms it, the notary registers', async () => {
      await notary.setTime(inDays(4), '11:00');
      await applicant.seeStep(6);
      await applicant.doAction('confirmTime');
      await notary.seeStep(8);
      await notary.doAction('register');
      const regnum = await notary.seeRegistered();
      await expect(applicant.heading()).toHaveText(regnum);
      await applicant.seeRegistered();
      await applicant.checkAccessibility();
    });

    await test.step('everyone leaves the offer as they found it', async () => {
      const screens = [page, buyerSession.page, notarySession.page];
      for (const [index, screen] of screens.entries()) await restoreOffer(screen, logins[index] as Login);
    });

    sessions.expectNoPageErrors();
  } finally {
    await sessions.close();
  }
});
