import { readFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, readLocalStore, test } from '../fixtures';
import { FaceCheckModel } from '../models/face-check.model';
import { HomeModel } from '../models/home.model';
import { LoginResultModel } from '../models/login-result.model';
import { TermsModel } from '../models/terms.model';
import { people } from '../support/people';
import { portalPort } from '../support/portal';
import { type ScriptedStep, seenPositions, seenSteps, useScriptedCamera } from '../support/scripted-camera';
import { type StandardStack, startStandardStack } from '../support/standard-stack';

// The Russian face texts as the page shows them (Playwright's ESM loader takes no JSON import).
const ru = JSON.parse(readFileSync(new URL('../../locales/ru/face.json', import.meta.url), 'utf8')) as {
  hints: Record<string, string>;
};

// The standard liveness policy on a stack of its own (support/standard-stack.ts): a random challenge
// per session, answered by a scripted camera showing a real person's poses (docs/decisions/068).
let stack: StandardStack | undefined;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  stack = await startStandardStack();
});
test.afterAll(async () => {
  await stack?.stop();
});

test.use({
  baseURL: `http://127.0.0.1:${portalPort + 2}`,
  appLocale: 'ru',
  // No fake camera file: getUserMedia is the scripted camera's canvas.
  launchOptions: chromiumLaunchOptions(['--use-fake-ui-for-media-stream']),
});

const instructionCode: Record<ScriptedStep, string> = {
  CENTER: '63',
  TURN_LEFT: '65',
  TURN_RIGHT: '64',
  CHIN_UP: '67',
  CHIN_DOWN: '68',
  EYES_CLOSED: '62',
};

test('a genuine person answers the random challenge, step by step as the dialog asks, and logs in', async ({
  page,
}) => {
  test.setTimeout(200_000);
  await useScriptedCamera(page);
  const dialog = await new HomeModel(page).openLoginDialog('ru');
  await dialog.fillPassport(people.rahimova);
  await dialog.clickIdentify();
  const face = new FaceCheckModel(page, 'ru');
  await face.seeOpen();
  // The first step is the centre; its position names how many the server drew (4 or 5: the centre,
  // two or three actions, the centre again).
  await face.seeStep('CENTER', ru.hints['63']!, /^Шаг 1 из [45]$/, 60_000);

  const result = new LoginResultModel(page, 'ru');
  await result.seeSuccess(150_000);
  // The dialog showed every step's position in order, as the camera saw them (read afterwards: at a
  // person's speed the first step may be gone before a second look at it).
  const positions = await seenPositions(page);
  const total = positions.length;
  expect([4, 5]).toContain(total);
  expect(positions).toEqual(positions.map((_, index) => `Шаг ${index + 1} из ${total}`));
  // The camera turned as each instruction appeared: every step after the centre, none repeated.
  const steps = (await seenSteps(page)) as ScriptedStep[];
  expect(steps).toHaveLength(total - 1);
  expect(new Set(steps).size).toBe(steps.length);
  for (const step of steps) expect(Object.keys(instructionCode)).toContain(step);

  await result.clickContinue();
  const terms = new TermsModel(page, 'ru');
  await terms.seeOpen({ persistent: true });
  await terms.clickAgree();
  await expect.poll(async () => (await readLocalStore(page))?.token ?? null).not.toBeNull();
});

test('the dialog shows each step in the words of its guidance code while the person does it', async ({
  page,
}) => {
  test.setTimeout(200_000);
  // A slow person: each pose only 6 s after its instruction, so the test reads every step on screen.
  await useScriptedCamera(page, 6_000);
  const dialog = await new HomeModel(page).openLoginDialog('ru');
  await dialog.fillPassport(people.yusupova);
  await dialog.clickIdentify();
  const face = new FaceCheckModel(page, 'ru');
  await face.seeStep('CENTER', ru.hints['63']!, /^Шаг 1 из [45]$/, 60_000);
  const total = Number(
    (
      await face
        .instruction()
        .getByText(/^Шаг 1 из/)
        .textContent()
    )?.slice(-1),
  );
  for (let index = 2; index <= total; index++) {
    await expect(face.instruction().getByText(`Шаг ${index} из ${total}`)).toBeVisible({ timeout: 40_000 });
    const step = (await face.instruction().getAttribute('data-step')) as ScriptedStep;
    await expect(face.instruction().getByText(ru.hints[instructionCode[step]]!)).toBeVisible();
  }
  await new LoginResultModel(page, 'ru').seeSuccess(60_000);
});

test('a photograph held still in front of the camera is refused', async ({ page }) => {
  test.setTimeout(200_000);
  // The camera never turns: the person's straight frames only, as a photograph would show.
  await useScriptedCamera(page, 1e9);
  const dialog = await new HomeModel(page).openLoginDialog('ru');
  await dialog.fillPassport(people.ergashev);
  await dialog.clickIdentify();
  const face = new FaceCheckModel(page, 'ru');
  await face.seeStep('CENTER', ru.hints['63']!, /^Шаг 1 из [45]$/, 60_000);
  const result = new LoginResultModel(page, 'ru');
  await result.seeError(120_000);
  expect((await readLocalStore(page))?.token ?? null).toBeNull();
});
