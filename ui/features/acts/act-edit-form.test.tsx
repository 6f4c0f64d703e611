// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import { maskAmount } from '../../../machines/fields/amount';
import { maskPhone } from '../../../machines/fields/phone';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { ActEditForm, type EditableField, editableFields } from './act-edit-form';

setUpComponentTests({ acts });

/** The form for `field` under `label`, starting from `initial`; its title and hint are not under test. */
function renderForm<T extends Record<string, unknown>>(
  field: EditableField<T>,
  label: string,
  initial: string,
  save: (value: T) => Promise<boolean>,
  saved = vi.fn(),
) {
  renderWithProviders(
    <ActEditForm
      field={field}
      title="title"
      label={label}
      hint="hint"
      initial={initial}
      save={save}
      saved={saved}
    />,
  );
  return saved;
}
const renderPhone = (save: (value: { phone: string }) => Promise<boolean>) =>
  renderForm(editableFields.phone, 'Telefon raqami', maskPhone('931000003'), save);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Saqlash' }));

describe('the correction form of an act in preparation', () => {
  it('shows the current value masked, refuses a short phone and sends the digits of a good one', async () => {
    const send = vi.fn(async () => true);
    const saved = renderPhone(send);
    expect(field(/^Telefon raqami/)).toHaveProperty('value', '(93) 100 00 03');

    // Section 5: a phone cleared is asked for, before its 9 digits are judged.
    fireEvent.change(field(/^Telefon raqami/), { target: { value: '' } });
    save();
    expect(await screen.findByText(acts.validation.error_required_phone)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(field(/^Telefon raqami/), { target: { value: '90123' } });
    expect(field(/^Telefon raqami/)).toHaveProperty('value', '(90) 123');
    save();
    expect(await screen.findByText(acts.validation.error_wrong_phone)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(field(/^Telefon raqami/), { target: { value: '901234567' } });
    save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ phone: '901234567' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
  });

  it('stays on the form when the call was refused', async () => {
    const send = vi.fn(async () => false);
    const saved = renderPhone(send);
    save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ phone: '931000003' }));
    expect(saved).not.toHaveBeenCalled();
    expect(field(/^Telefon raqami/)).toHaveProperty('value', '(93) 100 00 03');
  });

  it('reads a masked price as so‘m with tiyin', async () => {
    const send = vi.fn(async (_value: { price: number }) => true);
    renderForm(editableFields.price, 'Narxi', maskAmount('95000000'), send);
    expect(field(/^Narxi/)).toHaveProperty('value', '95 000 000');
    fireEvent.change(field(/^Narxi/), { target: { value: '120000000,50' } });
    expect(field(/^Narxi/)).toHaveProperty('value', '120 000 000,50');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ price: 120_000_000.5 }));
  });
});
