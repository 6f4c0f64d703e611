import type { SnapshotFrom } from 'xstate';
import type {
  CodeSent,
  ProfileData,
  ProfileLookupsPage,
  ProfileMachine,
  ProfileReviewsPage,
  ProfileSaved,
  ProfileSessionData,
} from './profile.machine';
import { servicesNeedingConsent } from './profile.schema';

/** Which contact form is open: none, the e-mail, the new phone, or the code sent to it. */
export type ContactsForm = 'none' | 'email' | 'phone' | 'code';

export interface ProfileView {
  loading: boolean;
  /** Why the page cannot be shown (namespace profile). */
  errorKey: string | null;
  canRetry: boolean;
  profile: ProfileData | null;
  form: ContactsForm;
  /** The open form's request is on its way. */
  saving: boolean;
  /** The ministry's messages by field for the open form (validation keys). */
  fields: Record<string, string>;
  codeSent: CodeSent | null;
  saved: ProfileSaved | null;
  canEditContacts: boolean;
  consentSaving: boolean;
  canWithdrawConsent: boolean;
  canGiveConsent: boolean;
  /** While the consent is withdrawn: the services that need it (namespace profile, services.*). */
  servicesRefused: readonly string[];
  sessions: ReadonlyArray<ProfileSessionData>;
  endingSessions: boolean;
  canEndOtherSessions: boolean;
  reviews: ProfileReviewsPage | null;
  reviewsLoading: boolean;
  canPreviousReviews: boolean;
  canNextReviews: boolean;
  /** Who looked the user up in the registry (decision 069), a page of it. */
  lookups: ProfileLookupsPage | null;
  lookupsLoading: boolean;
  canPreviousLookups: boolean;
  canNextLookups: boolean;
}

export function selectProfile(snapshot: SnapshotFrom<ProfileMachine>): ProfileView {
  const { context } = snapshot;
  const contacts = (state: string) => snapshot.matches({ ready: { contacts: state } as never });
  const form: ContactsForm =
    contacts('editingEmail') || contacts('savingEmail')
      ? 'email'
      : contacts('editingPhone') || contacts('sendingCode')
        ? 'phone'
        : contacts('codeSent') || contacts('confirming')
          ? 'code'
          : 'none';
  const reviews = context.reviews;
  const page = reviews?.page ?? 1;
  const lookupsPage = context.lookups?.page ?? 1;
  return {
    loading: snapshot.matches('loading'),
    errorKey: snapshot.matches('failed') ? 'load.error' : null,
    canRetry: snapshot.can({ type: 'profile.retried' }),
    profile: context.profile,
    form,
    saving: contacts('savingEmail') || contacts('sendingCode') || contacts('confirming'),
    fields: context.fields,
    codeSent: form === 'code' ? context.codeSent : null,
    saved: context.saved,
    canEditContacts: snapshot.can({ type: 'email.editOpened' }),
    consentSaving:
      snapshot.matches({ ready: { consent: 'withdrawing' } }) ||
      snapshot.matches({ ready: { consent: 'giving' } }),
    canWithdrawConsent: snapshot.can({ type: 'consent.withdrawn' }),
    canGiveConsent: snapshot.can({ type: 'consent.given' }),
    servicesRefused: context.profile?.consent === false ? servicesNeedingConsent : [],
    sessions: context.sessions,
    endingSessions: snapshot.matches({ ready: { sessions: 'endingOthers' } }),
    canEndOtherSessions: snapshot.can({ type: 'sessions.othersEnded' }),
    reviews,
    reviewsLoading: snapshot.matches({ ready: { reviews: 'loading' } }),
    canPreviousReviews: snapshot.can({ type: 'reviews.pageRequested', page: page - 1 }),
    canNextReviews: snapshot.can({ type: 'reviews.pageRequested', page: page + 1 }),
    lookups: context.lookups,
    lookupsLoading: snapshot.matches({ ready: { lookups: 'loading' } }),
    canPreviousLookups: snapshot.can({ type: 'lookups.pageRequested', page: lookupsPage - 1 }),
    canNextLookups: snapshot.can({ type: 'lookups.pageRequested', page: lookupsPage + 1 }),
  };
}
