/**
 * What a phone input holds and how a stored phone is shown, without zod: the public pages that show
 * a phone (a notary's card, the act check) render before anything is checked (decision 104). The
 * rule is in ./phone.ts, which re-exports these.
 */
export const phoneLength = 9;

/** The 9 digits, as stored and sent. */
export const phonePattern = /^\d{9}$/;

export function maskPhone(input: string): string {
  const value = input.replace(/\D/g, '').slice(0, phoneLength);
  const parts = [value.slice(0, 2), value.slice(2, 5), value.slice(5, 7), value.slice(7, 9)];
  if (value.length <= 2) return value.length === 2 ? `(${value}) ` : value ? `(${value}` : '';
  return `(${parts[0]}) ${parts.slice(1).filter(Boolean).join(' ')}`;
}

/**
 * A stored phone as every screen shows it, (99) 999 99 99; '' for none. Anything that is not 9
 * digits (a record older than the rule) is shown as it is rather than cut into a wrong shape.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return phonePattern.test(phone) ? maskPhone(phone) : phone;
}
