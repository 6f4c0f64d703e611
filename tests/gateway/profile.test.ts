import { beforeAll, describe, expect, it } from 'vitest';
import { codeInMessage } from '../../machines/fields/confirmation-code.js';
import {
  ChangeProfileEmailMutation,
  ConfirmPhoneCodeMutation,
  LogoutOtherSessionsMutation,
  ProfileFields,
  ProfileQuery,
  ProfileReviewPageFields,
  ProfileReviewsQuery,
  ProfileSessionFields,
  ProfileSessionsQuery,
  RequestPhoneCodeMutation,
  SetPersonalDataConsentMutation,
} from '../../ui/features/profile/profile.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { sessionHeadersOf } from '../ministry/acts-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// The profile's UI documents through the gateway against the seeded sandbox ministry (issue 13,
// decision 059): the consent enum crosses the seam, refusals map to BAD_REQUEST with their field, and
// an ended session's next call is the "Access Denied" of section 8.

describe('the profile through the gateway', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const auth: Record<string, Record<string, string>> = {};

  const login = (userid: string) => sessionHeadersOf(ministry(), userid);

  beforeAll(async () => {
    auth.ismoilova = await login('mismoilova');
    auth.sobirova = await login('lsobirova');
  });

  it('reads the record, the first page of reviews and the sessions in one query', async () => {
    const { result } = await send(gateway(), ProfileQuery, { variables: {}, headers: auth.sobirova });
    expect(result.errors).toBeUndefined();
    const profile = readFragment(ProfileFields, result.data!.profile);
    expect(profile).toMatchObject({ login: 'lsobirova', passport: 'AF 1000051', consent: true });
    const reviews = readFragment(ProfileReviewPageFields, result.data!.profileReviews);
    expect(reviews.total).toBe(6);
    const sessions = result.data!.profileSessions.map((s) => readFragment(ProfileSessionFields, s));
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const page = await send(gateway(), ProfileReviewsQuery, {
      variables: { page: 1 },
      headers: auth.sobirova,
    });
    expect(readFragment(ProfileReviewPageFields, page.result.data!.profileReviews).items).toHaveLength(6);
  });

  it('changes the e-mail and the phone with the SMS code, refusing a wrong code on its field', async () => {
    const email = await send(gateway(), ChangeProfileEmailMutation, {
      variables: { email: 'malika@example.uz' },
      headers: auth.ismoilova,
    });
    expect(readFragment(ProfileFields, email.result.data!.changeProfileEmail).email).toBe(
      'malika@example.uz',
    );
    const badEmail = await send(gateway(), ChangeProfileEmailMutation, {
      variables: { email: 'malika' },
      headers: { ...auth.ismoilova, 'accept-language': 'ru' },
    });
    expect(badEmail.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { email: 'Неверный адрес электронной почты' },
    });
    const sent = await send(gateway(), RequestPhoneCodeMutation, {
      variables: { phone: '935550073' },
      headers: auth.ismoilova,
    });
    expect(sent.result.data?.requestPhoneCode.attemptsLeft).toBe(3);
    const outbox = (await (await fetch(`${ministry().url}/api/sms_outbox?phone=935550073`)).json()) as {
      text: string;
    }[];
    const code = codeInMessage(outbox[0]!.text)!;
    const wrong = await send(gateway(), ConfirmPhoneCodeMutation, {
      variables: { code: code === '000000' ? '111111' : '000000' },
      headers: auth.ismoilova,
    });
    expect(wrong.result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(Object.keys(wrong.result.errors?.[0]?.extensions?.fields as object)).toEqual(['code']);
    const right = await send(gateway(), ConfirmPhoneCodeMutation, {
      variables: { code },
      headers: auth.ismoilova,
    });
    expect(readFragment(ProfileFields, right.result.data!.confirmPhoneCode).phone).toBe('935550073');
  });

  it('withdraws the consent, journaled as an enum', async () => {
    const withdrawn = await send(gateway(), SetPersonalDataConsentMutation, {
      variables: { given: false },
      headers: auth.ismoilova,
    });
    const profile = readFragment(ProfileFields, withdrawn.result.data!.setPersonalDataConsent);
    expect(profile.consent).toBe(false);
    expect(profile.consentJournal[0]?.event).toBe('withdrawn');
  });

  it('ends the other sessions: the other one’s next call is TOKEN_EXPIRED', async () => {
    const other = await login('mismoilova');
    const before = await send(gateway(), ProfileSessionsQuery, { variables: {}, headers: other });
    expect(before.result.data?.profileSessions.length).toBeGreaterThanOrEqual(2);
    const ended = await send(gateway(), LogoutOtherSessionsMutation, {
      variables: {},
      headers: auth.ismoilova,
    });
    expect(ended.result.data?.logoutOtherSessions).toBeGreaterThanOrEqual(1);
    const after = await send(gateway(), ProfileSessionsQuery, { variables: {}, headers: other });
    expect(after.result.errors?.[0]?.extensions?.code).toBe('TOKEN_EXPIRED');
  });
});
