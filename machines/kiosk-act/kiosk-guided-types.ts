import type { ActTypeId } from '../act-types/act-types';

/**
 * The act types the kiosk creates by guide (decision 042), on their own so the kiosk main page's
 * tiles know them without loading the registry.
 */
export const kioskGuidedTypes = [15003, 15034] as const satisfies readonly ActTypeId[];
export type KioskGuidedType = (typeof kioskGuidedTypes)[number];

export const isKioskGuidedType = (value: unknown): value is KioskGuidedType =>
  (kioskGuidedTypes as readonly unknown[]).includes(value);
