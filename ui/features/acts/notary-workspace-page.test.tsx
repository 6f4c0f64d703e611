// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromValue } from 'wonka';
import { memoryLocation } from 'wouter/memory-location';
import acts from '../../../locales/oz/acts.json';
import { tashkentInstant } from '../../../machines/clock/clock';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { stateOfStep } from './act-format';
import { NotaryQueueResults } from './notary-workspace-page';

setUpComponentTests({ acts });

const row = {
  rid: 1001,
  uuid: 'u-1001',
  version: 3,
  type: { id: 1, name: 'Oldi-sotdi' },
  state: stateOfStep(2),
  step: 2,
  regnum: null,
  regdate: null,
  instime: tashkentInstant('2026-11-20', '10:00'),
  visitdate: null,
  visittime: null,
  regtype: 2,
  regsystemid: 2,
  office: { id: 1, name: '1-son notarial idora' },
  notaryId: 7,
};

function renderQueue(step: number | null, items: unknown[]) {
  const executeQuery = vi.fn(({ variables }) =>
    fromValue({
      operation: { key: 1, variables },
      data: { notaryQueue: { notaryId: 7, officeId: 1, items, total: items.length, page: 1, size: 20 } },
    }),
  );
  renderWithProviders(<NotaryQueueResults step={step} />, {
    client: { executeQuery },
    location: memoryLocation({ path: '/notary_workspace' }),
  });
  return executeQuery;
}

describe('notary workspace', () => {
  it("asks for the step's queue and links each act to its page", () => {
    const executeQuery = renderQueue(2, [row]);
    expect(executeQuery.mock.calls[0]?.[0].variables).toEqual({ step: 2, page: 1, size: 20 });
    const link = screen.getByRole('link', { name: '№ 1001 (raqamsiz)' });
    expect(link.getAttribute('href')).toBe('/my_notarial_act/1001');
  });

  it('says when a step has no acts', () => {
    renderQueue(5, []);
    expect(screen.getByText(acts.notary.empty)).toBeTruthy();
  });
});
