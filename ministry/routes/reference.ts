import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { actTypes, districts, offices, regions } from '../db/schema';
import { parseInput } from '../errors';

const officesQuery = z.object({
  regionId: z.coerce
    .number({ error: 'error_wrong_region_id' })
    .int('error_wrong_region_id')
    .positive('error_wrong_region_id')
    .optional(),
});

export function referenceRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/regions', async () => {
      const [regionRows, districtRows] = await Promise.all([
        db.select().from(regions).orderBy(asc(regions.sortOrder)),
        db.select().from(districts).orderBy(asc(districts.id)),
      ]);
      return regionRows.map((r) => ({
        id: r.id,
        name: { oz: r.nameOz, uz: r.nameUz, ru: r.nameRu },
        districts: districtRows
          .filter((d) => d.regionId === r.id)
          .map((d) => ({
            id: d.id,
            regionId: d.regionId,
            name: { oz: d.nameOz, uz: d.nameUz, ru: d.nameRu },
          })),
      }));
    });

    app.get('/act_types', async () => {
      const rows = await db.select().from(actTypes).orderBy(asc(actTypes.id));
      return rows.map((a) => ({
        id: a.id,
        name: { oz: a.nameOz, uz: a.nameUz, ru: a.nameRu },
        category: a.category,
        simplified: a.simplified,
      }));
    });

    app.get('/notary_offices', async (request) => {
      const { regionId } = parseInput(officesQuery, request.query);
      const rows = await db
        .select()
        .from(offices)
        .where(regionId === undefined ? undefined : eq(offices.regionId, regionId))
        .orderBy(asc(offices.id));
      return rows.map((o) => ({
        id: o.id,
        name: { oz: o.nameOz, uz: o.nameUz, ru: o.nameRu },
        address: { oz: o.addressOz, uz: o.addressUz, ru: o.addressRu },
        regionId: o.regionId,
        districtId: o.districtId,
        latitude: o.latitude,
        longitude: o.longitude,
        phone: o.phone,
      }));
    });
  };
}
