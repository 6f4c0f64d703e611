import { describe, expect, it } from 'vitest';
import { seedPeople } from '../../ministry/db/seed/index.js';
import { yoldoshevaMalika } from '../../ministry/db/seed/registries.js';
import { translate } from '../../ministry/i18n.js';
import {
  ActDetailFragment,
  ActQuery,
  AnswerInvitationMutation,
  CreateActMutation,
} from '../../ui/features/acts/acts.documents.js';
import { ProfileLookupPageFields, ProfileLookupsQuery } from '../../ui/features/profile/profile.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { accountOf, addVehicle, cleanSale, identityOf, userIdOf } from '../ministry/acts-support.js';
import { ministryForSuite, type TestMinistry } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// The registry is not a lookup service, through the gateway with the UI's own documents (issue 27,
// decision 069): a party named by the PIN alone is BAD_REQUEST on its fields, a PIN and passport that
// name nobody one message on the party; the applicant reads an awaiting party as she typed it; the
// person looked up reads who did it on their profile; the day's act limit is TOO_MANY_ATTEMPTS with
// the ministry's message; a party who rejected the act reads their own participation only.

const tursunov = seedPeople.find((p) => p.userid === 'stursunov')!;
const rahimova = seedPeople.find((p) => p.userid === 'drahimova')!;

async function bearer(ministry: TestMinistry, userId: number, language = 'oz') {
  const { token } = await ministry.auth.sessions.create(ministry.db, userId);
  return { authorization: `Bearer ${token}`, 'accept-language': language };
}

const as = async (ministry: TestMinistry, userid: string, language = 'oz') =>
  bearer(ministry, await userIdOf(ministry, userid), language);

/** A general power of attorney from the caller to the person `identity` names. */
const powerOfAttorney = (identity: Record<string, string>) => ({
  type: 'generalPowerOfAttorney' as const,
  notary: { mode: 'auto' },
  fields: { termFrom: '01.06.2026', termTo: '31.05.2027' },
  parties: [
    {
      role: 'attorney' as const,
      ...identity,
      grantedRights: { rights: ['representInCourt' as const], delegation: false },
    },
  ],
});

describe('the registry is not a lookup service, through the gateway', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));

  it('refuses a party by the PIN alone on its fields, and a mismatch with one message on the party', async () => {
    const headers = await as(ministry(), 'drahimova', 'ru');
    const alone = await send(gateway(), CreateActMutation, {
      variables: { input: { ...cleanSale, parties: [{ role: 'buyer', pin: tursunov.pin }] } },
      headers,
    });
    expect(alone.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: {
        'parties.0.passserial': translate('ru', 'validation.error_required_passserial'),
        'parties.0.passnum': translate('ru', 'validation.error_required_passnum'),
      },
    });
    const wrong = await send(gateway(), CreateActMutation, {
      variables: {
        input: {
          ...cleanSale,
          parties: [{ role: 'buyer', ...identityOf(tursunov.pin), passnum: '1000004' }],
        },
      },
      headers,
    });
    expect(wrong.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'parties.0': translate('ru', 'validation.error_wrong_party_identity') },
    });
  });

  it('shows an awaiting party as typed, and the person looked up reads who did it on their profile', async () => {
    const created = await send(gateway(), CreateActMutation, {
      variables: { input: powerOfAttorney({ ...identityOf(yoldoshevaMalika), phone: '901112244' }) },
      headers: await as(ministry(), 'drahimova'),
    });
    expect(created.result.errors).toBeUndefined();
    const uuid = created.result.data!.createAct.uuid;
    const read = await send(gateway(), ActQuery, {
      variables: { uuid },
      headers: await as(ministry(), 'drahimova'),
    });
    const act = readFragment(ActDetailFragment, read.result.data!.act);
    expect(act.parties[1]).toMatchObject({
      disclosed: false,
      pin: yoldoshevaMalika,
      passserial: 'FB',
      passnum: '2000021',
      phone: '901112244',
      deathDate: null,
    });

    // Her first login opens her account; her profile then names the applicant and the act type.
    const malika = await accountOf(ministry(), yoldoshevaMalika);
    const page = await send(gateway(), ProfileLookupsQuery, {
      variables: { page: 1 },
      headers: await bearer(ministry(), malika),
    });
    expect(page.result.errors).toBeUndefined();
    const lookups = readFragment(ProfileLookupPageFields, page.result.data!.profileLookups);
    expect(lookups).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(lookups.items[0]).toMatchObject({ by: 'Rahimova Dilnoza Akmal qizi', actType: { id: 11651 } });
    const refused = await send(gateway(), ProfileLookupsQuery, {
      variables: { page: 0 },
      headers: await bearer(ministry(), malika),
    });
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('lets a party who rejected the act read only their own participation', async () => {
    const created = await send(gateway(), CreateActMutation, {
      variables: { input: { ...cleanSale, vehicle: await addVehicle(ministry(), [rahimova.pin]) } },
      headers: await as(ministry(), 'drahimova'),
    });
    expect(created.result.errors).toBeUndefined();
    const uuid = created.result.data!.createAct.uuid;
    const buyer = await as(ministry(), 'stursunov');
    const outbox = (await (
      await fetch(`${ministry().url}/api/sms_outbox?phone=${tursunov.phone}`)
    ).json()) as {
      link: string;
    }[];
    const token = new URL(outbox.find((m) => m.link.includes(uuid))!.link).searchParams.get('invite')!;
    const rejected = await send(gateway(), AnswerInvitationMutation, {
      variables: { token, accept: false },
      headers: buyer,
    });
    expect(rejected.result.errors).toBeUndefined();
    const act = readFragment(ActDetailFragment, rejected.result.data!.answerInvitation);
    expect(act.viewer).toMatchObject({ departed: true, role: 'party' });
    expect(act.parties).toHaveLength(1);
    expect(act.parties[0]).toMatchObject({ status: 'rejected', me: true });
    expect(act.subjects.vehicles).toEqual([]);
    expect(act.printForm).toBeNull();
  });
});

describe('the day’s act limit through the gateway', () => {
  const ministry = ministryForSuite('pglite', { actQuotas: { actsPerDay: 1, lookupsPerDay: 10 } });
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));

  it('is TOO_MANY_ATTEMPTS with the ministry’s message in the user’s language', async () => {
    const first = await send(gateway(), CreateActMutation, {
      variables: { input: powerOfAttorney(identityOf(tursunov.pin)) },
      headers: await as(ministry(), 'drahimova'),
    });
    expect(first.result.errors).toBeUndefined();
    const second = await send(gateway(), CreateActMutation, {
      variables: { input: powerOfAttorney(identityOf(yoldoshevaMalika)) },
      headers: await as(ministry(), 'drahimova', 'uz'),
    });
    expect(second.result.errors?.[0]).toMatchObject({
      message: translate('uz', 'errors.too_many_acts', { limit: 1 }),
      extensions: { code: 'TOO_MANY_ATTEMPTS', ministryCode: 'too_many_acts' },
    });
  });
});
