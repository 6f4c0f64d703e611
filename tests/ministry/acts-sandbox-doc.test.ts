import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actRefusalReasons } from '../../machines/act/act.machine';
import { ruleIds } from '../../machines/act-types/rules';
import { ruleShowcases, seedRealEstates } from '../../ministry/db/seed/registries';
import {
  renderRulesTable,
  renderVehiclesTable,
  sandboxDocPath,
  sandboxTables,
} from '../../ministry/db/seed/sandbox-doc';
import { registryOnlyCitizens, seedVehicles } from '../../ministry/db/seed/vehicles';
import { actErrorCodes } from '../../ministry/errors';
import { hasMessage } from '../../ministry/i18n';

/** The generated part of docs/sandbox.md between a marker's start and end. */
function generated(marker: string): string {
  const doc = readFileSync(sandboxDocPath, 'utf8');
  return doc.slice(doc.indexOf(`<!-- seed:${marker}:start -->`), doc.indexOf(`<!-- seed:${marker}:end -->`));
}

describe('acts in docs/sandbox.md and the locales', () => {
  it('lists the seeded vehicle registry exactly as the seed has it', () => {
    const doc = readFileSync(sandboxDocPath, 'utf8');
    expect(generated('vehicles')).toContain(renderVehiclesTable());
    for (const vehicle of seedVehicles) expect(doc).toContain(vehicle.stateNumber);
  });

  it('lists the citizens without a portal account exactly as the seed has them', () => {
    const between = generated('citizens');
    for (const citizen of registryOnlyCitizens) expect(between).toContain(citizen.pin);
  });

  it('shows every generated table exactly as the seed has it (npx tsx ministry/db/seed/sandbox-doc.ts)', () => {
    const doc = readFileSync(sandboxDocPath, 'utf8');
    for (const [marker, render] of Object.entries(sandboxTables)) {
      const start = `<!-- seed:${marker}:start -->\n`;
      const between = doc.slice(
        doc.indexOf(start) + start.length,
        doc.indexOf(`<!-- seed:${marker}:end -->`),
      );
      expect(doc.indexOf(start), marker).toBeGreaterThan(0);
      expect(between, marker).toBe(`${render()}\n`);
    }
    for (const realEstate of seedRealEstates) expect(doc).toContain(realEstate.cadastreNumber);
  });

  it('names, for every business rule, the seeded people or objects that show it', () => {
    const rows = renderRulesTable().split('\n').slice(2);
    expect(rows.map((row) => row.split(' | ')[0]!.slice(2))).toEqual([...ruleIds]);
    for (const rule of ruleIds) expect(ruleShowcases[rule].length, rule).toBeGreaterThan(20);
  });

  it('has a message in oz, uz and ru for every act error code and every refusal reason', () => {
    for (const code of actErrorCodes) expect(hasMessage(`errors.${code}`), code).toBe(true);
    for (const reason of actRefusalReasons) expect(hasMessage(`act_refusals.${reason}`), reason).toBe(true);
  });
});
