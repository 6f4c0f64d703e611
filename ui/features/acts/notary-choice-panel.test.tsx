// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { notaryChoiceQueries, tojiyev } from './notary-choice.fixtures';
import { NotaryChoicePanel } from './notary-choice-panel';
import type { ActDetail } from './use-act';

setUpComponentTests({ acts });

/** An act in preparation whose notary the applicant has rejected (the projection says who chooses). */
function actWithoutNotary(overrides: { notaryToChoose?: boolean } = {}): ActDetail {
  const notaryToChoose = overrides.notaryToChoose ?? true;
  return {
    rid: 7,
    uuid: 'u-1',
    version: 4,
    view: { canEdit: notaryToChoose, notaryToChoose, allowed: [] },
    general: { notary: null, office: null },
  } as unknown as ActDetail;
}

/** `answer` is setActNotary's (by default, none); each call's variables are kept. */
function renderPanel(
  act: ActDetail,
  client: { query?: unknown } = {},
  answer: Promise<unknown> = new Promise(() => {}),
  onAct = vi.fn(),
) {
  const mutation = vi.fn((_document: unknown, _variables: unknown) => ({ toPromise: () => answer }));
  const value = { query: vi.fn(() => ({ toPromise: () => new Promise(() => {}) })), mutation, ...client };
  renderWithProviders(
    <TestAppActor>
      <NotaryChoicePanel act={act} onAct={onAct} />
    </TestAppActor>,
    { client: value },
  );
  return { onAct, ...value };
}

const submitButton = () => screen.getByRole('button', { name: acts.notaryPanel.submit });

describe('NotaryChoicePanel', () => {
  it('is shown only when the projection says the viewer is to choose a notary', () => {
    renderPanel(actWithoutNotary({ notaryToChoose: false }));
    expect(screen.queryByRole('heading', { name: acts.notaryPanel.title })).toBeNull();
    renderPanel(actWithoutNotary());
    expect(screen.getByRole('heading', { name: acts.notaryPanel.title })).toBeTruthy();
  });

  it('sends setActNotary with the act’s version and the notary picked from the list', async () => {
    const { query, asked } = notaryChoiceQueries();
    const chosen = {
      ...actWithoutNotary(),
      version: 5,
      general: { notary: { id: 3, name: 'Tojiyev Sardor Olim o‘g‘li', phone: '901000011' } },
    };
    const { onAct, mutation } = renderPanel(
      actWithoutNotary(),
      { query },
      Promise.resolve({ data: { setActNotary: chosen } }),
    );

    fireEvent.click(screen.getByRole('radio', { name: acts.notaryChoice.modes.manual }));
    fireEvent.change(await screen.findByRole('combobox', { name: acts.notaryChoice.region }), {
      target: { value: '1726' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: acts.notaryChoice.district }), {
      target: { value: '172606' },
    });
    const card = await screen.findByRole('radio', { name: /Tojiyev Sardor Olim o‘g‘li/ });
    expect(asked.at(-1)).toEqual({ regionId: 1726, districtId: 172606, name: null });
    // The card says where the notary works and how to call the office.
    const label = card.closest('label') as HTMLElement;
    expect(within(label).getByText(tojiyev.office.address.oz)).toBeTruthy();
    expect(within(label).getByText('Telefon: (71) 200 11 02')).toBeTruthy();

    fireEvent.click(card);
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
    // The radio's own state and the form's value (which draws the badge) settle in separate renders.
    expect(await within(label).findByText(acts.notaryChoice.chosen)).toBeTruthy();
    fireEvent.click(submitButton());
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
    expect(mutation.mock.calls[0]?.[1]).toEqual({
      uuid: 'u-1',
      version: 4,
      notary: { mode: 'manual', notaryId: 3 },
    });
    await waitFor(() => expect(onAct).toHaveBeenCalledWith(chosen));
  });

  it('says when no notary matches the name, and asks for one before sending anything', async () => {
    const { query, asked } = notaryChoiceQueries(() => []);
    const { mutation } = renderPanel(actWithoutNotary(), { query });
    fireEvent.click(screen.getByRole('radio', { name: acts.notaryChoice.modes.manual }));
    expect(await screen.findByText(acts.notaryChoice.narrowFirst)).toBeTruthy();

    fireEvent.input(screen.getByRole('searchbox', { name: acts.notaryChoice.name }), {
      target: { value: 'Zz  zz' },
    });
    // Typing: the search waits for the typist, and says it is searching.
    expect(screen.getByRole('status').textContent).toBe(acts.notaryChoice.searching);
    expect(await screen.findByText(acts.notaryChoice.nothingFound)).toBeTruthy();
    expect(asked).toEqual([{ regionId: null, districtId: null, name: 'Zz zz' }]);

    fireEvent.click(submitButton());
    expect(await screen.findByText(acts.validation.error_required_notary)).toBeTruthy();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('says when the search failed, and finds the notaries on a retry', async () => {
    let searches = 0;
    const { query } = notaryChoiceQueries(() => {
      searches += 1;
      if (searches === 1) throw new Error('the gateway is unreachable');
      return [tojiyev];
    });
    renderPanel(actWithoutNotary(), { query });
    fireEvent.click(screen.getByRole('radio', { name: acts.notaryChoice.modes.manual }));
    fireEvent.change(await screen.findByRole('combobox', { name: acts.notaryChoice.region }), {
      target: { value: '1726' },
    });
    expect(await screen.findByText(acts.notaryChoice.loadError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: acts.retry }));
    expect(await screen.findByRole('radio', { name: /^Tojiyev Sardor/ })).toBeTruthy();
    expect(searches).toBe(2);
  });
});
