import type { Browser, Page } from '@playwright/test';
import { AdminKiosksModel, KioskEnrolModel } from '../models/kiosks.model';
import { people } from './people';
import { loginAs, openPersonPage } from './sessions';

/**
 * Enrols the kiosk that `kiosk` (a page of its own browser context) stands for, as an office does it
 * (decision 070): the administrator Saidov, at another computer of `browser`, issues a one-time code
 * for `officeId` at /admin/kiosks; the code is typed on the kiosk's /kiosk/enrol with its on-screen
 * keyboard, and the kiosk's key pair stays in that context's IndexedDB. `browser`'s camera must show
 * Saidov's registry face (astronaut).
 */
export async function enrolKioskThroughAdmin(
  browser: Browser,
  kiosk: Page,
  officeId: number,
  label: string,
): Promise<void> {
  const admin = await openPersonPage(browser);
  try {
    await loginAs(admin.page, people.saidov);
    const kiosks = new AdminKiosksModel(admin.page, 'oz');
    await kiosks.goto();
    const code = await kiosks.enrol(officeId, label);
    const enrol = new KioskEnrolModel(kiosk, 'oz');
    await enrol.goto();
    await enrol.typeCode(code);
    await enrol.seeEnrolled(officeId, label);
    admin.expectNoPageErrors();
  } finally {
    await admin.close();
  }
}
