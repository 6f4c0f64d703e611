// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { fromValue } from 'wonka';
import dictionaries from '../../../locales/oz/dictionaries.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { UpdateDictPage } from './update-dict-page';

setUpComponentTests({ dictionaries });

const name = (oz: string) => ({ oz, uz: `${oz} (uz)`, ru: `${oz} (ru)` });
const texts = {
  regulation: 'Reglament',
  summary: 'Qisqa',
  documents: ['Pasport'],
  duration: 'Bir kun',
  result: 'Shartnoma',
  conditions: 'Shartlar',
  links: [{ title: 'Lex', url: 'https://lex.uz' }],
};
const data = {
  dictionaries: {
    configuredBaseAmount: 37_500_000,
    baseAmountInForce: 37_500_000,
    actTypes: [{ id: 1, name: name('Oldi-sotdi') }],
    catalogue: [{ actTypeId: 1, texts: { oz: texts, uz: texts, ru: texts } }],
    regions: [{ id: 1726, name: name('Toshkent shahri') }],
    districts: [{ id: 172606, regionId: 1726, name: name('Yunusobod') }],
    offices: [
      {
        id: 1,
        regionId: 1726,
        districtId: 172606,
        phone: '712001101',
        name: name('1-idora'),
        address: name('Amir Temur 1'),
      },
    ],
    baseAmounts: [],
  },
};
const journal = { dictionaryJournal: { total: 0, page: 1, pageSize: 20, items: [] } };

const operationName = (query: DocumentNode) =>
  (query.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;

function renderPage(mutation: ReturnType<typeof vi.fn>, journalFailures = 0) {
  const executeQuery = vi.fn((operation: { key: number; query: DocumentNode; variables: unknown }) =>
    fromValue({ operation, data }),
  );
  // The journal is read by its statechart's actor (client.query), the tables by useQuery.
  const query = vi.fn((_document: DocumentNode, _variables: unknown) => ({
    toPromise: () =>
      Promise.resolve(
        query.mock.calls.length <= journalFailures
          ? { error: new CombinedError({ networkError: new Error('gateway down') }) }
          : { data: journal },
      ),
  }));
  renderWithProviders(
    <TestAppActor>
      <UpdateDictPage />
    </TestAppActor>,
    { client: { executeQuery, query, mutation } },
  );
  return { executeQuery, query };
}

const answer = (value: unknown) =>
  vi.fn((..._args: unknown[]) => ({ toPromise: () => Promise.resolve(value) }));

async function editRegion(ru: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Tahrirlash: Toshkent shahri' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nomi (rus)' }), { target: { value: ru } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
  return dialog;
}

describe('/update_dict', () => {
  it('lists the dictionaries, and saves a region name from its dialog', async () => {
    const mutation = answer({ data: { updateRegionName: { id: 1, recordId: 1726 } } });
    const { executeQuery, query } = renderPage(mutation);
    expect(screen.getByRole('heading', { level: 1, name: 'Ma’lumotnomalar' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Oldi-sotdi' })).toBeTruthy();
    await editRegion('Ташкент');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(mutation.mock.calls[0]?.[1]).toEqual({
      id: 1726,
      name: { oz: 'Toshkent shahri', uz: 'Toshkent shahri (uz)', ru: 'Ташкент' },
    });
    expect(screen.getByRole('status').textContent).toBe(dictionaries.saved);
    // The tables and the journal's first page are read again with the change.
    await waitFor(() => expect(executeQuery.mock.calls.length).toBeGreaterThan(1));
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    expect(query.mock.calls.map(([document, variables]) => [operationName(document), variables])).toEqual([
      ['DictionaryJournal', { page: 1 }],
      ['DictionaryJournal', { page: 1 }],
    ]);
  });

  it('says when the journal cannot be read, and reads it again when asked', async () => {
    renderPage(answer({}), 1);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(dictionaries.journal.failed);
    fireEvent.click(within(alert).getByRole('button', { name: dictionaries.journal.retry }));
    expect(await screen.findByText(dictionaries.journal.empty)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the dialog open with the ministry’s messages of a refused input', async () => {
    const refused = new CombinedError({
      graphQLErrors: [
        {
          message: 'Maydonni to‘ldiring',
          extensions: { code: 'BAD_REQUEST', fields: { 'name.ru': 'Maydonni to‘ldiring' } },
        },
      ],
    });
    const mutation = answer({ error: refused });
    renderPage(mutation);
    const dialog = await editRegion(' ');
    await waitFor(() => expect(within(dialog).getAllByText('Maydonni to‘ldiring').length).toBeGreaterThan(0));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
