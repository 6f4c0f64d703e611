import { z } from 'zod';
import { recordIdSchema } from '../fields/record-id';
import { searchKeyInputLimit } from '../text/search-key';
import { directoryLimits, directorySorts } from './directory-limits';

/**
 * The notary directory's query (decision 051): one sort, the region, district and office filters, a
 * name in any script, the visitor's position for "near me", and a bounded page. The ministry parses
 * the request with it; the page builds its requests from the same bounds.
 */
export { type DirectorySort, directoryLimits, directorySorts } from './directory-limits';

export const directoryKeys = {
  sort: 'error_wrong_directory_sort',
  region: 'error_wrong_region_id',
  district: 'error_wrong_district_id',
  office: 'error_wrong_office_id',
  nameShort: 'error_notary_name_too_short',
  nameLong: 'error_notary_name_too_long',
  latitude: 'error_wrong_latitude',
  longitude: 'error_wrong_longitude',
  position: 'error_distance_needs_position',
  page: 'error_wrong_page',
  size: 'error_wrong_page_size',
} as const;

/** A query value as text or as a number: decimal digits become the number. */
const integerIn = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^[0-9]{1,6}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^-?[0-9]{1,3}(\.[0-9]{1,8})?$/.test(value) ? Number(value) : value,
    z.number({ error: message }).min(-limit, message).max(limit, message),
  );

const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const directoryQuerySchema = z
  .object({
    sort: z.enum(directorySorts, { error: directoryKeys.sort }).default('alphabet'),
    regionId: recordIdSchema(directoryKeys.region).optional(),
    districtId: recordIdSchema(directoryKeys.district).optional(),
    officeId: recordIdSchema(directoryKeys.office).optional(),
    name: z.preprocess(
      blankIsAbsent,
      z
        .string({ error: directoryKeys.nameShort })
        .transform((value) => value.trim().replace(/\s+/g, ' '))
        .pipe(
          z
            .string()
            .min(directoryLimits.minName, directoryKeys.nameShort)
            .max(Math.min(100, searchKeyInputLimit), directoryKeys.nameLong),
        )
        .optional(),
    ),
    latitude: coordinate(90, directoryKeys.latitude).optional(),
    longitude: coordinate(180, directoryKeys.longitude).optional(),
    page: integerIn(1, directoryLimits.maxPage, directoryKeys.page).default(1),
    size: integerIn(1, directoryLimits.maxPageSize, directoryKeys.size).default(
      directoryLimits.defaultPageSize,
    ),
  })
  .superRefine((query, ctx) => {
    if (query.sort === 'distance' && (query.latitude === undefined || query.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: directoryKeys.position });
    }
  });
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

export const reviewsPageSchema = z.object({
  page: integerIn(1, directoryLimits.maxPage, directoryKeys.page).default(1),
  size: integerIn(1, directoryLimits.maxPageSize, directoryKeys.size).default(10),
});
