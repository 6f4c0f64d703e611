/**
 * What the input holds, without zod: the public searches render their forms before anything is
 * checked, and load the rules at the first submit (decision 104). The rule is in ./search-name.ts, which
 * re-exports these.
 */
export const searchNameMaxLength = 100;

/** At most the name's length; any script, as typed (the rule tidies the spaces). */
export const maskSearchName = (input: string) => input.slice(0, searchNameMaxLength);
