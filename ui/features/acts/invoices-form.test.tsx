// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import money from '../../../locales/oz/money.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { makeFragmentData } from '../../gql';
import type { ActFeeFieldsFragment } from '../../gql/graphql';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { ActActionBar } from './act-actions';
import { FeeRateFields } from './act-fee.documents';
import { unconfirmedRelationshipFee } from './act-fee.fixtures';
import type { ActDetail } from './use-act';

setUpComponentTests({ acts, money });

// Each test leaves its dialog open (the fake answers no act): cancelled, as a user would, so that its
// dismissable layer does not outlive it and close the next test's dialog.
afterEach(async () => {
  const dialog = screen.queryByRole('dialog');
  if (!dialog) return;
  fireEvent.click(within(dialog).getByRole('button', { name: acts.dialog.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

const act = {
  rid: 7,
  uuid: 'u-1',
  version: 4,
  view: { allowed: ['act_invoicesIssued'], onSiteInvoiceIds: [], payableInvoiceIds: [], visit: null },
  payments: [],
} as unknown as ActDetail;

/** A vehicle sold to the seller's son: 5 % of a base amount of 375 000 so'm. */
const relativesFee: ActFeeFieldsFragment = {
  baseAmount: 37_500_000,
  value: null,
  reduction: 'child',
  invoices: [
    {
      purpose: 'state_fee',
      amount: 1_875_000,
      basis: ['vehicleSale', 'vehicleTransferCloseRelatives'],
      rate: makeFragmentData(
        { ofBase: 500, ofValue: null, minOfBase: null, source: 'specification' },
        FeeRateFields,
      ),
    },
  ],
};

/** The same sale to someone the civil registry does not confirm as the son claimed (decision 076). */
const unconfirmedFee = unconfirmedRelationshipFee;

/** A client answering the fee query with `fee` and each event with no act; each call's variables are kept. */
function openDialog(fee: ActFeeFieldsFragment | null) {
  const answer = (result: unknown) => ({ toPromise: () => Promise.resolve(result) });
  const query = vi.fn((_document: unknown, _variables: unknown, _context?: unknown) =>
    answer({ data: { actFee: fee } }),
  );
  const mutation = vi.fn((_document: unknown, _variables: { payload: unknown }) =>
    answer({ data: undefined }),
  );
  renderWithProviders(
    <TestAppActor>
      <ActActionBar act={act} onAct={() => {}} />
    </TestAppActor>,
    { client: { query, mutation } },
  );
  fireEvent.click(screen.getByRole('button', { name: acts.events.act_invoicesIssued.button }));
  return { query, mutation };
}

const amountInput = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: new RegExp(acts.forms.amount.replace(/[()]/g, '.')) });
const submitOf = (dialog: HTMLElement) => dialog.querySelector('button[type="submit"]') as HTMLButtonElement;

describe('the notary’s invoice dialog', () => {
  it('opens with the computed fee and its basis in words, and sends it as it is', async () => {
    const { query, mutation } = openDialog(relativesFee);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((amountInput(dialog) as HTMLInputElement).value).toBe('18 750,00'));
    expect(query.mock.calls[0]?.[1]).toEqual({ uuid: 'u-1' });
    const basis = within(dialog).getByTestId('fee-basis-state_fee').textContent ?? '';
    expect(basis).toContain('Davlat boji: 18 750,00 so‘m');
    expect(basis).toContain('bazaviy hisoblash miqdorining 5 %');
    expect(basis).toContain(money.basis.vehicleTransferCloseRelatives);
    expect(basis).toContain('bazaviy hisoblash miqdori 375 000,00 so‘m');
    // The computed amount needs no reason.
    expect(within(dialog).queryByText(acts.forms.feeReason)).toBeNull();
    fireEvent.click(submitOf(dialog));
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
    expect(mutation.mock.calls[0]?.[1].payload).toEqual({
      invoices: [{ amount: 18_750, purpose: 'state_fee' }],
    });
  });

  it('asks the reason once the amount is changed, and sends it with the invoice', async () => {
    const { mutation } = openDialog(relativesFee);
    const dialog = await screen.findByRole('dialog');
    const amount = await waitFor(() => amountInput(dialog));
    fireEvent.input(amount, { target: { value: '25 000' } });
    expect(await within(dialog).findByText(acts.forms.feeReason)).toBeTruthy();
    expect(within(dialog).getByText('Summa hisoblanganidan (18 750,00 so‘m) farq qiladi')).toBeTruthy();
    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText(acts.validation.error_required_fee_reason)).toBeTruthy();
    expect(mutation).not.toHaveBeenCalled();

    const reason = within(dialog).getByRole('textbox', { name: new RegExp(acts.forms.feeReason) });
    fireEvent.input(reason, { target: { value: 'Ikki nusxa' } });
    fireEvent.click(submitOf(dialog));
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
    expect(mutation.mock.calls[0]?.[1].payload).toEqual({
      invoices: [{ amount: 25_000, purpose: 'state_fee', reason: 'Ikki nusxa' }],
    });

    // Put back to the computed amount, the reason field goes away again.
    fireEvent.input(amount, { target: { value: '18 750' } });
    await waitFor(() => expect(within(dialog).queryByText(acts.forms.feeReason)).toBeNull());
  });

  it('says "no relationship found" with the full rate the ministry computed', async () => {
    const { mutation } = openDialog(unconfirmedFee);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((amountInput(dialog) as HTMLInputElement).value).toBe('500 000,00'));
    const basis = within(dialog).getByTestId('fee-basis-state_fee').textContent ?? '';
    expect(basis).toContain(money.basis.relationshipNotFound);
    expect(basis).not.toContain(money.basis.vehicleTransferCloseRelatives);
    // The full amount is the computed one: it goes without a reason.
    fireEvent.click(submitOf(dialog));
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
    expect(mutation.mock.calls[0]?.[1].payload).toEqual({
      invoices: [{ amount: 500_000, purpose: 'state_fee' }],
    });
  });

  it('opens empty, asking no reason, where no fee could be computed', async () => {
    const { mutation } = openDialog(null);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(acts.fee.none)).toBeTruthy();
    const amount = amountInput(dialog) as HTMLInputElement;
    expect(amount.value).toBe('');
    fireEvent.input(amount, { target: { value: '100 000' } });
    fireEvent.click(submitOf(dialog));
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
    expect(mutation.mock.calls[0]?.[1].payload).toEqual({
      invoices: [{ amount: 100_000, purpose: 'state_fee' }],
    });
  });
});
