import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actRefusalReasons } from '../../machines/act/act.machine';
import { renderVehiclesTable, sandboxDocPath } from '../../ministry/db/seed/sandbox-doc';
import { seedVehicles } from '../../ministry/db/seed/vehicles';
import type { ActErrorCode } from '../../ministry/errors';
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
    const codes: Record<ActErrorCode, true> = {
      stale_version: true,
      transition_refused: true,
      not_assigned_notary: true,
      not_a_notary: true,
      duplicate_act: true,
      not_vehicle_owner: true,
      deceased_party: true,
      enforcement_debt: true,
      vehicle_bans_fines: true,
      co_owner_missing: true,
      vehicle_not_found: true,
      citizen_not_found: true,
      no_notary_available: true,
      card_declined: true,
      invitation_not_found: true,
      not_invited_party: true,
    };
    for (const code of Object.keys(codes)) expect(hasMessage(`errors.${code}`), code).toBe(true);
    for (const reason of actRefusalReasons) expect(hasMessage(`act_refusals.${reason}`), reason).toBe(true);
  });
});
