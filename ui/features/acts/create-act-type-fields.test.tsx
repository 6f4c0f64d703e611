// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { never } from 'wonka';
import { memoryLocation } from 'wouter/memory-location';
import acts from '../../../locales/oz/acts.json';
import actTypes from '../../../locales/oz/actTypes.json';
import money from '../../../locales/oz/money.json';
import type { ActTypeId } from '../../../machines/act-types/act-types';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { CreateActForm } from './create-act-page';

// Issue 28's type fields in the creation form generated from the registry (decision 081): each new
// kind with its input and mask, each closed list offered by its names.

setUpComponentTests({ acts, actTypes, money });

function renderForm(initialType: ActTypeId) {
  const location = memoryLocation({ path: '/my_notarial_act/new', record: true });
  renderWithProviders(
    <TestAppActor mode="browser">
      <CreateActForm initialType={initialType} simplified={false} invitee={null} />
    </TestAppActor>,
    {
      client: {
        executeQuery: vi.fn(() => never),
        query: vi.fn(() => ({ toPromise: () => new Promise(() => {}) })),
      },
      location,
    },
  );
}

const textbox = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(textbox(label), { target: { value } });

describe('the creation form’s type fields of issue 28', () => {
  it('masks the notarial blank’s prefix, series and number as typed', () => {
    renderForm(105);
    const f = actTypes.fields.act;
    type(f.blankPrefix, '1a45');
    type(f.blankSeries, 'a-b1c');
    type(f.blankNumber, '000-1234-99');
    expect(textbox(f.blankPrefix).value).toBe('14');
    expect(textbox(f.blankSeries).value).toBe('AB');
    expect(textbox(f.blankNumber).value).toBe('0001234');
  });

  it('offers a power of attorney’s class, transfer and rent types, and the ownership form by their names', () => {
    renderForm(105);
    for (const [field, names] of [
      ['proxyClass', actTypes.options.proxyClass],
      ['transferType', actTypes.options.transferType],
      ['rentType', actTypes.options.rentType],
    ] as const) {
      const select = screen.getByRole('combobox', {
        name: new RegExp(`^${actTypes.fields.act[field]}`),
      });
      for (const name of Object.values(names)) expect(select.textContent).toContain(name);
    }
    const form = screen.getByRole('combobox', {
      name: new RegExp(`^${actTypes.fields.realEstate.ownershipForm}`),
    });
    expect(form.textContent).toContain(actTypes.options.ownershipForm.commonShared);
  });

  it('asks a spouse consent for the divorce record part by part', () => {
    renderForm(15003);
    expect(screen.getByText(actTypes.fields.act.divorceRecord)).toBeTruthy();
    expect(
      screen.getAllByRole('textbox', { name: new RegExp(`^${actTypes.parts.divorceRecord.organisation}`) })
        .length,
    ).toBeGreaterThan(0);
  });
});
