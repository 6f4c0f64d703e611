// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpComponentTests } from '../testing/render';
import { Fact, FactList } from './fact-list';

setUpComponentTests({});

describe('FactList', () => {
  it('gives each fact to assistive technology as a term and its definition, in order', () => {
    renderWithProviders(
      <FactList aria-label="Notary">
        <Fact label="Licence">N-000101</Fact>
        <Fact label="Office" valueTestId="office">
          <span>Yunusobod</span>
        </Fact>
      </FactList>,
    );
    const list = screen.getByLabelText('Notary');
    expect(list.tagName).toBe('DL');
    const terms = within(list).getAllByRole('term');
    const definitions = within(list).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Licence', 'Office']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['N-000101', 'Yunusobod']);
    // Each definition follows its term in the same group, as a DataList item has them.
    for (const [i, term] of terms.entries()) expect(term.nextElementSibling).toBe(definitions[i]);
    expect(screen.getByTestId('office')).toBe(definitions[1]);
  });

  it('lets only the facts asked to wrap put their value under the label', () => {
    renderWithProviders(
      <FactList aria-label="Summary">
        <Fact label="Total">12</Fact>
        <Fact wrap label="Average">
          3 days
        </Fact>
      </FactList>,
    );
    const [total, average] = within(screen.getByLabelText('Summary')).getAllByRole('term');
    expect(total?.parentElement?.hasAttribute('data-wrap')).toBe(false);
    expect(average?.parentElement?.hasAttribute('data-wrap')).toBe(true);
  });
});
