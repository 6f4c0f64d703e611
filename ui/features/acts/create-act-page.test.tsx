// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { never } from 'wonka';
import { memoryLocation } from 'wouter/memory-location';
import acts from '../../../locales/oz/acts.json';
import actTypes from '../../../locales/oz/actTypes.json';
import money from '../../../locales/oz/money.json';
import type { ActTypeId } from '../../../machines/act-types/act-types';
import type { AppEmitted } from '../../../machines/app/app.machine';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { CreateActForm, initialActType, inviteeOf, simplifiedMode } from './create-act-page';
import { andijanWithoutNotary, notaryChoiceQueries } from './notary-choice.fixtures';

setUpComponentTests({ acts, actTypes, money });

const lookup = {
  vehicleLookup: {
    vehicle: {
      id: 'v1',
      stateNumber: '01B200BB',
      techPassportSeries: 'AAF',
      techPassportNumber: '3000002',
      make: 'Chevrolet',
      model: 'Gentra',
      year: 2019,
      colour: 'Oq',
      motorNumber: null,
      bodyNumber: null,
      chassisNumber: null,
    },
    owners: [{ fio: 'Karimov Jasur', share: null }],
    bans: [
      {
        id: 'b1',
        kind: 'arrest',
        state: 'active',
        startDate: '2025-01-02',
        documentNumber: '12/3',
        organ: 'MIB',
      },
    ],
    fines: [],
  },
};

function renderForm(
  client: Record<string, unknown>,
  initialType: ActTypeId = 1,
  invitee: { pin: string; passserial: string; passnum: string } | null = null,
  mode: 'browser' | 'kiosk' = 'browser',
  simplified = false,
) {
  const location = memoryLocation({ path: '/my_notarial_act/new', record: true });
  const emitted: AppEmitted[] = [];
  renderWithProviders(
    <TestAppActor mode={mode} onEmitted={(event) => emitted.push(event)}>
      <CreateActForm initialType={initialType} simplified={simplified} invitee={invitee} />
    </TestAppActor>,
    { client: { executeQuery: vi.fn(() => never), ...client }, location },
  );
  return Object.assign(location, { emitted });
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });

function fillValid() {
  type('Davlat raqami', '01b200bb');
  type('Texpasport seriyasi', 'aaf');
  type('Texpasport raqami', '3000002');
  type('Pasport seriyasi', 'ac');
  type('Pasport raqami', '1000003');
  type('JShShIR', '31204859990033');
  type('Qo‘shimcha telefon', '901234567');
  type('Narxi', '150000000');
}

/** Clicks a checkbox and waits until the form shows the change. */
async function toggle(scope: HTMLElement, name: string, state: 'checked' | 'unchecked') {
  const box = within(scope).getByRole('checkbox', { name }) as HTMLInputElement;
  fireEvent.click(box);
  await waitFor(() => expect(box.checked).toBe(state === 'checked'));
}

const answer = (value: unknown) => vi.fn(() => ({ toPromise: () => Promise.resolve(value) }));

/**
 * client.query answering the vehicle lookup only: the form's question about the user's region, asked
 * as it opens, never answers (as when it is still on its way).
 */
const lookupOnly = (value: unknown) =>
  vi.fn((document: DocumentNode) => ({
    toPromise: () =>
      (document.definitions[0] as OperationDefinitionNode).name?.value === 'VehicleLookup'
        ? Promise.resolve(value)
        : new Promise(() => {}),
  }));

describe('CreateActForm', () => {
  it('reads the type from ?type=', () => {
    expect(initialActType('?type=4')).toBe(4);
    expect(initialActType('?type=11651')).toBe(11651);
    expect(initialActType('?type=7')).toBe(1);
  });

  it('reads the simplified mode from ?simplified=1', () => {
    expect(simplifiedMode('?type=1&simplified=1')).toBe(true);
    expect(simplifiedMode('?type=1')).toBe(false);
    expect(simplifiedMode('?simplified=true')).toBe(false);
  });

  it('in simplified mode says so, sends simplified: true and opens the act by its uuid', async () => {
    const mutation = answer({ data: { createAct: { rid: 1045, uuid: 'a1b2-c3', version: 1 } } });
    const location = renderForm({ mutation }, 1, null, 'browser', true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(acts.create.titleSimplified);
    expect(screen.getByText(acts.create.simplifiedHelp)).toBeTruthy();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/enotarial_act/a1b2-c3'));
    expect(mutation).toHaveBeenCalledWith(
      expect.anything(),
      { input: expect.objectContaining({ type: 'vehicleSale', simplified: true }) },
      expect.anything(),
    );
  });

  it('without the mode, neither the title nor the explanation of the simplified flow', () => {
    renderForm({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(acts.create.title);
    expect(screen.queryByText(acts.create.simplifiedHelp)).toBeNull();
  });

  it('asks a gift for the vehicle’s value, as its subject page calls it, not for a price', () => {
    renderForm({}, 4);
    const named = (label: string) => (name: string) => name.startsWith(label);
    expect(screen.getByRole('textbox', { name: named(acts.create.giftValue) })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: named(actTypes.fields.vehicle.price) })).toBeNull();
  });

  it('shows the looked-up vehicle with its bans', async () => {
    const query = lookupOnly({ data: lookup });
    renderForm({ query });
    type('Davlat raqami', '01b200bb');
    type('Texpasport seriyasi', 'aaf');
    type('Texpasport raqami', '3000002');
    fireEvent.click(screen.getByRole('button', { name: 'Transport vositasini topish' }));
    expect(await screen.findByText('Chevrolet Gentra')).toBeTruthy();
    expect(screen.getByText('Hibs')).toBeTruthy();
    expect(query).toHaveBeenCalledWith(
      expect.anything(),
      { stateNumber: '01B200BB', techPassportSeries: 'AAF', techPassportNumber: '3000002' },
      expect.objectContaining({ silent: true }),
    );
  });

  it('shows the keys of what is wrong and sends nothing', async () => {
    const mutation = answer({});
    renderForm({ mutation });
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    expect(await screen.findByText('Davlat raqamini kiriting')).toBeTruthy();
    // The buyer's PIN and passport are both asked for (decision 069).
    const buyer = screen.getByRole('group', { name: 'Xaridor 1' });
    for (const key of [
      'error_required_passserial',
      'error_required_passnum',
      'error_required_pin',
    ] as const) {
      expect(within(buyer).getByText(acts.validation[key])).toBeTruthy();
    }
    expect(mutation).not.toHaveBeenCalled();
  });

  it('asks a passport of a party named by the PIN alone, and sends nothing', async () => {
    const mutation = answer({});
    renderForm({ mutation }, 11651);
    type('JShShIR', '31204859990033');
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    const attorney = screen.getByRole('group', { name: 'Ishonchli vakil 1' });
    expect(await within(attorney).findByText(acts.validation.error_required_passserial)).toBeTruthy();
    expect(within(attorney).getByText(acts.validation.error_required_passnum)).toBeTruthy();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('names a minor by the PIN and the birth record, with no passport asked', async () => {
    const mutation = answer({ data: { createAct: { rid: 1051, uuid: 'u', version: 1 } } });
    const location = renderForm({ mutation }, 15036);
    const minor = screen.getByRole('group', { name: 'Voyaga yetmagan bola 1' });
    expect(within(minor).queryByRole('textbox', { name: /^Pasport seriyasi/ })).toBeNull();
    fireEvent.input(within(minor).getByRole('textbox', { name: /^JShShIR/ }), {
      target: { value: '50102159990131' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    expect(await within(minor).findByText(acts.validation.error_required_birth_record_number)).toBeTruthy();
    fireEvent.input(
      within(minor).getByRole('textbox', { name: new RegExp(`^${acts.create.birthRecordNumber}`) }),
      {
        target: { value: 'fhdyo-2015-000173' },
      },
    );
    fireEvent.input(within(minor).getByRole('textbox', { name: /^Tug‘ilgan sana/ }), {
      target: { value: '01022015' },
    });
    type('Amal qilish muddati boshlanishi', '01062026');
    type('Amal qilish muddati tugashi', '31.05.2027');
    // The countries by name, from the list: the act sends their numeric codes (decision 078).
    const destinations = screen.getByRole('group', { name: /^Boriladigan mamlakatlar/ });
    // The names come in their own chunk, after the form.
    const add = await within(destinations).findByRole('combobox', { name: actTypes.form.addCountry });
    const russia = within(add).getByRole('option', { name: 'Rossiya' }) as HTMLOptionElement;
    expect(russia.value).toBe('643');
    fireEvent.change(add, { target: { value: '643' } });
    fireEvent.change(add, { target: { value: '398' } });
    fireEvent.change(add, { target: { value: '860' } });
    // A chosen country leaves the list and shows by its name with a button that removes it.
    expect(within(add).queryByRole('option', { name: 'Rossiya' })).toBeNull();
    fireEvent.click(within(destinations).getByRole('button', { name: 'Olib tashlash: Oʻzbekiston' }));
    const chosen = within(destinations).getByRole('list');
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rossiya', 'Qozogʻiston']);
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/my_notarial_act/1051'));
    expect(mutation).toHaveBeenCalledWith(
      expect.anything(),
      {
        input: expect.objectContaining({
          fields: expect.objectContaining({ destinationCountries: [643, 398] }),
          parties: [
            expect.objectContaining({
              role: 'minor',
              pin: '50102159990131',
              birthRecordNumber: 'FHDYO-2015-000173',
            }),
          ],
        }),
      },
      expect.anything(),
    );
  });

  it('creates the act and opens it', async () => {
    const mutation = answer({ data: { createAct: { rid: 1042, uuid: 'u', version: 1 } } });
    const location = renderForm({ mutation });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/my_notarial_act/1042'));
    expect(mutation).toHaveBeenCalledWith(
      expect.anything(),
      {
        input: {
          type: 'vehicleSale',
          regtype: 1,
          simplified: false,
          fields: {},
          vehicle: {
            stateNumber: '01B200BB',
            techPassportSeries: 'AAF',
            techPassportNumber: '3000002',
            price: 150000000,
          },
          parties: [
            {
              role: 'buyer',
              class: 'physical',
              passserial: 'AC',
              passnum: '1000003',
              pin: '31204859990033',
              phone: '901234567',
            },
          ],
          notary: { mode: 'auto' },
        },
      },
      expect.objectContaining({ silent: true }),
    );
  });

  it('sends the notary picked by region, district and name', async () => {
    const { query, asked } = notaryChoiceQueries();
    const mutation = answer({ data: { createAct: { rid: 1043, uuid: 'u', version: 1 } } });
    const location = renderForm({ query, mutation });
    fillValid();
    fireEvent.click(screen.getByRole('radio', { name: acts.notaryChoice.modes.manual }));
    fireEvent.change(await screen.findByRole('combobox', { name: acts.notaryChoice.region }), {
      target: { value: '1726' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: acts.notaryChoice.district }), {
      target: { value: '172606' },
    });
    fireEvent.input(screen.getByRole('searchbox', { name: acts.notaryChoice.name }), {
      target: { value: 'toj' },
    });
    const card = (await screen.findByRole('radio', { name: /^Tojiyev Sardor/ })) as HTMLInputElement;
    expect(asked.at(-1)).toEqual({ regionId: 1726, districtId: 172606, name: 'toj' });
    fireEvent.click(card);
    await waitFor(() => expect(card.checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/my_notarial_act/1043'));
    expect(mutation).toHaveBeenCalledWith(
      expect.anything(),
      { input: expect.objectContaining({ notary: { mode: 'manual', notaryId: 3 } }) },
      expect.anything(),
    );
  });

  it('says at once that Yusupova’s region has no notary and chooses the nearest region that has one', async () => {
    // The form's actor asks once, as it opens (client.query of create-act.actors.ts).
    const availability = answer({ data: { notaryAvailability: andijanWithoutNotary } });
    const { query } = notaryChoiceQueries(undefined, availability);
    const mutation = answer({ data: { createAct: { rid: 1044, uuid: 'u', version: 1 } } });
    const location = renderForm({ query, mutation });
    const title = await screen.findByText(acts.notaryChoice.regionWithoutNotary.title);
    const message = title.closest('[role="status"]')!;
    expect(message.textContent).toContain(
      'Portalda hozircha sizning hududingizda (Andijon viloyati) notarius yo‘q. Eng yaqin notariusli hudud — Toshkent shahri',
    );
    const regionMode = screen.getByRole('radio', {
      name: acts.notaryChoice.modes.region,
    }) as HTMLInputElement;
    await waitFor(() => expect(regionMode.checked).toBe(true));
    const region = (await screen.findByRole('combobox', {
      name: acts.notaryChoice.region,
    })) as HTMLSelectElement;
    await waitFor(() => expect(region.value).toBe('1726'));
    expect(region.selectedOptions[0]?.textContent).toBe('Toshkent shahri');
    // The manual choice stays open.
    expect(
      (screen.getByRole('radio', { name: acts.notaryChoice.modes.manual }) as HTMLInputElement).disabled,
    ).toBe(false);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/my_notarial_act/1044'));
    expect(availability).toHaveBeenCalledTimes(1);
    expect(mutation).toHaveBeenCalledWith(
      expect.anything(),
      { input: expect.objectContaining({ notary: { mode: 'auto', regionId: 1726 } }) },
      expect.anything(),
    );
  });

  it('asks for a notary from the list before creating an act with a manual choice', async () => {
    const { query } = notaryChoiceQueries();
    const mutation = answer({});
    renderForm({ query, mutation });
    fillValid();
    fireEvent.click(screen.getByRole('radio', { name: acts.notaryChoice.modes.manual }));
    fireEvent.change(await screen.findByRole('combobox', { name: acts.notaryChoice.region }), {
      target: { value: '1726' },
    });
    expect(await screen.findByRole('radio', { name: /^Abdullayeva Nodira/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    expect(await screen.findByText(acts.validation.error_required_notary)).toBeTruthy();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('shows a duplicate refusal with the ministry message and a link to the existing act', async () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'Bu transport vositasi bo‘yicha yakunlanmagan harakat bor',
          extensions: { code: 'BAD_REQUEST', ministryCode: 'duplicate_act', link: '/my_notarial_act/77' },
        },
      ],
    });
    renderForm({ mutation: answer({ error }) });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    expect(await screen.findByText('Bu transport vositasi bo‘yicha yakunlanmagan harakat bor')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Mavjud notarial harakatni ochish' });
    expect(link.getAttribute('href')).toBe('/my_notarial_act/77');
  });

  it('opens the kiosk act page after a creation on a kiosk', async () => {
    const mutation = answer({ data: { createAct: { rid: 1044, uuid: 'u', version: 1 } } });
    const location = renderForm({ mutation }, 1, null, 'kiosk');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/kiosk/my_notarial_act/1044'));
  });

  it('hands a failure that is no refusal to the error policy and stays on the form', async () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: 'Access Denied', extensions: { code: 'TOKEN_EXPIRED' } }],
    });
    const location = renderForm({ mutation: answer({ error }) });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    await waitFor(() =>
      expect(location.emitted).toContainEqual({
        type: 'app.errorShown',
        toast: { key: 'TOKEN_EXPIRED', values: {}, detail: null, durationMs: 3_000 },
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location.history).toEqual(['/my_notarial_act/new']);
    // The form can be sent again.
    expect((screen.getByRole('button', { name: 'Yaratish' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('drops the looked-up vehicle when another vehicle is typed', async () => {
    renderForm({ query: lookupOnly({ data: lookup }) });
    type('Davlat raqami', '01b200bb');
    type('Texpasport seriyasi', 'aaf');
    type('Texpasport raqami', '3000002');
    fireEvent.click(screen.getByRole('button', { name: 'Transport vositasini topish' }));
    expect(await screen.findByText('Chevrolet Gentra')).toBeTruthy();
    type('Texpasport raqami', '3000003');
    expect(screen.queryByText('Chevrolet Gentra')).toBeNull();
  });

  it('reads the invited person from the /enotarial_act/-1 query', () => {
    expect(inviteeOf('?pin=31204859990033&passserial=ac&passnum=1000003')).toEqual({
      pin: '31204859990033',
      passserial: 'AC',
      passnum: '1000003',
    });
    expect(inviteeOf('?type=1')).toBeNull();
  });

  it('lists the invited person as the buyer, and says on the field when the PIN is wrong', async () => {
    renderForm({}, 1, { pin: '3120485999', passserial: 'AC', passnum: '1000003' });
    const buyer = screen.getByRole('group', { name: 'Xaridor 1' });
    expect((within(buyer).getByRole('textbox', { name: /^JShShIR/ }) as HTMLInputElement).value).toBe(
      '3120485999',
    );
    expect(
      (within(buyer).getByRole('textbox', { name: /^Pasport seriyasi/ }) as HTMLInputElement).value,
    ).toBe('AC');
    expect(await within(buyer).findByText(acts.validation.error_wrong_pin_length)).toBeTruthy();
  });

  it('generates the form of another type: its fields, its roles within their bounds, its rights', async () => {
    renderForm({});
    fireEvent.change(screen.getByRole('combobox', { name: /^Notarial harakat turi/ }), {
      target: { value: '11651' },
    });
    expect(await screen.findByRole('group', { name: 'Ishonchli vakil 1' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Transport vositasi' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Amal qilish muddati boshlanishi/ })).toBeTruthy();
    // One attorney at least, five at most: the only one cannot be removed, a second can.
    expect(screen.queryByRole('button', { name: 'Olib tashlash: Ishonchli vakil 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Qo‘shish: Ishonchli vakil' }));
    expect(await screen.findByRole('group', { name: 'Ishonchli vakil 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Olib tashlash: Ishonchli vakil 2' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Ishonchli vakil 2' })).toBeNull());
    const attorney = screen.getByRole('group', { name: 'Ishonchli vakil 1' });
    expect(within(attorney).getByRole('checkbox', { name: actTypes.rights.realEstateSell })).toBeTruthy();
  });

  it('refuses a general power of attorney granting a right over real estate, on the rights, and sends nothing', async () => {
    const mutation = answer({ data: { createAct: { rid: 1050, uuid: 'u', version: 1 } } });
    const location = renderForm({ mutation }, 11651);
    type('Amal qilish muddati boshlanishi', '01062025');
    type('Amal qilish muddati tugashi', '31.05.2099');
    type('Pasport seriyasi', 'ac');
    type('Pasport raqami', '1000003');
    type('JShShIR', '31204859990033');
    const attorney = screen.getByRole('group', { name: 'Ishonchli vakil 1' });
    await toggle(attorney, actTypes.rights.realEstateSell, 'checked');
    await toggle(attorney, actTypes.rights.representInCourt, 'checked');
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    expect(await screen.findByText(acts.validation.error_rule_general_poa_no_property_rights)).toBeTruthy();
    expect(mutation).not.toHaveBeenCalled();
    await toggle(attorney, actTypes.rights.realEstateSell, 'unchecked');
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/my_notarial_act/1050'));
    expect(mutation).toHaveBeenCalledWith(
      expect.anything(),
      {
        input: expect.objectContaining({
          type: 'generalPowerOfAttorney',
          fields: { termFrom: '01.06.2025', termTo: '31.05.2099' },
          parties: [
            {
              role: 'attorney',
              class: 'physical',
              passserial: 'AC',
              passnum: '1000003',
              pin: '31204859990033',
              grantedRights: { rights: ['representInCourt'], delegation: false },
            },
          ],
        }),
      },
      expect.anything(),
    );
  });

  it('shows the ministry’s validation_failed messages on their fields', async () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'Ma’lumotlar noto‘g‘ri',
          extensions: {
            code: 'BAD_REQUEST',
            ministryCode: 'validation_failed',
            fields: { 'parties.0.pin': 'Bu JShShIR bo‘yicha shaxs topilmadi' },
          },
        },
      ],
    });
    renderForm({ mutation: answer({ error }) });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    const buyer = await screen.findByRole('group', { name: 'Xaridor 1' });
    expect(await within(buyer).findByText('Bu JShShIR bo‘yicha shaxs topilmadi')).toBeTruthy();
  });
});
