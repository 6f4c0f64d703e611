import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { catalogueKeys } from './catalogue.schema';
import { catalogueSearchMachine } from './catalogue-search.machine';
import { selectCatalogueSearch } from './catalogue-search.select';

function start() {
  const opened: (string | undefined)[] = [];
  const actor = createActor(
    catalogueSearchMachine.provide({ actions: { open: (_, { q }) => opened.push(q) } }),
  ).start();
  const submit = (text: string) => actor.send({ type: 'search.submitted', text });
  return { opened, submit, view: () => selectCatalogueSearch(actor.getSnapshot()) };
}

describe('the catalogue search box', () => {
  it('opens a valid query, trimmed, in any script', () => {
    const { opened, submit, view } = start();
    submit('  vasiyatnoma ');
    submit('васиятнома');
    expect(opened).toEqual(['vasiyatnoma', 'васиятнома']);
    expect(view().errorKey).toBeNull();
  });

  it('opens the whole catalogue for an empty query', () => {
    const { opened, submit } = start();
    submit('   ');
    expect(opened).toEqual([undefined]);
  });

  it('refuses a query too short or too long, opens nothing, and forgets the reason once a query is valid', () => {
    const { opened, submit, view } = start();
    submit('a');
    expect(view().errorKey).toBe(catalogueKeys.queryShort);
    // Punctuation folds to nothing: as short as an empty word.
    submit('?!..');
    expect(view().errorKey).toBe(catalogueKeys.queryShort);
    submit('x'.repeat(101));
    expect(view().errorKey).toBe(catalogueKeys.queryLong);
    expect(opened).toEqual([]);
    submit('ishonchnoma');
    expect(view().errorKey).toBeNull();
    expect(opened).toEqual(['ishonchnoma']);
  });
});
