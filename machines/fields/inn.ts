import { z } from 'zod';

/**
 * INN (STIR / ИНН), the taxpayer identification number of a legal entity or a person: 9 digits
 * (specification, sections 5 and 9). Messages are translation keys resolved in each place's
 * namespace (docs/decisions/019-field-rules.md).
 */
export const innLength = 9;

const pattern = /^\d{9}$/;

export const innKeys = { wrong: 'error_wrong_inn' } as const;

/** As the registry holds it and a client sends it. */
export const exactInnSchema = z.string({ error: innKeys.wrong }).regex(pattern, innKeys.wrong);

export const maskInn = (input: string) => input.replace(/\D/g, '').slice(0, innLength);
