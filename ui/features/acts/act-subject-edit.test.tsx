// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import actTypes from '../../../locales/oz/actTypes.json';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { SubjectEditForm, type SubjectSaveResult } from './act-subject-edit';

setUpComponentTests({ acts, actTypes });

const estate = {
  id: '7',
  cadastreNumber: '11:14:04:01:01:1630',
  cadastreType: 'residential',
  street: 'Nukus',
  area: 64.2,
  rooms: 3,
  price: 90_000_000_000,
};

function renderForm(save: (input: Record<string, unknown>) => Promise<SubjectSaveResult>) {
  const saved = vi.fn();
  renderWithProviders(
    <SubjectEditForm
      typeId={105}
      kind="realEstate"
      stored={estate}
      title={acts.edit.realEstateTitle}
      hint={acts.edit.subjectHint}
      save={save}
      saved={saved}
    />,
  );
  // happy-dom does not show react-hook-form's default value in a native select (Chromium does, the
  // e2e acts-realty.spec.ts): chosen here as stored.
  fireEvent.change(
    screen.getByRole('combobox', { name: new RegExp(`^${actTypes.fields.realEstate.cadastreType}`) }),
    {
      target: { value: 'residential' },
    },
  );
  return saved;
}

const input = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const submit = () => fireEvent.click(screen.getByRole('button', { name: acts.edit.save }));

describe('a real estate corrected in preparation', () => {
  it('shows the stored flat, its cadastre number fixed, and sends every field in so’m', async () => {
    const save = vi.fn(async () => ({ ok: true }) as const);
    const saved = renderForm(save);
    expect(input(actTypes.fields.realEstate.cadastreNumber)).toHaveProperty('disabled', true);
    expect(input(actTypes.fields.realEstate.price)).toHaveProperty('value', '900 000 000');
    fireEvent.change(input(actTypes.fields.realEstate.street), { target: { value: 'Amir Temur' } });
    fireEvent.change(input(actTypes.fields.realEstate.flat), { target: { value: '12' } });
    submit();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      cadastreNumber: '11:14:04:01:01:1630',
      cadastreType: 'residential',
      street: 'Amir Temur',
      flat: '12',
      area: 64.2,
      rooms: 3,
      price: 900_000_000,
    });
  });

  it('refuses what the registry refuses before sending, and shows the ministry’s field messages', async () => {
    const save = vi.fn(async () => ({ ok: false, fields: { area: 'Maydon noto‘g‘ri' } }) as const);
    const saved = renderForm(save);
    fireEvent.change(input(actTypes.fields.realEstate.rooms), { target: { value: '0' } });
    submit();
    await waitFor(() =>
      expect(screen.getAllByText(/./, { selector: '.chakra-field__errorText' })).not.toHaveLength(0),
    );
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(input(actTypes.fields.realEstate.rooms), { target: { value: '4' } });
    submit();
    await waitFor(() => expect(screen.getByText('Maydon noto‘g‘ri')).toBeTruthy());
    expect(save).toHaveBeenCalledTimes(1);
    expect(saved).not.toHaveBeenCalled();
  });

  it('corrects a spouse consent’s other data: its consent types checked as stored, an emptied field left out', async () => {
    const save = vi.fn(async () => ({ ok: true }) as const);
    const saved = vi.fn();
    renderWithProviders(
      <SubjectEditForm
        typeId={15003}
        kind="other"
        stored={{ id: '3', consentTypes: ['sale'], otherProperty: 'Uy-joy' }}
        title={acts.edit.otherTitle}
        hint={acts.edit.subjectHint}
        save={save}
        saved={saved}
      />,
    );
    const sale = screen.getByRole('checkbox', { name: actTypes.options.consentTypes.sale });
    expect(sale).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: actTypes.options.consentTypes.gift })).toHaveProperty(
      'checked',
      false,
    );
    // An optional field emptied is left out: the ministry clears it.
    fireEvent.change(input(actTypes.fields.other.otherProperty), { target: { value: '' } });
    submit();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ consentTypes: ['sale'] });
  });
});
