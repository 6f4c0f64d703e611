/**
 * What the input holds, without zod: the public searches render their forms before anything is
 * checked, and load the rules at the first submit (decision 104). The rule is in ./cadastre-number.ts, which
 * re-exports these.
 */
export const cadastreNumberMaxLength = 50;

/** Digits, colons and slashes, at most the number's length. */
export const maskCadastreNumber = (input: string) =>
  input.replace(/[^\d:/]/g, '').slice(0, cadastreNumberMaxLength);
