import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedOffices, seedPeople } from '../../ministry/db/seed';
import { officeColumns, peopleColumns, personName, sandboxDocPath } from '../../ministry/db/seed/sandbox-doc';

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
    expect(rows).toEqual(
      seedPeople.map((p) => [p.roles.join(', '), personName(p), p.passserial, p.passnum, p.pin]),
    );
    expect(doc.match(/\| role \| name \|/g)).toHaveLength(1);
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
