import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actRefusalReasons } from '../../machines/act/act.machine';
import { renderVehiclesTable, sandboxDocPath } from '../../ministry/db/seed/sandbox-doc';
import { seedVehicles } from '../../ministry/db/seed/vehicles';
import { actErrorCodes } from '../../ministry/errors';
import { hasMessage } from '../../ministry/i18n';

describe('acts in docs/sandbox.md and the locales', () => {
  it('lists the seeded vehicle registry exactly as the seed has it', () => {
    const doc = readFileSync(sandboxDocPath, 'utf8');
    const between = doc.slice(
      doc.indexOf('<!-- seed:vehicles:start -->'),
      doc.indexOf('<!-- seed:vehicles:end -->'),
    );
    expect(between).toContain(renderVehiclesTable());
    for (const vehicle of seedVehicles) expect(doc).toContain(vehicle.stateNumber);
  });

  it('has a message in oz, uz and ru for every act error code and every refusal reason', () => {
    for (const code of actErrorCodes) expect(hasMessage(`errors.${code}`), code).toBe(true);
    for (const reason of actRefusalReasons) expect(hasMessage(`act_refusals.${reason}`), reason).toBe(true);
  });
});
