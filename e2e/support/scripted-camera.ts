import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ensureGenuineFrames } from '../../scripts/support/liveness-corpus';
import { genuinePoses } from '../../scripts/support/liveness-poses';

/** The challenge steps as the page names them (`data-step`, the GraphQL enum). */
export const scriptedSteps = [
  'CENTER',
  'TURN_LEFT',
  'TURN_RIGHT',
  'CHIN_UP',
  'CHIN_DOWN',
  'EYES_CLOSED',
] as const;
export type ScriptedStep = (typeof scriptedSteps)[number];

const poseOf: Record<ScriptedStep, keyof (typeof genuinePoses)['franck']> = {
  CENTER: 'center',
  TURN_LEFT: 'turnLeft',
  TURN_RIGHT: 'turnRight',
  CHIN_UP: 'chinUp',
  CHIN_DOWN: 'chinDown',
  EYES_CLOSED: 'eyesClosed',
};

/**
 * A camera that answers the standard policy's challenge with real frames of a real person
 * (docs/decisions/068): getUserMedia gives the page a canvas stream, and the canvas shows, for the
 * step the page is showing (its `data-step`), frames of that pose from the genuine corpus (franck,
 * scripts/support/liveness-corpus.ts). Like a person, it keeps looking straight for `reactionMs`
 * after a new instruction appears, then turns. `seenSteps(page)` tells which instructions it saw.
 */
export async function useScriptedCamera(page: Page, reactionMs = 700): Promise<void> {
  const frames = ensureGenuineFrames().franck;
  const images = Object.fromEntries(
    Object.entries(poseOf).map(([step, pose]) => [
      step,
      genuinePoses.franck[pose].map(
        (n) => `data:image/jpeg;base64,${readFileSync(frames[n - 1]!).toString('base64')}`,
      ),
    ]),
  );
  await page.addInitScript(
    ({ images, reactionMs }) => {
      if (!navigator.mediaDevices) return;
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d');
      const loaded: Record<string, HTMLImageElement[]> = {};
      for (const [step, urls] of Object.entries(images)) {
        loaded[step] = urls.map((url) => {
          const image = new Image();
          image.src = url;
          return image;
        });
      }
      const state = {
        step: 'CENTER',
        since: performance.now(),
        seen: [] as string[],
        positions: [] as string[],
        drawn: 0,
      };
      (window as unknown as { scriptedCamera: typeof state }).scriptedCamera = state;
      setInterval(() => {
        // Before the first instruction and after the last one, the person looks straight.
        const instruction = document.querySelector('[data-step]');
        const shown = instruction?.getAttribute('data-step');
        // The step's position as the dialog words it ("Step 2 of 4"), each one once.
        const position = instruction?.firstElementChild?.textContent;
        if (position && position !== state.positions.at(-1)) state.positions.push(position);
        if (shown && shown !== state.step) {
          state.step = shown;
          state.since = performance.now();
          state.seen.push(shown);
        }
        const pose = performance.now() - state.since < reactionMs ? 'CENTER' : state.step;
        const list = loaded[pose]?.length ? loaded[pose]! : loaded.CENTER!;
        // A new frame of the pose every 200 ms or so: a person is never perfectly still.
        const image = list[Math.floor(state.drawn++ / 4) % list.length]!;
        if (image.complete && context) context.drawImage(image, 0, 0, 640, 480);
      }, 50);
      navigator.mediaDevices.getUserMedia = async () => canvas.captureStream(20);
    },
    { images, reactionMs },
  );
}

/** The steps' positions the dialog showed ("Step 1 of 4", ...), in order, as the camera saw them. */
export async function seenPositions(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { scriptedCamera?: { positions: string[] } }).scriptedCamera?.positions ?? [],
  );
}

/** The instructions the scripted camera saw, in order (after the first, the centre). */
export async function seenSteps(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { scriptedCamera?: { seen: string[] } }).scriptedCamera?.seen ?? [],
  );
}
