import { describe, expect, it } from 'vitest';
import { translate } from '../../gateway/i18n.js';
import {
  DirectoryNotaryQuery,
  DirectoryRegionsQuery,
  HideReviewMutation,
  MapStyleQuery,
  NotaryDirectoryOfficesQuery,
  NotaryDirectoryQuery,
  NotaryReviewsQuery,
  NotaryViewerQuery,
  ReportReviewMutation,
  ReviewNotaryMutation,
} from '../../ui/features/notaries/notaries.documents.js';
import { gatewayForSuite, scriptedMinistryForSuite, send, startGateway } from './harness.js';
import { recorded, recordedBody, replay } from './recorded.js';

// The notary directory's GraphQL calls (decision 051) against a scripted ministry answering with its
// recorded answers (tests/gateway/contract.test.ts records them from the seeded sandbox): filters and
// enums reach the ministry's query string as its own words, answers come back as the UI reads them,
// and the review refusals keep their codes and the ministry's messages.

describe('the notary directory through the gateway', () => {
  const ministry = scriptedMinistryForSuite();
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const lastCall = (before: number) => {
    const call = ministry().seen.slice(before)[0]!;
    return { call, url: new URL(call.url, 'http://ministry.test') };
  };

  it('passes the filter as the ministry’s query and answers its page with the enums as they are', async () => {
    ministry().script(() => replay('notary-directory'));
    const before = ministry().seen.length;
    const { result } = await send(gateway(), NotaryDirectoryQuery, {
      variables: {
        filter: { sort: 'clientRating', regionId: 1726, size: 5, name: 'Абдуллаева', officeId: null },
      },
      headers: { 'accept-language': 'uz' },
    });
    expect(result.errors).toBeUndefined();
    const { url, call } = lastCall(before);
    expect(url.pathname).toBe('/api/notary_directory');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sort: 'clientRating',
      regionId: '1726',
      size: '5',
      name: 'Абдуллаева',
    });
    expect(call.headers['accept-language']).toBe('uz');
    const answer = recordedBody<{ total: number; items: Record<string, unknown>[] }>('notary-directory');
    const page = result.data!.notaryDirectory;
    expect(page.total).toBe(answer.total);
    expect(page.items.map((n) => (n as unknown as { licenseNumber: string }).licenseNumber)).toEqual(
      answer.items.map((n) => n.licenseNumber),
    );
    const first = page.items[0] as unknown as Record<string, unknown>;
    expect(first).toMatchObject({
      presence: answer.items[0]!.presence,
      workDays: answer.items[0]!.workDays,
      clientRating: answer.items[0]!.clientRating,
    });
  });

  it('answers the map’s offices with their counts', async () => {
    ministry().script(() => replay('notary-directory-offices'));
    const { result } = await send(gateway(), NotaryDirectoryOfficesQuery, {
      variables: { filter: { regionId: 1726 } },
    });
    const answer = recordedBody<{ id: number; notaries: number }[]>('notary-directory-offices');
    expect(result.data?.notaryDirectoryOffices.map((o) => [o.office.id, o.notaries])).toEqual(
      answer.map((o) => [o.id, o.notaries]),
    );
  });

  it('answers a page size out of bounds with BAD_REQUEST naming the field', async () => {
    ministry().script(() => replay('notary-directory-bad-size'));
    const { message } = recordedBody<{ message: string }>('notary-directory-bad-size');
    const { result } = await send(gateway(), NotaryDirectoryQuery, { variables: { filter: { size: 51 } } });
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_REQUEST', fields: { size: message } },
    });
  });

  it('reads one notary and what the viewer may do', async () => {
    ministry().script((request) =>
      request.url.endsWith('/viewer') ? replay('notary-viewer') : replay('directory-notary'),
    );
    const one = await send(gateway(), DirectoryNotaryQuery, { variables: { id: 3 } });
    expect((one.result.data!.directoryNotary as unknown as { licenseNumber: string }).licenseNumber).toBe(
      recordedBody<{ licenseNumber: string }>('directory-notary').licenseNumber,
    );
    const viewer = await send(gateway(), NotaryViewerQuery, { variables: { notaryId: 3 } });
    expect(viewer.result.data?.notaryViewer).toEqual(recordedBody('notary-viewer'));
  });

  it('sends a review without a rating as the ministry gets none, and passes its 400 on', async () => {
    ministry().script(() => replay('review-notary-no-rating'));
    const before = ministry().seen.length;
    const { result } = await send(gateway(), ReviewNotaryMutation, {
      variables: { notaryId: 3, actId: 7, rating: null, text: null },
    });
    const { call } = lastCall(before);
    expect(JSON.parse(call.body)).toEqual({ notaryId: 3, actId: 7 });
    const { message } = recordedBody<{ message: string }>('review-notary-no-rating');
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_REQUEST', fields: { rating: message } },
    });
  });

  it('asks an anonymous reviewer to log in, in their language: no session expired', async () => {
    ministry().script(() => replay('check-token-access-denied'));
    const { result } = await send(gateway(), ReviewNotaryMutation, {
      variables: { notaryId: 3, actId: 7, rating: 5 },
      headers: { 'accept-language': 'uz' },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: translate('uz', 'errors.LOGIN_REQUIRED'),
      extensions: { code: 'LOGIN_REQUIRED' },
    });
  });

  it('answers a review with the new average, and maps the refusals to stable codes', async () => {
    ministry().script(() => replay('review-notary'));
    const done = await send(gateway(), ReviewNotaryMutation, {
      variables: { notaryId: 3, actId: 7, rating: 2 },
    });
    const answer = recordedBody<{ clientRating: number; reviewCount: number }>('review-notary');
    expect(done.result.data?.reviewNotary).toEqual({
      clientRating: answer.clientRating,
      reviewCount: answer.reviewCount,
    });
    for (const [name, code] of [
      ['review-notary-not-allowed', 'FORBIDDEN'],
      ['review-notary-exists', 'CONFLICT'],
    ] as const) {
      ministry().script(() => replay(name));
      const refused = await send(gateway(), ReviewNotaryMutation, {
        variables: { notaryId: 3, actId: 7, rating: 5 },
      });
      const body = recorded<{ code: string; message: string }>(name).body;
      expect(refused.result.errors?.[0]).toMatchObject({
        message: body.message,
        extensions: { code, ministryCode: body.code },
      });
    }
  });

  it('hides a review with a reason and answers the average without it', async () => {
    ministry().script(() => replay('hide-review'));
    const before = ministry().seen.length;
    const { result } = await send(gateway(), HideReviewMutation, {
      variables: { reviewId: 9, reason: 'Haqoratli' },
    });
    const { url, call } = lastCall(before);
    expect(url.pathname).toBe('/api/notary_reviews/9/hide');
    expect(JSON.parse(call.body)).toEqual({ reason: 'Haqoratli' });
    const answer = recordedBody<{ clientRating: number; reviewCount: number }>('hide-review');
    expect(result.data?.hideReview).toEqual({
      clientRating: answer.clientRating,
      reviewCount: answer.reviewCount,
    });
  });

  it('lists a notary’s reviews by page, and reports one', async () => {
    ministry().script(() => replay('notary-reviews'));
    const before = ministry().seen.length;
    const { result } = await send(gateway(), NotaryReviewsQuery, {
      variables: { notaryId: 3, page: 2, size: 10 },
    });
    const { url } = lastCall(before);
    expect(url.pathname).toBe('/api/notary_directory/3/reviews');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', size: '10' });
    const answer = recordedBody<{ total: number; items: { author: string; rating: number }[] }>(
      'notary-reviews',
    );
    expect(result.data?.notaryReviews.total).toBe(answer.total);
    expect(result.data?.notaryReviews.items.map((r) => [r.author, r.rating])).toEqual(
      answer.items.map((r) => [r.author, r.rating]),
    );
    ministry().script(() => replay('report-review'));
    const reported = await send(gateway(), ReportReviewMutation, { variables: { reviewId: 9 } });
    expect(reported.result.data?.reportReview).toBe(true);
  });

  it('reads the regions for the filters', async () => {
    ministry().script(() => replay('regions'));
    const { result } = await send(gateway(), DirectoryRegionsQuery);
    expect(result.data?.regions.map((r) => r.id)).toEqual(
      recordedBody<{ id: number }[]>('regions').map((r) => r.id),
    );
  });
});

describe('the map style of the client config', () => {
  it('is null (the offline basemap) unless the gateway is given one', async () => {
    for (const [clientConfig, expected] of [
      [{}, null],
      [{ mapStyleUrl: 'https://tiles.example/style.json' }, 'https://tiles.example/style.json'],
    ] as const) {
      const gateway = startGateway({ ministryUrl: 'http://127.0.0.1:9', clientConfig });
      try {
        const { result } = await send(gateway, MapStyleQuery);
        expect(result.data?.clientConfig.mapStyleUrl).toBe(expected);
      } finally {
        await gateway.close();
      }
    }
  });
});
