/**
 * What the input holds, without zod: the public searches render their forms before anything is
 * checked, and load the rules at the first submit (decision 104). The rule is in ./state-number.ts, which
 * re-exports these.
 */
export const stateNumberMaxLength = 15;

/** Upper case; Latin letters and digits only; at most the number's length. */
export const maskStateNumber = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, stateNumberMaxLength);
