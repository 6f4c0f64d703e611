// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import actTypes from '../../../locales/oz/actTypes.json';
import { setUpComponentTests } from '../../testing/render';
import { actOfMinorTrip, actWithRealEstate } from './act-detail.fixtures';
import { renderAct } from './act-detail-view.fixtures';
import type { ActDetail } from './use-act';

setUpComponentTests({ acts, actTypes });

/** The value of a row of the general tab, by its label (the data list's label and value). */
function row(label: string) {
  const item = screen.getByText(label, { exact: true }).parentElement as HTMLElement;
  return item.textContent?.slice(label.length).replace(/\s/g, ' ');
}

/** A power of attorney over a flat (105) with the type fields of issue 28 as the ministry keeps them. */
function powerOfAttorney(): ActDetail {
  const act = actWithRealEstate();
  return {
    ...act,
    fields: {
      termFrom: '01.06.2025',
      termTo: '31.05.2026',
      validDate: '2025-12-31',
      proxyClass: 'special',
      transferType: 'management',
      rentType: 'lease',
      // Tiyin: 4 000 000 so'm.
      rentSum: 400_000_000,
      officialBlankCount: 2,
      blankPrefix: '14',
      blankSeries: 'AB',
      blankNumber: '0001234',
      // Not this type's, and empty: no rows.
      tripPeriod: null,
      collectFees: false,
    },
  } as unknown as ActDetail;
}

describe('the type fields on the act page', () => {
  it('shows every type field the act has, labelled from the registry and written by its kind', () => {
    renderAct(powerOfAttorney());
    const f = actTypes.fields.act;
    expect(row(f.termFrom)).toBe('01.06.2025');
    // A date as dd.mm.yyyy whichever way it was stored.
    expect(row(f.validDate)).toBe('31.12.2025');
    expect(row(f.proxyClass)).toBe(actTypes.options.proxyClass.special);
    expect(row(f.transferType)).toBe(actTypes.options.transferType.management);
    expect(row(f.rentType)).toBe(actTypes.options.rentType.lease);
    expect(row(f.rentSum)).toBe(`4 000 000,00 ${acts.som}`);
    expect(row(f.officialBlankCount)).toBe('2');
    expect(row(f.blankSeries)).toBe('AB');
    expect(row(f.blankNumber)).toBe('0001234');
    // Choices by their names, never their values.
    expect(screen.queryByText('special')).toBeNull();
    expect(screen.queryByText(f.tripPeriod)).toBeNull();
    expect(screen.queryByText(f.collectFees)).toBeNull();
  });

  it('says no to a required flag left off, beside the trip’s countries by name', async () => {
    const act = actOfMinorTrip();
    renderAct({
      ...act,
      general: { ...act.general, type: { id: 15034, name: 'Voyaga yetmaganning chet elga chiqishi' } },
      fields: { ...act.fields, selfDeparture: false, tripPeriod: 21 },
    } as unknown as ActDetail);
    await screen.findByText(actTypes.fields.act.selfDeparture);
    expect(row(actTypes.fields.act.selfDeparture)).toBe(acts.no);
    expect(row(actTypes.fields.act.tripPeriod)).toBe('21');
    expect(row(actTypes.fields.act.destinationCountries)).toBe('Qozogʻiston, Rossiya');
  });

  it('names a divorce record part by part, and a stored field the type does not list', () => {
    const consent = actWithRealEstate();
    renderAct({
      ...consent,
      general: { ...consent.general, type: { id: 15003, name: 'Er-xotin roziligi' } },
      fields: {
        divorceRecord: { recordNumber: '77', recordDate: '01.03.2020', organisation: 'Yunusobod FHDYo' },
        collectFees: true,
      },
    } as unknown as ActDetail);
    expect(row(actTypes.fields.act.divorceRecord)).toBe('№ 77, 01.03.2020, Yunusobod FHDYo');
    // A stored field the type no longer lists still shows, after the type's own.
    expect(row(actTypes.fields.act.collectFees)).toBe(acts.yes);
  });

  it('shows the real estate’s form of ownership by its name on the subjects tab', async () => {
    const act = actWithRealEstate();
    const estate = { ...act.subjects.realEstates[0]!, ownershipForm: 'commonJoint' };
    renderAct({ ...act, subjects: { ...act.subjects, realEstates: [estate] } } as ActDetail);
    screen.getByRole('tab', { name: acts.tabs.subjects }).click();
    expect(await screen.findByText(actTypes.options.ownershipForm.commonJoint)).toBeTruthy();
  });
});
