import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, readLocalStore, test } from '../fixtures';
import { KioskAuthModel } from '../models/kiosk-auth.model';
import { KioskIdleModel } from '../models/kiosk-idle.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import { kioskLoginAs } from '../support/sessions';

test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

/** A value in the kiosk enrolment's IndexedDB store (ui/features/kiosks/kiosk-credential.ts), beside its key. */
const enrolmentMarker = { key: 'e2e-marker', value: 'the kiosk stays enrolled' };

test('a kiosk left alone asks whether the person is still there, then forgets them', async ({ page }) => {
  test.setTimeout(120_000);
  await kioskLoginAs(page, people.rashidov);
  const idle = new KioskIdleModel(page, 'oz');
  await idle.openMyActs();
  // Installed once logged in (decision 074): installed before the first page, the login went through
  // but the closed login dialogs' backdrops stayed over the page, catching every click. Timers set
  // from here on are the fake clock's; the watch's own restarts at the tap below.
  await page.clock.install();
  await expect(page.getByText(/rashidov/i).first()).toBeVisible();
  await page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('notary-kiosk', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('credential');
        open.onsuccess = () => {
          const transaction = open.result.transaction('credential', 'readwrite');
          transaction.objectStore('credential').put(value, key);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
        open.onerror = () => reject(open.error);
      }),
    enrolmentMarker,
  );

  await test.step('the countdown appears after 120 s without a touch and ticks each second', async () => {
    await idle.stopTimeAndTap();
    await page.clock.runFor(119_000);
    await idle.seeNoWarning();
    await page.clock.runFor(1_000);
    await idle.seeWarning(30);
    await page.clock.runFor(1_000);
    await idle.seeWarning(29);
    // axe waits on timers: it runs with the clock going, which is stopped again before the answer.
    await page.clock.resume();
    await idle.checkAccessibility();
    await idle.stopTime();
  });

  await test.step('"I am still here" keeps the session for another whole period', async () => {
    await idle.clickStillHere();
    await page.clock.runFor(119_000);
    await idle.seeNoWarning();
    await idle.seeMyActs();
    expect((await readLocalStore(page))?.token).not.toBeNull();
    await page.clock.runFor(1_000);
    await idle.seeWarning(30);
  });

  await test.step('left alone again, the session ends and the kiosk keeps nothing of the person', async () => {
    await page.clock.runFor(30_000);
    await page.clock.resume();
    await expect(page).toHaveURL('/kiosk/auth');
    await new KioskAuthModel(page, 'oz').seePage();
    await idle.seeNoMyActs();
    await expect(page.getByText(/rashidov/i)).toHaveCount(0);
    expect(await readLocalStore(page)).toEqual({
      redirectUrl: null,
      mode: 'kiosk',
      locale: 'oz',
      token: null,
      user: null,
    });
    const storage = await page.evaluate(() => ({
      localKeys: Object.keys(localStorage),
      sessionKeys: Object.keys(sessionStorage),
      cookie: document.cookie,
    }));
    expect(storage).toEqual({ localKeys: ['localStore'], sessionKeys: [], cookie: 'locale=oz' });
    // The kiosk's own enrolment is kept.
    const kept = await page.evaluate(
      (key) =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('notary-kiosk', 1);
          open.onsuccess = () => {
            const read = open.result.transaction('credential').objectStore('credential').get(key);
            read.onsuccess = () => {
              open.result.close();
              resolve(read.result);
            };
            read.onerror = () => reject(read.error);
          };
          open.onerror = () => reject(open.error);
        }),
      enrolmentMarker.key,
    );
    expect(kept).toBe(enrolmentMarker.value);
  });

  await test.step('Back does not bring the person’s page back from memory', async () => {
    await page.goBack();
    await expect(page).toHaveURL('/kiosk/auth');
    await new KioskAuthModel(page, 'oz').seePage();
    await idle.seeNoMyActs();
    await expect(page.getByText(/rashidov/i)).toHaveCount(0);
    expect(await readLocalStore(page)).toMatchObject({ token: null, user: null });
  });
});
