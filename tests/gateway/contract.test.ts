import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { streamVersions } from '../../gateway/acts/watch.js';
import {
  actDetailSchema,
  actFeeSchema,
  actListSchema,
  actRefSchema,
  bankOrderSchema,
  createdActSchema,
  invitationSchema,
  notaryQueueSchema,
  smsOutboxSchema,
  vehicleLookupSchema,
} from '../../gateway/ministry/acts-schemas.js';
import { adminUserPageSchema, adminUserSchema } from '../../gateway/ministry/admin-users-schemas.js';
import {
  analystActSchema,
  analystActTraceSchema,
  stuckActsPageSchema,
} from '../../gateway/ministry/analysts-schemas.js';
import {
  actBrowserTracesSchema,
  browserTraceReplaySchema,
  browserTraceUploadSchema,
  browserTracingSchema,
} from '../../gateway/ministry/browser-traces-schemas.js';
import {
  catalogueEntrySchema,
  cataloguePageSchema,
  dictionariesSchema,
  dictionaryChangeSchema,
  dictionaryJournalSchema,
} from '../../gateway/ministry/catalogue-schemas.js';
import {
  dutyRotaSchema,
  equeueBookingPageSchema,
  equeueBookingSchema,
  equeueCheckInSchema,
  equeueDaySchema,
  equeueTicketSchema,
  equeueTodaySchema,
} from '../../gateway/ministry/equeue-schemas.js';
import { PASSED_PARAMS } from '../../gateway/ministry/errors.js';
import {
  kioskEnrolmentSchema,
  kioskIdentitySchema,
  kioskNonceSchema,
  kioskPageSchema,
  kioskSchema,
} from '../../gateway/ministry/kiosks-schemas.js';
import {
  directoryNotarySchema,
  directoryOfficesSchema,
  moderatedReviewPageSchema,
  notaryDirectoryPageSchema,
  notaryRatingSchema,
  notaryReviewPageSchema,
  notaryViewerSchema,
  reportedSchema,
} from '../../gateway/ministry/notary-directory-schemas.js';
import {
  phoneCodeSentSchema,
  profileLookupPageSchema,
  profileReviewPageSchema,
  profileSchema,
  profileSessionsSchema,
  sessionsEndedSchema,
} from '../../gateway/ministry/profile-schemas.js';
import {
  actTypesSchema,
  authResultSchema,
  checkTokenSchema,
  healthSchema,
  logoutSchema,
  notariesSchema,
  notaryAvailabilitySchema,
  notaryOfficesSchema,
  notificationsSchema,
  offerAcceptSchema,
  regionsSchema,
  userSchema,
} from '../../gateway/ministry/schemas.js';
import {
  banCheckSchema,
  inheritanceCasesSchema,
  notarialActCheckSchema,
  proxyCheckSchema,
} from '../../gateway/ministry/searches-schemas.js';
import { statisticsSchema } from '../../gateway/ministry/statistics-schemas.js';
import {
  sandboxSignatureSchema,
  videoAttendanceSchema,
  videoRecordingsSchema,
} from '../../gateway/ministry/video-schemas.js';
import { addDays, tashkentDate, tashkentDateTime } from '../../machines/clock/clock.js';
import { receivesOn } from '../../machines/equeue/slots.js';
import { codeInMessage } from '../../machines/fields/confirmation-code.js';
import type { KioskOperation } from '../../machines/kiosk/kiosk.schema.js';
import { formatKioskProof, kioskProofHeader } from '../../machines/kiosk/kiosk-proof.js';
import { setMaintenance } from '../../ministry/auth/settings.js';
import { notaries, users } from '../../ministry/db/schema/index.js';
import { seedHolidayRows } from '../../ministry/db/seed/holidays.js';
import type { SeedPerson } from '../../ministry/db/seed/index.js';
import { stuckActUuid } from '../../ministry/db/seed/stuck-act.js';
import { createFaceId } from '../../ministry/face-id/index.js';
import { cleanSale, notaryIdOf, sandboxCard, userIdOf } from '../ministry/acts-support.js';
import { credentials, livenessToken, nazarova, rahimova, yusupova } from '../ministry/auth-support.js';
import { newKioskKeys, signKioskMessage } from '../support/kiosk-device.js';
import { drivers, startTestMinistry, type TestMinistry } from '../support/ministry.js';
import {
  createNormaliser,
  type Recorded,
  recorded,
  recordedFolder,
  recordedNames,
  shapeOf,
} from './recorded.js';

// The contract between the gateway and the ministry, checked against the real seeded sandbox ministry
// (decision 021). A realistic session calls every REST route the gateway calls (gateway/ministry/client.ts
// users, gateway/acts/watch.ts, the /files proxy, the status monitor): log in, read the reference data,
// create and walk a vehicle sale to registration, answer invitations, pay, download, watch, and provoke
// the refusals the ministry can be made to give. Each answer must parse with the gateway's own schema and
// have the shape of its recording in tests/gateway/recorded/, which the scripted-ministry tests answer
// with. `npm run record:contracts` writes the recordings again (on PGlite) after a deliberate change.

const recording = process.env.RECORD_CONTRACTS === '1';
const root = fileURLToPath(new URL('../../', import.meta.url));

interface Call {
  method?: 'GET' | 'POST';
  /** Below /api, with the query. */
  path: string;
  as?: string;
  body?: unknown;
  language?: string;
  /** The gateway's schema of a 2xx answer. */
  schema?: z.ZodType;
  /** The X-Forwarded-For the gateway would send: the client's address, alone. */
  forwardedFor?: string;
  /** Further headers the gateway would send (a kiosk's proof). */
  headers?: Record<string, string>;
}

interface Live extends Recorded {
  schema?: z.ZodType;
}

/** Keeps at most `bytes` of an event stream: its opening events, then cancels it. */
async function streamOpening(response: Response, bytes: number): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('event: changed') || !text.endsWith('\n\n')) {
    const { value, done } = await reader.read();
    if (done || text.length > bytes) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

/** Ministry paths the gateway's source calls, as patterns (`notarial_act/*` for a template part). */
function gatewayCalls(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'generated') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(path);
    }
  };
  walk(join(root, 'gateway'));
  const calls = new Set<string>(['files/*']); // gateway/http/files.ts forwards /files/* as it is
  const call = /(?:getJson|postJson|postText|openStream)\(\s*([`'])((?:(?!\1).)*)\1/g;
  const url = /ministryUrl\([^,]+,\s*(['`])((?:(?!\1).)*)\1/g;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of [call, url]) {
      for (const match of source.matchAll(pattern)) calls.add((match[2] ?? '').replace(/\$\{[^}]*\}/g, '*'));
    }
  }
  calls.delete('*'); // ministryUrl's own definition takes a path parameter
  return [...calls].sort();
}

describe.each(recording ? (['pglite'] as const) : drivers)(
  'the gateway contract of the sandbox ministry on %s',
  (driver) => {
    let ministry: TestMinistry;
    const tokens: Record<string, string> = {};
    const normaliser = createNormaliser();
    const live = new Map<string, Live>();

    /** One call as the gateway makes it (headers of gateway/ministry/client.ts), recorded under `name`. */
    async function exchange(name: string, call: Call): Promise<Live> {
      if (live.has(name)) throw new Error(`two exchanges named ${name}`);
      const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
      const as = call.as ?? 'anonymous';
      const language = call.language ?? 'oz';
      const headers: Record<string, string> = {
        accept: 'application/json, text/plain',
        'accept-language': language,
        'x-forwarded-for': call.forwardedFor ?? '203.0.113.10',
      };
      if (as !== 'anonymous') headers.authorization = `Bearer ${tokens[as]}`;
      Object.assign(headers, call.headers);
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${ministry.url}/api/${call.path}`, {
        method,
        headers,
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      });
      const contentType = response.headers.get('content-type') ?? '';
      let body: unknown = null;
      if (contentType.includes('event-stream')) body = await streamOpening(response, 4096);
      else if (contentType.includes('pdf')) await response.arrayBuffer();
      else {
        const text = await response.text();
        body = contentType.includes('json') ? JSON.parse(text) : text;
      }
      const kept: Record<string, string> = { 'content-type': contentType };
      for (const header of ['content-disposition', 'retry-after']) {
        const value = response.headers.get(header);
        if (value !== null) kept[header] = value;
      }
      if (response.headers.has('x-refreshed-token')) kept['x-refreshed-token'] = '<refreshed-token>';
      const request = {
        method,
        path: call.path,
        as,
        language,
        ...(call.body !== undefined ? { body: call.body } : {}),
      };
      const result: Live = {
        ...normaliser.apply({ request, status: response.status, headers: kept }),
        body: normaliser.apply(body),
        ...(call.schema ? { schema: call.schema } : {}),
      };
      live.set(name, result);
      // The caller goes on with the real values (uuids, tokens) of the answer.
      return { ...result, body } as Live;
    }

    const ok = async <T = Record<string, unknown>>(name: string, call: Call): Promise<T> => {
      const answer = await exchange(name, call);
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body as T;
    };

    beforeAll(async () => {
      ministry = await startTestMinistry(driver, { faceId: createFaceId, faceIdWorkers: 1 });
      for (const [as, userid] of [
        ['buyer', 'stursunov'],
        ['notary', 'nabdullayeva'],
        ['donee', 'myusupova'],
        ['stranger', 'jkarimov'],
        ['debtor', 'gnazarova'],
        ['admin', 'bsaidov'],
        ['secondAdmin', 'dyoldosheva'],
        ['reviewer', 'rhasanov'],
        ['officeNotary', 'stojiyev'],
        ['citizen', 'drashidov'],
        ['citizenElsewhere', 'drashidov'],
      ] as const) {
        const { token } = await ministry.auth.sessions.create(ministry.db, await userIdOf(ministry, userid));
        tokens[as] = token;
        normaliser.secret(token, '<session-token>');
      }
      await session();
    }, 240_000);

    afterAll(async () => {
      await ministry?.close();
    });

    /** The realistic session: every exchange lands in `live`, in order. */
    async function session() {
      const tojiyev = await notaryIdOf(ministry, 'stojiyev');
      const abdullayeva = await notaryIdOf(ministry, 'nabdullayeva');

      // Reference data and the ministry's health (the gateway's status monitor).
      await ok('health', { path: 'health', schema: healthSchema });
      await ok('regions', { path: 'regions', schema: regionsSchema });
      await ok('act-types', { path: 'act_types', schema: actTypesSchema });
      await ok('notary-offices', { path: 'notary_offices?regionId=1726', schema: notaryOfficesSchema });
      await ok('notaries', { path: 'notaries?regionId=1726', schema: notariesSchema });
      await exchange('notaries-name-too-short', { path: 'notaries?name=a' });
      // The creation form's first question (decision 079): Yusupova's Andijan has no notary on the portal.
      await ok('notary-availability', {
        path: 'notaries/availability',
        as: 'donee',
        schema: notaryAvailabilitySchema,
      });
      await exchange('notary-availability-bad-region', {
        path: 'notaries/availability?regionId=0',
        as: 'donee',
      });

      // The service catalogue, its calculator and the administrators' dictionaries (decision 050).
      const cyrillicQuery = encodeURIComponent('олди-сотди');
      await ok('catalogue', { path: `catalogue?q=${cyrillicQuery}`, schema: cataloguePageSchema });
      await exchange('catalogue-query-too-short', { path: 'catalogue?q=a' });
      await ok('catalogue-entry', { path: 'catalogue/1', schema: catalogueEntrySchema });
      await exchange('catalogue-entry-unknown', { path: 'catalogue/2' });
      await ok('catalogue-fee', { path: 'catalogue/fee?type=1&relationship=child', schema: actFeeSchema });
      await exchange('catalogue-fee-value-required', { path: 'catalogue/fee?type=1' });
      const dictionaries = await ok<z.output<typeof dictionariesSchema>>('dictionaries', {
        path: 'dictionaries',
        as: 'admin',
        schema: dictionariesSchema,
      });
      await exchange('dictionaries-forbidden', { path: 'dictionaries', as: 'buyer' });
      await ok('dictionary-journal-empty', {
        path: 'dictionaries/journal?page=1',
        as: 'admin',
        schema: dictionaryJournalSchema,
      });
      // Each edit writes the record's own values back: journaled, and the rest of the session unchanged.
      const [actType, region, district, office, entry] = [
        dictionaries.actTypes[0]!,
        dictionaries.regions[0]!,
        dictionaries.districts[0]!,
        dictionaries.offices[0]!,
        dictionaries.catalogue[0]!,
      ];
      const change = { as: 'admin', schema: dictionaryChangeSchema } as const;
      await ok('dictionary-act-type', {
        ...change,
        path: `dictionaries/act_types/${actType.id}`,
        body: { name: actType.name },
      });
      await ok('dictionary-catalogue', {
        ...change,
        path: `dictionaries/catalogue/${entry.actTypeId}`,
        body: entry.texts,
      });
      await ok('dictionary-region', {
        ...change,
        path: `dictionaries/regions/${region.id}`,
        body: { name: region.name },
      });
      await ok('dictionary-district', {
        ...change,
        path: `dictionaries/districts/${district.id}`,
        body: { name: district.name },
      });
      await ok('dictionary-office', {
        ...change,
        path: `dictionaries/offices/${office.id}`,
        body: { name: office.name, address: office.address, phone: office.phone },
      });
      await ok('dictionary-base-amount', {
        ...change,
        path: 'dictionaries/base_amounts',
        body: { effectiveFrom: '2099-01-01', amount: 99_900_000 },
      });
      await exchange('dictionary-base-amount-refused', {
        path: 'dictionaries/base_amounts',
        as: 'admin',
        body: { effectiveFrom: '2026-02-30', amount: -1 },
      });
      await ok('dictionary-journal', {
        path: 'dictionaries/journal?dictionary=regions',
        as: 'admin',
        schema: dictionaryJournalSchema,
      });

      // User administration (decision 056): Nazarova found by a Cyrillic query, given the analyst role.
      const found = await ok<z.output<typeof adminUserPageSchema>>('admin-users', {
        path: `admin/users?q=${encodeURIComponent('Назарова')}&deleted=false`,
        as: 'admin',
        schema: adminUserPageSchema,
      });
      await exchange('admin-users-forbidden', { path: 'admin/users', as: 'buyer' });
      await exchange('admin-users-query-too-short', { path: 'admin/users?q=a', as: 'admin' });
      const adminUserId = found.items[0]!.id;
      await ok('admin-user', { path: `admin/users/${adminUserId}`, as: 'admin', schema: adminUserSchema });
      await ok('admin-user-change', {
        path: `admin/users/${adminUserId}/changes`,
        as: 'admin',
        body: { action: 'grant', role: 'analyst', reason: 'Debugs stuck acts' },
        schema: adminUserSchema,
      });
      await exchange('admin-user-change-no-reason', {
        path: `admin/users/${adminUserId}/changes`,
        as: 'admin',
        body: { action: 'block' },
      });
      // Separation of duties (decision 072): a self-grant is refused; the administrator role is asked
      // for by one administrator, who cannot decide it, and rejected by the second.
      const [{ id: adminId }] = (await ministry.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userid, 'bsaidov'))) as [{ id: number }];
      await exchange('admin-user-self-grant', {
        path: `admin/users/${adminId}/changes`,
        as: 'admin',
        body: {
          action: 'grant',
          role: 'notary',
          notary: { officeId: 1, licenseNumber: 'N-000900' },
          reason: 'Weekend cover',
        },
      });
      const requested = await ok<z.output<typeof adminUserSchema>>('admin-user-grant-requested', {
        path: `admin/users/${adminUserId}/changes`,
        as: 'admin',
        body: { action: 'grant', role: 'admin', reason: 'Covers the registry desk' },
        schema: adminUserSchema,
      });
      const grantId = requested.pendingGrants[0]!.id;
      await exchange('admin-user-grant-own-request', {
        path: `admin/users/${adminUserId}/grants/${grantId}/decision`,
        as: 'admin',
        body: { decision: 'approve', reason: 'Agreed' },
      });
      await ok('admin-user-grant-decision', {
        path: `admin/users/${adminUserId}/grants/${grantId}/decision`,
        as: 'secondAdmin',
        body: { decision: 'reject', reason: 'Not this month' },
        schema: adminUserSchema,
      });

      // The profile (decision 059): Rashidov's record, e-mail, phone by the SMS code, consent, reviews,
      // sessions; his other session is ended.
      await ok('profile', { path: 'profile', as: 'citizen', schema: profileSchema });
      await ok('profile-email', {
        path: 'profile/email',
        as: 'citizen',
        body: { email: 'doniyor@example.uz' },
        schema: profileSchema,
      });
      await exchange('profile-email-wrong', { path: 'profile/email', as: 'citizen', body: { email: 'x' } });
      await ok('profile-phone', {
        path: 'profile/phone',
        as: 'citizen',
        body: { phone: '935550072' },
        schema: phoneCodeSentSchema,
      });
      const codeSms = await ok<{ text: string }[]>('profile-phone-sms', {
        path: 'sms_outbox?phone=935550072',
        schema: smsOutboxSchema,
      });
      const phoneCode = codeInMessage(codeSms[0]!.text)!;
      await exchange('profile-phone-code-wrong', {
        path: 'profile/phone/confirm',
        as: 'citizen',
        body: { code: phoneCode === '000000' ? '111111' : '000000' },
      });
      await ok('profile-phone-confirm', {
        path: 'profile/phone/confirm',
        as: 'citizen',
        body: { code: phoneCode },
        schema: profileSchema,
      });
      await ok('profile-consent', {
        path: 'profile/consent',
        as: 'citizen',
        body: { given: false },
        schema: profileSchema,
      });
      await ok('profile-reviews', {
        path: 'profile/reviews?page=1',
        as: 'citizen',
        schema: profileReviewPageSchema,
      });
      await ok('profile-lookups', {
        path: 'profile/lookups?page=1',
        as: 'buyer',
        schema: profileLookupPageSchema,
      });
      await ok('profile-sessions', {
        path: 'profile/sessions',
        as: 'citizen',
        schema: profileSessionsSchema,
      });
      await ok('profile-logout-others', {
        path: 'profile/sessions/logout_others',
        as: 'citizen',
        body: {},
        schema: sessionsEndedSchema,
      });
      await exchange('profile-ended-session', { path: 'profile', as: 'citizenElsewhere' });

      // The notary directory and a review's life (decisions 051, 072): Hasanov reviews his registered act
      // with Tojiyev, a stranger reports the review, Tojiyev (a notary of that office) may not hide it, the
      // administrator hides it, restores it, and keeps it visible once reported again.
      await ok('notary-directory', {
        path: 'notary_directory?sort=clientRating&regionId=1726&size=5',
        schema: notaryDirectoryPageSchema,
      });
      await exchange('notary-directory-bad-size', { path: 'notary_directory?size=51' });
      await ok('notary-directory-offices', {
        path: 'notary_directory/offices?regionId=1726',
        schema: directoryOfficesSchema,
      });
      await ok('directory-notary', { path: `notary_directory/${tojiyev}`, schema: directoryNotarySchema });
      const viewer = await ok<{ reviewableActs: { id: number }[] }>('notary-viewer', {
        path: `notary_directory/${tojiyev}/viewer`,
        as: 'reviewer',
        schema: notaryViewerSchema,
      });
      const reviewed = { notaryId: tojiyev, actId: viewer.reviewableActs[0]!.id };
      await exchange('review-notary-no-rating', { path: 'notary_reviews', as: 'reviewer', body: reviewed });
      await exchange('review-notary-not-allowed', {
        path: 'notary_reviews',
        as: 'stranger',
        body: { ...reviewed, rating: 5 },
      });
      await ok('review-notary', {
        path: 'notary_reviews',
        as: 'reviewer',
        body: { ...reviewed, rating: 2, text: 'Uzoq kutdim' },
        schema: notaryRatingSchema,
      });
      await exchange('review-notary-exists', {
        path: 'notary_reviews',
        as: 'reviewer',
        body: { ...reviewed, rating: 3 },
      });
      const reviews = await ok<{ items: { id: number }[] }>('notary-reviews', {
        path: `notary_directory/${tojiyev}/reviews`,
        schema: notaryReviewPageSchema,
      });
      const reviewId = reviews.items[0]!.id;
      await ok('report-review', {
        path: `notary_reviews/${reviewId}/report`,
        as: 'stranger',
        body: {},
        schema: reportedSchema,
      });
      // Moderated by an administrator, never by a notary of the reviewed notary's office (decision 072).
      await exchange('hide-review-office-notary', {
        path: `notary_reviews/${reviewId}/hide`,
        as: 'officeNotary',
        body: { reason: 'Haqoratli' },
      });
      await ok('review-moderation', {
        path: 'review_moderation?status=reported&page=1',
        as: 'admin',
        schema: moderatedReviewPageSchema,
      });
      await exchange('review-moderation-forbidden', { path: 'review_moderation', as: 'stranger' });
      await ok('hide-review', {
        path: `notary_reviews/${reviewId}/hide`,
        as: 'admin',
        body: { reason: 'Haqoratli' },
        schema: notaryRatingSchema,
      });
      await ok('restore-review', {
        path: `notary_reviews/${reviewId}/restore`,
        as: 'admin',
        body: { reason: 'Shikoyat asossiz' },
        schema: notaryRatingSchema,
      });
      await ok('report-review-again', {
        path: `notary_reviews/${reviewId}/report`,
        as: 'debtor',
        body: {},
        schema: reportedSchema,
      });
      await ok('keep-review', {
        path: `notary_reviews/${reviewId}/keep`,
        as: 'admin',
        body: { reason: 'Oddiy fikr' },
        schema: notaryRatingSchema,
      });

      // The appointment queue (decision 057): Tojiyev's first free slot on his next working day a week
      // or more ahead (the real clock), booked, listed, cancelled; a kiosk's number and check-in.
      const [tojiyevCard] = await ministry.db.select().from(notaries).where(eq(notaries.id, tojiyev));
      const holidayDays = new Set(seedHolidayRows.map((h) => h.day));
      let equeueDate = addDays(tashkentDate(new Date()), 7);
      while (!receivesOn(tojiyevCard!, equeueDate) || holidayDays.has(equeueDate))
        equeueDate = addDays(equeueDate, 1);
      const equeueDay = await ok<{ slots: { start: string; notaryId: number }[] }>('equeue-slots', {
        path: `equeue/slots?officeId=2&notaryId=${tojiyev}&date=${equeueDate}`,
        as: 'stranger',
        schema: equeueDaySchema,
      });
      await exchange('equeue-slots-bad-date', {
        path: 'equeue/slots?officeId=2&date=2026-02-30',
        as: 'stranger',
      });
      const equeueBooking = {
        officeId: 2,
        notaryId: null,
        service: { kind: 'consultation' },
        date: equeueDate,
        slot: equeueDay.slots[0]!,
        phone: '901112233',
      };
      const booked = await ok<{ id: number }>('equeue-book', {
        path: 'equeue/bookings',
        as: 'stranger',
        body: equeueBooking,
        schema: equeueBookingSchema,
      });
      await exchange('equeue-book-taken', { path: 'equeue/bookings', as: 'debtor', body: equeueBooking });
      await ok('equeue-bookings', {
        path: 'equeue/bookings?tab=registering',
        as: 'stranger',
        schema: equeueBookingPageSchema,
      });
      await ok('equeue-cancel', {
        path: `equeue/bookings/${booked.id}/events`,
        as: 'stranger',
        body: { type: 'booking.cancelled' },
        schema: equeueBookingSchema,
      });
      await exchange('equeue-cancel-refused', {
        path: `equeue/bookings/${booked.id}/events`,
        as: 'stranger',
        body: { type: 'booking.cancelled' },
      });
      // Enrolled kiosks (decision 070): the administrator enrols a kiosk of office 2, the kiosk registers
      // its key with the one-time code and signs each kiosk-only operation; revoked, it is refused.
      await ok('admin-kiosks', {
        path: 'admin/kiosks?officeId=2&page=1',
        as: 'admin',
        schema: kioskPageSchema,
      });
      await exchange('admin-kiosks-forbidden', { path: 'admin/kiosks', as: 'buyer' });
      const issued = await ok<{ code: string; kiosk: { id: number } }>('admin-kiosk-enrol', {
        path: 'admin/kiosks',
        as: 'admin',
        body: { officeId: 2, label: 'Kirish' },
        schema: kioskEnrolmentSchema,
      });
      normaliser.secret(issued.code, '<enrolment-code>');
      await exchange('admin-kiosk-enrol-bad-label', {
        path: 'admin/kiosks',
        as: 'admin',
        body: { officeId: 2, label: 'x' },
      });
      const device = await newKioskKeys();
      const publicKey = { kty: 'EC', crv: 'P-256', x: device.publicKey.x!, y: device.publicKey.y! };
      normaliser.secret(publicKey.x, '<public-key-x>');
      normaliser.secret(publicKey.y, '<public-key-y>');
      await exchange('kiosk-enrol-refused', {
        path: 'kiosk/enrol',
        body: { code: 'AAAA-BBBB-CCCC', publicKey },
        forwardedFor: '198.51.100.78',
      });
      await ok('kiosk-enrol', {
        path: 'kiosk/enrol',
        body: { code: issued.code, publicKey },
        schema: kioskIdentitySchema,
      });
      const kioskId = issued.kiosk.id;
      const nonceOf = async () => {
        const response = await fetch(`${ministry.url}/api/kiosk/nonce`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ kioskId }),
        });
        return ((await response.json()) as { nonce: string }).nonce;
      };
      const proof = async (operation: KioskOperation, inputs: string[] = []) => {
        const nonce = await nonceOf();
        const signature = await signKioskMessage(device.keys.privateKey, kioskId, nonce, operation, inputs);
        normaliser.secret(nonce, '<kiosk-nonce>');
        return { [kioskProofHeader]: formatKioskProof({ kioskId, nonce, signature }) };
      };
      const nonce = await ok<{ nonce: string }>('kiosk-nonce', {
        path: 'kiosk/nonce',
        body: { kioskId },
        schema: kioskNonceSchema,
      });
      normaliser.secret(nonce.nonce, '<kiosk-nonce>');
      await ok('kiosk-identify', {
        path: 'kiosk/identify',
        as: 'stranger',
        body: {},
        headers: await proof('identify'),
        schema: kioskIdentitySchema,
      });
      await exchange('kiosk-identify-unsigned', { path: 'kiosk/identify', as: 'stranger', body: {} });
      await ok('equeue-take-number', {
        path: 'equeue/general_queue',
        as: 'stranger',
        body: {},
        headers: await proof('takeNumber'),
        schema: equeueTicketSchema,
      });
      await ok('equeue-check-in', {
        path: 'equeue/check_in',
        as: 'stranger',
        body: { passserial: 'AA', passnum: '1000001' },
        headers: await proof('checkIn', ['AA', '1000001']),
        schema: equeueCheckInSchema,
      });
      await exchange('equeue-check-in-unsigned', {
        path: 'equeue/check_in',
        as: 'stranger',
        body: { passserial: 'AA', passnum: '1000001' },
      });
      const beforeRevoke = await proof('identify');
      await ok('admin-kiosk-revoke', {
        path: `admin/kiosks/${kioskId}/revoke`,
        as: 'admin',
        body: {},
        schema: kioskSchema,
      });
      await exchange('kiosk-revoked', {
        path: 'kiosk/identify',
        as: 'stranger',
        body: {},
        headers: beforeRevoke,
      });
      // The office's duty rota (decision 070): read, set again as the seed has it, refused for another office's notary.
      await ok('admin-duty-notaries', {
        path: 'admin/duty_notaries?officeId=2',
        as: 'admin',
        schema: dutyRotaSchema,
      });
      await ok('admin-duty-notary-set', {
        path: 'admin/duty_notaries',
        as: 'admin',
        body: { officeId: 2, fromDay: '2025-01-01', notaryId: tojiyev },
        schema: dutyRotaSchema,
      });
      await exchange('admin-duty-notary-refused', {
        path: 'admin/duty_notaries',
        as: 'admin',
        body: { officeId: 2, fromDay: '2025-01-01', notaryId: abdullayeva },
      });
      await ok('equeue-today', { path: 'equeue/today', as: 'officeNotary', schema: equeueTodaySchema });

      // The public searches (decision 052): found, not found, a refused input, the ban check's login.
      await ok('search-notarial-act', {
        path: 'search/notarial_act?regnum=NA-2026-800002&regdate=10.04.2026',
        schema: notarialActCheckSchema,
      });
      await ok('search-notarial-act-not-found', {
        path: 'search/notarial_act?regnum=NA-2026-000000&regdate=10.04.2026',
        schema: notarialActCheckSchema,
      });
      await exchange('search-notarial-act-bad-number', {
        path: 'search/notarial_act?regnum=NA-1&regdate=10.04.2026',
      });
      await ok('search-proxy', {
        path: 'search/proxy?regnum=NA-2026-900045&regdate=20.01.2026',
        schema: proxyCheckSchema,
      });
      await ok('search-inheritcase', {
        path: `search/inheritcase?${new URLSearchParams({ name: 'Хасанов', deathDate: '19.07.2024' })}`,
        schema: inheritanceCasesSchema,
      });
      await exchange('search-ban-anonymous', {
        path: 'search/ban?kind=vehicle&stateNumber=30B200BB&techPassportSeries=AAF&techPassportNumber=3000002',
      });
      await ok('search-ban-vehicle', {
        path: 'search/ban?kind=vehicle&stateNumber=30B200BB&techPassportSeries=AAF&techPassportNumber=3000002',
        as: 'stranger',
        schema: banCheckSchema,
      });
      await ok('search-ban-real-estate', {
        path: 'search/ban?kind=realEstate&cadastreNumber=14:07:01:05:02:0088&cadastreType=nonResidential',
        as: 'stranger',
        schema: banCheckSchema,
      });

      // Login as the sandbox flow does it (tests/ministry/auth-support.ts): pre-check, a liveness token
      // made as the face-ID server makes it, auth; the face is compared with the registry photograph.
      await ok('check-before-auth', { path: 'check_before_auth', body: credentials(rahimova) });
      await exchange('check-before-auth-passport-not-found', {
        path: 'check_before_auth',
        body: { passserial: 'ZZ', passnum: '9999999', pin: '39999999999999' },
      });
      await exchange('check-before-auth-validation-failed', {
        path: 'check_before_auth',
        body: { passserial: 'AA', passnum: '12', pin: '31234567890123' },
      });
      /** POST /auth as `person` with a fresh liveness token whose best shot is `photo`. */
      const auth = async (name: string, person: SeedPerson, photo: string) => {
        const liveness = await livenessToken(ministry, photo);
        normaliser.secret(liveness.jwt, '<liveness-token>');
        const body = { ...credentials(person), jwt: liveness.jwt };
        return ok<{ token: string }>(name, { path: 'auth', body, schema: authResultSchema });
      };
      const { token } = await auth('auth', rahimova, rahimova.photo);
      tokens.applicant = token;
      normaliser.secret(token, '<session-token>');
      await auth('auth-refused', nazarova, 'astronaut.png');
      await setMaintenance(ministry.db, true);
      await auth('auth-maintenance', rahimova, rahimova.photo);
      await setMaintenance(ministry.db, false);

      await ok('check-token', { path: 'check_token', as: 'applicant', schema: checkTokenSchema });
      await ok('user', { path: 'user', as: 'applicant', schema: userSchema });
      for (const [name, action] of [
        ['offer-accept', 1],
        ['offer-refuse', 0],
        ['offer-accept-again', 1],
      ] as const) {
        const path = `offer_accept?action=${action}`;
        await ok(name, { method: 'POST', path, as: 'applicant', schema: offerAcceptSchema });
      }
      // Yusupova has the seeded visits, one by rid and one by uuid.
      await ok('notifications', {
        path: 'notarial_act/get_notify',
        as: 'donee',
        schema: notificationsSchema,
      });

      // A vehicle sale from Rahimova to Tursunov (docs/sandbox.md), first to notary Tojiyev; the
      // lookups of the sold vehicle, a banned, a fined and an unknown one.
      const lookup = (stateNumber: string, series: string, number: string) =>
        `vehicles/lookup?stateNumber=${stateNumber}&techPassportSeries=${series}&techPassportNumber=${number}`;
      for (const [name, as, path] of [
        ['vehicle-lookup', 'applicant', lookup('30A100AA', 'AAF', '3000001')],
        ['vehicle-lookup-banned', 'donee', lookup('01G700GG', 'AAT', '1000007')],
        ['vehicle-lookup-fined', 'applicant', lookup('30C300CC', 'AAF', '3000003')],
      ] as const) {
        await ok(name, { path, as, schema: vehicleLookupSchema });
      }
      await exchange('vehicle-lookup-not-found', {
        path: lookup('99Z999ZZ', 'ZZZ', '9999999'),
        as: 'applicant',
      });
      // The vehicle rules of section 5, each on its seeded vehicle (docs/sandbox.md).
      const refusedSale = (
        name: string,
        as: string,
        [stateNumber, techPassportSeries, techPassportNumber]: [string, string, string],
      ) =>
        exchange(name, {
          path: 'notarial_act',
          as,
          body: {
            ...cleanSale,
            vehicle: { stateNumber, techPassportSeries, techPassportNumber, price: 50_000_000 },
            notary: { mode: 'manual', notaryId: abdullayeva },
          },
        });
      await refusedSale('create-act-vehicle-bans-fines', 'applicant', ['30B200BB', 'AAF', '3000002']);
      // A deceased party (the late Qodirov as the buyer); his co-owned 30E500EE is now made in person.
      await exchange('create-act-deceased-party', {
        path: 'notarial_act',
        as: 'applicant',
        body: {
          ...cleanSale,
          parties: [{ role: 'buyer', pin: '31505559990101', passserial: 'AA', passnum: '1000010' }],
          notary: { mode: 'manual', notaryId: abdullayeva },
        },
      });
      // A PIN and a passport that name nobody together: one refusal on the party (decision 069).
      await exchange('create-act-party-not-identified', {
        path: 'notarial_act',
        as: 'applicant',
        body: {
          ...cleanSale,
          parties: [{ role: 'buyer', pin: '33001799990033', passserial: 'AC', passnum: '1000004' }],
          notary: { mode: 'manual', notaryId: abdullayeva },
        },
      });
      await refusedSale('create-act-co-owner-missing', 'stranger', ['01D400DD', 'AAT', '1000004']);
      await refusedSale('create-act-enforcement-debt', 'debtor', ['01F600FF', 'AAT', '1000006']);
      const sale = { ...cleanSale, notary: { mode: 'manual', notaryId: tojiyev }, clientPhone: '911000002' };
      const created = await ok<{ rid: number; uuid: string; version: number }>('create-act', {
        path: 'notarial_act',
        as: 'applicant',
        body: sale,
        schema: createdActSchema,
      });
      const { uuid, rid } = created;
      await exchange('create-act-duplicate', { path: 'notarial_act', as: 'applicant', body: sale });
      await ok('act-by-rid', { path: `notarial_act/by_rid/${rid}`, as: 'applicant', schema: actRefSchema });
      type Detail = z.output<typeof actDetailSchema>;
      let detail = await ok<Detail>('act', {
        path: `notarial_act/${uuid}`,
        as: 'applicant',
        schema: actDetailSchema,
      });
      await exchange('act-unknown', {
        path: 'notarial_act/0b6a3c55-3a7e-4b8e-9f3e-2d1c0a9b8c7d',
        as: 'applicant',
      });
      await exchange('act-stranger', { path: `notarial_act/${uuid}`, as: 'stranger' });

      // Data edits in preparation: the notary, the price, the buyer's phone.
      detail = await ok<Detail>('act-set-notary', {
        path: `notarial_act/${uuid}/notary`,
        as: 'applicant',
        body: { version: detail.version, notary: { mode: 'manual', notaryId: abdullayeva } },
        schema: actDetailSchema,
      });
      const vehicle = detail.subjects.vehicles[0]!;
      detail = await ok<Detail>('act-set-vehicle-price', {
        path: `notarial_act/${uuid}/vehicles/${vehicle.id}`,
        as: 'applicant',
        body: { version: detail.version, price: 97_500_000.5 },
        schema: actDetailSchema,
      });
      const buyerParty = detail.parties.find((p) => !p.applicant)!;
      detail = await ok<Detail>('act-set-party-phone', {
        path: `notarial_act/${uuid}/parties/${buyerParty.id}`,
        as: 'applicant',
        body: { version: detail.version, phone: '931000033' },
        schema: actDetailSchema,
      });
      await exchange('act-set-party-phone-stale-version', {
        path: `notarial_act/${uuid}/parties/${buyerParty.id}`,
        as: 'applicant',
        body: { version: detail.version - 1, phone: '931000003' },
      });

      // The buyer's invitation through the sandbox SMS gateway.
      const sms = await ok<{ link: string }[]>('sms-outbox', {
        path: 'sms_outbox?phone=931000033',
        schema: smsOutboxSchema,
      });
      const invite = new URL(sms.find((m) => m.link.includes(uuid))!.link).searchParams.get('invite')!;
      normaliser.secret(invite, normaliser.inviteToken);
      await ok('invitation', { path: `invitations/${invite}`, as: 'buyer', schema: invitationSchema });
      await exchange('invitation-not-invited', {
        method: 'POST',
        path: `invitations/${invite}/accept`,
        as: 'applicant',
        body: {},
      });
      await exchange('invitation-unknown', {
        path: 'invitations/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        as: 'buyer',
      });
      detail = await ok<Detail>('invitation-accept', {
        path: `invitations/${invite}/accept`,
        as: 'buyer',
        body: {},
        schema: actDetailSchema,
      });

      // The walk to registration, each transition answered with the detail (as the viewer sees it).
      const event = (name: string, as: string, type: string, payload?: Record<string, unknown>) =>
        ok<Detail>(name, {
          path: `notarial_act/${uuid}/events`,
          as,
          body: { type, version: detail.version, ...(payload ? { payload } : {}) },
          schema: actDetailSchema,
        });
      await exchange('event-transition-refused', {
        path: `notarial_act/${uuid}/events`,
        as: 'applicant',
        body: { type: 'act.registered', version: detail.version },
      });
      await exchange('event-validation-failed', {
        path: `notarial_act/${uuid}/events`,
        as: 'applicant',
        body: { type: '', version: detail.version },
      });
      detail = await event('event-sent-for-check', 'applicant', 'act.sentForCheck');
      await ok('notary-queue', { path: 'notary/queue?step=2', as: 'notary', schema: notaryQueueSchema });
      await exchange('notary-queue-not-a-notary', { path: 'notary/queue', as: 'applicant' });
      await ok('acts-awaiting', {
        path: 'notarial_act/list?tab=awaiting',
        as: 'notary',
        schema: actListSchema,
      });
      detail = await event('event-returned-with-remarks', 'notary', 'act.returnedWithRemarks', {
        remark: 'Narxni yozuvda ham ko‘rsating',
      });
      detail = await event('event-sent-for-check-again', 'applicant', 'act.sentForCheck');
      // The notary's general fields while checking (decision 080); the applicant may not set them.
      const general = {
        place: 'elsewhere',
        placeAddress: 'Toshkent sh., 2-shahar klinik shifoxonasi',
        freeOfPayment: false,
        attributes: [{ title: 'Guvoh', value: 'bor' }],
        links: [],
      };
      detail = await ok<Detail>('act-set-general', {
        path: `notarial_act/${uuid}/general`,
        as: 'notary',
        body: { version: detail.version, ...general },
        schema: actDetailSchema,
      });
      await exchange('act-set-general-refused', {
        path: `notarial_act/${uuid}/general`,
        as: 'applicant',
        body: { version: detail.version, ...general },
      });
      detail = await event('event-check-accepted', 'notary', 'act.checkAccepted');
      detail = await event('event-confirmed', 'applicant', 'act.confirmed');
      // The computed state fee the invoice dialog opens with (decision 040), and its refusal to a party.
      await ok('act-fee', { path: `notarial_act/${uuid}/fee`, as: 'notary', schema: actFeeSchema });
      await exchange('act-fee-party', { path: `notarial_act/${uuid}/fee`, as: 'buyer' });
      await exchange('event-invoices-without-reason', {
        path: `notarial_act/${uuid}/events`,
        as: 'notary',
        body: {
          type: 'act.invoicesIssued',
          version: detail.version,
          payload: { invoices: [{ amount: 1, purpose: 'state_fee' }] },
        },
      });
      detail = await event('event-invoices-issued', 'notary', 'act.invoicesIssued', {
        invoices: [
          { amount: 375_000.5, purpose: 'state_fee', reason: 'Kelishilgan summa' },
          { amount: 120_000, purpose: 'service' },
        ],
      });
      const [stateFee, service] = detail.payments;
      const pay = (invoice: { id: string }, card: { card: string; expiry: string }) => ({
        path: `invoices/${invoice.id}/pay`,
        as: 'applicant',
        body: { ...card, version: detail.version },
      });
      await exchange(
        'invoice-pay-declined',
        pay(stateFee!, { card: '4000 0000 0000 0002', expiry: '12/30' }),
      );
      detail = await ok<Detail>('invoice-pay', { ...pay(stateFee!, sandboxCard), schema: actDetailSchema });
      // The service invoice by bank transfer (decision 083): its payment order, asked twice (the same
      // order), then the sandbox bank's counter, which settles it through the bank's signed callback.
      const order = await ok<{ reference: string }>('invoice-bank-order', {
        path: `invoices/${service!.id}/bank_order`,
        as: 'applicant',
        body: {},
        schema: bankOrderSchema,
      });
      detail = await ok<Detail>('bank-transfer', {
        path: 'sandbox/bank/transfers',
        as: 'applicant',
        body: { reference: order.reference },
        schema: actDetailSchema,
      });
      // A visit in a month, so the recording stays a future visit for a while.
      const visitDay = tashkentDateTime(new Date(Date.now() + 30 * 86_400_000)).date;
      detail = await event('event-time-set', 'notary', 'act.timeSet', {
        visit: { date: visitDay, time: '10:30', regtype: 1 },
      });
      await ok('notifications-with-act', {
        path: 'notarial_act/get_notify',
        as: 'applicant',
        schema: notificationsSchema,
      });
      detail = await event('event-time-confirmed', 'applicant', 'act.timeConfirmed');
      detail = await event('event-registered', 'notary', 'act.registered');
      // The public statistics count the act just registered (decision 053).
      await ok('statistics', { path: 'statistics', schema: statisticsSchema });
      await exchange('statistics-period-too-long', { path: 'statistics?from=2023-01&to=2026-01' });
      await ok('act-as-buyer', { path: `notarial_act/${uuid}`, as: 'buyer', schema: actDetailSchema });
      await ok('acts-in-process', {
        path: 'notarial_act/list?tab=inprocess',
        as: 'applicant',
        schema: actListSchema,
      });
      await ok('acts-in-process-filtered', {
        path: 'notarial_act/list?tab=inprocess&state=registered&actType=1&page=1&size=10',
        as: 'applicant',
        schema: actListSchema,
      });
      await exchange('acts-wrong-filter', { path: 'notarial_act/list?step=12', as: 'applicant' });

      await ok('file-print-form', {
        path: `files/${detail.printForm!.id}`,
        as: 'buyer',
      });
      await exchange('file-unknown', { path: 'files/5b0e7c1a-9d2f-4e8b-a6c3-1f4d2e3c5b6a', as: 'buyer' });
      await exchange('file-stranger', { path: `files/${detail.printForm!.id}`, as: 'stranger' });
      await ok('act-watch', { path: `notarial_act/${uuid}/watch`, as: 'applicant' });

      // The video conference's calls (decision 046) on this act in person: the lists answer, the joins
      // are refused (not a video act), and the sandbox e-signature provider signs (decision 045).
      await ok('video-attendance', {
        path: `notarial_act/${uuid}/video/attendance`,
        as: 'buyer',
        schema: videoAttendanceSchema,
      });
      await ok('video-recordings', {
        path: `notarial_act/${uuid}/video/recordings`,
        as: 'buyer',
        schema: videoRecordingsSchema,
      });
      await exchange('video-challenge-not-video-act', {
        path: `notarial_act/${uuid}/video/challenge`,
        as: 'buyer',
        body: {},
      });
      await exchange('video-join-not-video-act', {
        path: `notarial_act/${uuid}/video/join`,
        as: 'buyer',
        body: { challengeId: '5b0e7c1a-9d2f-4e8b-a6c3-1f4d2e3c5b6a', signature: 'AAAA', client: 'browser' },
      });
      await exchange('video-leave-unknown', {
        path: `notarial_act/${uuid}/video/leave`,
        as: 'buyer',
        body: { attendanceId: 1 },
      });
      await ok('sandbox-esign-sign', {
        path: '../sandbox/esign/sign',
        as: 'buyer',
        body: { challenge: 'A'.repeat(43) },
        schema: sandboxSignatureSchema,
      });
      // The live room's calls (decision 047) without an open join: each refused before any media;
      // the test room refuses an offer that is not SDP and a session that is not the caller's.
      const noJoin = { attendanceId: 1 };
      await exchange('video-room-not-joined', {
        path: `notarial_act/${uuid}/video/room?attendanceId=1`,
        as: 'buyer',
      });
      await exchange('video-publish-not-joined', {
        path: `notarial_act/${uuid}/video/publish`,
        as: 'buyer',
        body: { ...noJoin, sdp: 'v=0' },
      });
      await exchange('video-subscribe-not-joined', {
        path: `notarial_act/${uuid}/video/subscribe`,
        as: 'buyer',
        body: { ...noJoin, mediaId: 2, sdp: 'v=0' },
      });
      await exchange('video-command-not-joined', {
        path: `notarial_act/${uuid}/video/command`,
        as: 'buyer',
        body: { ...noJoin, command: { type: 'start' } },
      });
      await exchange('video-test-publish-not-sdp', {
        path: 'video_test/publish',
        as: 'buyer',
        body: { sdp: 'hello' },
      });
      await exchange('video-test-subscribe-unknown', {
        path: 'video_test/AAAAAAAAAAAAAAAAAAAAAA/subscribe',
        as: 'buyer',
        body: { sdp: 'v=0' },
      });
      await exchange('video-test-leave-unknown', {
        path: 'video_test/AAAAAAAAAAAAAAAAAAAAAA/leave',
        as: 'buyer',
        body: {},
      });

      // A power of attorney over Yusupova's flat to Tursunov (105, docs/sandbox.md): its real estate
      // corrected in preparation, and the cadastre number that may not change (decision 041).
      const poa = await ok<{ uuid: string }>('create-act-realty-poa', {
        path: 'notarial_act',
        as: 'donee',
        body: {
          type: 105,
          fields: { termFrom: '01.12.2026', termTo: '30.11.2027' },
          realEstate: { cadastreNumber: '11:14:04:01:01:1630', cadastreType: 'residential', rooms: 3 },
          parties: [
            {
              role: 'attorney',
              passserial: 'AC',
              passnum: '1000003',
              pin: '33001799990033',
              grantedRights: { rights: ['realEstateManage'], delegation: false },
            },
          ],
          notary: { mode: 'manual', notaryId: abdullayeva },
        },
        schema: createdActSchema,
      });
      const poaDetail = await ok<Detail>('act-realty-poa', {
        path: `notarial_act/${poa.uuid}`,
        as: 'donee',
        schema: actDetailSchema,
      });
      const estate = poaDetail.subjects.realEstates[0]!;
      const corrected = {
        cadastreNumber: estate.cadastreNumber,
        cadastreType: 'residential',
        street: 'Nukus',
        home: '30',
        flat: '12',
        area: 64.2,
        rooms: 3,
        price: 900_000_000,
      };
      const poaEdited = await ok<Detail>('act-set-real-estate', {
        path: `notarial_act/${poa.uuid}/real_estates/${estate.id}`,
        as: 'donee',
        body: { version: poaDetail.version, ...corrected },
        schema: actDetailSchema,
      });
      await exchange('act-set-real-estate-cadastre', {
        path: `notarial_act/${poa.uuid}/real_estates/${estate.id}`,
        as: 'donee',
        body: { version: poaEdited.version, ...corrected, cadastreNumber: '11:14:04:01:01:1631' },
      });

      // A gift Yusupova declines (its deal terms corrected first), and an act the notary refuses.
      const gift = await ok<{ uuid: string }>('create-act-gift', {
        path: 'notarial_act',
        as: 'applicant',
        body: {
          type: 4,
          vehicle: {
            stateNumber: '30H800HH',
            techPassportSeries: 'AAF',
            techPassportNumber: '3000008',
            price: 120_000_000,
          },
          parties: [
            { role: 'donee', passserial: yusupova.passserial, passnum: yusupova.passnum, pin: yusupova.pin },
          ],
          other: { ownershipBasis: 'Oldi-sotdi shartnomasi, 2019' },
          notary: { mode: 'manual', notaryId: abdullayeva },
        },
        schema: createdActSchema,
      });
      const giftDetail = await ok<Detail>('act-gift', {
        path: `notarial_act/${gift.uuid}`,
        as: 'applicant',
        schema: actDetailSchema,
      });
      await ok<Detail>('act-set-other-subject', {
        path: `notarial_act/${gift.uuid}/other/${giftDetail.subjects.other!.id}`,
        as: 'applicant',
        body: {
          version: giftDetail.version,
          ownershipBasis: 'Oldi-sotdi shartnomasi, 2019',
          shares: [{ share: { numerator: 1, denominator: 1 }, recipientPin: yusupova.pin }],
        },
        schema: actDetailSchema,
      });
      const giftSms = await ok<{ link: string }[]>('sms-outbox-donee', {
        path: `sms_outbox?phone=${yusupova.phone}`,
        schema: smsOutboxSchema,
      });
      const giftInvite = new URL(giftSms.find((m) => m.link.includes(gift.uuid))!.link).searchParams.get(
        'invite',
      )!;
      normaliser.secret(giftInvite, normaliser.inviteToken);
      await ok('invitation-reject', {
        path: `invitations/${giftInvite}/reject`,
        as: 'donee',
        body: {},
        schema: actDetailSchema,
      });

      await ok('logout', { method: 'POST', path: 'logout', as: 'applicant', schema: logoutSchema });
      await exchange('check-token-access-denied', { path: 'check_token', as: 'applicant' });

      // Browser traces (decision 061): Yusupova consents, so her session is traced; she uploads a batch
      // that visits her power of attorney (a trace is linked only to acts its uploader may read,
      // decision 071); an analyst lists the seeded stuck act's traces and replays hers.
      await ok('browser-tracing', {
        path: 'browser_traces/session',
        as: 'donee',
        schema: browserTracingSchema,
      });
      await ok('browser-trace-consent', {
        path: 'browser_traces/consent',
        as: 'donee',
        body: { consent: true },
        schema: browserTracingSchema,
      });
      const envelope = {
        sessionId: 'x:1',
        rootId: 'x:0',
        createdAt: '1764000000000',
        id: null,
        _version: '0.7.2',
      };
      const snapshot = { status: 'active', value: 'idle', context: {} };
      const traceBatch = {
        traceId: '3c9d7a51-2e4f-4b6a-8c1d-5e7f9a0b1c2d',
        seq: 0,
        capped: false,
        events: [
          { ...envelope, type: '@xstate.actor', name: 'navigation', parentId: 'x:0', snapshot },
          {
            ...envelope,
            type: '@xstate.snapshot',
            event: { type: 'navigation.requested', path: `/enotarial_act/${poa.uuid}` },
            snapshot,
          },
        ],
      };
      const upload = await ok<{ traceId: number }>('browser-trace-upload', {
        path: 'browser_traces',
        as: 'donee',
        body: traceBatch,
        schema: browserTraceUploadSchema,
      });
      await exchange('browser-trace-upload-bad', {
        path: 'browser_traces',
        as: 'donee',
        body: { ...traceBatch, events: null },
      });
      await exchange('browser-trace-upload-not-traced', {
        path: 'browser_traces',
        as: 'buyer',
        body: traceBatch,
      });
      await ministry.db.execute(
        sql`update portal.users set roles = array_append(roles, 'analyst') where userid = 'bsaidov' and not ('analyst' = any(roles))`,
      );
      // The analysts' pages (decisions 060, 062): the stuck acts, the seeded stuck act and its trace.
      await ok('analyst-stuck-acts', {
        path: 'analysts/stuck_acts',
        as: 'admin',
        schema: stuckActsPageSchema,
      });
      await exchange('analyst-stuck-acts-forbidden', { path: 'analysts/stuck_acts', as: 'buyer' });
      await ok('analyst-act', {
        path: `analysts/acts/${stuckActUuid}`,
        as: 'admin',
        schema: analystActSchema,
      });
      await ok('analyst-act-trace', {
        path: `analysts/acts/${stuckActUuid}/trace`,
        as: 'admin',
        schema: analystActTraceSchema,
      });
      await exchange('analyst-act-unknown', {
        path: 'analysts/acts/00000000-0000-4000-8000-000000000000',
        as: 'admin',
      });
      await ok('analyst-act-browser-traces', {
        path: `analysts/acts/${stuckActUuid}/browser_traces`,
        as: 'admin',
        schema: actBrowserTracesSchema,
      });
      await exchange('analyst-act-browser-traces-forbidden', {
        path: `analysts/acts/${stuckActUuid}/browser_traces`,
        as: 'buyer',
      });
      await ok('analyst-browser-trace', {
        path: `analysts/browser_traces/${upload.traceId}`,
        as: 'admin',
        schema: browserTraceReplaySchema,
      });
      await exchange('analyst-browser-trace-unknown', {
        path: 'analysts/browser_traces/999999',
        as: 'admin',
      });

      // The rate limit: failed pre-checks from one address until the ministry answers 429.
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await fetch(`${ministry.url}/api/check_before_auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
          body: JSON.stringify({ passserial: 'ZZ', passnum: '9999998', pin: '39999999999998' }),
        });
        await response.text();
      }
      await exchange('check-before-auth-too-many-attempts', {
        path: 'check_before_auth',
        body: { passserial: 'ZZ', passnum: '9999998', pin: '39999999999998' },
        forwardedFor: '198.51.100.77',
      });
    }

    it('answers each call with what the gateway reads: every 2xx parses with the gateway’s schema', () => {
      expect(live.size).toBeGreaterThan(0);
      for (const [name, answer] of live) {
        if (!answer.schema || answer.status !== 200) continue;
        const parsed = answer.schema.safeParse(answer.body);
        expect(
          parsed.success,
          `${name}: ${parsed.error?.issues.map((i) => i.path.join('.')).join(', ')}`,
        ).toBe(true);
      }
    });

    it('answers each refusal with an error body the gateway maps: a code, a message, parameters as values', () => {
      for (const [name, answer] of live) {
        if (answer.status < 400) continue;
        const body = answer.body as Record<string, unknown>;
        expect(answer.headers['content-type'], name).toContain('json');
        expect(typeof body.code, name).toBe('string');
        expect(typeof body.message, name).toBe('string');
        for (const param of PASSED_PARAMS) {
          if (param in body)
            expect(['string', 'number', 'boolean'], `${name}.${param}`).toContain(typeof body[param]);
        }
      }
    });

    it('answers the pre-check with the text Ok, the event stream with the act version, and files as PDF', async () => {
      expect(live.get('check-before-auth')).toMatchObject({ status: 200, body: 'Ok' });
      expect(live.get('check-before-auth')?.headers['content-type']).toContain('text/plain');

      const watch = live.get('act-watch')!;
      expect(watch.headers['content-type']).toContain('text/event-stream');
      const stream = new Response(watch.body as string).body!;
      const versions: unknown[] = [];
      for await (const version of streamVersions(stream, 1_000, new AbortController().signal))
        versions.push(version);
      const registered = live.get('event-registered')!.body as { version: number };
      expect(versions).toEqual([registered.version]);

      const file = live.get('file-print-form')!;
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="notarial-act-\d+\.pdf"/);
    });

    it('covers every ministry call in the gateway source', () => {
      const calls = gatewayCalls();
      // The scan itself must find the calls: the act's detail, its stream, the files and health at least.
      expect(calls).toEqual(
        expect.arrayContaining(['notarial_act/*', 'notarial_act/*/watch', 'files/*', 'health']),
      );
      const paths = [...live.values()].map((answer) => answer.request.path.split('?')[0]!);
      const uncovered = calls.filter((call) => {
        const parts = call.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
        const pattern = new RegExp(`^${parts.join('[^/]+')}$`);
        return !paths.some((path) => pattern.test(path));
      });
      expect(uncovered).toEqual([]);
    });

    // One of the two below per mode, so neither shows as a skipped test in the other.
    if (!recording) {
      it('has the shape of the recorded answers, and the recordings parse with the gateway schemas', () => {
        expect(recordedNames(), 'recordings and exchanges differ: npm run record:contracts').toEqual(
          [...live.keys()].sort(),
        );
        for (const [name, answer] of live) {
          const saved = recorded(name);
          const hint = `${name}: the ministry's answer changed shape; if the gateway still reads it, npm run record:contracts`;
          expect({ status: answer.status, headers: Object.keys(answer.headers).sort() }, hint).toEqual({
            status: saved.status,
            headers: Object.keys(saved.headers).sort(),
          });
          expect(shapeOf(answer.body), hint).toEqual(shapeOf(saved.body));
          if (answer.schema && saved.status === 200) {
            const parsed = answer.schema.safeParse(saved.body);
            expect(parsed.success, `${name}: the recording no longer parses`).toBe(true);
          }
        }
      });
    } else {
      it('writes the recordings', () => {
        mkdirSync(recordedFolder, { recursive: true });
        for (const name of recordedNames()) rmSync(join(recordedFolder, `${name}.json`));
        for (const [name, { schema: _schema, ...answer }] of live) {
          writeFileSync(join(recordedFolder, `${name}.json`), `${JSON.stringify(answer, null, 2)}\n`);
        }
        // Committed as Biome formats them, so `biome ci` passes on fresh recordings.
        const biome = spawnSync(
          join(root, 'node_modules/.bin/biome'),
          ['format', '--write', recordedFolder],
          {
            cwd: root,
            encoding: 'utf8',
          },
        );
        expect(biome.status, biome.stderr).toBe(0);
      });
    }
  },
);
