import { z } from 'zod';
import { locales } from '../../machines/text/locales';
import { BanKind, BanState, ProxyStatus, PublicActState } from '../generated/schema-types.js';

// Shapes of the ministry's public search answers (docs/decisions/052-public-searches.md). "Not found"
// is `{ found: false }`, which the resolvers answer as null.

const localizedText = z.object({ oz: z.string(), uz: z.string(), ru: z.string() });
const notFound = z.object({ found: z.literal(false) });

export const notarialActCheckSchema = z.union([
  notFound,
  z.object({
    found: z.literal(true),
    act: z.object({
      regnum: z.string(),
      regdate: z.string(),
      type: z.object({ id: z.number().int(), name: localizedText }),
      state: z.enum(PublicActState),
      office: z.object({ id: z.number().int(), name: localizedText, address: localizedText }),
      phone: z.string(),
      language: z.enum(locales),
      notes: z.array(z.object({ text: z.string(), at: z.string() })),
      linkedActs: z.array(z.object({ regnum: z.string(), regdate: z.string(), relation: z.string() })),
    }),
  }),
]);

const status = z.enum(ProxyStatus);

export const proxyCheckSchema = z.union([
  notFound,
  z.object({
    found: z.literal(true),
    proxy: z.object({
      regnum: z.string(),
      regdate: z.string(),
      typeId: z.number().int(),
      status,
      termFrom: z.string().nullable(),
      termTo: z.string().nullable(),
      delegable: z.boolean().nullable(),
      delegations: z.array(
        z.object({
          regnum: z.string(),
          regdate: z.string(),
          termFrom: z.string().nullable(),
          termTo: z.string().nullable(),
          status,
        }),
      ),
    }),
  }),
]);

export const inheritanceCasesSchema = z.object({
  cases: z.array(
    z.object({
      caseNumber: z.string(),
      openedOn: z.string(),
      deathDate: z.string(),
      deceased: localizedText,
      notary: z.object({
        id: z.number().int(),
        name: localizedText,
        office: z.object({ id: z.number().int(), name: localizedText }),
      }),
    }),
  ),
});

export const banCheckSchema = z.union([
  notFound,
  z.object({
    found: z.literal(true),
    bans: z.array(
      z.object({
        kind: z.enum(BanKind),
        state: z.enum(BanState),
        startDate: z.string(),
        documentDate: z.string(),
        documentNumber: z.string(),
        official: z.string(),
        organ: z.string(),
      }),
    ),
    fines: z.array(
      z.object({ resolutionNumber: z.string(), issuedOn: z.string(), amount: z.number(), paid: z.boolean() }),
    ),
  }),
]);
