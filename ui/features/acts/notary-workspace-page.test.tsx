// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import acts from '../../../locales/oz/acts.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { listedAct } from './act-detail.fixtures';
import { NotaryQueue } from './notary-workspace-page';

setUpComponentTests({ acts });

const row = listedAct(1001, { step: 2, version: 3 });

function renderQueue(step: number | null, items: unknown[]) {
  const query = vi.fn((_document: unknown, variables: { page: number }) => ({
    toPromise: () =>
      Promise.resolve({
        data: {
          notaryQueue: {
            notaryId: 7,
            officeId: 1,
            items,
            total: items.length,
            page: variables.page,
            size: 20,
          },
        },
      }),
  }));
  renderWithProviders(
    <TestAppActor>
      <NotaryQueue step={step} />
    </TestAppActor>,
    { client: { query }, location: memoryLocation({ path: '/notary_workspace' }) },
  );
  return query;
}

describe('notary workspace', () => {
  it("asks for the step's queue and links each act to its page", async () => {
    const query = renderQueue(2, [row]);
    const link = await screen.findByRole('link', { name: '№ 1001 (raqamsiz)' });
    expect(query.mock.calls[0]?.[1]).toEqual({ step: 2, page: 1, size: 20 });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(`2. ${acts.states.checking}`);
    expect(link.getAttribute('href')).toBe('/my_notarial_act/1001');
  });

  it('says when a step has no acts', async () => {
    renderQueue(5, []);
    expect(await screen.findByText(acts.notary.empty)).toBeTruthy();
  });

  it("asks for another step's first page when its tab is chosen", async () => {
    const query = renderQueue(null, [row]);
    await screen.findByRole('link', { name: '№ 1001 (raqamsiz)' });
    fireEvent.click(screen.getByRole('tab', { name: `3. ${acts.states.applicantConfirmation}` }));
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    expect(query.mock.calls.map((call) => call[1])).toEqual([
      { step: null, page: 1, size: 20 },
      { step: 3, page: 1, size: 20 },
    ]);
  });
});
