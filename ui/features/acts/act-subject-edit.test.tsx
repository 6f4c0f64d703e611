// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import actTypes from '../../../locales/oz/actTypes.json';
import type { EditableSubjectKind } from '../../../machines/act-form/subject-edit';
import type { ActTypeId } from '../../../machines/act-types/act-types';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { SubjectEditForm } from './act-subject-edit';
import { actAfterCorrection, refusalOf, subjectMutations } from './subject-change.fixtures';

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

/** The form of `stored` of type `typeId`, sending through a client whose mutations answer as `answer` says. */
function renderForm({
  typeId = 105,
  kind = 'realEstate',
  stored = estate,
  answer,
}: {
  typeId?: ActTypeId;
  kind?: EditableSubjectKind;
  stored?: Record<string, unknown>;
  answer?: Parameters<typeof subjectMutations>[0];
} = {}) {
  const { mutation, sent } = subjectMutations(answer);
  const saved = vi.fn();
  const onAct = vi.fn();
  renderWithProviders(
    <TestAppActor>
      <SubjectEditForm
        typeId={typeId}
        kind={kind}
        stored={stored}
        title={acts.edit.realEstateTitle}
        hint={acts.edit.subjectHint}
        request={(input) =>
          kind === 'realEstate'
            ? { kind, variables: { uuid: 'u-1', version: 4, subjectId: '7', realEstate: input as never } }
            : { kind: 'other', variables: { uuid: 'u-1', version: 4, subjectId: '3', other: input as never } }
        }
        onAct={onAct}
        saved={saved}
      />
    </TestAppActor>,
    { client: { mutation } },
  );
  return { saved, onAct, sent };
}

/** happy-dom does not show react-hook-form's default value in a native select (Chromium does, the
 * e2e acts-realty.spec.ts): chosen here as stored. */
function chooseStoredType() {
  fireEvent.change(
    screen.getByRole('combobox', { name: new RegExp(`^${actTypes.fields.realEstate.cadastreType}`) }),
    { target: { value: 'residential' } },
  );
}

const input = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const submit = () => fireEvent.click(screen.getByRole('button', { name: acts.edit.save }));

describe('a real estate corrected in preparation', () => {
  it('shows the stored flat, its cadastre number fixed, and sends every field in so’m', async () => {
    const { saved, onAct, sent } = renderForm();
    chooseStoredType();
    expect(input(actTypes.fields.realEstate.cadastreNumber)).toHaveProperty('disabled', true);
    expect(input(actTypes.fields.realEstate.price)).toHaveProperty('value', '900 000 000');
    fireEvent.input(input(actTypes.fields.realEstate.street), { target: { value: 'Amir Temur' } });
    fireEvent.input(input(actTypes.fields.realEstate.flat), { target: { value: '12' } });
    submit();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(onAct).toHaveBeenCalledWith(actAfterCorrection);
    expect(sent.map((s) => s.name)).toEqual(['setActRealEstate']);
    expect(sent[0]!.variables.realEstate).toEqual({
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
    const { saved, sent } = renderForm({
      answer: () => ({ error: refusalOf({ area: 'Maydon noto‘g‘ri' }) }),
    });
    chooseStoredType();
    fireEvent.input(input(actTypes.fields.realEstate.rooms), { target: { value: '0' } });
    submit();
    await waitFor(() =>
      expect(screen.getAllByText(/./, { selector: '.chakra-field__errorText' })).not.toHaveLength(0),
    );
    expect(sent).toEqual([]);
    fireEvent.input(input(actTypes.fields.realEstate.rooms), { target: { value: '4' } });
    submit();
    await waitFor(() => expect(screen.getByText('Maydon noto‘g‘ri')).toBeTruthy());
    expect(sent).toHaveLength(1);
    expect(saved).not.toHaveBeenCalled();
  });

  it('corrects a spouse consent’s other data: its consent types checked as stored, an emptied field left out', async () => {
    const { saved, sent } = renderForm({
      typeId: 15003,
      kind: 'other',
      stored: { id: '3', consentTypes: ['sale'], otherProperty: 'Uy-joy' },
    });
    const sale = screen.getByRole('checkbox', { name: actTypes.options.consentTypes.sale });
    expect(sale).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: actTypes.options.consentTypes.gift })).toHaveProperty(
      'checked',
      false,
    );
    // An optional field emptied is left out: the ministry clears it.
    fireEvent.input(input(actTypes.fields.other.otherProperty), { target: { value: '' } });
    submit();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        name: 'setActOtherSubject',
        variables: { uuid: 'u-1', version: 4, subjectId: '3', other: { consentTypes: ['sale'] } },
      },
    ]);
  });
});
