// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import searches from '../../../locales/oz/searches.json';
import { setUpComponentTests } from '../../testing/render';
import BanCheckPage from './ban-check-page';
import { box, renderSearchPage, search, type } from './searches.fixtures';

setUpComponentTests({ searches });

/** The page with a ministry that finds nothing: each check's operation and variables are recorded. */
const renderPage = () =>
  renderSearchPage(<BanCheckPage kiosk={false} />, { vehicleBanCheck: null, realEstateBanCheck: null });

describe('the ban check’s form (react-hook-form, decision 093)', () => {
  it('says what each empty field needs, and sends nothing', async () => {
    const { checks } = renderPage();
    search();
    expect(await screen.findByText(searches.validation.error_required_state_number)).toBeTruthy();
    expect(screen.getByText(searches.validation.error_required_tech_passport_series)).toBeTruthy();
    expect(screen.getByText(searches.validation.error_required_tech_passport_number)).toBeTruthy();
    expect(checks()).toEqual([]);
  });

  it('masks what is typed and sends the vehicle’s fields only', async () => {
    const { checks } = renderPage();
    type(searches.fields.stateNumber, '01 a 123 bc');
    expect(box(searches.fields.stateNumber).value).toBe('01A123BC');
    type(searches.fields.techPassportSeries, 'aaf');
    type(searches.fields.techPassportNumber, '1234567');
    search();
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()).toEqual([
      [
        'VehicleBanCheck',
        { stateNumber: '01A123BC', techPassportSeries: 'AAF', techPassportNumber: '1234567' },
      ],
    ]);
    expect(await screen.findByText(searches.notFound)).toBeTruthy();
  });

  it('changes the property kind: its own fields and rules, the messages cleared, the other kind’s text kept', async () => {
    const { checks } = renderPage();
    type(searches.fields.stateNumber, '01A123BC');
    search();
    expect(await screen.findByText(searches.validation.error_required_tech_passport_series)).toBeTruthy();
    // The kind's buttons, found again after each change (the form's keyboard starts again per kind).
    const kind = (name: string) =>
      fireEvent.click(
        within(screen.getByRole('group', { name: searches.fields.kind })).getByRole('button', { name }),
      );
    kind(searches.kinds.realEstate);
    expect(
      await screen.findByRole('textbox', { name: new RegExp(searches.fields.cadastreNumber) }),
    ).toBeTruthy();
    expect(screen.queryByText(searches.validation.error_required_tech_passport_series)).toBeNull();
    expect(screen.queryByRole('textbox', { name: new RegExp(searches.fields.stateNumber) })).toBeNull();
    search();
    expect(await screen.findByText(searches.validation.error_required_cadastre_number)).toBeTruthy();
    type(searches.fields.cadastreNumber, '11:14:04:01:01:1630');
    search();
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()[0]).toEqual([
      'RealEstateBanCheck',
      { cadastreNumber: '11:14:04:01:01:1630', cadastreType: 'residential' },
    ]);
    kind(searches.kinds.vehicle);
    expect(
      (await screen.findByRole('textbox', {
        name: new RegExp(searches.fields.stateNumber),
      })) as HTMLInputElement,
    ).toHaveProperty('value', '01A123BC');
  });
});
