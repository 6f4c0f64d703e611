import { z } from 'zod';
import {
  ActTypeKey,
  CatalogueSection,
  DictionaryName,
  FeeBasis,
  FeeRateSource,
  PartyRole,
  RelationshipDegree,
} from '../generated/schema-types.js';

// Shapes of the ministry's catalogue and dictionary answers (issue 12, decision 050).

const int = z.number().int();
const localized = z.object({ oz: z.string(), uz: z.string(), ru: z.string() });
const basis = z
  .string()
  .transform((key) => key.replace(/^basis\./, ''))
  .pipe(z.enum(FeeBasis));
const rate = z.object({
  ofBase: int.nonnegative().nullish(),
  ofValue: int.nonnegative().nullish(),
  minOfBase: int.nonnegative().nullish(),
  source: z.enum(FeeRateSource),
});

const texts = z.object({
  regulation: z.string(),
  summary: z.string(),
  documents: z.array(z.string()),
  duration: z.string(),
  result: z.string(),
  conditions: z.string(),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
});
const localizedTexts = z.object({ oz: texts, uz: texts, ru: texts });

const item = z.object({
  id: int,
  key: z.enum(ActTypeKey),
  section: z.enum(CatalogueSection),
  name: localized,
  summary: localized,
});

export const cataloguePageSchema = z.object({ items: z.array(item), total: int, page: int, pageSize: int });

export const catalogueEntrySchema = item.extend({
  simplified: z.boolean(),
  texts: localizedTexts,
  roles: z.array(z.object({ role: z.enum(PartyRole), min: int, max: int })),
  tariff: z.object({
    basis,
    stateFee: rate,
    serviceFee: rate.nullish(),
    reductions: z.array(z.object({ basis, rate, relationships: z.array(z.enum(RelationshipDegree)) })),
    baseAmount: z.number(),
  }),
  asksRelationship: z.boolean(),
  asksValue: z.boolean(),
});

const json = z
  .unknown()
  .transform((value) => (value === null || value === undefined ? null : JSON.stringify(value)));

export const dictionaryChangeSchema = z.object({
  id: int,
  at: z.string(),
  userid: z.string().nullish(),
  dictionary: z.enum(DictionaryName),
  recordId: int,
  before: json,
  after: json.pipe(z.string()),
});

export const dictionaryJournalSchema = z.object({
  items: z.array(dictionaryChangeSchema),
  total: int,
  page: int,
  pageSize: int,
});

const place = z.object({ id: int, regionId: int.nullish(), name: localized });

export const dictionariesSchema = z.object({
  actTypes: z.array(z.object({ id: int, name: localized })),
  catalogue: z.array(z.object({ actTypeId: int, texts: localizedTexts })),
  regions: z.array(place),
  districts: z.array(place),
  offices: z.array(
    z.object({
      id: int,
      regionId: int,
      districtId: int,
      name: localized,
      address: localized,
      phone: z.string(),
    }),
  ),
  baseAmounts: z.array(z.object({ id: int, effectiveFrom: z.string(), amount: z.number() })),
  configuredBaseAmount: z.number(),
  baseAmountInForce: z.number(),
});
