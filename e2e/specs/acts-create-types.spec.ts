import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, test } from '../fixtures';
import { ActCreateModel } from '../models/acts-create.model';
import { ActDetailModel } from '../models/acts-detail.model';
import { ActInvitationModel } from '../models/acts-invitation.model';
import { ProfileModel } from '../models/profile.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import { invitationPath, type Login, loginAs, openPersonPage, restoreOffer } from '../support/sessions';

// The applicant Rahimova and the attorney Tursunov have the astronaut registry photo: the test's
// browser shows the astronaut camera (docs/sandbox.md), as in acts-lifecycle.spec.ts.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

/** Tursunov's phone in the registry: his invitation SMS goes there (acts-lifecycle.spec.ts). */
const tursunovPhone = '931000003';

/** Latin Uzbek texts (locales/oz: actTypes.json titles, roles, rights, fields; acts.json validation). */
const text = {
  generalPowerOfAttorney: 'Bosh ishonchnoma',
  ministryTypeName: /Umumiy ishonchnoma/,
  attorney: 'Ishonchli vakil 1',
  buyer: 'Xaridor 1',
  termFrom: 'Amal qilish muddati boshlanishi',
  termTo: 'Amal qilish muddati tugashi',
  realEstateSell: 'Ko‘chmas mulkni sotish',
  representInCourt: 'Sudda vakillik qilish',
  noPropertyRights: 'Bosh ishonchnoma ko‘chmas mulk yoki transport vositalariga oid vakolat bera olmaydi',
  pinLength: 'JShShIR 14 ta raqamdan iborat',
} as const;

/** dd.mm.yyyy `days` from today. */
function dayIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

test('a general power of attorney: a real-estate right is refused by its rule, without it the act reaches step 2', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const attorneySession = await openPersonPage(browser);
  const logins: Login[] = [];
  try {
    const applicant = new ActDetailModel(page);
    const form = new ActCreateModel(page);

    await test.step('the principal fills a general power of attorney granting a real-estate sale', async () => {
      logins[0] = await loginAs(page, people.rahimova);
      await form.gotoType(11651, text.generalPowerOfAttorney);
      await form.fillDetail(text.termFrom, dayIn(0));
      await form.fillDetail(text.termTo, dayIn(365));
      await form.fillParty(text.attorney, people.tursunov);
      await form.setRight(text.attorney, text.realEstateSell, true);
      await form.setRight(text.attorney, text.representInCourt, true);
      await form.checkAccessibility();
    });

    await test.step('the rule refuses it on the rights, and nothing is created', async () => {
      await form.clickCreate();
      await form.seePartyMessage(text.attorney, text.noPropertyRights);
      await expect(page).toHaveURL('/my_notarial_act/new?type=11651');
    });

    const { rid, uuid } = await test.step('without the real-estate right it is created', async () => {
      await form.setRight(text.attorney, text.realEstateSell, false);
      const created = await form.clickCreateAndSeeCreated();
      await applicant.seeUnnumbered(created.rid);
      await applicant.seeStep(1);
      await applicant.seeNoAction('sendForCheck');
      // Until he accepts, the principal sees what she typed and his registry name, not his phone.
      await applicant.seeUndisclosedParty('Tursunov', [tursunovPhone]);
      return created;
    });

    await test.step('the attorney accepts the invitation', async () => {
      logins[1] = await loginAs(attorneySession.page, people.tursunov);
      const invitation = new ActInvitationModel(attorneySession.page);
      await invitation.goto(await invitationPath(attorneySession.page, tursunovPhone, uuid));
      await invitation.seeInvitation(text.ministryTypeName);
      await invitation.clickAccept();
      await invitation.seeAccepted();
      await invitation.clickOpenAct();
      await expect(attorneySession.page).toHaveURL(`/my_notarial_act/${rid}`);
    });

    await test.step('the attorney reads on his profile that the principal named him in it', async () => {
      const profile = new ProfileModel(attorneySession.page, 'oz');
      await profile.goto();
      await profile.seeLookup('Rahimova Dilnoza Akmal qizi', text.ministryTypeName);
      await attorneySession.page.goto(`/my_notarial_act/${rid}`);
    });

    await test.step('the principal sends it for check: step 2', async () => {
      await applicant.doAction('sendForCheck');
      await applicant.seeStep(2);
      await new ActDetailModel(attorneySession.page).seeStep(2);
    });
    attorneySession.expectNoPageErrors();
  } finally {
    if (logins[1]) await restoreOffer(attorneySession.page, logins[1]);
    if (logins[0]) await restoreOffer(page, logins[0]);
    await attorneySession.close();
  }
});

test('/enotarial_act/-1 opens the new-act form with the linked person as the buyer; a bad PIN says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = await loginAs(page, people.rahimova);
  try {
    const form = new ActCreateModel(page);
    const { passserial, passnum, pin } = people.tursunov;
    await page.goto(`/enotarial_act/-1?pin=${pin}&passserial=${passserial}&passnum=${passnum}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Notarial harakat yaratish' })).toBeVisible();
    await form.seeParty(text.buyer, people.tursunov);
    await form.checkAccessibility();

    await page.goto(`/enotarial_act/-1?pin=3300179999&passserial=${passserial}&passnum=${passnum}`);
    await form.seeParty(text.buyer, { ...people.tursunov, pin: '3300179999' });
    await form.seePartyMessage(text.buyer, text.pinLength);
  } finally {
    await restoreOffer(page, login);
  }
});
