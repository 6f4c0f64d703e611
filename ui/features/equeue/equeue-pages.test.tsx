// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import equeue from '../../../locales/oz/equeue.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
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

describe('/kiosk/equeue', () => {
  const reference = {
    notaryOffices: [{ id: 2, regionId: 1726, name: name('2-idora'), address: name('Navoiy 5') }],
    actTypes: [],
  };

  it('checks a late citizen in by passport and tells them they were moved to the general queue', async () => {
    const { calls, client } = fakeClient({
      EqueueReference: () => reference,
      EqueueCheckIn: () => ({
        equeueCheckIn: {
          id: 41,
          equeuetime: '2026-11-24T05:00:00.000Z',
          state: 'generalQueue_waiting',
          queueNumber: 7,
          lateNotice: true,
        },
      }),
    });
    renderWithProviders(
      <TestAppActor>
        <KioskEqueuePage />
      </TestAppActor>,
      { client },
    );
    fireEvent.click(await screen.findByRole('button', { name: '2-idora' }));
    fireEvent.click(screen.getByRole('button', { name: equeue.kiosk.checkIn }));
    // A malformed passport is refused before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: equeue.kiosk.submit }));
    expect(await screen.findByText(equeue.validation.error_required_passserial)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: equeue.kiosk.passserial }), {
      target: { value: 'ag' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: equeue.kiosk.passnum }), {
      target: { value: '1000061' },
    });
    fireEvent.click(screen.getByRole('button', { name: equeue.kiosk.submit }));
    expect(await screen.findByText(equeue.kiosk.movedToGeneralQueue)).toBeTruthy();
    expect(screen.getByText(equeue.kiosk.yourNumber.replace('{{number}}', '7'))).toBeTruthy();
    expect(calls.at(-1)).toBe('EqueueCheckIn {"officeId":2,"passserial":"AG","passnum":"1000061"}');
  });

  it('hands out a general-queue number', async () => {
    const { client } = fakeClient({
      EqueueReference: () => reference,
      EqueueTakeNumber: () => ({ equeueTakeNumber: { officeId: 2, day: '2026-11-24', number: 12 } }),
    });
    renderWithProviders(
      <TestAppActor>
        <KioskEqueuePage />
      </TestAppActor>,
      { client },
    );
    fireEvent.click(await screen.findByRole('button', { name: '2-idora' }));
    fireEvent.click(screen.getByRole('button', { name: equeue.kiosk.takeNumber }));
    expect(await screen.findByText(equeue.kiosk.yourNumber.replace('{{number}}', '12'))).toBeTruthy();
  });
});
