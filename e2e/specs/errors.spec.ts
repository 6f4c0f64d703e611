import type { Page } from '@playwright/test';
import { expect, readLocalStore, test } from '../fixtures';
import { KioskMainModel } from '../models/kiosk-main.model';
import { StatusModel } from '../models/status.model';

/** Answers one GraphQL operation (by the name in its document) with a body of our own. */
async function answerOperationWith(page: Page, operation: string, body: unknown) {
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      const request = route.request();
      // urql sends short queries as GET (query in the URL) and others as POST.
      const query =
        request.method() === 'GET'
          ? (new URL(request.url()).searchParams.get('query') ?? '')
          : String(request.postDataJSON()?.query ?? '');
      if (!query.includes(operation)) return route.fallback();
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    },
  );
}

/** Answers the kiosk page's act-type query with a gateway error carrying `extensions.code`. */
const answerActTypesWith = (page: Page, body: unknown) => answerOperationWith(page, 'KioskActTypes', body);

test.use({ appLocale: 'oz', token: 'e2e-session-token' });

test('the kiosk main page lists act shortcuts by their names from the ministry', async ({ page }) => {
  const kiosk = new KioskMainModel(page, 'oz');
  await kiosk.goto();
  await kiosk.seeMain();
  // Names come from Query.actTypes (the seeded ministry), so only the link target is asserted.
  await expect(page.locator('a[href="/kiosk/my_notarial_act/new?type=1"]')).toBeVisible();
  await kiosk.checkAccessibility();
});

test('TOKEN_EXPIRED shows a 3 s toast, ends the session and goes to kiosk auth', async ({ page }) => {
  await answerActTypesWith(page, {
    data: null,
    errors: [{ message: 'Access Denied', extensions: { code: 'TOKEN_EXPIRED' } }],
  });
  await page.goto('/kiosk/main');
  await expect(page.getByText('Sessiya muddati tugadi. Iltimos, tizimga qaytadan kiring.')).toBeVisible();
  await expect(page).toHaveURL('/kiosk/auth');
  expect(await readLocalStore(page)).toMatchObject({ token: null, user: null, redirectUrl: '/kiosk/main' });
});

test('FORBIDDEN sends the kiosk user to /kiosk/403', async ({ page }) => {
  await answerActTypesWith(page, {
    data: null,
    errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }],
  });
  await page.goto('/kiosk/main');
  await new StatusModel(page).seeForbidden('oz', '/kiosk/403');
});

test('a mocked act list renders names in the current locale', async ({ page }) => {
  await answerActTypesWith(page, {
    data: {
      actTypes: [
        {
          __typename: 'ActType',
          id: 1,
          name: {
            __typename: 'LocalizedText',
            oz: 'Avto oldi-sotdi',
            uz: 'Авто олди-сотди',
            ru: 'Купля-продажа авто',
          },
        },
      ],
    },
  });
  await page.goto('/kiosk/main');
  const kiosk = new KioskMainModel(page, 'oz');
  await kiosk.seeActShortcut('Avto oldi-sotdi', 1);
});

test('a 418 on a kiosk act page returns to the kiosk list, not the browser one', async ({ page }) => {
  await answerOperationWith(page, 'query ActUuid', {
    data: null,
    errors: [{ message: 'not a party', extensions: { code: 'PIN_NOT_FOUND_IN_UUID' } }],
  });
  // The stand-in session's own acts: none (the kiosk list asks the ministry, which does not know the token).
  await answerOperationWith(page, 'query KioskMyActs', {
    data: { myActs: { __typename: 'ActList', items: [], total: 0, page: 1, size: 8 } },
  });
  await page.goto('/kiosk/my_notarial_act/5');
  await expect(
    page.getByText('Kirish cheklangan: siz ushbu notarial harakat ishtirokchisi emassiz'),
  ).toBeVisible();
  await expect(page).toHaveURL('/kiosk/my_notarial_act');
  // The kiosk's own list: its heading and the empty in-process tab.
  await expect(page.getByRole('heading', { level: 1, name: 'Mening notarial harakatlarim' })).toBeVisible();
  await expect(page.getByText('Hozircha notarial harakatlar yo‘q')).toBeVisible();
});
