// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import actTypes from '../../../locales/oz/actTypes.json';
import { setUpComponentTests } from '../../testing/render';
import { actWithAwaitingParty } from './act-detail.fixtures';
import { renderAct } from './act-detail-view.fixtures';
import type { ActDetail } from './use-act';

setUpComponentTests({ acts, actTypes });

const rahimovaPin = '32309929990022';

/** The awaiting-party act with decision 082's data: the applicant's client block and party fields. */
function actWithPartyFields(client: boolean): ActDetail {
  const act = actWithAwaitingParty();
  const [applicant, buyer, coOwner] = act.parties;
  return {
    ...act,
    client: client
      ? {
          type: 'legal',
          orgInn: '301234567',
          orgName: '"Ipak yo‘li" MChJ',
          birthCountry: 860,
          birthPlace: 'Oʻzbekiston',
          document: {
            series: 'AB',
            number: '1000002',
            issuer: 'Samarqand shahri IIB',
            issued: '2020-02-11',
            expiry: '2030-02-10',
          },
          citizenship: 'Oʻzbekiston Respublikasi',
          nationality: 'oʻzbek',
          regAddress: 'Samarqand shahri, Dahbed koʻchasi, 7-uy',
          actAddress: 'Toshkent shahri, Navoiy koʻchasi, 1-uy',
          region: { id: 1718, name: 'Samarqand viloyati' },
          district: { id: 1718401, name: 'Samarqand shahri' },
        }
      : null,
    parties: [
      {
        ...applicant!,
        pin: rahimovaPin,
        gender: 'female',
        birthPlace: 'Oʻzbekiston',
        regAddress: 'Samarqand shahri, Dahbed koʻchasi, 7-uy',
        fields: { participation: 'video', signingBlank: { series: 'NB', number: '0012345' }, payer: true },
      },
      // Awaiting: the ministry disclosed nothing of the registry, only the fields the applicant typed.
      {
        ...buyer!,
        gender: null,
        birthPlace: null,
        regAddress: null,
        fields: {
          participation: 'representative',
          proxyDocument: { number: '2024/115', date: '15.03.2024', issuer: 'Toshkent sh. 3-notarial idora' },
          registrationType: 'temporary',
          representedParty: rahimovaPin,
        },
      },
      // Nothing to unfold: no details row.
      { ...coOwner!, fields: {} },
    ],
  } as unknown as ActDetail;
}

/** The act's page on its parties tab. */
function renderParties(act: ActDetail) {
  renderAct(act);
  fireEvent.click(screen.getByRole('tab', { name: acts.tabs.parties }));
}

/** The disclosure of a party's details, by its accessible name. */
const detailsOf = async (fio: string) =>
  (
    await screen.findByText(
      (_, element) =>
        element?.tagName === 'SUMMARY' && element.textContent === `${acts.parties.details}: ${fio}`,
    )
  ).parentElement as HTMLDetailsElement;

/** The value beside a label inside `container`. */
const valueBeside = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { exact: true }).parentElement?.textContent?.slice(label.length);

describe('the parties tab shows each party’s fields (decision 082)', () => {
  it('folds each party’s fields under its row, by kind, with the registry’s words', async () => {
    renderParties(actWithPartyFields(true));
    const own = await detailsOf('Rahimova Dilnoza');
    expect(own.open).toBe(false);
    fireEvent.click(within(own).getByText(acts.parties.details));
    expect(valueBeside(own, acts.parties.gender)).toBe(acts.parties.genders.female);
    expect(valueBeside(own, acts.parties.regAddress)).toBe('Samarqand shahri, Dahbed koʻchasi, 7-uy');
    expect(valueBeside(own, actTypes.fields.party.participation)).toBe(actTypes.options.participation.video);
    expect(valueBeside(own, actTypes.fields.party.signingBlank)).toBe(
      `${actTypes.parts.signingBlank.series}: NB; ${actTypes.parts.signingBlank.number}: 0012345`,
    );
    expect(valueBeside(own, actTypes.fields.party.payer)).toBe(acts.parties.yes);

    const buyer = await detailsOf('Tursunov Sardor Bahodirovich');
    expect(valueBeside(buyer, actTypes.fields.party.participation)).toBe(
      actTypes.options.participation.representative,
    );
    expect(valueBeside(buyer, actTypes.fields.party.registrationType)).toBe(
      actTypes.options.registrationType.temporary,
    );
    expect(valueBeside(buyer, actTypes.fields.party.proxyDocument)).toBe(
      `${actTypes.parts.proxyDocument.number}: 2024/115; ${actTypes.parts.proxyDocument.date}: 15.03.2024; ${actTypes.parts.proxyDocument.issuer}: Toshkent sh. 3-notarial idora`,
    );
    // The represented party by its name and role, never a bare PIN.
    expect(valueBeside(buyer, actTypes.fields.party.representedParty)).toBe(
      `Rahimova Dilnoza (${actTypes.roles.seller})`,
    );
    // Undisclosed: no registry data of the buyer to show.
    expect(within(buyer).queryByText(acts.parties.gender, { exact: true })).toBeNull();
    expect(within(buyer).queryByText(acts.parties.regAddress, { exact: true })).toBeNull();
    // A party with nothing to unfold has no disclosure.
    expect(screen.getAllByText(acts.parties.details, { selector: 'summary' })).toHaveLength(2);
  });

  it('shows the client block when the ministry sent it: the organisation, the document, the birth country by name', async () => {
    renderParties(actWithPartyFields(true));
    const block = await screen.findByRole('region', { name: acts.client.title });
    expect(valueBeside(block, acts.client.orgName)).toBe('"Ipak yo‘li" MChJ');
    expect(valueBeside(block, acts.client.documentExpiry)).toBe('10.02.2030');
    expect(valueBeside(block, acts.client.document)).toBe(
      'AB 1000002, berilgan: Samarqand shahri IIB, 11.02.2020',
    );
    expect(valueBeside(block, acts.client.actAddress)).toBe('Toshkent shahri, Navoiy koʻchasi, 1-uy');
    expect(valueBeside(block, acts.client.district)).toBe('Samarqand shahri');
    // The country list is its own chunk: the name shows once it has loaded.
    await within(block).findByText('Oʻzbekiston', { exact: true });
    expect(valueBeside(block, acts.client.birthCountry)).toBe('Oʻzbekiston');
  });

  it('shows no client block to a viewer the ministry sent none', async () => {
    renderParties(actWithPartyFields(false));
    // The tab has rendered: the parties' disclosures are there.
    expect(await screen.findAllByText(acts.parties.details, { selector: 'summary' })).toHaveLength(2);
    expect(screen.queryByRole('region', { name: acts.client.title })).toBeNull();
    expect(screen.queryByText(acts.client.title)).toBeNull();
  });
});
