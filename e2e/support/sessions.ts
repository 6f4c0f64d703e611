import { type Browser, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { collectPageErrors, type Locale, readLocalStore, seedLocalStore } from '../fixtures';
import { FaceCheckModel } from '../models/face-check.model';
import { HomeModel } from '../models/home.model';
import { KioskAuthModel } from '../models/kiosk-auth.model';
import { KioskMainModel } from '../models/kiosk-main.model';
import type { Passport } from '../models/login-dialog.model';
import { LoginResultModel } from '../models/login-result.model';
import { TermsModel } from '../models/terms.model';
import { UserMenuModel } from '../models/user-menu.model';
import { type Camera, fakeCameraArgs } from './fake-camera';
import { portalPort } from './portal';

export interface Login {
  /** Whether this login accepted the public offer (the person's termsofuse was 0). */
  acceptedOffer: boolean;
}

/**
 * Logs `person` in as a person does (login-browser.spec.ts): the home page's login button, the
 * passport, the live face check in front of the browser's fake camera, the success dialog, and the
 * public offer when this person has not accepted it yet. Ends on the logged-in screen.
 */
export async function loginAs(
  page: Page,
  person: Passport,
  locale: Locale = 'oz',
  /** How long the face check may take to succeed (LoginResultModel.seeSuccess's default otherwise). */
  options: { successTimeout?: number } = {},
): Promise<Login> {
  const dialog = await new HomeModel(page).openLoginDialog(locale);
  await dialog.seeOpen();
  await dialog.fillPassport(person);
  await dialog.clickIdentify();
  await new FaceCheckModel(page, locale).seeOpen();
  const result = new LoginResultModel(page, locale);
  await result.seeSuccess(options.successTimeout);
  await result.clickContinue();
  await expect.poll(async () => (await readLocalStore(page))?.token ?? null).not.toBeNull();
  // Another spec of the run may have had this person accept the offer already.
  const acceptedOffer = (await readLocalStore(page))?.user?.termsofuse !== 1;
  if (acceptedOffer) {
    const terms = new TermsModel(page, locale);
    await terms.seeOpen({ persistent: true });
    await terms.clickAgree();
  }
  await new UserMenuModel(page, locale).seeLoggedIn();
  return { acceptedOffer };
}

/**
 * Logs `person` in on a kiosk as login-kiosk.spec.ts does: /kiosk/auth, the passport typed on the
 * on-screen keyboards, the face check, the success dialog and the offer if still to accept. Ends on
 * the kiosk main page (the person has no notifications), or, with `notifications`, where the
 * notification list opens over it for the caller to read.
 */
export async function kioskLoginAs(
  page: Page,
  person: Passport,
  options: { notifications?: boolean } = {},
): Promise<Login> {
  const auth = new KioskAuthModel(page, 'oz');
  await auth.goto();
  await auth.seePage();
  await auth.typePassport(person);
  await auth.clickIdentify();
  await new FaceCheckModel(page, 'oz').seeOpen();
  const result = new LoginResultModel(page, 'oz');
  await result.seeSuccess();
  await result.clickContinue();
  await expect.poll(async () => (await readLocalStore(page))?.token ?? null).not.toBeNull();
  const acceptedOffer = (await readLocalStore(page))?.user?.termsofuse !== 1;
  if (acceptedOffer) {
    const terms = new TermsModel(page, 'oz');
    await terms.seeOpen({ persistent: true });
    await terms.clickAgree();
  }
  if (!options.notifications) await new KioskMainModel(page, 'oz').seeMain();
  return { acceptedOffer };
}

/**
 * Leaves the person's offer as it was before `login`: the login specs count on seeded people who
 * have not accepted it (people.ts). The footer's offer, Disagree: termsofuse 0 again, logged out.
 */
export async function restoreOffer(page: Page, login: Login, locale: Locale = 'oz') {
  if (!login.acceptedOffer) return;
  const terms = new TermsModel(page, locale);
  await terms.clickFooterLink();
  await terms.seeOpen({ persistent: false });
  await terms.clickDisagree();
  // A kiosk goes back to its login (section 4, "Disagree"), which has no login button to see.
  if (new URL(page.url()).pathname.startsWith('/kiosk')) {
    await expect(page).toHaveURL(/\/kiosk\/auth$/);
    await expect.poll(async () => (await readLocalStore(page))?.token ?? null).toBeNull();
  } else await new UserMenuModel(page, locale).seeLoggedOut();
}

export interface PersonSession {
  context: BrowserContext;
  page: Page;
  /** Fails on any error thrown in the page, like the `page` fixture does. */
  expectNoPageErrors(): void;
  close(): Promise<void>;
}

/**
 * A page in a context of its own (another person at another computer) of `browser`, whose fake
 * camera is the one the browser was launched with. The store starts in `locale`, as the `page`
 * fixture's does, and errors thrown in the page are collected the same way. `storageState` (a closed
 * context's) reopens the person's browser as they left it: their session in localStorage.
 */
export async function openPersonPage(
  browser: Browser,
  locale: Locale = 'oz',
  options: { storageState?: Awaited<ReturnType<BrowserContext['storageState']>> } = {},
): Promise<PersonSession> {
  // A browser launched by the spec itself knows nothing of the project's options.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...options });
  const page = await context.newPage();
  await seedLocalStore(page, { redirectUrl: null, mode: 'browser', locale, token: null, user: null });
  const errors = await collectPageErrors(page);
  return {
    context,
    page,
    expectNoPageErrors: () => expect(errors, 'errors thrown in the page').toEqual([]),
    close: () => context.close(),
  };
}

/**
 * The other two people of a deal: the buyer in a context of the test's own browser (the applicant's
 * camera), the notary in a browser of their own that shows `notaryCamera`. `close` ends both.
 */
export async function openDealSessions(browser: Browser, notaryCamera: Camera) {
  const buyer = await openPersonPage(browser);
  const notaryBrowser = await chromium.launch(chromiumLaunchOptions(fakeCameraArgs(notaryCamera)));
  const notary = await openPersonPage(notaryBrowser);
  return {
    buyer,
    notary,
    expectNoPageErrors() {
      buyer.expectNoPageErrors();
      notary.expectNoPageErrors();
    },
    async close() {
      await buyer.close();
      await notary.close();
      await notaryBrowser.close();
    },
  };
}

/** A visit `days` ahead, YYYY-MM-DD in the local calendar. */
export function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Messages of the sandbox SMS gateway (docs/sandbox.md), newest first; the ministry's own port in e2e. */
export interface SmsMessage {
  id: number;
  phone: string;
  text: string;
  link: string;
  at: string;
}

export const ministryURL = `http://127.0.0.1:${portalPort + 1}`;
/** Where invitation links lead: scripts/start.ts's default PUBLIC_URL, the worker's gateway's own address. */
export const portalOrigin = `http://localhost:${portalPort}`;

/** Waits for the invitation SMS of act `uuid` to `phone` and answers its link's path and query. */
export async function invitationPath(page: Page, phone: string, uuid: string): Promise<string> {
  const url = new URL(await invitationLink(page, phone, uuid));
  return `${url.pathname}${url.search}`;
}

/** The whole invitation link of the SMS to `phone` for the act `uuid`, on the portal's origin. */
export async function invitationLink(page: Page, phone: string, uuid: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${ministryURL}/api/sms_outbox?phone=${phone}`);
      const messages = (await response.json()) as SmsMessage[];
      link = messages.find((message) => message.link.includes(`/enotarial_act/${uuid}?invite=`))?.link;
      return link ?? null;
    })
    .not.toBeNull();
  expect(new URL(link as string).origin).toBe(portalOrigin);
  return link as string;
}

/**
 * The path and query of the newest invitation SMS to `phone` about an act of type `typeName` (the
 * text names the type): for an act opened by its number, whose uuid the page does not show.
 */
export async function invitationPathAbout(page: Page, phone: string, typeName: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${ministryURL}/api/sms_outbox?phone=${phone}`);
      const messages = (await response.json()) as SmsMessage[];
      link = messages.find(
        (message) => message.text.includes(typeName) && message.link.includes('?invite='),
      )?.link;
      return link ?? null;
    })
    .not.toBeNull();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}
