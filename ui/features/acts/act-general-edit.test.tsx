// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { never } from 'wonka';
import acts from '../../../locales/oz/acts.json';
import actTypes from '../../../locales/oz/actTypes.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { activeAct, actWithGeneral } from './act-detail.fixtures';
import { ActDetailView } from './act-page';
import type { ActDetail } from './use-act';

setUpComponentTests({ acts, actTypes });

function renderAct(act: ActDetail) {
  const client = {
    executeQuery: vi.fn(() => never),
    executeMutation: vi.fn(() => never),
    // The dialog's save: never answered, so the dialog stays busy.
    mutation: vi.fn((_document: unknown, _variables: unknown) => ({
      toPromise: () => new Promise(() => {}),
    })),
  };
  renderWithProviders(
    <TestAppActor mode="browser">
      <ActDetailView act={act} onAct={() => {}} />
    </TestAppActor>,
    { client },
  );
  return client;
}

/** The value of a row of the general tab, by its label. */
function generalRow(label: string) {
  const item = screen.getByText(label, { exact: true }).parentElement as HTMLElement;
  return item.textContent?.slice(label.length);
}

describe('the act general fields (decision 080)', () => {
  it('shows the place, the period, the reason, the attributes and the linked acts', () => {
    renderAct(actWithGeneral());
    expect(generalRow(acts.general.place)).toBe(
      acts.general.placeElsewhere.replace('{{address}}', 'Toshkent, 2-shifoxona, 4-palata'),
    );
    expect(generalRow(acts.general.dateBegin)).toBe('04.05.2026');
    expect(generalRow(acts.general.dateFinish)).toBe('03.05.2027');
    expect(generalRow(acts.general.freeOfPaymentReason)).toBe('I guruh nogironi');
    expect(generalRow('Guvoh')).toBe('Karimov A.');
    const links = screen.getByRole('list', { name: acts.general.linkedActs });
    // The act the viewer may open is a link to its page; the other is its number only.
    const open = within(links).getByRole('link', { name: 'NA-2026-000007' });
    expect(open.getAttribute('href')).toBe('/my_notarial_act/7');
    expect(within(links).queryByRole('link', { name: 'NA-2026-900045' })).toBeNull();
    expect(links.textContent).toContain(`${acts.general.relations.base}: NA-2026-900045 (20.01.2026)`);
  });

  it('an office act without a period or links shows neither', () => {
    renderAct(activeAct());
    expect(generalRow(acts.general.place)).toBe(acts.general.placeOffice);
    expect(screen.queryByText(acts.general.dateBegin)).toBeNull();
    expect(screen.queryByRole('list', { name: acts.general.linkedActs })).toBeNull();
    // The applicant has no edit button.
    expect(screen.queryByRole('button', { name: acts.generalEdit.button })).toBeNull();
  });

  it('the notary edits them in a dialog; the schema asks for what is missing before anything is sent', async () => {
    const client = renderAct(actWithGeneral());
    fireEvent.click(screen.getByRole('button', { name: acts.generalEdit.button }));
    const dialog = await screen.findByRole('dialog', { name: acts.generalEdit.title });
    const reason = within(dialog).getByLabelText(acts.generalEdit.freeOfPaymentReason, { exact: false });
    expect((reason as HTMLTextAreaElement).value).toBe('I guruh nogironi');
    fireEvent.input(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: acts.generalEdit.addAttribute }));
    fireEvent.click(within(dialog).getByRole('button', { name: acts.generalEdit.save }));
    expect(
      await within(dialog).findByText(acts.validation.error_required_free_of_payment_reason),
    ).toBeTruthy();
    expect(within(dialog).getByText(acts.validation.error_required_attribute_title)).toBeTruthy();
    expect(client.mutation).not.toHaveBeenCalled();

    fireEvent.input(reason, { target: { value: 'Qonun bo‘yicha imtiyoz' } });
    fireEvent.click(
      within(dialog).getByRole('button', {
        name: `${acts.generalEdit.remove}: ${acts.generalEdit.attributeTitle} 2`,
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: acts.generalEdit.save }));
    await waitFor(() => expect(client.mutation).toHaveBeenCalledTimes(1));
    expect(client.mutation.mock.calls[0]?.[1]).toEqual({
      uuid: 'u-12',
      version: 6,
      general: {
        place: 'elsewhere',
        placeAddress: 'Toshkent, 2-shifoxona, 4-palata',
        freeOfPayment: true,
        freeOfPaymentReason: 'Qonun bo‘yicha imtiyoz',
        attributes: [{ title: 'Guvoh', value: 'Karimov A.' }],
        // The stored link only: not the registry's base power of attorney the act names itself.
        links: [{ kind: 'annuls', regnum: 'NA-2026-000007' }],
      },
    });
    // While the call is under way the dialog stays and its save button is busy.
    expect(screen.getByRole('dialog', { name: acts.generalEdit.title })).toBeTruthy();
  });
});
