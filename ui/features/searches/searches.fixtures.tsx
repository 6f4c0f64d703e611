import { fireEvent, screen } from '@testing-library/react';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import searches from '../../../locales/oz/searches.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders } from '../../testing/render';

const operationName = (query: DocumentNode) =>
  (query.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;

/**
 * A search page with a ministry that answers every check with `data` (finding nothing): each check's
 * operation and variables are recorded, in order.
 */
export function renderSearchPage(page: ReactNode, data: Record<string, null>) {
  const query = vi.fn((_document: DocumentNode, _variables: unknown) => ({
    toPromise: () => Promise.resolve({ data }),
  }));
  renderWithProviders(<TestAppActor>{page}</TestAppActor>, { client: { query } });
  const checks = () => query.mock.calls.map(([document, variables]) => [operationName(document), variables]);
  return { checks };
}

/** A search form's text box by (a part of) its label, typed into, and its search button pressed. */
export const box = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;
export const type = (name: string, value: string) => fireEvent.input(box(name), { target: { value } });
export const search = () => fireEvent.click(screen.getByRole('button', { name: searches.search }));
