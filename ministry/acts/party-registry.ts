import { eq } from 'drizzle-orm';
import { partyFieldKeys } from '../../machines/act-types/party';
import type { Database } from '../db/database';
import { type ActClientSnapshot, type citizens, districts, regions, type users } from '../db/schema';
import { MinistryError } from '../errors';
import { countryCodeOfName, type Language } from '../i18n';

type Citizen = typeof citizens.$inferSelect;
type Account = Pick<typeof users.$inferSelect, 'typeid' | 'orginn' | 'orgname'>;

/**
 * What the citizen registry holds of a party when it is added, kept on its row as it was then
 * (decision 082): gender, birth place (the registry's birth country as written) and registration
 * address. A later change in the registry does not rewrite an act already made.
 */
export const partyRegistryColumns = (citizen: Citizen) => ({
  gender: citizen.gender,
  birthPlace: citizen.birthcountry,
  regAddress: citizen.regaddress,
});

/**
 * The applicant as section 3's client, at the act's creation: the account's type (a legal entity's
 * representative carries the organisation's tax id and name), and the registry's birth country (as
 * an ISO code when its name is one of the list), identity document, citizenship, nationality,
 * addresses, region and district.
 */
export function clientSnapshot(citizen: Citizen, account: Account): ActClientSnapshot {
  const legal = account.typeid === 2;
  return {
    type: legal ? 'legal' : 'physical',
    orgInn: legal ? account.orginn : null,
    orgName: legal ? account.orgname : null,
    birthCountry: countryCodeOfName(citizen.birthcountry),
    birthPlace: citizen.birthcountry,
    document: {
      series: citizen.passserial,
      number: citizen.passnum,
      issuer: citizen.issueorg,
      issued: citizen.issuedate,
      expiry: citizen.exprdate,
    },
    citizenship: citizen.citizenship,
    nationality: citizen.nationality,
    regAddress: citizen.regaddress,
    actAddress: citizen.actaddress,
    regionId: citizen.regionId,
    districtId: citizen.districtId,
  };
}

interface Representing {
  /** The 400's path of the field: `applicant` or `parties.<index>`. */
  path: string;
  /** The PIN of the party itself. */
  pin: string;
  fields: Readonly<Record<string, unknown>>;
}

/**
 * A represented party (decision 082) must be another party of the same act, the applicant
 * included: a PIN of nobody in the act, or the party's own, is refused at its path with one key, so
 * the answer tells nothing of who the PIN is.
 */
export function assertRepresentedParties(people: readonly Representing[]): void {
  const pins = new Set(people.map((p) => p.pin));
  const wrong = people.filter(({ pin, fields }) => {
    const represented = fields.representedParty;
    return typeof represented === 'string' && (represented === pin || !pins.has(represented));
  });
  if (wrong.length > 0) {
    throw new MinistryError(400, 'validation_failed', {
      fields: Object.fromEntries(
        wrong.map((p) => [`${p.path}.representedParty`, partyFieldKeys.representedParty]),
      ),
    });
  }
}

type Named = { nameOz: string; nameUz: string; nameRu: string };

const named = (row: Named | null | undefined, language: Language) =>
  row ? (language === 'ru' ? row.nameRu : language === 'uz' ? row.nameUz : row.nameOz) : '';

/** The region and district rows the client's snapshot names (the act page reads them with its detail). */
export async function clientPlaces(
  db: Pick<Database, 'select'>,
  client: ActClientSnapshot,
): Promise<{ region: Named | undefined; district: Named | undefined }> {
  const [region] = await db.select().from(regions).where(eq(regions.id, client.regionId));
  const [district] = await db.select().from(districts).where(eq(districts.id, client.districtId));
  return { region, district };
}

/** The client as the act page shows it: the snapshot, the region and district by name in the page's language. */
export function clientView(
  client: ActClientSnapshot,
  { region, district }: { region: Named | null | undefined; district: Named | null | undefined },
  language: Language,
) {
  const { regionId, districtId, ...rest } = client;
  return {
    ...rest,
    region: { id: regionId, name: named(region, language) },
    district: { id: districtId, name: named(district, language) },
  };
}
