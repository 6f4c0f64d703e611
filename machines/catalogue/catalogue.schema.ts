import { z } from 'zod';
import { type ActTypeId, actTypeIds, actTypes } from '../act-types/act-types';
import { maxAmount } from '../fields/amount';
import { exactPhoneSchema } from '../fields/phone';
import { isStorableText } from '../fields/text';
import { needsValue } from '../money/fee';
import { type RelationshipDegree, relationshipDegrees } from '../money/relationship';
import { locales } from '../text/locales';
import { searchKey } from '../text/search-key';
import { type CatalogueQuery, catalogueKeys, catalogueLimits, readCatalogueQuery } from './catalogue-query';

/**
 * The public service catalogue (issue 12, decision 050): its texts, its search, its fee calculator's
 * question, and the dictionary edits of /update_dict. Written once here, read by the ministry (which
 * answers 400 with the key's message) and by the forms. Messages are translation keys, worded under
 * `validation.` of locales/<locale>/ministry.json and of the UI's namespace (catalogue, dictionaries).
 */

/** The texts of one act type in one language: the detail fields of specification section 2. */
export interface CatalogueTexts {
  /** The description as the regulation words it. */
  regulation: string;
  /** The same in plain words. */
  summary: string;
  documents: string[];
  duration: string;
  result: string;
  conditions: string;
  links: { title: string; url: string }[];
}

export { type CatalogueQuery, catalogueKeys, catalogueLimits } from './catalogue-query';

/** An act type id given as a number or as its digits in a path or a query. */
export const actTypeIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : value),
  z.literal(actTypeIds, { error: catalogueKeys.actType }),
);

/**
 * The catalogue list's question as the ministry reads it: an optional query in any script and a
 * page, checked by catalogue-query.ts's rule (the pages apply it without zod).
 */
export const catalogueQuerySchema = z
  .object({ q: z.unknown().optional(), page: z.unknown().optional() })
  .transform((input, context): CatalogueQuery => {
    const read = readCatalogueQuery(input);
    if (read.success) return read.data;
    for (const issue of read.issues)
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    return z.NEVER;
  });

/** Whether the fee of the type depends on who receives (a reduction for relatives), so the calculator asks it. */
export function asksRelationship(typeId: ActTypeId): boolean {
  return actTypes[typeId].roles.some((rule) => rule.fields.relationship !== undefined);
}

/** Whether the calculator asks for the transaction value, for this relationship (or none chosen yet). */
export function asksValue(typeId: ActTypeId, relationship?: RelationshipDegree): boolean {
  return needsValue(actTypes[typeId].tariff, relationship);
}

/** The largest transaction value, tiyin (10^12 so'm). */
const maxTiyin = maxAmount * 100;

const numberFrom = (value: unknown) =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;

/**
 * The calculator's question (GET /api/catalogue/fee): an act type, the transaction value in whole
 * tiyin where the type's rate takes a share of it, and the receiving party's relationship where the
 * type's tariff has a reduction for relatives.
 */
export const feeQuoteSchema = z
  .object({
    type: actTypeIdSchema,
    value: z.preprocess(
      (value) => (value === '' ? undefined : numberFrom(value)),
      z
        .number({ error: catalogueKeys.value })
        .int(catalogueKeys.value)
        .nonnegative(catalogueKeys.value)
        .max(maxTiyin, catalogueKeys.value)
        .optional(),
    ),
    relationship: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(relationshipDegrees, { error: catalogueKeys.relationship }).optional(),
    ),
  })
  .superRefine((input, context) => {
    if (input.relationship !== undefined && !asksRelationship(input.type)) {
      context.addIssue({
        code: 'custom',
        path: ['relationship'],
        message: catalogueKeys.relationshipNotAsked,
      });
      return;
    }
    if (input.value === undefined && asksValue(input.type, input.relationship)) {
      context.addIssue({ code: 'custom', path: ['value'], message: catalogueKeys.valueRequired });
    }
  });
export type FeeQuoteInput = z.output<typeof feeQuoteSchema>;

/** A line of text an administrator types: trimmed, not blank, bounded, storable. */
export const dictionaryText = (max: number) =>
  z
    .string({ error: catalogueKeys.blank })
    .trim()
    .min(1, catalogueKeys.blank)
    .max(max, catalogueKeys.tooLong)
    .refine(isStorableText, catalogueKeys.unstorable);

const linkSchema = z.object({
  title: dictionaryText(catalogueLimits.linkTitle),
  url: dictionaryText(catalogueLimits.linkUrl).refine(
    (value) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value),
    catalogueKeys.url,
  ),
});

export const catalogueTextsSchema = z.object({
  regulation: dictionaryText(catalogueLimits.regulation),
  summary: dictionaryText(catalogueLimits.summary),
  documents: z
    .array(dictionaryText(catalogueLimits.document), { error: catalogueKeys.blank })
    .min(1, catalogueKeys.blank)
    .max(catalogueLimits.documents, catalogueKeys.tooMany),
  duration: dictionaryText(catalogueLimits.duration),
  result: dictionaryText(catalogueLimits.result),
  conditions: dictionaryText(catalogueLimits.conditions),
  links: z
    .array(linkSchema, { error: catalogueKeys.blank })
    .max(catalogueLimits.links, catalogueKeys.tooMany),
}) satisfies z.ZodType<CatalogueTexts>;

/** The three languages' texts of one entry, as /update_dict sends them. */
export const catalogueEntrySchema = z.object({
  oz: catalogueTextsSchema,
  uz: catalogueTextsSchema,
  ru: catalogueTextsSchema,
});

/** The search key of an entry: its act type's names and every text, in all three languages. */
export function catalogueSearchKey(
  names: { oz: string; uz: string; ru: string },
  texts: Record<'oz' | 'uz' | 'ru', CatalogueTexts>,
): string {
  const parts = locales.flatMap((language) => {
    const t = texts[language];
    return [
      names[language],
      t.regulation,
      t.summary,
      ...t.documents,
      t.duration,
      t.result,
      t.conditions,
      ...t.links.map((link) => link.title),
    ];
  });
  return searchKey(parts.join(' \n '));
}

/** A name in the three languages, as an administrator edits it. */
export const namesSchema = z.object({
  oz: dictionaryText(200),
  uz: dictionaryText(200),
  ru: dictionaryText(200),
});

/** /update_dict: an act type's names (its rules stay in the registry: machines/act-types). */
export const actTypeEditSchema = z.object({ name: namesSchema });

export const regionEditSchema = z.object({ name: namesSchema });
export const districtEditSchema = z.object({ name: namesSchema });

export const officeEditSchema = z.object({
  name: namesSchema,
  address: z.object({ oz: dictionaryText(300), uz: dictionaryText(300), ru: dictionaryText(300) }),
  phone: exactPhoneSchema,
});

/** A base calculation amount by decree: from a day, in whole tiyin. */
export const baseAmountEditSchema = z.object({
  effectiveFrom: z
    .string({ error: 'error_dictionary_date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'error_dictionary_date')
    // A real calendar day: 2026-02-30 parses, but as 2 March.
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    }, 'error_dictionary_date')
    .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'error_dictionary_date'),
  amount: z
    .number({ error: 'error_dictionary_amount' })
    .int('error_dictionary_amount')
    .positive('error_dictionary_amount')
    .max(maxTiyin, 'error_dictionary_amount'),
});
