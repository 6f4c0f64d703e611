import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ruleIds, ruleTraits } from '../../../machines/act-types/rules';
import { ageOn } from '../../../machines/clock/clock';
import { uzbekLatin } from '../../text/latin-to-cyrillic';
import { seedOffices } from './offices';
import { seedPeople } from './people';
import { seedRegions } from './regions';
import {
  civilCitizens,
  ruleShowcases,
  seedBirths,
  seedLegalEntities,
  seedMarriages,
  seedPowersOfAttorney,
  seedRealEstates,
  seedReferenceDate,
} from './registries';
import { registryOnlyCitizens, seedVehicles } from './vehicles';

// docs/sandbox.md shows the seeded people and offices; its tables are rendered from the seed modules
// (`npx tsx ministry/db/seed/sandbox-doc.ts`) and tests/ministry/sandbox-doc.test.ts checks they agree.

export const peopleColumns = ['role', 'name', 'passport series', 'passport number', 'PIN', 'photo'] as const;
export const vehicleColumns = ['state number', 'tech passport', 'vehicle', 'owners', 'shows'] as const;
export const officeColumns = ['id', 'region', 'office', 'address', 'phone', 'latitude', 'longitude'] as const;
export const notaryColumns = ['name', 'region', 'office', 'licence', 'licence status'] as const;
export const citizenColumns = ['name', 'passport', 'PIN', 'birth date', 'death'] as const;
export const civilColumns = [
  'name',
  'passport',
  'PIN',
  'born',
  `age on ${seedReferenceDate}`,
  'shows',
] as const;
export const recordColumns = ['record', 'kind', 'persons', 'registered', 'shows'] as const;
export const realEstateColumns = ['cadastre number', 'type', 'object', 'owners', 'bans', 'shows'] as const;
export const powerOfAttorneyColumns = [
  'id',
  'registry number',
  'type',
  'principal',
  'attorney',
  'term',
  'rights',
  'delegation',
  'state',
  'shows',
] as const;
export const legalEntityColumns = ['inn', 'name', 'manager', 'shows'] as const;
export const ruleColumns = ['rule', 'checked on', 'outcome', 'shown by'] as const;

function table(columns: readonly string[], rows: string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

export function personName(person: (typeof seedPeople)[number]): string {
  return `${person.surname.latin} ${person.name.latin} ${person.lastname.latin}`;
}

/** One row of the people table: role, name, passport, PIN and the registry photograph's file. */
export function personRow(person: (typeof seedPeople)[number]): string[] {
  return [
    person.roles.join(', '),
    personName(person),
    person.passserial,
    person.passnum,
    person.pin,
    person.photo,
  ];
}

export function renderPeopleTable(): string {
  return table(peopleColumns, seedPeople.map(personRow));
}

export function renderOfficesTable(): string {
  return table(
    officeColumns,
    seedOffices.map((o) => [
      String(o.id),
      seedRegions.find((r) => r.id === o.regionId)?.name.oz ?? '',
      o.name.oz,
      o.address.oz,
      o.phone,
      String(o.latitude),
      String(o.longitude),
    ]),
  );
}

/** The notaries' licences: who may be chosen (active) and who may not. */
export function renderNotariesTable(): string {
  return table(
    notaryColumns,
    seedPeople.flatMap((person) => {
      if (!person.notary) return [];
      const office = seedOffices.find((o) => o.id === person.notary?.officeId);
      return [
        [
          personName(person),
          seedRegions.find((r) => r.id === office?.regionId)?.name.oz ?? '',
          `${office?.id}: ${office?.name.oz}`,
          person.notary.licenseNumber,
          person.notary.licenseStatus ?? 'active',
        ],
      ];
    }),
  );
}

/** Owner names by PIN: a seeded person, or a registry-only citizen (marked when deceased). */
function ownerName(pin: string): string {
  const person = seedPeople.find((p) => p.pin === pin);
  if (person) return `${person.surname.latin} ${person.name.latin} (${person.passserial} ${person.passnum})`;
  const citizen = [...registryOnlyCitizens, ...civilCitizens].find((c) => c.pin === pin);
  if (!citizen) throw new Error(`unknown owner ${pin}`);
  return `${citizen.surname} ${citizen.name} (PIN ${citizen.pin}${citizen.death ? `, died ${citizen.death.date}` : ''})`;
}

/** The citizens only the registry knows (no portal account): the deceased co-owner, a minor. */
export function renderCitizensTable(): string {
  return table(
    citizenColumns,
    registryOnlyCitizens.map((c) => [
      `${c.surname} ${c.name} ${c.lastname}`,
      `${c.passserial} ${c.passnum}`,
      c.pin,
      c.birthdate,
      c.death ? `${c.death.date} (${c.death.recordNumber})` : '',
    ]),
  );
}

export function renderVehiclesTable(): string {
  return table(
    vehicleColumns,
    seedVehicles.map((v) => [
      v.stateNumber,
      `${v.techPassportSeries} ${v.techPassportNumber}`,
      `${v.make} ${v.model}, ${v.year}`,
      v.owners.map(ownerName).join('; '),
      v.purpose,
    ]),
  );
}

const dateOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** The citizens only the civil registry knows: a family with children on both sides of 15. */
export function renderCivilTable(): string {
  return table(
    civilColumns,
    civilCitizens.map((c) => [
      uzbekLatin(`${c.surname} ${c.name} ${c.lastname}`),
      `${c.passserial} ${c.passnum}`,
      c.pin,
      c.birthdate,
      String(ageOn(dateOf(c.birthdate), dateOf(seedReferenceDate))),
      c.shows,
    ]),
  );
}

export function renderRecordsTable(): string {
  const births = seedBirths.map((b) => [
    b.recordNumber,
    'birth',
    [b.child, b.father, b.mother].flatMap((pin) => (pin ? [ownerName(pin)] : [])).join('; '),
    b.registeredOn,
    'the child; the father; the mother',
  ]);
  const marriages = seedMarriages.map((m) => [
    m.recordNumber,
    m.dissolvedOn ? `marriage, dissolved ${m.dissolvedOn}` : 'marriage',
    `${ownerName(m.husband)}; ${ownerName(m.wife)}`,
    m.registeredOn,
    m.shows,
  ]);
  return table(recordColumns, [...births, ...marriages]);
}

export function renderRealEstateTable(): string {
  return table(
    realEstateColumns,
    seedRealEstates.map((r) => [
      r.cadastreNumber,
      r.cadastreType,
      uzbekLatin(`${r.objectName}, ${r.address}`),
      r.owners.map((o) => `${ownerName(o.pin)} ${o.share[0]}/${o.share[1]}`).join('; '),
      r.bans.map((b) => `${b.kind} ${b.documentNumber}`).join('; ') || 'none',
      r.shows,
    ]),
  );
}

export function renderPowersOfAttorneyTable(): string {
  return table(
    powerOfAttorneyColumns,
    seedPowersOfAttorney.map((p) => [
      String(p.id),
      p.registryNumber,
      String(p.actTypeId),
      ownerName(p.principal),
      ownerName(p.attorney),
      `${p.termFrom} - ${p.termTo}`,
      p.rights.join(', '),
      p.delegation ? 'allowed' : 'not allowed',
      p.state,
      p.shows,
    ]),
  );
}

export function renderLegalEntitiesTable(): string {
  return table(
    legalEntityColumns,
    seedLegalEntities.map((e) => [e.inn, e.name, ownerName(e.manager), e.shows]),
  );
}

/** Every business rule of section 5 with the seeded people and objects that show it. */
export function renderRulesTable(): string {
  return table(
    ruleColumns,
    ruleIds.map((rule) => [
      rule,
      ruleTraits[rule].needs === 'input' ? 'the input' : 'the registries',
      ruleTraits[rule].outcome === 'inPerson' ? 'made in person, with the reason' : 'refused',
      ruleShowcases[rule],
    ]),
  );
}

function replaceBetween(text: string, marker: string, content: string): string {
  const start = `<!-- seed:${marker}:start -->`;
  const end = `<!-- seed:${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/sandbox.md lacks the ${marker} markers`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

export const sandboxDocPath = fileURLToPath(new URL('../../../docs/sandbox.md', import.meta.url));

/** Each generated table of docs/sandbox.md by its marker (`<!-- seed:<marker>:start -->`). */
export const sandboxTables: Readonly<Record<string, () => string>> = {
  people: renderPeopleTable,
  notaries: renderNotariesTable,
  offices: renderOfficesTable,
  vehicles: renderVehiclesTable,
  citizens: renderCitizensTable,
  'civil-citizens': renderCivilTable,
  'civil-records': renderRecordsTable,
  'real-estate': renderRealEstateTable,
  'powers-of-attorney': renderPowersOfAttorneyTable,
  'legal-entities': renderLegalEntitiesTable,
  rules: renderRulesTable,
};

export async function writeSandboxDoc(): Promise<void> {
  const text = await readFile(sandboxDocPath, 'utf8');
  const updated = Object.entries(sandboxTables).reduce(
    (doc, [marker, render]) => replaceBetween(doc, marker, render()),
    text,
  );
  await writeFile(sandboxDocPath, updated);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeSandboxDoc();
