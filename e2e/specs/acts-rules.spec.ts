import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, test } from '../fixtures';
import { ActCreateModel, type VehicleSale } from '../models/acts-create.model';
import { ActDetailModel } from '../models/acts-detail.model';
import { ActListModel } from '../models/acts-list.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import { loginAs, openPersonPage, restoreOffer } from '../support/sessions';

// Rahimova, Tursunov's seller, and the stranger Ergashev all have the astronaut registry photo.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

/** A sale of Rahimova's vehicle (docs/sandbox.md, vehicle registry) to Tursunov. */
const saleOf = (stateNumber: string, techPassportNumber: string): VehicleSale => ({
  stateNumber,
  techPassportSeries: 'AAF',
  techPassportNumber,
  buyer: people.tursunov,
  price: '95000000',
});

const bansAndFines = (bans: number, fines: number) =>
  new RegExp(
    `^Transport vositasiga taqiq, hibs yoki cheklov qo‘yilgan yoxud to‘lanmagan jarima mavjud \\(${bans} ta taqiq, ${fines} ta jarima\\)`,
  );

test('the vehicle rules refuse an act with their messages, and a stranger cannot open an act', async ({
  page,
  browser,
}) => {
  // Four logins and five acts: 1.6 min alone, more beside the vitest run on a 2-core host.
  test.setTimeout(420_000);
  const applicantLogin = await loginAs(page, people.rahimova);
  const form = new ActCreateModel(page);

  await test.step('a banned vehicle is refused', async () => {
    await form.gotoSale();
    await form.fillSale(saleOf('30B200BB', '3000002'));
    await form.clickLookup();
    await form.seeVehicleFound('Chevrolet Nexia 3');
    await form.clickCreate();
    await form.seeRefusal(bansAndFines(1, 0));
    await expect(page).toHaveURL('/my_notarial_act/new?type=1');
    await form.checkAccessibility();
  });

  await test.step('a vehicle with an unpaid fine is refused', async () => {
    await form.gotoSale();
    await form.fillSale(saleOf('30C300CC', '3000003'));
    await form.clickCreate();
    await form.seeRefusal(bansAndFines(0, 1));
  });

  await test.step('a vehicle co-owned with a deceased citizen is made in person, and the act says why', async () => {
    await form.gotoSale();
    await form.fillSale(saleOf('30E500EE', '3000005'));
    const { rid: inPersonRid } = await form.clickCreateOrOpenExisting();
    const detail = new ActDetailModel(page);
    await detail.seeUnnumbered(inPersonRid);
    await detail.seeNote(
      'Mulk egalaridan biri vafot etgan: notarial harakat faqat notariusning o‘zida shaxsan rasmiylashtiriladi',
    );
  });

  let rid = 0;
  await test.step('a duplicate act is refused with a working link to the existing one', async () => {
    await form.gotoSale();
    await form.fillSale(saleOf('30H800HH', '3000008'));
    ({ rid } = await form.clickCreateOrOpenExisting());
    const detail = new ActDetailModel(page);
    await detail.seeUnnumbered(rid);

    await form.gotoSale();
    await form.fillSale(saleOf('30H800HH', '3000008'));
    await form.clickCreate();
    await form.seeRefusal(
      // The message reads as a sentence; the act is its link, not a raw path in the text.
      'Shu turdagi yakunlanmagan notarial harakat xuddi shu mulk yoki shaxs bo‘yicha allaqachon mavjud. Uni ochib, davom ettirishingiz mumkin',
    );
    await expect(form.existingActLink()).toHaveAttribute('href', `/my_notarial_act/${rid}`);
    await form.clickExistingAct();
    await expect(page).toHaveURL(`/my_notarial_act/${rid}`);
    await detail.seeUnnumbered(rid);
    await detail.seeStep(1);
  });

  await test.step('a stranger opening the act gets the not-a-party toast and lands on the list', async () => {
    const stranger = await openPersonPage(browser);
    try {
      const strangerLogin = await loginAs(stranger.page, people.ergashev);
      await stranger.page.goto(`/my_notarial_act/${rid}`);
      const list = new ActListModel(stranger.page);
      await list.seeNotAPartyToast();
      await list.seeList();
      await list.checkAccessibility();
      await restoreOffer(stranger.page, strangerLogin);
      stranger.expectNoPageErrors();
    } finally {
      await stranger.close();
    }
  });

  await restoreOffer(page, applicantLogin);
});
