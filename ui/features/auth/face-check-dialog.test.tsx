// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import kaa from '../../../locales/kaa/face.json';
import oz from '../../../locales/oz/face.json';
import ru from '../../../locales/ru/face.json';
import uz from '../../../locales/uz/face.json';
import { defaultFaceCheckConfig } from '../../../machines/face-check/face-check.config';
import {
  type CapturedFrame,
  type FaceCheckEvent,
  faceCheckMachine,
  type LivenessChallenge,
} from '../../../machines/face-check/face-check.machine';
import { initI18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../testing/render';
import { LiveView } from './face-check-dialog';

// The app's own i18next set-up, so the kiosk's Karakalpak line loads as on a kiosk.
beforeAll(async () => {
  await initI18n('ru');
  await i18next.loadNamespaces('face');
});

function checking() {
  const clock = new SimulatedClock();
  const actor = createActor(
    faceCheckMachine.provide({
      actors: {
        camera: fromCallback(() => () => {}),
        liveness: fromCallback(({ sendBack }) => {
          sendBack({ type: 'liveness.subscribed', sessionId: 's' });
          return () => {};
        }),
        captureFrame: fromPromise(() => new Promise<CapturedFrame>(() => {})),
        sendFrame: fromPromise(async () => true),
      },
    }),
    { input: { config: defaultFaceCheckConfig }, clock },
  ).start();
  const send = (event: FaceCheckEvent) => actor.send(event);
  send({ type: 'liveness.connectionOpened' });
  send({ type: 'liveness.sessionOpened', challenge: { step: 'CENTER', index: 1, of: 3 } });
  send({ type: 'camera.started', width: 640, height: 480 });
  send({ type: 'video.started' });
  clock.increment(defaultFaceCheckConfig.faceCheckStartDelayMs);
  const ask = (challenge: LivenessChallenge, errors: number[]) =>
    send({
      type: 'liveness.statsReceived',
      stats: { errors, faceRect: null, isOk: false, challenge, skipped: false },
    });
  return { actor, ask };
}

describe('the face check shows the step the server asks', () => {
  it('in the interface language, with its position, and the hint only when it says something else', async () => {
    const { actor, ask } = checking();
    renderWithProviders(<LiveView faceCheck={actor} kiosk={false} />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('Шаг 1 из 3')).toBeTruthy();
    expect(within(status).getByText(ru.hints['63'])).toBeTruthy();

    ask({ step: 'TURN_RIGHT', index: 2, of: 3 }, [64]);
    expect(await within(status).findByText('Шаг 2 из 3')).toBeTruthy();
    // The step's words once: the same code as a hint is not repeated under it.
    expect(within(status).getAllByText(ru.hints['64'])).toHaveLength(1);
    expect(status.querySelector('[data-step]')?.getAttribute('data-step')).toBe('TURN_RIGHT');
    expect(document.querySelector('[data-arrow="turnRight"]')).not.toBeNull();

    ask({ step: 'EYES_CLOSED', index: 3, of: 3 }, [5, 62]);
    expect(await within(status).findByText(ru.hints['62'])).toBeTruthy();
    expect(within(status).getByText(ru.hints['5'])).toBeTruthy();
  });

  it('adds the Karakalpak words of the step on a kiosk', async () => {
    const { actor, ask } = checking();
    renderWithProviders(<LiveView faceCheck={actor} kiosk />);
    ask({ step: 'CHIN_UP', index: 2, of: 3 }, [67]);
    expect(await screen.findByText(kaa.hints['67'])).toBeTruthy();
    expect(screen.getByText(ru.hints['67'])).toBeTruthy();
  });

  it('has the step line in every interface language', () => {
    for (const face of [oz, uz, ru])
      expect(face.step).toMatch(/\{\{index\}\}.*\{\{of\}\}|\{\{of\}\}.*\{\{index\}\}/);
  });
});
