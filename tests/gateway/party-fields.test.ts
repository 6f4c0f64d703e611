import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import { createMinistry } from '../../ministry/app.js';
import { seedPeople } from '../../ministry/db/seed/index.js';
import { translate } from '../../ministry/i18n.js';
import { ActDetailFragment, ActQuery, CreateActMutation } from '../../ui/features/acts/acts.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { abdullayevaNotaryId, addVehicle, userIdOf } from '../ministry/acts-support.js';
import { createTestDatabase, listeningMinistry, type TestMinistry } from '../support/ministry.js';
import { send, startGateway } from './harness.js';

// Decision 082 through the gateway: the party fields go in as typed GraphQL inputs and come back as
// the party output type; the registry's data of a party and the applicant's client block come back
// only to whom the ministry sends them; a wrong value is BAD_REQUEST at its path in the user's language.

const rahimova = seedPeople.find((p) => p.userid === 'drahimova')!;
const tursunov = seedPeople.find((p) => p.userid === 'stursunov')!;

describe('party and client fields through the gateway', () => {
  let ministry: TestMinistry;
  let gateway: Gateway;
  let dropDatabase: () => Promise<void>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const database = await createTestDatabase('pglite');
    dropDatabase = database.drop;
    const built = await createMinistry({ faceId: false, ...database.options });
    ministry = await listeningMinistry(built);
    for (const userid of ['drahimova', 'stursunov']) {
      const { token } = await ministry.auth.sessions.create(ministry.db, await userIdOf(ministry, userid));
      tokens[userid] = token;
    }
    gateway = startGateway({ ministryUrl: ministry.url });
    await gateway.listen(0, '127.0.0.1');
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await ministry?.close();
    await dropDatabase?.();
  });

  const as = (userid: string, language = 'oz') => ({
    authorization: `Bearer ${tokens[userid]}`,
    'accept-language': language,
  });

  async function sale(party: Record<string, unknown>, language = 'oz') {
    const { price, ...vehicle } = await addVehicle(ministry, [rahimova.pin]);
    return send(gateway, CreateActMutation, {
      variables: {
        input: {
          type: 'vehicleSale',
          vehicle: { ...vehicle, price },
          applicant: { participation: 'inPerson', signingBlank: { series: 'nb', number: '1234567' } },
          parties: [
            {
              role: 'buyer',
              pin: tursunov.pin,
              passserial: tursunov.passserial,
              passnum: tursunov.passnum,
              ...party,
            },
          ],
          notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
        },
      },
      headers: as('drahimova', language),
    });
  }

  it('takes the typed fields and gives them back; the client and the registry’s data to whom they belong', async () => {
    const created = await sale({
      participation: 'representative',
      proxyDocument: { number: '2024/115', date: '15.03.2024', issuer: 'Notarius' },
      consularRegistration: { consulate: 'Berlin', number: 'K-17', date: '01.02.2024' },
      registrationType: 'temporary',
      representedParty: rahimova.pin,
    });
    expect(created.result.errors).toBeUndefined();
    const uuid = created.result.data?.createAct.uuid as string;

    const mine = await send(gateway, ActQuery, { variables: { uuid }, headers: as('drahimova') });
    expect(mine.result.errors).toBeUndefined();
    const act = readFragment(ActDetailFragment, mine.result.data!.act);
    expect(act.parties[0]).toMatchObject({
      gender: 'female',
      birthPlace: rahimova.birthcountry,
      regAddress: rahimova.regaddress,
      fields: {
        participation: 'inPerson',
        signingBlank: { series: 'NB', number: '1234567' },
        registrationType: null,
        representedParty: null,
      },
    });
    expect(act.parties[1]).toMatchObject({
      disclosed: false,
      gender: null,
      regAddress: null,
      fields: {
        participation: 'representative',
        proxyDocument: { number: '2024/115', date: '15.03.2024', issuer: 'Notarius' },
        consularRegistration: { consulate: 'Berlin', number: 'K-17', date: '01.02.2024' },
        registrationType: 'temporary',
        representedParty: rahimova.pin,
      },
    });
    expect(act.client).toMatchObject({
      type: 'physical',
      orgInn: null,
      birthCountry: 860,
      document: { series: rahimova.passserial, number: rahimova.passnum, expiry: rahimova.exprdate },
      citizenship: rahimova.citizenship,
      nationality: rahimova.nationality,
      regAddress: rahimova.regaddress,
      actAddress: rahimova.actaddress,
      region: { id: rahimova.regionId },
      district: { id: rahimova.districtId },
    });

    // The buyer sees the act, the typed fields, and none of the applicant's personal data.
    const theirs = await send(gateway, ActQuery, { variables: { uuid }, headers: as('stursunov') });
    expect(theirs.result.errors).toBeUndefined();
    const seen = readFragment(ActDetailFragment, theirs.result.data!.act);
    expect(seen.client).toBeNull();
    expect(seen.parties[1]).toMatchObject({ gender: 'male', regAddress: tursunov.regaddress });
  });

  it('answers a wrong value BAD_REQUEST at its path, in the user’s language', async () => {
    const refused = await sale(
      { signingBlank: { series: 'N', number: '1234567' }, representedParty: seedPeople[0]!.pin },
      'ru',
    );
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      ministryCode: 'validation_failed',
      fields: {
        'parties.0.signingBlank.series': translate('ru', 'validation.error_wrong_signing_blank_series'),
      },
    });
    const enumRefused = await sale({ participation: 'phone' }, 'ru');
    expect(enumRefused.result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});
