import type { Client, CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import type { ErrorReport } from '../../../machines/errors/error-policy';
import {
  type CodeSent,
  type ProfileData,
  ProfileInputRefused,
  type ProfileLoaded,
  type ProfileLookupsPage,
  type ProfileReviewsPage,
  type ProfileSessionData,
} from '../../../machines/profile/profile.machine';
import { useFragment as readFragment } from '../../gql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { refusedFields } from '../../graphql/failure';
import {
  ChangeProfileEmailMutation,
  ConfirmPhoneCodeMutation,
  LogoutOtherSessionsMutation,
  ProfileFields,
  ProfileLookupPageFields,
  ProfileLookupsQuery,
  ProfileQuery,
  ProfileReviewPageFields,
  ProfileReviewsQuery,
  ProfileSessionFields,
  ProfileSessionsQuery,
  RequestPhoneCodeMutation,
  SetPersonalDataConsentMutation,
} from './profile.documents';

// The page shows refused input on its fields; every other failure (the "Access Denied" of an ended
// session -> toast and logout, a network failure -> toast) goes to the error policy.
export const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/** The actors of machines/profile/profile.machine.ts, over the profile's GraphQL documents. */
export function profileActors(client: Client, report: (report: ErrorReport) => void) {
  const failed = (error: CombinedError | undefined, kind: 'query' | 'mutation') => {
    const fields = refusedFields(error);
    if (fields) return new ProfileInputRefused(fields);
    if (error) report(firstErrorReport(error, kind));
    return error ?? new Error('no answer');
  };
  const sessionsNow = async (): Promise<ProfileSessionData[]> => {
    const result = await client.query(ProfileSessionsQuery, {}, silent).toPromise();
    if (!result.data) throw failed(result.error, 'query');
    return result.data.profileSessions.map((session) => readFragment(ProfileSessionFields, session));
  };
  return {
    loadProfile: fromPromise(async (): Promise<ProfileLoaded> => {
      const result = await client.query(ProfileQuery, {}, silent).toPromise();
      if (!result.data) throw failed(result.error, 'query');
      return {
        profile: readFragment(ProfileFields, result.data.profile),
        reviews: readFragment(ProfileReviewPageFields, result.data.profileReviews),
        lookups: readFragment(ProfileLookupPageFields, result.data.profileLookups),
        sessions: result.data.profileSessions.map((session) => readFragment(ProfileSessionFields, session)),
      };
    }),
    saveEmail: fromPromise(async ({ input }: { input: string }): Promise<ProfileData> => {
      const result = await client.mutation(ChangeProfileEmailMutation, { email: input }, silent).toPromise();
      if (!result.data) throw failed(result.error, 'mutation');
      return readFragment(ProfileFields, result.data.changeProfileEmail);
    }),
    requestCode: fromPromise(async ({ input }: { input: string }): Promise<CodeSent> => {
      const result = await client.mutation(RequestPhoneCodeMutation, { phone: input }, silent).toPromise();
      if (!result.data) throw failed(result.error, 'mutation');
      return { phone: input, ...result.data.requestPhoneCode };
    }),
    confirmCode: fromPromise(async ({ input }: { input: string }): Promise<ProfileData> => {
      const result = await client.mutation(ConfirmPhoneCodeMutation, { code: input }, silent).toPromise();
      if (!result.data) throw failed(result.error, 'mutation');
      return readFragment(ProfileFields, result.data.confirmPhoneCode);
    }),
    setConsent: fromPromise(async ({ input }: { input: boolean }): Promise<ProfileData> => {
      const result = await client
        .mutation(SetPersonalDataConsentMutation, { given: input }, silent)
        .toPromise();
      if (!result.data) throw failed(result.error, 'mutation');
      return readFragment(ProfileFields, result.data.setPersonalDataConsent);
    }),
    endOtherSessions: fromPromise(async (): Promise<ProfileSessionData[]> => {
      const result = await client.mutation(LogoutOtherSessionsMutation, {}, silent).toPromise();
      if (!result.data) throw failed(result.error, 'mutation');
      return sessionsNow();
    }),
    loadReviews: fromPromise(async ({ input }: { input: number }): Promise<ProfileReviewsPage> => {
      const result = await client.query(ProfileReviewsQuery, { page: input }, silent).toPromise();
      if (!result.data) throw failed(result.error, 'query');
      return readFragment(ProfileReviewPageFields, result.data.profileReviews);
    }),
    loadLookups: fromPromise(async ({ input }: { input: number }): Promise<ProfileLookupsPage> => {
      const result = await client.query(ProfileLookupsQuery, { page: input }, silent).toPromise();
      if (!result.data) throw failed(result.error, 'query');
      return readFragment(ProfileLookupPageFields, result.data.profileLookups);
    }),
  };
}
