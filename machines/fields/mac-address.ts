import { z } from 'zod';

/**
 * A network card's MAC address (section 5's mask), as the registry holds it: six pairs of
 * hexadecimal digits in upper case, joined by colons, `AA:BB:CC:DD:EE:FF`. Typed, the pairs may be
 * joined by hyphens as Windows writes them (`aa-bb-cc-dd-ee-ff`), or by a mix; the form gives on
 * the colon form. Messages are translation keys (docs/decisions/019-field-rules.md).
 */
export const macAddressPairs = 6;

const pattern = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

export const macAddressKeys = {
  required: 'error_required_mac_address',
  wrong: 'error_wrong_mac_address',
} as const;

/** As stored and sent: the colon form in upper case, nothing tidied. */
export const exactMacAddressSchema = z
  .string({ error: macAddressKeys.wrong })
  .regex(pattern, macAddressKeys.wrong);

/** As typed: trimmed, upper-cased, hyphens read as colons; a field left empty is asked for first. */
export const macAddressSchema = z
  .string({ error: macAddressKeys.required })
  .trim()
  .toUpperCase()
  .transform((value) => value.replaceAll('-', ':'))
  .pipe(z.string().min(1, macAddressKeys.required).pipe(exactMacAddressSchema));

/** The hexadecimal digits typed, upper case, in pairs joined by colons (whatever separated them). */
export function maskMacAddress(input: string): string {
  const digits = input
    .toUpperCase()
    .replace(/[^0-9A-F]/g, '')
    .slice(0, macAddressPairs * 2);
  return digits.match(/.{1,2}/g)?.join(':') ?? '';
}
