// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import analysts from '../../../locales/oz/analysts.json';
import {
  type TraceConsentData,
  traceConsentMachine,
} from '../../../machines/browser-trace/trace-consent.machine';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { BrowserTraceConsentSection } from './browser-trace-consent';

setUpComponentTests({ analysts });
const text = analysts.browserTraces.consent;

describe('the profile’s consent to support’s traces', () => {
  it('shows the consent the ministry holds and changes it with one button', async () => {
    const saved: boolean[] = [];
    const actor = createActor(
      traceConsentMachine.provide({
        actors: {
          load: fromPromise(async (): Promise<TraceConsentData> => ({ consent: false, traced: false })),
          save: fromPromise(async ({ input }: { input: { consent: boolean } }): Promise<TraceConsentData> => {
            saved.push(input.consent);
            return { consent: input.consent, traced: input.consent };
          }),
        },
      }),
    ).start();
    renderWithProviders(<BrowserTraceConsentSection actor={actor} />);
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();
    expect(await screen.findByText(text.notGiven)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.give }));
    expect(await screen.findByText(text.given)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: text.withdraw })).toBeTruthy());
    expect(saved).toEqual([true]);
  });

  it('offers to try again when the consent could not be read', async () => {
    let calls = 0;
    const actor = createActor(
      traceConsentMachine.provide({
        actors: {
          load: fromPromise(async (): Promise<TraceConsentData> => {
            calls += 1;
            if (calls === 1) throw new Error('down');
            return { consent: true, traced: true };
          }),
          save: fromPromise(async (): Promise<TraceConsentData> => ({ consent: true, traced: true })),
        },
      }),
    ).start();
    renderWithProviders(<BrowserTraceConsentSection actor={actor} />);
    fireEvent.click(await screen.findByRole('button', { name: text.retry }));
    expect(await screen.findByText(text.given)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.give })).toBeNull();
  });
});
