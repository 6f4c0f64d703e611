// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it, vi } from 'vitest';
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

const down = () => new CombinedError({ networkError: new Error('gateway down') });

function renderPage(mutation: ReturnType<typeof vi.fn>, journalFailures = 0, tableFailures = 0) {
  // The tables and the journal are read by their statecharts' actors (client.query).
  let journalReads = 0;
  let tableReads = 0;
  const query = vi.fn((document: DocumentNode, _variables: unknown) => ({
    toPromise: () => {
      if (operationName(document) === 'Dictionaries') {
        tableReads += 1;
        return Promise.resolve(tableReads <= tableFailures ? { error: down() } : { data });
      }
      journalReads += 1;
      return Promise.resolve(journalReads <= journalFailures ? { error: down() } : { data: journal });
    },
  }));
  renderWithProviders(
    <TestAppActor>
      <UpdateDictPage />
    </TestAppActor>,
    { client: { query, mutation } },
  );
  return { query };
}

const reads = (query: ReturnType<typeof vi.fn>, name: string) =>
  query.mock.calls
    .filter(([document]) => operationName(document as DocumentNode) === name)
    .map(([, variables]) => variables);

const answer = (value: unknown) =>
  vi.fn((..._args: unknown[]) => ({ toPromise: () => Promise.resolve(value) }));

async function editRegion(ru: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Tahrirlash: Toshkent shahri' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.input(within(dialog).getByRole('textbox', { name: 'Nomi (rus)' }), { target: { value: ru } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
  return dialog;
}

describe('/update_dict', () => {
  it('lists the dictionaries, and saves a region name from its dialog', async () => {
    const mutation = answer({ data: { updateRegionName: { id: 1, recordId: 1726 } } });
    const { query } = renderPage(mutation);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ma’lumotnomalar' })).toBeTruthy();
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
    await waitFor(() => expect(reads(query, 'Dictionaries')).toHaveLength(2));
    await waitFor(() => expect(reads(query, 'DictionaryJournal')).toHaveLength(2));
    expect(reads(query, 'DictionaryJournal')).toEqual([{ page: 1 }, { page: 1 }]);
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

  it('says when the tables cannot be read, and reads them again when asked', async () => {
    renderPage(answer({}), 0, 1);
    expect(await screen.findByText(dictionaries.loadFailed)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: dictionaries.retry }));
    expect(await screen.findByRole('cell', { name: 'Oldi-sotdi' })).toBeTruthy();
    expect(screen.queryByText(dictionaries.loadFailed)).toBeNull();
  });

  it('edits a catalogue entry one language at a time, keeping what was typed in another', async () => {
    const mutation = answer({ data: { updateCatalogueTexts: { id: 1, recordId: 1 } } });
    renderPage(mutation);
    fireEvent.click(await screen.findByRole('button', { name: 'Katalog matni: Oldi-sotdi' }));
    const dialog = await screen.findByRole('dialog');
    const regulation = () =>
      within(dialog).getByRole('textbox', { name: dictionaries.catalogue.regulation }) as HTMLTextAreaElement;
    const language = within(dialog).getByRole('combobox', { name: dictionaries.edit.language });
    expect((language as HTMLSelectElement).value).toBe('oz');
    fireEvent.input(regulation(), { target: { value: 'Yangi reglament' } });
    fireEvent.change(language, { target: { value: 'ru' } });
    await waitFor(() => expect((language as HTMLSelectElement).value).toBe('ru'));
    expect(regulation().value).toBe('Reglament');
    fireEvent.change(language, { target: { value: 'oz' } });
    await waitFor(() => expect(regulation().value).toBe('Yangi reglament'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
    const sent = mutation.mock.calls[0]?.[1] as { texts: Record<string, { regulation: string }> };
    expect([sent.texts.oz?.regulation, sent.texts.ru?.regulation]).toEqual(['Yangi reglament', 'Reglament']);
  });
});
