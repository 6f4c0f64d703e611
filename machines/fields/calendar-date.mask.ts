/**
 * What the input holds, without zod: the public searches render their forms before anything is
 * checked, and load the rules at the first submit (decision 104). The rule is in ./calendar-date.ts, which
 * re-exports these.
 */
/** Digits and the dots the mask puts after the day and the month. */
export function maskCalendarDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}
