// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import searches from '../../../locales/oz/searches.json';
import { setUpComponentTests } from '../../testing/render';
import ProxyCheckPage from './proxy-check-page';
import { box, renderSearchPage, search, type } from './searches.fixtures';

// The searches' rules (zod and machines/fields' schemas) are counted as they load: the page's first
// render must not need them (decision 104).
const rules = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../../machines/searches/search-forms', async (original) => {
  rules.loads += 1;
  return await original();
});

setUpComponentTests({ searches });

/** The power-of-attorney check with a ministry that finds nothing; each check is recorded. */
function renderPage(address = '/search_proxy') {
  window.history.replaceState(null, '', address);
  return renderSearchPage(<ProxyCheckPage kiosk={false} />, { proxyCheck: null });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a search by registry number and date, its rules loaded at the first check', () => {
  // The first test: the rules are loaded once per file, by whatever needs them first.
  it('renders and masks what is typed without its rules; the first search loads them and refuses the empty fields', async () => {
    const { checks } = renderPage();
    type(searches.fields.regnum, 'na-2026-000001x');
    expect(box(searches.fields.regnum).value).toBe('NA-2026-000001');
    type(searches.fields.regdate, '01022026');
    expect(box(searches.fields.regdate).value).toBe('01.02.2026');
    expect(rules.loads).toBe(0);
    type(searches.fields.regnum, '');
    search();
    expect(await screen.findByText(searches.validation.error_required_registry_number)).toBeTruthy();
    expect(rules.loads).toBe(1);
    // The field in error takes the focus; nothing is sent.
    expect(document.activeElement).toBe(box(searches.fields.regnum));
    expect(checks()).toEqual([]);
  });

  it('keeps a message until the next search, then sends the corrected query', async () => {
    const { checks } = renderPage();
    type(searches.fields.regnum, 'NA-2026');
    type(searches.fields.regdate, '31.02.2026');
    search();
    expect(await screen.findByText(searches.validation.error_wrong_registry_number)).toBeTruthy();
    expect(screen.getByText(searches.validation.error_wrong_calendar_date)).toBeTruthy();
    type(searches.fields.regnum, 'NA-2026-000001');
    type(searches.fields.regdate, '01.02.2026');
    expect(screen.getByText(searches.validation.error_wrong_registry_number)).toBeTruthy();
    search();
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()).toEqual([['ProxyCheck', { regnum: 'NA-2026-000001', regdate: '01.02.2026' }]]);
    expect(screen.queryByText(searches.validation.error_wrong_registry_number)).toBeNull();
    expect(await screen.findByText(searches.notFound)).toBeTruthy();
  });

  it('searches at once when a link gives a whole valid query, masked as typed', async () => {
    const { checks } = renderPage('/search_proxy?regnum=na-2026-000042&regdate=02.03.2026');
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()).toEqual([['ProxyCheck', { regnum: 'NA-2026-000042', regdate: '02.03.2026' }]]);
    expect(box(searches.fields.regnum).value).toBe('NA-2026-000042');
  });

  it('fills the form from a link with an invalid query but does not search', async () => {
    const { checks } = renderPage('/search_proxy?regnum=NA-2026-000042&regdate=31.02.2026');
    expect(box(searches.fields.regdate).value).toBe('31.02.2026');
    // The link's check was asked before this search's, so it has refused the date when this one has.
    search();
    expect(await screen.findByText(searches.validation.error_wrong_calendar_date)).toBeTruthy();
    expect(checks()).toEqual([]);
  });
});
