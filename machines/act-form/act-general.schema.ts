import { z } from 'zod';
import { exactRegistryNumberSchema } from '../fields/registry-number';
import { isStorableText, textKeys } from '../fields/text';

/**
 * The act's general fields the notary sets while checking it (specification section 3, the
 * notarial act: location and address, free-of-payment flag and reason, attributes, linked acts;
 * decision 080). One schema for the notary's form and the ministry's route, so both refuse the same
 * things. Messages are translation keys (`validation.*` in the acts and ministry namespaces).
 */

/** In the notary's office (its address) or elsewhere (a hospital, a home: the address typed). */
export const actPlaces = ['office', 'elsewhere'] as const;
export type ActPlace = (typeof actPlaces)[number];

/**
 * How a linked act relates to this one: this act annuls or revokes it, repeats it (a duplicate
 * issued again), or is a substitution of it (its base power of attorney).
 */
export const actLinkKinds = ['annuls', 'repeats', 'base'] as const;
export type ActLinkKind = (typeof actLinkKinds)[number];

export const actGeneralLimits = {
  placeAddress: 300,
  freeOfPaymentReason: 500,
  attributes: 20,
  attributeTitle: 100,
  attributeValue: 500,
  links: 10,
} as const;

export const actGeneralKeys = {
  wrongPlace: 'error_wrong_place',
  placeAddressRequired: 'error_required_place_address',
  placeAddressTooLong: 'error_place_address_too_long',
  reasonRequired: 'error_required_free_of_payment_reason',
  reasonTooLong: 'error_free_of_payment_reason_too_long',
  wrongFlag: 'error_wrong_flag',
  attributeTitleRequired: 'error_required_attribute_title',
  attributeTitleTooLong: 'error_attribute_title_too_long',
  attributeValueRequired: 'error_required_attribute_value',
  attributeValueTooLong: 'error_attribute_value_too_long',
  tooManyAttributes: 'error_too_many_attributes',
  wrongLinkKind: 'error_wrong_link_kind',
  tooManyLinks: 'error_too_many_linked_acts',
  duplicateLink: 'error_duplicate_linked_act',
  /** The ministry's: no registered act of that number, or the act itself. */
  linkNotFound: 'error_linked_act_not_found',
  linkSelf: 'error_linked_act_self',
} as const;

const boundedText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(isStorableText, textKeys.unstorable);

export const placeAddressSchema = boundedText(
  actGeneralLimits.placeAddress,
  actGeneralKeys.placeAddressRequired,
  actGeneralKeys.placeAddressTooLong,
);
export const freeOfPaymentReasonSchema = boundedText(
  actGeneralLimits.freeOfPaymentReason,
  actGeneralKeys.reasonRequired,
  actGeneralKeys.reasonTooLong,
);

export const actAttributeSchema = z.object({
  title: boundedText(
    actGeneralLimits.attributeTitle,
    actGeneralKeys.attributeTitleRequired,
    actGeneralKeys.attributeTitleTooLong,
  ),
  value: boundedText(
    actGeneralLimits.attributeValue,
    actGeneralKeys.attributeValueRequired,
    actGeneralKeys.attributeValueTooLong,
  ),
});

export const actLinkSchema = z.object({
  kind: z.enum(actLinkKinds, { error: actGeneralKeys.wrongLinkKind }),
  regnum: exactRegistryNumberSchema,
});

/** Blank or null optional text is absent text (a form sends '' for an untouched input). */
const blankIsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * The notary's edit: the place (an address only elsewhere), the free-of-payment flag (a reason only
 * and always with it), the attributes and the links, each list replacing the stored one.
 */
export const actGeneralEditSchema = z
  .object({
    place: z.enum(actPlaces, { error: actGeneralKeys.wrongPlace }),
    placeAddress: z.preprocess(blankIsAbsent, placeAddressSchema.optional()),
    freeOfPayment: z.boolean({ error: actGeneralKeys.wrongFlag }),
    freeOfPaymentReason: z.preprocess(blankIsAbsent, freeOfPaymentReasonSchema.optional()),
    attributes: z
      .array(actAttributeSchema, { error: actGeneralKeys.tooManyAttributes })
      .max(actGeneralLimits.attributes, actGeneralKeys.tooManyAttributes)
      .default([]),
    links: z
      .array(actLinkSchema, { error: actGeneralKeys.tooManyLinks })
      .max(actGeneralLimits.links, actGeneralKeys.tooManyLinks)
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (value.place === 'elsewhere' && value.placeAddress === undefined) {
      ctx.addIssue({ code: 'custom', path: ['placeAddress'], message: actGeneralKeys.placeAddressRequired });
    }
    if (value.freeOfPayment && value.freeOfPaymentReason === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['freeOfPaymentReason'],
        message: actGeneralKeys.reasonRequired,
      });
    }
    const seen = new Set<string>();
    value.links.forEach((link, index) => {
      if (seen.has(link.regnum)) {
        ctx.addIssue({
          code: 'custom',
          path: ['links', index, 'regnum'],
          message: actGeneralKeys.duplicateLink,
        });
      }
      seen.add(link.regnum);
    });
  })
  .transform((value) => ({
    place: value.place,
    // An office act keeps no typed address; a paid act keeps no reason.
    placeAddress: value.place === 'elsewhere' ? (value.placeAddress ?? null) : null,
    freeOfPayment: value.freeOfPayment,
    freeOfPaymentReason: value.freeOfPayment ? (value.freeOfPaymentReason ?? null) : null,
    attributes: value.attributes,
    links: value.links,
  }));

export type ActGeneralEdit = z.output<typeof actGeneralEditSchema>;
