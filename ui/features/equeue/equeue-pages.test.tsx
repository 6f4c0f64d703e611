// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import equeue from '../../../locales/oz/equeue.json';
import type { AppEmitted } from '../../../machines/app/app.machine';
import type { KioskOperation } from '../../../machines/kiosk/kiosk.schema';
import {
  kioskKeyAlgorithm,
  kioskProofMessage,
  kioskSignatureAlgorithm,
} from '../../../machines/kiosk/kiosk-proof';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { KioskCredentialContext, type KioskCredentialStore } from '../kiosks';
import { EqueuePage } from './equeue-page';
import { KioskEqueuePage } from './kiosk-equeue-page';

setUpComponentTests({ equeue });

const name = (oz: string) => ({ oz, uz: `${oz} (uz)`, ru: `${oz} (ru)` });
const operationName = (query: DocumentNode) =>
  (query.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;

const booking = {
  __typename: 'EqueueBooking',
  id: 41,
  typeid: null,
  regdate: '2026-11-24T04:00:00.000Z',
  notary: { id: 3, name: name('Tojiyev Sardor') },
  office: { id: 2, name: name('2-idora'), address: name('Navoiy 5') },
  equeuetime: '2026-11-26T05:00:00.000Z',
  notaryaction: null,
  updtime: '2026-11-24T04:00:00.000Z',
  state: 'booked_upcoming',
  regtime: null,
  phone: null,
  email: null,
  description: null,
  queueNumber: null,
  tab: 'registering',
  stateKey: 'state.booked_upcoming',
  lateNotice: false,
  canCancel: true,
  canReschedule: true,
  canCheckIn: false,
};

function fakeClient(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const calls: string[] = [];
  const call = (document: DocumentNode, variables: Record<string, unknown>) => {
    const operation = operationName(document) ?? '';
    calls.push(`${operation} ${JSON.stringify(variables)}`);
    return { toPromise: () => Promise.resolve({ data: answers[operation]?.(variables) }) };
  };
  return { calls, client: { query: vi.fn(call), mutation: vi.fn(call) } };
}

describe('/equeue', () => {
  it('shows the registering tab’s bookings with their fields, cancels one, and asks the list again', async () => {
    let cancelled = false;
    const { calls, client } = fakeClient({
      EqueueBookings: (variables) => ({
        equeueBookings: {
          total: variables.tab === 'registering' && !cancelled ? 1 : 0,
          page: 1,
          size: 10,
          items: variables.tab === 'registering' && !cancelled ? [booking] : [],
        },
      }),
      SendEqueueAction: () => {
        cancelled = true;
        return { sendEqueueAction: { ...booking, state: 'cancelled', canCancel: false } };
      },
    });
    renderWithProviders(
      <TestAppActor>
        <EqueuePage />
      </TestAppActor>,
      { client },
    );
    const row = await screen.findByTestId('equeue-booking');
    expect(within(row).getByText('2-idora')).toBeTruthy();
    // Section 9's dates: dd.mm.yyyy, Tashkent time (05:00Z is 10:00 there).
    expect(row.textContent).toContain('26.11.2026 10:00');
    expect(row.textContent).toContain('24.11.2026 09:00');
    expect(row.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(within(row).getByText('Navoiy 5')).toBeTruthy();
    expect(within(row).getByText(equeue.state.booked_upcoming)).toBeTruthy();
    expect(within(row).getByText(equeue.consultation)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: equeue.cancel }));
    await screen.findByText(equeue.empty);
    expect(calls).toEqual([
      'EqueueBookings {"tab":"registering","page":1,"size":10}',
      'SendEqueueAction {"bookingId":41,"action":"cancel"}',
      'EqueueBookings {"tab":"registering","page":1,"size":10}',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: equeue.tabs.history }));
    await waitFor(() => expect(calls.at(-1)).toBe('EqueueBookings {"tab":"history","page":1,"size":10}'));
  });
});

describe('/equeue without a session', () => {
  it('leaves the login to the error policy and shows no load error for a list refused for want of one', async () => {
    const emitted: AppEmitted[] = [];
    const refused = new CombinedError({
      graphQLErrors: [{ message: 'Access Denied', extensions: { code: 'TOKEN_EXPIRED' } }],
    });
    const query = vi.fn(() => ({ toPromise: () => Promise.resolve({ error: refused }) }));
    renderWithProviders(
      <TestAppActor onEmitted={(event) => emitted.push(event)}>
        <EqueuePage />
      </TestAppActor>,
      { client: { query, mutation: query } },
    );
    await waitFor(() =>
      expect(emitted).toContainEqual(
        expect.objectContaining({
          type: 'app.errorShown',
          toast: expect.objectContaining({ key: 'TOKEN_EXPIRED' }),
        }),
      ),
    );
    // The call settled (no spinner), and no load error or retry is left behind the login.
    await waitFor(() => expect(screen.queryByLabelText(equeue.loading)).toBeNull());
    expect(screen.queryByText(equeue.load.error)).toBeNull();
    expect(screen.queryByRole('button', { name: equeue.retry })).toBeNull();
  });
});

describe('/kiosk/equeue', () => {
  /** A device enrolled as kiosk 3 of office 2, its key made by WebCrypto as the enrolment page makes it. */
  async function enrolledDevice(): Promise<{ store: KioskCredentialStore; publicKey: CryptoKey }> {
    const pair = await crypto.subtle.generateKey(kioskKeyAlgorithm, false, ['sign', 'verify']);
    const credential = { identity: { ...identity }, privateKey: pair.privateKey };
    return {
      store: { load: async () => credential, save: async () => undefined },
      publicKey: pair.publicKey,
    };
  }
  const identity = { kioskId: 3, label: 'Kirish', office: { id: 2, name: name('2-idora') } };
  const signedBy = async (
    publicKey: CryptoKey,
    proof: { kioskId: number; nonce: string; signature: string },
    operation: KioskOperation,
    inputs: string[],
  ) =>
    crypto.subtle.verify(
      kioskSignatureAlgorithm,
      publicKey,
      Uint8Array.from(atob(proof.signature.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
      new TextEncoder().encode(kioskProofMessage(proof.kioskId, proof.nonce, operation, inputs)),
    );
  let nonces = 0;
  const answers = {
    KioskNonce: () => ({ kioskNonce: { nonce: `nonce-${++nonces}`, expiresAt: '2026-11-24T05:01:00.000Z' } }),
    IdentifyKiosk: () => ({ identifyKiosk: { __typename: 'KioskIdentity', ...identity } }),
  };
  const render = (store: KioskCredentialStore, client: unknown) =>
    renderWithProviders(
      <KioskCredentialContext.Provider value={store}>
        <TestAppActor>
          <KioskEqueuePage />
        </TestAppActor>
      </KioskCredentialContext.Provider>,
      { client: client as never, location: memoryLocation({ path: '/kiosk/equeue' }) },
    );

  it('an enrolled kiosk shows its office, checks a passport in with a proof signed over it, and says the number only', async () => {
    const device = await enrolledDevice();
    let sent: Record<string, unknown> = {};
    const { calls, client } = fakeClient({
      ...answers,
      EqueueCheckIn: (variables) => {
        sent = variables;
        return { equeueCheckIn: { number: 7 } };
      },
    });
    render(device.store, client);
    expect(await screen.findByText('2-idora · Kirish')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: equeue.kiosk.checkIn }));
    // A malformed passport is refused before anything is signed or sent.
    fireEvent.click(screen.getByRole('button', { name: equeue.kiosk.submit }));
    expect(await screen.findByText(equeue.validation.error_required_passserial)).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: equeue.kiosk.passserial }), {
      target: { value: 'ag' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: equeue.kiosk.passnum }), {
      target: { value: '1000061' },
    });
    fireEvent.click(screen.getByRole('button', { name: equeue.kiosk.submit }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(equeue.kiosk.yourNumber.replace('{{number}}', '7'))).toBeTruthy();
    expect(within(status).getByText(equeue.kiosk.checkedIn)).toBeTruthy();
    expect(calls.map((call) => call.split(' ')[0])).toEqual([
      'KioskNonce',
      'IdentifyKiosk',
      'KioskNonce',
      'EqueueCheckIn',
    ]);
    const proof = sent.proof as { kioskId: number; nonce: string; signature: string };
    expect(sent).toMatchObject({ passserial: 'AG', passnum: '1000061' });
    expect(proof).toMatchObject({ kioskId: 3, nonce: expect.stringMatching(/^nonce-/) });
    expect(Object.keys(proof).sort()).toEqual(['kioskId', 'nonce', 'signature']);
    expect(await signedBy(device.publicKey, proof, 'checkIn', ['AG', '1000061'])).toBe(true);
    expect(await signedBy(device.publicKey, proof, 'checkIn', ['AG', '1000062'])).toBe(false);
  });

  it('hands out a general-queue number', async () => {
    const device = await enrolledDevice();
    const { client } = fakeClient({
      ...answers,
      EqueueTakeNumber: () => ({ equeueTakeNumber: { officeId: 2, day: '2026-11-24', number: 12 } }),
    });
    render(device.store, client);
    fireEvent.click(await screen.findByRole('button', { name: equeue.kiosk.takeNumber }));
    expect(await screen.findByText(equeue.kiosk.yourNumber.replace('{{number}}', '12'))).toBeTruthy();
  });

  it('a kiosk that is not enrolled says so instead of the check-in, and sends nothing', async () => {
    const { calls, client } = fakeClient(answers);
    render({ load: async () => null, save: async () => undefined }, client);
    expect(await screen.findByText(equeue.kiosk.unenrolled)).toBeTruthy();
    expect(screen.getByRole('link', { name: equeue.kiosk.enrolLink }).getAttribute('href')).toBe(
      '/kiosk/enrol',
    );
    expect(screen.queryByRole('button', { name: equeue.kiosk.checkIn })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a revoked kiosk shows the ministry’s refusal and no check-in', async () => {
    const device = await enrolledDevice();
    const refusal = {
      data: null,
      error: {
        graphQLErrors: [
          {
            message: 'Bu kioskning ro‘yxatdan o‘tkazilishi bekor qilingan',
            extensions: { code: 'FORBIDDEN', ministryCode: 'kiosk_revoked' },
          },
        ],
      },
    };
    const client = {
      query: vi.fn(),
      mutation: vi.fn((document: DocumentNode) => ({
        toPromise: () =>
          Promise.resolve(
            operationName(document) === 'KioskNonce' ? refusal : { data: answers.IdentifyKiosk() },
          ),
      })),
    };
    render(device.store, client);
    expect(await screen.findByText('Bu kioskning ro‘yxatdan o‘tkazilishi bekor qilingan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: equeue.kiosk.checkIn })).toBeNull();
  });
});
