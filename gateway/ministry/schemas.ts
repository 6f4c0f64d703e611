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

export const notaryOfficesSchema = z.array(
  z.object({
    id: z.number().int(),
    name: localizedText,
    address: localizedText,
    regionId: z.number().int(),
    districtId: z.number().int().nullish(),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    phone: z.string().nullish(),
  }),
);
