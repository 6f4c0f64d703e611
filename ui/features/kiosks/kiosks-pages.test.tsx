// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import kiosks from '../../../locales/oz/kiosks.json';
import login from '../../../locales/oz/login.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { AdminKiosksPage } from './admin-kiosks-page';
import { type KioskCredential, KioskCredentialContext, type KioskCredentialStore } from './kiosk-credential';
import { KioskEnrolmentPage } from './kiosk-enrolment-page';

setUpComponentTests({ kiosks, login });

const name = (oz: string) => ({ oz, uz: `${oz} (uz)`, ru: `${oz} (ru)` });
const operationName = (query: DocumentNode) =>
  (query.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;
const office = { __typename: 'NotaryOffice', id: 1, name: name('Yunusobod') };
const kiosk = (id: number, state: string, label = `Kiosk ${id}`) => ({
  __typename: 'Kiosk',
  id,
  label,
  office,
  state,
  createdAt: '2026-11-30T04:00:00.000Z',
  enrolledAt: state === 'pending' ? null : '2026-11-30T04:10:00.000Z',
  revokedAt: null,
  lastSeenAt: null,
  codeExpired: false,
});

type Answer = { data?: unknown; error?: unknown };
function fakeClient(answers: Record<string, (variables: Record<string, unknown>) => Answer>) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const call = (document: DocumentNode, variables: Record<string, unknown>) => {
    const operation = operationName(document) ?? '';
    calls.push({ operation, variables });
    return { toPromise: () => Promise.resolve(answers[operation]?.(variables) ?? { data: null }) };
  };
  return { calls, client: { query: vi.fn(call), mutation: vi.fn(call) } };
}
const refusal = (code: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  data: null,
  error: { graphQLErrors: [{ message, extensions: { code, ...extra } }] },
});

describe('/admin/kiosks', () => {
  it('enrols a kiosk: the form is checked first, the one-time code is shown once, the list loads again', async () => {
    const listed = [kiosk(1, 'active')];
    const { calls, client } = fakeClient({
      KioskOffices: () => ({ data: { notaryOffices: [office] } }),
      Kiosks: () => ({
        data: { kiosks: { total: listed.length, page: 1, pageSize: 20, items: [...listed] } },
      }),
      EnrolKiosk: (variables) => {
        listed.unshift(kiosk(2, 'pending', variables.label as string));
        return {
          data: {
            enrolKiosk: { kiosk: listed[0], code: 'K7QM3XWD9PRT', codeExpiresAt: '2026-11-30T04:30:00.000Z' },
          },
        };
      },
    });
    renderWithProviders(
      <TestAppActor>
        <AdminKiosksPage />
      </TestAppActor>,
      { client },
    );
    expect(await screen.findByText('Kiosk 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: kiosks.admin.enrol }));
    const form = screen.getByRole('form', { name: kiosks.admin.enrol });
    fireEvent.click(within(form).getByRole('button', { name: kiosks.admin.issue }));
    expect(await within(form).findByText(kiosks.validation.error_kiosk_label)).toBeTruthy();
    expect(within(form).getByText(kiosks.validation.error_wrong_office_id)).toBeTruthy();
    expect(calls.some((c) => c.operation === 'EnrolKiosk')).toBe(false);
    fireEvent.change(within(form).getByRole('combobox', { name: kiosks.admin.office }), {
      target: { value: '1' },
    });
    fireEvent.input(within(form).getByRole('textbox', { name: kiosks.admin.label }), {
      target: { value: 'Kirish, chap' },
    });
    fireEvent.click(within(form).getByRole('button', { name: kiosks.admin.issue }));
    const issued = await screen.findByRole('status');
    expect(within(issued).getByText('K7QM-3XWD-9PRT')).toBeTruthy();
    expect(await screen.findByText('Kirish, chap')).toBeTruthy();
    expect(calls.map((c) => c.operation)).toEqual(['KioskOffices', 'Kiosks', 'EnrolKiosk', 'Kiosks']);
    expect(calls[2]!.variables).toEqual({ officeId: 1, label: 'Kirish, chap' });
    // Closed, the code is gone for good.
    fireEvent.click(within(issued).getByRole('button', { name: kiosks.admin.codeDone }));
    expect(screen.queryByText('K7QM-3XWD-9PRT')).toBeNull();
  });

  it('revokes a kiosk only once confirmed', async () => {
    let state = 'active';
    const { calls, client } = fakeClient({
      KioskOffices: () => ({ data: { notaryOffices: [office] } }),
      Kiosks: () => ({ data: { kiosks: { total: 1, page: 1, pageSize: 20, items: [kiosk(5, state)] } } }),
      RevokeKiosk: () => {
        state = 'revoked';
        return { data: { revokeKiosk: kiosk(5, 'revoked') } };
      },
    });
    renderWithProviders(
      <TestAppActor>
        <AdminKiosksPage />
      </TestAppActor>,
      { client },
    );
    fireEvent.click(
      await screen.findByRole('button', { name: kiosks.admin.revokeKiosk.replace('{{label}}', 'Kiosk 5') }),
    );
    const confirm = screen.getByRole('group', {
      name: kiosks.admin.confirmRevoke.replace('{{label}}', 'Kiosk 5'),
    });
    expect(calls.some((c) => c.operation === 'RevokeKiosk')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: kiosks.admin.revoke }));
    expect(await screen.findByText(kiosks.states.revoked)).toBeTruthy();
    expect(calls.filter((c) => c.operation === 'RevokeKiosk').map((c) => c.variables)).toEqual([{ id: 5 }]);
  });
});

describe('/admin/kiosks’ duty notary', () => {
  it('loads an office’s rota and notaries, checks the form, and puts a notary on duty from a date', async () => {
    const tojiyev = { __typename: 'Notary', id: 3, name: name('Tojiyev Sardor'), office: { id: 2 } };
    const qodirova = { __typename: 'Notary', id: 9, name: name('Qodirova Madina'), office: { id: 2 } };
    const elsewhere = { __typename: 'Notary', id: 1, name: name('Abdullayeva Nilufar'), office: { id: 1 } };
    let items = [{ fromDay: '2025-01-01', notary: tojiyev }];
    const { calls, client } = fakeClient({
      KioskOffices: () => ({
        data: { notaryOffices: [{ ...office, id: 2, regionId: 1726, name: name('Chilonzor') }] },
      }),
      Kiosks: () => ({ data: { kiosks: { total: 0, page: 1, pageSize: 20, items: [] } } }),
      DutyRota: () => ({ data: { dutyRota: { officeId: 2, items } } }),
      DutyNotaries: () => ({ data: { notaries: [tojiyev, qodirova, elsewhere] } }),
      SetDutyNotary: (variables) => {
        const input = variables.input as { fromDay: string; notaryId: number };
        items = [{ fromDay: input.fromDay, notary: qodirova }, ...items];
        return { data: { setDutyNotary: { officeId: 2, items } } };
      },
    });
    renderWithProviders(
      <TestAppActor>
        <AdminKiosksPage />
      </TestAppActor>,
      { client },
    );
    const section = await screen.findByRole('region', { name: kiosks.duty.title });
    const officeSelect = within(section).getByRole('combobox', { name: kiosks.duty.office });
    await within(officeSelect).findByRole('option', { name: 'Chilonzor' });
    fireEvent.change(officeSelect, { target: { value: '2' } });
    expect(await within(section).findByRole('cell', { name: 'Tojiyev Sardor' })).toBeTruthy();
    const form = within(section).getByRole('form', { name: kiosks.duty.save });
    // Only the office's own notaries are offered.
    const notarySelect = within(form).getByRole('combobox', { name: kiosks.duty.notary });
    expect(within(notarySelect).queryByRole('option', { name: 'Abdullayeva Nilufar' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: kiosks.duty.save }));
    expect(await within(form).findByText(kiosks.validation.error_wrong_date)).toBeTruthy();
    expect(calls.some((c) => c.operation === 'SetDutyNotary')).toBe(false);
    fireEvent.input(within(form).getByLabelText(kiosks.duty.fromDay), { target: { value: '2026-12-01' } });
    fireEvent.change(notarySelect, { target: { value: '9' } });
    fireEvent.click(within(form).getByRole('button', { name: kiosks.duty.save }));
    expect(await within(section).findByText(kiosks.duty.saved)).toBeTruthy();
    expect(within(section).getByRole('cell', { name: 'Qodirova Madina' })).toBeTruthy();
    expect(calls.find((c) => c.operation === 'SetDutyNotary')?.variables).toEqual({
      input: { officeId: 2, fromDay: '2026-12-01', notaryId: 9 },
    });
    expect(calls.find((c) => c.operation === 'DutyNotaries')?.variables).toEqual({ regionId: 1726 });
  });
});

describe('/kiosk/enrol', () => {
  const identity = { __typename: 'KioskIdentity', kioskId: 9, label: 'Kirish', office };
  function memoryStore(initial: KioskCredential | null = null) {
    const saved: KioskCredential[] = [];
    const store: KioskCredentialStore = {
      load: async () => saved.at(-1) ?? initial,
      save: async (credential) => {
        saved.push(credential);
      },
    };
    return { store, saved };
  }
  const render = (store: KioskCredentialStore, client: unknown) =>
    renderWithProviders(
      <KioskCredentialContext.Provider value={store}>
        <TestAppActor>
          <KioskEnrolmentPage />
        </TestAppActor>
      </KioskCredentialContext.Provider>,
      { client: client as never, location: memoryLocation({ path: '/kiosk/enrol' }) },
    );

  it('enrols with the code: a key pair made here, the public key sent, the private key kept unreadable', async () => {
    const { store, saved } = memoryStore();
    const { calls, client } = fakeClient({
      CompleteKioskEnrolment: () => ({ data: { completeKioskEnrolment: identity } }),
    });
    render(store, client);
    const field = await screen.findByRole('textbox', { name: kiosks.enrol.code });
    fireEvent.input(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: kiosks.enrol.submit }));
    expect(await screen.findByText(kiosks.validation.error_enrolment_code)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.input(field, { target: { value: 'k7qm-3xwd-9prt' } });
    fireEvent.click(screen.getByRole('button', { name: kiosks.enrol.submit }));
    expect(
      await screen.findByText(
        kiosks.enrol.enrolled.replace('{{office}}', 'Yunusobod').replace('{{label}}', 'Kirish'),
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(1);
    const { code, publicKey } = calls[0]!.variables as { code: string; publicKey: Record<string, string> };
    expect(code).toBe('K7QM-3XWD-9PRT');
    expect(publicKey).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(publicKey.x).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(publicKey).not.toHaveProperty('d');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.identity.kioskId).toBe(9);
    expect(saved[0]!.privateKey.extractable).toBe(false);
    expect(saved[0]!.privateKey.type).toBe('private');
  });

  it('shows the ministry’s refusal of a code and keeps the kiosk unenrolled', async () => {
    const { store, saved } = memoryStore();
    const { client } = fakeClient({
      CompleteKioskEnrolment: () =>
        refusal('FORBIDDEN', 'Kod noto‘g‘ri, ishlatilgan yoki muddati o‘tgan', {
          ministryCode: 'kiosk_code_refused',
        }),
    });
    render(store, client);
    fireEvent.input(await screen.findByRole('textbox', { name: kiosks.enrol.code }), {
      target: { value: 'K7QM3XWD9PRT' },
    });
    fireEvent.click(screen.getByRole('button', { name: kiosks.enrol.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Kod noto‘g‘ri, ishlatilgan yoki muddati o‘tgan',
    );
    expect(saved).toEqual([]);
  });
});
