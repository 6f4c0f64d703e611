// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { listedAct } from './act-detail.fixtures';
import MyActsPage from './my-acts-page';

setUpComponentTests({ acts });

const row = (rid: number) => listedAct(rid);

type Answer = (variables: Record<string, unknown>) => unknown;

/** A client whose list answers the test gives in order (unanswered after them); each list query's variables are kept. */
function client(answers: Answer[] = []) {
  const asked: Record<string, unknown>[] = [];
  const query = vi.fn((_document: unknown, variables: Record<string, unknown>) => {
    const reference = !('tab' in variables);
    if (!reference) asked.push(variables);
    const answer = reference
      ? { data: { actTypes: [], notaryOffices: [] } }
      : (answers.shift()?.(variables) ?? new Promise(() => {}));
    return { toPromise: () => Promise.resolve(answer) };
  });
  return { asked, query };
}

function renderPage(createHref: string | null, answers: Answer[] = []) {
  const fake = client(answers);
  renderWithProviders(
    <TestAppActor>
      <MyActsPage createHref={createHref} />
    </TestAppActor>,
    { client: { query: fake.query } },
  );
  return fake;
}

const list = (items: unknown[], total = items.length, page = 1) => ({
  data: { myActs: { items, total, page, size: 20 } },
});

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

  it('waits for the in-process tab, then shows its acts and pages through them', async () => {
    const fake = renderPage(null, [() => list([row(1)], 25), () => list([row(2)], 25, 2)]);
    expect(screen.getByRole('status').textContent).toContain(acts.list.loading);
    expect(await screen.findByRole('link', { name: '№ 1 (raqamsiz)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: acts.list.next }));
    expect(await screen.findByRole('link', { name: '№ 2 (raqamsiz)' })).toBeTruthy();
    expect(fake.asked).toEqual([
      { tab: 'IN_PROCESS', filter: {}, page: 1, size: 20 },
      { tab: 'IN_PROCESS', filter: {}, page: 2, size: 20 },
    ]);
  });

  it("asks for the other tab's first page, and says when it is empty", async () => {
    const fake = renderPage(null, [() => list([row(1)], 25), () => list([])]);
    await screen.findByRole('link', { name: '№ 1 (raqamsiz)' });
    fireEvent.click(screen.getByRole('tab', { name: acts.tabs.awaiting }));
    expect(await screen.findByText(acts.list.emptyAwaiting)).toBeTruthy();
    expect(fake.asked[1]).toEqual({ tab: 'AWAITING', filter: {}, page: 1, size: 20 });
  });

  it('applies the filter from the first page and counts its criteria on the button', async () => {
    const fake = renderPage(null, [() => list([row(1)]), () => list([])]);
    await screen.findByRole('link', { name: '№ 1 (raqamsiz)' });
    expect(screen.queryByRole('form', { name: acts.filters.title })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: acts.filters.title }));
    const form = await screen.findByRole('form', { name: acts.filters.title });
    fireEvent.input(within(form).getByLabelText(acts.filters.regnum), { target: { value: ' 77 ' } });
    fireEvent.click(within(form).getByRole('button', { name: acts.filters.apply }));
    expect(await screen.findByText(acts.list.emptyFiltered)).toBeTruthy();
    expect(fake.asked[1]).toEqual({ tab: 'IN_PROCESS', filter: { regnum: '77' }, page: 1, size: 20 });
    expect(screen.getByRole('button', { name: `${acts.filters.title} 1` })).toBeTruthy();
  });

  it('says the list failed and asks again on retry', async () => {
    const unavailable = { error: { graphQLErrors: [], networkError: new Error('Failed to fetch') } };
    const fake = renderPage(null, [() => unavailable, () => list([row(3)])]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(acts.list.error);
    fireEvent.click(within(alert).getByRole('button', { name: acts.retry }));
    expect(await screen.findByRole('link', { name: '№ 3 (raqamsiz)' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fake.asked).toHaveLength(2);
  });
});
