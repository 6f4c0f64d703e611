// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import actsRu from '../../../locales/ru/acts.json';
import moneyRu from '../../../locales/ru/money.json';
import actsUz from '../../../locales/uz/acts.json';
import moneyUz from '../../../locales/uz/money.json';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { unconfirmedRelationshipFee } from './act-fee.fixtures';
import { FeeBasisText } from './fee-basis-text';

// Section 8's "no relationship found" where the fee is shown (decision 076), in the Cyrillic Uzbek and
// Russian the notary may work in (the Latin Uzbek dialog: invoices-form.test.tsx).
setUpComponentTests({ acts: actsUz, money: moneyUz }, 'uz');

/** A sale the seller called one to his son, whom the civil registry does not confirm: the full rate. */
const fee = unconfirmedRelationshipFee;

describe('the basis of a fee whose relationship the registry did not confirm', () => {
  it.each([
    ['uz', actsUz, moneyUz],
    ['ru', actsRu, moneyRu],
  ] as const)('says "no relationship found" in %s', async (language, acts, money) => {
    i18next.addResourceBundle(language, 'acts', acts);
    i18next.addResourceBundle(language, 'money', money);
    await i18next.changeLanguage(language);
    renderWithProviders(<FeeBasisText fee={fee} invoice={fee.invoices[0]!} />);
    const text = screen.getByTestId('fee-basis-state_fee').textContent ?? '';
    expect(text).toContain(money.basis.relationshipNotFound);
    expect(text).toContain(money.basis.vehicleSale);
    expect(text).not.toContain(money.basis.vehicleTransferCloseRelatives);
  });

  it('words it differently in each language', () => {
    expect(new Set([moneyUz, moneyRu].map((money) => money.basis.relationshipNotFound)).size).toBe(2);
  });
});
