// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import type { Client } from 'urql';
import { describe, expect, it } from 'vitest';
import common from '../../locales/oz/common.json';
import { defaultFaceCheckConfig } from '../../machines/face-check/face-check.config';
import { defaultLocalStore } from '../../machines/session/local-store.schema';
import { AppActor, startAppActor } from '../app-actor/app-actor';
import { createErrorReports } from '../errors/error-reaction';
import { renderWithProviders, setUpComponentTests } from '../testing/render';
import { appLogic } from './app-logic';
import { MinistryBanner } from './ministry-banner';

setUpComponentTests({ common });

/** A client whose queries never answer and whose one subscription the test feeds. */
function statusClient() {
  let push: ((result: { data?: unknown }) => void) | null = null;
  let unsubscribed = false;
  const silent = { toPromise: () => new Promise<never>(() => {}) };
  const client = {
    query: () => silent,
    mutation: () => silent,
    subscription: () => ({
      subscribe(sink: (result: { data?: unknown }) => void) {
        push = sink;
        return {
          unsubscribe: () => {
            unsubscribed = true;
          },
        };
      },
    }),
  } as unknown as Client;
  const status = (value: 'UP' | 'DOWN') => act(() => push?.({ data: { ministryStatus: { status: value } } }));
  return { client, status, unsubscribed: () => unsubscribed };
}

describe('MinistryBanner', () => {
  it('shows while the gateway reports the ministry down and goes when it is back', () => {
    const { client, status, unsubscribed } = statusClient();
    const actor = startAppActor(appLogic(client, createErrorReports()), {
      location: '/',
      navigation: { userAgent: 'test', host: 'localhost', handoffDone: true },
      store: defaultLocalStore,
      faceCheck: defaultFaceCheckConfig,
    });
    renderWithProviders(
      <AppActor.Provider actor={actor}>
        <MinistryBanner />
      </AppActor.Provider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    status('DOWN');
    expect(screen.getByRole('alert').textContent).toContain(common.ministryDown.title);
    expect(screen.getByRole('alert').textContent).toContain(common.ministryDown.text);
    status('UP');
    expect(screen.queryByRole('alert')).toBeNull();
    actor.stop();
    expect(unsubscribed()).toBe(true);
  });
});
