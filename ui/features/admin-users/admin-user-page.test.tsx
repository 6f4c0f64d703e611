// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import adminUsers from '../../../locales/oz/adminUsers.json';
import {
  adminUserMachine,
  ChangeForbidden,
  type GrantDecisionSent,
} from '../../../machines/admin-users/admin-user.machine';
import type { UserChange } from '../../../machines/admin-users/admin-users.schema';
import type { AdminUserFieldsFragment } from '../../gql/graphql';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { AdminUserSections } from './admin-user-page';

setUpComponentTests({ adminUsers });

const saidov = { id: 9, userid: 'bsaidov', fullname: 'Saidov Bahodir Erkin o‘g‘li' };

const tursunova: AdminUserFieldsFragment = {
  id: 10,
  login: 'ztursunova',
  fio: 'Tursunova Zarina Hamid qizi',
  fullname: 'TURSUNOVA ZARINA HAMID QIZI',
  surname: 'Tursunova',
  name: 'Zarina',
  lastname: 'Hamid qizi',
  state: 'active',
  roles: ['applicant'],
  isdeleted: false,
  phone: '901000013',
  email: 'ztursunova@example.com',
  type: 1,
  pin: '41907849990133',
  inn: '512000133',
  orgInn: null,
  orgname: null,
  birthdate: '1984-07-19',
  birthcountry: 'O‘zbekiston',
  passport: 'AC 1000013',
  issueorg: 'Chilonzor IIB',
  issuedate: '2020-01-01',
  exprdate: '2029-12-31',
  citizenship: 'O‘zbekiston Respublikasi',
  nationality: 'o‘zbek',
  regaddress: 'Toshkent shahri',
  actaddress: 'Toshkent shahri',
  instime: '2026-11-01T08:00:00.000Z',
  notary: null,
  pendingGrants: [],
  comments: [],
};

const pendingAdmin = (decidable: boolean): AdminUserFieldsFragment['pendingGrants'][number] => ({
  id: 3,
  role: 'admin',
  notary: null,
  reason: 'Covers the registry desk',
  requestedAt: '2026-11-24T08:00:00.000Z',
  requestedBy: saidov,
  decidable,
});

/** The page on a machine whose ministry is these fakes: what it was sent is in `sent`. */
function renderPage(
  user: AdminUserFieldsFragment,
  options: {
    change?: (change: UserChange) => Promise<AdminUserFieldsFragment>;
    decide?: (decision: GrantDecisionSent) => Promise<AdminUserFieldsFragment>;
  } = {},
) {
  const sent: string[] = [];
  const logic = adminUserMachine.provide({
    actors: {
      loadUser: fromPromise(async (): Promise<unknown> => user),
      changeUser: fromPromise(
        async ({ input }: { input: { userId: number; change: UserChange } }): Promise<unknown> => {
          sent.push(`${input.change.action} ${'role' in input.change ? input.change.role : ''}`.trim());
          return (options.change ?? (async () => user))(input.change);
        },
      ),
      decideGrant: fromPromise(
        async ({ input }: { input: { userId: number } & GrantDecisionSent }): Promise<unknown> => {
          sent.push(`${input.decision} ${input.grantId} ${input.reason}`);
          return (options.decide ?? (async () => user))(input);
        },
      ),
    },
  });
  const actor = createActor(logic, { input: { userId: user.id } }).start();
  renderWithProviders(<AdminUserSections page={actor} />);
  return { sent };
}

describe('one user’s administration page', () => {
  it('shows the asking administrator a pending grant as waiting for another, with nothing to decide', async () => {
    renderPage({ ...tursunova, pendingGrants: [pendingAdmin(false)] });
    const section = await screen.findByRole('region', { name: adminUsers.pending.title });
    expect(within(section).getByText(/Covers the registry desk/)).toBeTruthy();
    expect(within(section).getByText(adminUsers.pending.awaiting)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: adminUsers.decision.approve })).toBeNull();
    expect(screen.getByText('Administrator (tasdiq kutilmoqda)')).toBeTruthy();
  });

  it('lets a second administrator approve it with a reason, then shows the role and the confirmation', async () => {
    const { sent } = renderPage(
      { ...tursunova, pendingGrants: [pendingAdmin(true)] },
      {
        decide: async () => ({
          ...tursunova,
          roles: ['applicant', 'admin'],
          comments: [
            {
              id: 2,
              at: '2026-11-24T09:00:00.000Z',
              admin: saidov,
              action: 'approve',
              role: 'admin',
              reason: 'Confirmed',
            },
          ],
        }),
      },
    );
    const section = await screen.findByRole('region', { name: adminUsers.pending.title });
    fireEvent.click(within(section).getByRole('button', { name: adminUsers.decision.approve }));
    const form = screen.getByRole('form', { name: adminUsers.decision.approve });
    fireEvent.input(within(form).getByRole('textbox', { name: adminUsers.form.reason }), {
      target: { value: 'Confirmed' },
    });
    fireEvent.click(within(form).getByRole('button', { name: adminUsers.decision.approve }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', adminUsers.saved.approve);
    expect(screen.queryByRole('region', { name: adminUsers.pending.title })).toBeNull();
    expect(screen.getByText(adminUsers.roles.admin)).toBeTruthy();
    expect(sent).toEqual(['approve 3 Confirmed']);
  });

  it('shows the ministry’s refusal of a self-grant on the form, in the user’s language', async () => {
    const refusal = 'O‘zingizga rol bera olmaysiz: rolni boshqa administrator beradi';
    const { sent } = renderPage(tursunova, {
      change: async () => {
        throw new ChangeForbidden(refusal);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: adminUsers.actions.grant }));
    const form = screen.getByRole('form', { name: adminUsers.actions.grant });
    fireEvent.change(within(form).getByRole('combobox', { name: adminUsers.form.role }), {
      target: { value: 'moderator' },
    });
    fireEvent.input(within(form).getByRole('textbox', { name: adminUsers.form.reason }), {
      target: { value: 'Moderates reviews' },
    });
    fireEvent.click(within(form).getByRole('button', { name: adminUsers.form.save }));
    expect((await within(form).findByRole('alert')).textContent).toBe(refusal);
    expect(sent).toEqual(['grant moderator']);
  });

  it('confirms a grant of the administrator role as asked of a second administrator', async () => {
    renderPage(tursunova, {
      change: async () => ({ ...tursunova, pendingGrants: [pendingAdmin(false)] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: adminUsers.actions.grant }));
    const form = screen.getByRole('form', { name: adminUsers.actions.grant });
    fireEvent.change(within(form).getByRole('combobox', { name: adminUsers.form.role }), {
      target: { value: 'admin' },
    });
    fireEvent.input(within(form).getByRole('textbox', { name: adminUsers.form.reason }), {
      target: { value: 'Covers the registry desk' },
    });
    fireEvent.click(within(form).getByRole('button', { name: adminUsers.form.save }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(adminUsers.saved.request));
    expect(screen.getByText(adminUsers.pending.awaiting)).toBeTruthy();
  });
});
