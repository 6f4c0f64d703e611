// @vitest-environment happy-dom
import { Alert } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import actTypes from '../../../locales/oz/actTypes.json';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import {
  activeAct,
  actLeftByParty,
  actOfMinorTrip,
  actWithAwaitingParty,
  actWithMinorAndBank,
  actWithRealEstate,
  inactiveAct,
  invitationLink,
  reason,
  refusedAct,
  simplifiedAct,
} from './act-detail.fixtures';
import { renderAct } from './act-detail-view.fixtures';

setUpComponentTests({ acts, actTypes });

/** The side state's banner above the tabs (the same name is the header's badge too). */
function banner(title: string) {
  return screen
    .getAllByText(title, { exact: true })
    .map((element) => element.closest('.chakra-alert__root'))
    .find(Boolean);
}

/** Chakra draws an alert's status only as its style: the class a bare alert of that status gets. */
function alertClass(status: 'warning' | 'error') {
  const { container, unmount } = renderWithProviders(<Alert.Root status={status} />);
  const className = (container.firstElementChild as HTMLElement).className;
  unmount();
  return className;
}

/** The value of a row of the general tab, by its label. */
function generalRow(label: string) {
  const item = screen.getByText(label, { exact: true }).parentElement as HTMLElement;
  return item.textContent?.slice(label.length);
}

describe('the act page', () => {
  it("a refused act's general tab says refused under the refusal banner, not active", () => {
    renderAct(refusedAct());
    expect(banner(acts.states.refused)?.className).toBe(alertClass('error'));
    expect(banner(acts.states.refused)?.textContent).toContain(reason);
    expect(generalRow(acts.general.status)).toBe(acts.statuses.refused);
  });

  it('an act in process is active', () => {
    renderAct(activeAct());
    expect(generalRow(acts.general.status)).toBe(acts.statuses.active);
  });

  it('an act nobody attended is a warning, not an error', () => {
    renderAct(inactiveAct());
    expect(banner(acts.states.inactive)?.className).toBe(alertClass('warning'));
    expect(alertClass('warning')).not.toBe(alertClass('error'));
  });

  it("names the act's language instead of its code", () => {
    renderAct(activeAct());
    expect(generalRow(acts.general.language)).toBe(acts.languages.ru);
  });

  it('a simplified act shows the six steps of its path, each under its own number', () => {
    renderAct(simplifiedAct());
    const bar = screen.getByRole('list', { name: acts.detail.steps });
    const items = Array.from(bar.querySelectorAll('li')).map((item) => item.textContent);
    expect(items).toEqual([
      `1. ${acts.states.preparation}`,
      `2. ${acts.states.checking}`,
      `5. ${acts.states.timeSetting}`,
      `6. ${acts.states.timeConfirmation}`,
      `8. ${acts.states.registration}`,
      `9. ${acts.states.registered}`,
    ]);
    expect(bar.querySelector('[aria-current="step"]')?.textContent).toBe(`2. ${acts.states.checking}`);
  });

  it('a full-path act shows all nine steps', () => {
    renderAct(activeAct());
    expect(screen.getByRole('list', { name: acts.detail.steps }).querySelectorAll('li')).toHaveLength(9);
  });

  it("shows an awaiting party's invitation as a QR code of its link on the parties tab, for no one else", async () => {
    renderAct(actWithAwaitingParty());
    fireEvent.click(screen.getByRole('tab', { name: acts.tabs.parties }));
    const qr = await screen.findByRole('img', {
      name: acts.parties.invitationQr.replace('{{fio}}', 'Tursunov Sardor Bahodirovich'),
    });
    const svg = await QRCode.toString(invitationLink, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    // The applicant and the co-owner who accepted have no invitation to scan.
    expect(screen.getAllByRole('img', { name: /QR/ })).toHaveLength(1);
  });

  it("tells the applicant an awaiting party's data is what she typed, and names a minor by the birth record", async () => {
    renderAct(actWithAwaitingParty());
    fireEvent.click(screen.getByRole('tab', { name: acts.tabs.parties }));
    // Only the awaiting buyer carries the note; the parties who accepted are shown whole.
    expect(await screen.findAllByText(acts.parties.undisclosed)).toHaveLength(1);
    const buyer = screen
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(acts.partyStatuses.awaiting));
    expect(buyer?.textContent).toContain(acts.parties.undisclosed);
    expect(buyer?.textContent).not.toContain('931000003');

    renderAct(actWithMinorAndBank());
    fireEvent.click(screen.getAllByRole('tab', { name: acts.tabs.parties }).at(-1)!);
    expect(await screen.findByText('FHDYO-2015-000173')).toBeTruthy();
  });

  it('names a trip’s countries in the page’s language, never by their codes', async () => {
    renderAct(actOfMinorTrip());
    const departure = await screen.findByText(actTypes.fields.act.departureCountry);
    // A row of the data list: its label and its value.
    const item = (label: HTMLElement) => label.parentElement!;
    expect(item(departure).textContent).toContain('Oʻzbekiston');
    const destinations = screen.getByText(actTypes.fields.act.destinationCountries);
    expect(item(destinations).textContent).toContain('Qozogʻiston, Rossiya');
    expect(screen.queryByText(/\b(860|398|643)\b/)).toBeNull();
    // "All countries" is off: no row for it.
    expect(screen.queryByText(actTypes.fields.act.allCountries)).toBeNull();
  });

  it('shows a party who rejected the act only their participation: no tabs, no actions', () => {
    renderAct(actLeftByParty());
    expect(screen.getByText(acts.departed.title)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('NA-2026-000012');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('list', { name: acts.detail.steps })).toBeNull();
    const rows = screen.getAllByRole('row');
    // The header and their own row.
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain(acts.partyStatuses.rejected);
  });

  it('lists the real estate and the other data on the subjects tab, each heading a link to its page', async () => {
    renderAct(actWithRealEstate());
    fireEvent.click(screen.getByRole('tab', { name: acts.tabs.subjects }));
    const estate = await screen.findByRole('link', { name: /11:14:04:01:01:1630/ });
    expect(estate.getAttribute('href')).toBe('/my_notarial_act/12/realty/7');
    const other = screen.getByRole('link', { name: actTypes.subjects.other });
    expect(other.getAttribute('href')).toBe('/my_notarial_act/12/other/3');
    expect(screen.getByText('Nukus')).toBeTruthy();
    expect(screen.getByText('64,2')).toBeTruthy();
    expect(screen.getByText(actTypes.options.paymentMethod.cash)).toBeTruthy();
    expect(screen.queryByText(acts.subjects.none)).toBeNull();
  });
});
