import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { seedOffices } from './offices';
import { seedPeople } from './people';
import { seedRegions } from './regions';
import { registryOnlyCitizens, seedVehicles } from './vehicles';

// docs/sandbox.md shows the seeded people and offices; its tables are rendered from the seed modules
// (`npx tsx ministry/db/seed/sandbox-doc.ts`) and tests/ministry/sandbox-doc.test.ts checks they agree.

export const peopleColumns = ['role', 'name', 'passport series', 'passport number', 'PIN', 'photo'] as const;
export const vehicleColumns = ['state number', 'tech passport', 'vehicle', 'owners', 'shows'] as const;
export const officeColumns = ['id', 'region', 'office', 'address', 'phone', 'latitude', 'longitude'] as const;
export const notaryColumns = ['name', 'region', 'office', 'licence', 'licence status'] as const;

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
  const citizen = registryOnlyCitizens.find((c) => c.pin === pin);
  if (!citizen) throw new Error(`unknown owner ${pin}`);
  return `${citizen.surname} ${citizen.name} (PIN ${citizen.pin}${citizen.death ? `, died ${citizen.death.date}` : ''})`;
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

function replaceBetween(text: string, marker: string, content: string): string {
  const start = `<!-- seed:${marker}:start -->`;
  const end = `<!-- seed:${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/sandbox.md lacks the ${marker} markers`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

export const sandboxDocPath = fileURLToPath(new URL('../../../docs/sandbox.md', import.meta.url));

export async function writeSandboxDoc(): Promise<void> {
  const text = await readFile(sandboxDocPath, 'utf8');
  const updated = [
    ['people', renderPeopleTable()],
    ['notaries', renderNotariesTable()],
    ['offices', renderOfficesTable()],
    ['vehicles', renderVehiclesTable()],
  ].reduce((doc, [marker, content]) => replaceBetween(doc, marker!, content!), text);
  await writeFile(sandboxDocPath, updated);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeSandboxDoc();
