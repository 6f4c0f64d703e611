import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { parseInput } from '../errors';
import { homeRegionOf, notaryAvailability } from '../notaries/availability';
import { actTypeList, choosableNotaries, officeList, regionsWithDistricts } from '../reference/reference';

// The reference lists (regions, act types, offices) and the notary choice (decisions 015, 079); the
// queries are ../reference/reference.ts's and ../notaries/availability.ts's.

const positiveId = (key: string) => recordIdSchema(key).optional();

const officesQuery = z.object({ regionId: positiveId('error_wrong_region_id') });

// A blank `name=` (an empty search field) filters nothing; anything else must be 2 to 100 characters
// once its spaces are collapsed.
const nameFilter = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: 'error_wrong_notary_name' })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(2, 'error_notary_name_too_short').max(100, 'error_notary_name_too_long'))
    .optional(),
);

const availabilityQuery = z.object({ regionId: positiveId('error_wrong_region_id') });

const notariesQuery = z.object({
  regionId: positiveId('error_wrong_region_id'),
  districtId: positiveId('error_wrong_district_id'),
  name: nameFilter,
});

export function referenceRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/regions', async () => regionsWithDistricts(db));

    app.get('/act_types', async () => actTypeList(db));

    app.get('/notary_offices', async (request) => {
      const { regionId } = parseInput(officesQuery, request.query);
      return officeList(db, regionId);
    });

    // Whether a region has a notary on the portal, and the nearest one that has when it has none: the
    // creation form asks before it is filled (decision 079). Without regionId, the caller's own region,
    // the one the automatic choice uses.
    app.get('/notaries/availability', { config: { session: 'required' as const } }, async (request) => {
      const { regionId } = parseInput(availabilityQuery, request.query);
      const region = regionId ?? (await homeRegionOf(db, sessionOf(request).userId));
      return notaryAvailability(db, region, request.language);
    });

    // The notaries an applicant may choose by hand: active licences only, by office region and
    // district, and by a part of the full name in either script (docs/decisions/015-notary-choice.md).
    app.get('/notaries', async (request) => {
      const filter = parseInput(notariesQuery, request.query);
      return choosableNotaries(db, filter, request.language);
    });
  };
}
