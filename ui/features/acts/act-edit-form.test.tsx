// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import { maskAmount } from '../../../machines/fields/amount';
import { maskPhone } from '../../../machines/fields/phone';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { ActEditForm, type EditableField, editableFields } from './act-edit-form';
import type { SubjectChangeRequest } from './subject-change';
import { actAfterCorrection, refusalOf, subjectMutations } from './subject-change.fixtures';

setUpComponentTests({ acts });

/**
 * The form for `field` under `label`, starting from `initial`, sending `request` through a client whose
 * mutations answer as `answer` says; its title and hint are not under test.
 */
function renderForm<T extends Record<string, unknown>>(
  field: EditableField<T>,
  label: string,
  initial: string,
  request: (value: T) => SubjectChangeRequest,
  answer?: Parameters<typeof subjectMutations>[0],
) {
  const { mutation, sent } = subjectMutations(answer);
  const saved = vi.fn();
  const onAct = vi.fn();
  renderWithProviders(
    <TestAppActor>
      <ActEditForm
        field={field}
        title="title"
        label={label}
        hint="hint"
        initial={initial}
        request={request}
        onAct={onAct}
        saved={saved}
      />
    </TestAppActor>,
    { client: { mutation } },
  );
  return { saved, onAct, sent };
}
const phoneRequest = ({ phone }: { phone: string }): SubjectChangeRequest => ({
  kind: 'phone',
  variables: { uuid: 'u-1', version: 4, partyId: '2', phone },
});
const renderPhone = (answer?: Parameters<typeof subjectMutations>[0]) =>
  renderForm(editableFields.phone, 'Telefon raqami', maskPhone('931000003'), phoneRequest, answer);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Saqlash' }));

describe('the correction form of an act in preparation', () => {
  it('shows the current value masked, refuses a short phone and sends the digits of a good one', async () => {
    const { saved, onAct, sent } = renderPhone();
    expect(field(/^Telefon raqami/)).toHaveProperty('value', '(93) 100 00 03');

    // Section 5: a phone cleared is asked for, before its 9 digits are judged.
    fireEvent.input(field(/^Telefon raqami/), { target: { value: '' } });
    save();
    expect(await screen.findByText(acts.validation.error_required_phone)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.input(field(/^Telefon raqami/), { target: { value: '90123' } });
    expect(field(/^Telefon raqami/)).toHaveProperty('value', '(90) 123');
    save();
    expect(await screen.findByText(acts.validation.error_wrong_phone)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.input(field(/^Telefon raqami/), { target: { value: '901234567' } });
    save();
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      { name: 'setActPartyPhone', variables: { uuid: 'u-1', version: 4, partyId: '2', phone: '901234567' } },
    ]);
    expect(onAct).toHaveBeenCalledWith(actAfterCorrection);
  });

  it('stays on the form when the call was refused', async () => {
    // A refusal, a stale version or a lost session: no act comes back (the error policy says why).
    const { saved, onAct, sent } = renderPhone(() => ({ error: refusalOf({}) }));
    save();
    const button = screen.getByRole('button', { name: 'Saqlash' });
    await waitFor(() => expect(sent.map((s) => s.variables.phone)).toEqual(['931000003']));
    await waitFor(() => expect(button.closest('form')?.getAttribute('aria-busy')).toBe('false'));
    expect(saved).not.toHaveBeenCalled();
    expect(onAct).not.toHaveBeenCalled();
    expect(field(/^Telefon raqami/)).toHaveProperty('value', '(93) 100 00 03');
  });

  it('reads a masked price as so‘m with tiyin', async () => {
    const { sent, saved } = renderForm(
      editableFields.price,
      'Narxi',
      maskAmount('95000000'),
      ({ price }) => ({
        kind: 'price',
        variables: { uuid: 'u-1', version: 4, subjectId: '9', price },
      }),
    );
    expect(field(/^Narxi/)).toHaveProperty('value', '95 000 000');
    fireEvent.input(field(/^Narxi/), { target: { value: '120000000,50' } });
    expect(field(/^Narxi/)).toHaveProperty('value', '120 000 000,50');
    save();
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        name: 'setActVehiclePrice',
        variables: { uuid: 'u-1', version: 4, subjectId: '9', price: 120_000_000.5 },
      },
    ]);
  });
});
