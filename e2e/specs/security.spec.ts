import { expect, test } from '../fixtures';
import { HomeModel } from '../models/home.model';

// The portal as `npm start` runs it (decisions 024 and 025). Every spec fails on a Content-Security-
// Policy violation (fixtures.ts); this one shows the policy is there and that the styles it admits by
// nonce are the page's own.

test.use({ appLocale: 'oz' });

test('the page carries a strict policy and its styles apply under it', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['permissions-policy']).toBe('camera=(self), microphone=(self)');
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();

  const home = new HomeModel(page);
  await home.seeHome('oz');
  // Emotion's <style> tags carry this answer's nonce, and the browser applied their rules.
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => ({
      nonce: style.nonce,
      rules: style.sheet?.cssRules.length ?? 0,
    })),
  );
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.every((style) => style.nonce === nonce)).toBe(true);
  expect(styles.reduce((sum, style) => sum + style.rules, 0)).toBeGreaterThan(0);

  // A new answer, a new nonce.
  const again = await page.request.get('/');
  expect(again.headers()['content-security-policy']).not.toContain(nonce);
});

test('GraphQL answers no introspection in production', async ({ request }) => {
  const response = await request.post('/graphql', {
    data: { query: '{ __schema { queryType { name } } }' },
  });
  const body = (await response.json()) as {
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  // graphql-js's refusal in the request's language (oz by default), its own text as the detail.
  expect(body.errors?.[0]).toMatchObject({
    message: 'So‘rov noto‘g‘ri tuzilgan.',
    extensions: { code: 'BAD_REQUEST', detail: 'Introspection is disabled.' },
  });
  expect(response.headers()['cache-control']).toBe('no-store');
});
