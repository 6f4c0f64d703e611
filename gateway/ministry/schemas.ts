import { z } from 'zod';

// Shapes of the ministry's REST answers (docs/contracts.md). An answer that does not match is an
// integration error, reported as such instead of reaching the UI half-read.

const localizedText = z.object({ oz: z.string(), uz: z.string(), ru: z.string() });

export const healthSchema = z.object({
  status: z.string(),
  database: z.string().optional(),
  migrations: z.number().int().optional(),
});

const districtSchema = z.object({ id: z.number().int(), regionId: z.number().int(), name: localizedText });

export const regionsSchema = z.array(
  z.object({ id: z.number().int(), name: localizedText, districts: z.array(districtSchema) }),
);

export const actTypesSchema = z.array(
  z.object({
    id: z.number().int(),
    name: localizedText,
    category: z.string().nullish(),
    simplified: z.boolean(),
  }),
);

export const notaryOfficeSchema = z.object({
  id: z.number().int(),
  name: localizedText,
  address: localizedText,
  regionId: z.number().int(),
  districtId: z.number().int().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  phone: z.string().nullish(),
});

export const notaryOfficesSchema = z.array(notaryOfficeSchema);

export const notariesSchema = z.array(
  z.object({
    id: z.number().int(),
    name: localizedText,
    licenseNumber: z.string(),
    office: notaryOfficeSchema,
  }),
);

const namedRegionSchema = z.object({ regionId: z.number().int(), name: z.string() });

/** GET /api/notaries/availability (decision 079). */
export const notaryAvailabilitySchema = namedRegionSchema.extend({
  available: z.boolean(),
  nearest: namedRegionSchema.nullable(),
});

// The real ministry may send numbers where the sandbox sends text (gender, ids) and the other way
// round; the GraphQL type fixes one, so values are coerced rather than refused.
const text = z.union([z.string(), z.number()]).transform(String).nullish();
const integer = z.coerce.number().int().nullish();

/** The user record of the specification (section 3), as GET /api/user and POST /api/auth send it. */
export const userSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  userid: text,
  name: text,
  surname: text,
  lastname: text,
  fullname: text,
  typeid: integer,
  gender: text,
  birthdate: text,
  birthcountry: text,
  inn: text,
  pin: text,
  passserial: text,
  passnum: text,
  issueorg: text,
  issuedate: text,
  exprdate: text,
  citizenship: text,
  nationality: text,
  phone: text,
  email: text,
  regionid: integer,
  regionru: text,
  regionuz: text,
  districtid: integer,
  districtru: text,
  districtuz: text,
  regaddress: text,
  actaddress: text,
  orginn: text,
  orgname: text,
  valid: z.boolean().nullish(),
  termsofuse: z.coerce.number().int(),
  roles: z
    .array(z.string())
    .nullish()
    .transform((roles) => roles ?? []),
});

export const authResultSchema = z.object({
  resultCode: z.coerce.number().int(),
  message: z.string().nullish(),
  token: z.string().nullish(),
  user: userSchema.nullish(),
});

export const checkTokenSchema = z.object({ valid: z.boolean() });

export const offerAcceptSchema = z.object({ termsofuse: z.coerce.number().int() });

export const logoutSchema = z.object({ ok: z.boolean() });

export const notificationsSchema = z.array(
  z.object({
    regtypeid: z.coerce.number().int(),
    regsystemid: z.coerce.number().int(),
    rid: z.union([z.string(), z.number()]).transform(String).nullish(),
    uuid: z.string().nullish(),
    na: z.string().nullish(),
    visitdate: z.string().nullish(),
    visittime: z.string().nullish(),
    office: z.string().nullish(),
    link: z.string().nullish(),
    kioskLink: z.string().nullish(),
  }),
);
