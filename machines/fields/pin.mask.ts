/**
 * What the PIN input holds, without zod, for the kiosk's first page (decision 029). The rule is in
 * ./pin.ts, which re-exports these.
 */
export const pinLength = 14;

export const maskPin = (input: string) => input.replace(/\D/g, '').slice(0, pinLength);
