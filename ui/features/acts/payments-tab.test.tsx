// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { print } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { never } from 'wonka';
import acts from '../../../locales/oz/acts.json';
import actTypes from '../../../locales/oz/actTypes.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { actPaidByBank, bankPaidReference, bankReference } from './act-detail.fixtures';
import { ActDetailView } from './act-page';
import type { ActDetail } from './use-act';

setUpComponentTests({ acts, actTypes });

const order = {
  invoiceId: '2',
  reference: bankReference,
  amount: 12_000_000,
  purpose: 'service',
  recipient: {
    name: 'Adliya vazirligi gʻaznachilik hisobvarag‘i (sandbox)',
    account: '23402000300100001010',
    bank: 'Markaziy bank HKKM (sandbox)',
    mfo: '00014',
    inn: '201122919',
  },
  createdAt: '2026-11-29T07:00:00.000Z',
  sandboxBank: true,
};

async function renderPayments(act: ActDetail) {
  const mutation = vi.fn((document: Parameters<typeof print>[0], variables: unknown) => ({
    toPromise: () =>
      Promise.resolve(
        print(document).includes('requestBankOrder')
          ? { data: { requestBankOrder: order }, variables }
          : { data: undefined },
      ),
  }));
  const client = { executeQuery: vi.fn(() => never), executeMutation: vi.fn(() => never), mutation };
  renderWithProviders(
    <TestAppActor mode="browser">
      <ActDetailView act={act} onAct={() => {}} />
    </TestAppActor>,
    { client },
  );
  fireEvent.click(screen.getByRole('tab', { name: acts.tabs.payments }));
  await screen.findByText(acts.payments.purpose);
  return { mutation };
}

describe('the payments tab', () => {
  it('shows when, how and by whom an invoice was paid, and the reference of the one awaiting a transfer', async () => {
    await renderPayments(actPaidByBank());
    const [paidRow, awaitingRow] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    // dd.mm.yyyy HH:mm:ss in Tashkent (UTC+5): 06:07:08Z is 11:07:08.
    expect(within(paidRow).getByText('29.11.2026 11:07:08')).toBeTruthy();
    expect(within(paidRow).getByText('Bank o‘tkazmasi, havola RF18 0000 5390 0754 7034')).toBeTruthy();
    expect(within(paidRow).getByText('To‘lovchi: Rahimova Dilnoza Karimovna')).toBeTruthy();
    expect(within(paidRow).getByText(acts.payments.paid)).toBeTruthy();
    expect(paidRow.textContent).not.toContain(bankPaidReference); // only in groups of four
    expect(within(awaitingRow).getByText(acts.payments.awaitingBank)).toBeTruthy();
    expect(within(awaitingRow).getByText('Havola: RF47 1234 5678 9012 3456')).toBeTruthy();
    expect(within(awaitingRow).getByRole('button', { name: acts.payments.bankDetails })).toBeTruthy();
  });

  it('shows no payer to a viewer the ministry gives no name, and the card of a card payment', async () => {
    const act = actPaidByBank();
    const [first, second] = act.payments;
    await renderPayments({
      ...act,
      payments: [
        {
          ...first!,
          payment: {
            ...first!.payment!,
            method: 'card',
            cardLast4: '4448',
            reference: null,
            payerName: null,
          },
        },
        second!,
      ],
    } as ActDetail);
    const paidRow = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(paidRow).getByText('Karta ****4448')).toBeTruthy();
    expect(within(paidRow).queryByText(/To‘lovchi/)).toBeNull();
  });

  it('opens the awaiting invoice on its payment order: reference, recipient and the sandbox bank', async () => {
    const { mutation } = await renderPayments(actPaidByBank());
    fireEvent.click(screen.getByRole('button', { name: acts.payments.bankDetails }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('RF47 1234 5678 9012 3456');
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(mutation.mock.calls[0]?.[1]).toEqual({ invoiceId: '2' });
    expect(within(dialog).getByText(order.recipient.account)).toBeTruthy();
    expect(within(dialog).getByText('120 000,00 so‘m')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: acts.bank.simulate })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: acts.bank.print })).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: acts.bank.copy.replace('{{field}}', acts.bank.reference) }),
    ).toBeTruthy();
  });

  it('lets the payer choose the method of an invoice without an order', async () => {
    const act = actPaidByBank();
    const [first, second] = act.payments;
    await renderPayments({ ...act, payments: [first!, { ...second!, bankOrder: null }] } as ActDetail);
    fireEvent.click(screen.getByRole('button', { name: acts.payments.pay }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: acts.pay.methodCard })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: acts.pay.methodCard }));
    await waitFor(() => expect(within(dialog).getByText(acts.pay.card)).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: acts.pay.back }));
    fireEvent.click(within(dialog).getByRole('button', { name: acts.pay.methodBank }));
    await within(dialog).findByText('RF47 1234 5678 9012 3456');
  });
});
