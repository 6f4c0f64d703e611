// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { never } from 'wonka';
import acts from '../../../locales/oz/acts.json';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import MyActsPage from './my-acts-page';

setUpComponentTests({ acts });

function renderPage(createHref: string | null) {
  const client = { executeQuery: vi.fn(() => never), executeMutation: vi.fn(() => never) };
  renderWithProviders(<MyActsPage createHref={createHref} />, { client });
}

describe('the my-acts page', () => {
  it('offers "create simplified act" (section 2): the creation form in simplified mode', () => {
    renderPage('/my_notarial_act/new');
    const group = screen.getByRole('group', { name: acts.list.create });
    const links = Array.from(group.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      [acts.list.createSale, '/my_notarial_act/new?type=1'],
      [acts.list.createGift, '/my_notarial_act/new?type=4'],
      [acts.list.createSimplified, '/my_notarial_act/new?type=1&simplified=1'],
    ]);
  });

  it('offers no creation to a viewer who may not create acts', () => {
    renderPage(null);
    expect(screen.queryByRole('link', { name: acts.list.createSimplified })).toBeNull();
  });
});
