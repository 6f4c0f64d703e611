import { z } from 'zod';
import {
  type DirectorySort,
  NotaryAbsence,
  NotaryLicenseStatus,
  NotaryPresence,
  WeekDay,
} from '../generated/schema-types.js';
import { notaryOfficeSchema } from './schemas.js';

// Shapes of the ministry's notary directory answers (decision 051). The enums are the words of
// machines/notary-directory on both sides of the gateway.

const localizedText = z.object({ oz: z.string(), uz: z.string(), ru: z.string() });
const int = z.number().int();

export const directoryNotarySchema = z.object({
  id: int,
  name: localizedText,
  licenseNumber: z.string(),
  licenseStatus: z.enum(NotaryLicenseStatus),
  absence: z.enum(NotaryAbsence).nullish(),
  absentUntil: z.string().nullish(),
  workDays: z.array(z.enum(WeekDay)),
  workFrom: z.string(),
  workTo: z.string(),
  presence: z.enum(NotaryPresence),
  ministryRating: z.number().nullish(),
  clientRating: z.number().nullish(),
  reviewCount: int,
  distanceKm: z.number().nullish(),
  office: notaryOfficeSchema,
});

const page = <T extends z.ZodType>(item: T) =>
  z.object({ total: int, page: int, size: int, items: z.array(item) });

export const notaryDirectoryPageSchema = page(directoryNotarySchema);

export const directoryOfficesSchema = z
  .array(notaryOfficeSchema.extend({ notaries: int }))
  .transform((rows) => rows.map(({ notaries, ...office }) => ({ office, notaries })));

export const notaryReviewPageSchema = page(
  z.object({
    id: int,
    rating: int,
    text: z.string().nullish(),
    createdAt: z.string(),
    author: z.string(),
    reported: z.boolean(),
  }),
);

export const notaryViewerSchema = z.object({
  reviewableActs: z.array(z.object({ id: int, regnum: z.string().nullish(), regdate: z.string().nullish() })),
  canHide: z.boolean(),
});

export const notaryRatingSchema = z.object({ clientRating: z.number().nullish(), reviewCount: int });

/** The moderators' list (decision 072). */
export const moderatedReviewPageSchema = z.object({
  items: z.array(
    z.object({
      id: int,
      notaryId: int,
      notaryName: z.string(),
      officeName: z.string(),
      rating: int,
      text: z.string().nullish(),
      createdAt: z.string(),
      author: z.string(),
      reportCount: int,
      hidden: z.boolean(),
      hideReason: z.string().nullish(),
      canModerate: z.boolean(),
    }),
  ),
  total: int,
  page: int,
  pageSize: int,
});

export const reportedSchema = z.object({ reported: z.boolean() }).transform((r) => r.reported);

/** GraphQL's filter as the ministry's query string; absent (null) values are left out by the client. */
export function directoryQuery(
  filter:
    | {
        sort?: DirectorySort | null;
        regionId?: number | null;
        districtId?: number | null;
        officeId?: number | null;
        name?: string | null;
        latitude?: number | null;
        longitude?: number | null;
        page?: number | null;
        size?: number | null;
      }
    | null
    | undefined,
) {
  return { ...(filter ?? {}) };
}
