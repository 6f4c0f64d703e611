import { z } from 'zod';
import { ActTypeKey, RegistrationType } from '../generated/schema-types.js';

// GET /api/statistics (decision 053). The act type travels as its registry key (ActTypeKey) and the
// registration type as its number, which the schema's RegistrationType names: 1 in person, 2 video.

const count = z.number().int().nonnegative();
const days = z.number().nullable();
const localizedText = z.object({ oz: z.string(), uz: z.string(), ru: z.string() });
const registrationTypes = { 1: RegistrationType.InPerson, 2: RegistrationType.Video } as const;

export const statisticsSchema = z
  .object({
    period: z.object({ from: z.string(), to: z.string() }),
    total: count,
    averageDays: days,
    months: z.array(z.object({ month: z.string(), count, averageDays: days })),
    types: z.array(z.object({ type: z.enum(ActTypeKey), count })),
    regions: z.array(z.object({ regionId: z.number().int(), name: localizedText, count })),
    registrationTypes: z.array(
      z.object({
        regtype: z.union([z.literal(1), z.literal(2)]).transform((n) => registrationTypes[n]),
        count,
      }),
    ),
  })
  .transform(({ period, registrationTypes: byRegtype, ...rest }) => ({
    ...rest,
    from: period.from,
    to: period.to,
    registrationTypes: byRegtype.map((r) => ({ registrationType: r.regtype, count: r.count })),
  }));
