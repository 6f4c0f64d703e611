import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedNotifications, seedOffices, seedPeople } from '../../ministry/db/seed';
import { registryPhotoPath } from '../../ministry/db/seed/registry-photos';
import { officeColumns, peopleColumns, sandboxDocPath } from '../../ministry/db/seed/sandbox-doc';

const doc = readFileSync(sandboxDocPath, 'utf8');

/** The markdown table that follows `heading`: its header cells and its rows. */
function tableAfter(heading: string): { header: string[]; rows: string[][] } {
  const lines = doc.slice(doc.indexOf(heading)).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const tableLines = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('|')) break;
    tableLines.push(line);
  }
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const [header = '', , ...rows] = tableLines;
  return { header: cells(header), rows: rows.map(cells) };
}

describe('docs/sandbox.md', () => {
  it('lists every seeded person, and only them, in one table', () => {
    const { header, rows } = tableAfter('### People');
    expect(header).toEqual([...peopleColumns]);
    expect(rows.map((row) => row.slice(0, 5))).toEqual(
      seedPeople.map((p) => [
        p.roles.join(', '),
        `${p.surname.latin} ${p.name.latin} ${p.lastname.latin}`,
        p.passserial,
        p.passnum,
        p.pin,
      ]),
    );
    expect(doc.match(/\| role \| name \|/g)).toHaveLength(1);
  });

  it("names each person's registry photograph, a file that exists", () => {
    const { rows } = tableAfter('### People');
    expect(rows.map((row) => row[5])).toEqual(seedPeople.map((p) => p.photo));
    for (const person of seedPeople)
      expect(existsSync(registryPhotoPath(person.photo)), person.photo).toBe(true);
    // The e2e users: Rahimova and Yusupova face the astronaut camera; Nazarova's photograph is another face.
    const photoOf = (passnum: string) => seedPeople.find((p) => p.passnum === passnum)?.photo;
    expect([photoOf('1000002'), photoOf('1000004'), photoOf('1000006')]).toEqual([
      'astronaut.png',
      'astronaut.png',
      'grace_hopper.jpg',
    ]);
  });

  it('describes notifications and the maintenance switch', () => {
    expect(doc).toContain('### Notifications');
    expect(doc).toContain('AUTH_MAINTENANCE');
    for (const notification of seedNotifications) {
      const person = seedPeople.find((p) => p.userid === notification.userid)!;
      expect(doc).toContain(`${person.surname.latin} ${person.name.latin}`);
    }
  });

  it('lists every seeded notary office', () => {
    const { header, rows } = tableAfter('### Notary offices');
    expect(header).toEqual([...officeColumns]);
    expect(rows.map((row) => Number(row[0]))).toEqual(seedOffices.map((o) => o.id));
    for (const [row, office] of rows.map((r, i) => [r, seedOffices[i]!] as const)) {
      expect(row.slice(2)).toEqual([
        office.name.oz,
        office.address.oz,
        office.phone,
        String(office.latitude),
        String(office.longitude),
      ]);
    }
  });
});
