import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type CodeSent,
  type ProfileData,
  ProfileInputRefused,
  type ProfileLoaded,
  type ProfileSessionData,
  profileMachine,
} from './profile.machine';
import { selectProfile } from './profile.select';
import { xolmirzayevaProfile } from './profile.test-support';

const base = xolmirzayevaProfile;

/**
 * A ministry in memory that keeps the rules the real one keeps: one code at a time, the phone
 * changes only with it, three wrong attempts spend it.
 */
function fakeMinistry(options: { failLoad?: number; pending?: CodeSent } = {}) {
  let profile: ProfileData = { ...base, pendingPhone: options.pending ?? null };
  let code: { phone: string; value: string; attempts: number } | null = options.pending
    ? { phone: options.pending.phone, value: '123456', attempts: 0 }
    : null;
  let sessions: ProfileSessionData[] = [
    { id: 'a', current: true, createdAt: 'x', lastSeenAt: 'x', expiresAt: 'x' },
    { id: 'b', current: false, createdAt: 'x', lastSeenAt: 'x', expiresAt: 'x' },
  ];
  let failLoad = options.failLoad ?? 0;
  const calls: string[] = [];
  const review = (id: number) => ({
    id,
    notaryId: 1,
    notaryName: 'N',
    rating: 5,
    createdAt: 'x',
    hidden: false,
  });
  const reviewsPage = (page: number) => ({
    items: [review(page)],
    total: 45,
    page,
    pageSize: 20,
  });
  // 21 lookups: two pages of 20.
  const lookupsPage = (page: number) => ({
    items: [{ id: page, at: 'x', actType: { id: 1, name: 'sale' }, by: 'Rahimova' }],
    total: 21,
    page,
    pageSize: 20,
  });
  const actors = {
    loadProfile: fromPromise(async (): Promise<ProfileLoaded> => {
      calls.push('load');
      if (failLoad-- > 0) throw new Error('network');
      return { profile, sessions, reviews: reviewsPage(1), lookups: lookupsPage(1) };
    }),
    saveEmail: fromPromise(async ({ input }: { input: string }) => {
      calls.push(`email ${input}`);
      if (!input.includes('@')) throw new ProfileInputRefused({ email: 'error_wrong_email' });
      profile = { ...profile, email: input };
      return profile;
    }),
    requestCode: fromPromise(async ({ input }: { input: string }) => {
      calls.push(`code to ${input}`);
      if (input === profile.phone) throw new ProfileInputRefused({ phone: 'error_phone_unchanged' });
      code = { phone: input, value: '654321', attempts: 0 };
      return { phone: input, expiresAt: '2026-11-24T10:05:00.000Z', attemptsLeft: 3 };
    }),
    confirmCode: fromPromise(async ({ input }: { input: string }) => {
      calls.push(`confirm ${input}`);
      if (!code) throw new ProfileInputRefused({ code: 'error_code_none' });
      if (code.value !== input) {
        code.attempts += 1;
        if (code.attempts >= 3) {
          code = null;
          throw new ProfileInputRefused({ code: 'error_code_spent' });
        }
        throw new ProfileInputRefused({ code: 'error_code_wrong' });
      }
      profile = { ...profile, phone: code.phone };
      code = null;
      return profile;
    }),
    setConsent: fromPromise(async ({ input }: { input: boolean }) => {
      calls.push(`consent ${input}`);
      profile = {
        ...profile,
        consent: input,
        consentJournal: [{ event: input ? 'given' : 'withdrawn', at: 'x' }, ...profile.consentJournal],
      };
      return profile;
    }),
    endOtherSessions: fromPromise(async (): Promise<ProfileSessionData[]> => {
      calls.push('end others');
      sessions = sessions.filter((session) => session.current);
      return sessions;
    }),
    loadReviews: fromPromise(async ({ input }: { input: number }) => {
      calls.push(`reviews ${input}`);
      return reviewsPage(input);
    }),
    loadLookups: fromPromise(async ({ input }: { input: number }) => {
      calls.push(`lookups ${input}`);
      return lookupsPage(input);
    }),
  };
  return { actors, calls, phone: () => profile.phone };
}

function start(options: Parameters<typeof fakeMinistry>[0] = {}) {
  const ministry = fakeMinistry(options);
  const actor = createActor(profileMachine.provide({ actors: ministry.actors })).start();
  const view = () => selectProfile(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, settled, ministry };
}

describe('the profile machine', () => {
  it('loads, fails, and loads again when retried', async () => {
    const { actor, view, settled, ministry } = start({ failLoad: 1 });
    expect(view()).toMatchObject({ loading: true, profile: null });
    await settled();
    expect(view()).toMatchObject({ loading: false, errorKey: 'load.error', canRetry: true, profile: null });
    actor.send({ type: 'profile.retried' });
    await settled();
    expect(view()).toMatchObject({ errorKey: null, canRetry: false, profile: { login: 'nxolmirzayeva' } });
    expect(ministry.calls).toEqual(['load', 'load']);
  });

  it('saves an e-mail, and keeps the form with the ministry’s message when it refuses one', async () => {
    const { actor, view, settled } = start();
    await settled();
    actor.send({ type: 'email.editOpened' });
    expect(view().form).toBe('email');
    actor.send({ type: 'email.submitted', email: 'nodira' });
    expect(view().saving).toBe(true);
    await settled();
    expect(view()).toMatchObject({ form: 'email', fields: { email: 'error_wrong_email' }, saved: null });
    actor.send({ type: 'email.submitted', email: 'nodira@example.uz' });
    await settled();
    expect(view()).toMatchObject({
      form: 'none',
      fields: {},
      saved: 'email',
      profile: { email: 'nodira@example.uz' },
    });
    actor.send({ type: 'email.editOpened' });
    actor.send({ type: 'contacts.editCancelled' });
    expect(view().form).toBe('none');
  });

  it('changes the phone only with the right code, after a wrong one', async () => {
    const { actor, view, settled, ministry } = start();
    await settled();
    actor.send({ type: 'phone.editOpened' });
    actor.send({ type: 'phone.submitted', phone: '901000071' });
    await settled();
    expect(view()).toMatchObject({ form: 'phone', fields: { phone: 'error_phone_unchanged' } });
    actor.send({ type: 'phone.submitted', phone: '935550071' });
    await settled();
    expect(view()).toMatchObject({ form: 'code', codeSent: { phone: '935550071', attemptsLeft: 3 } });
    actor.send({ type: 'code.submitted', code: '000000' });
    await settled();
    expect(view()).toMatchObject({ form: 'code', fields: { code: 'error_code_wrong' } });
    expect(ministry.phone()).toBe('901000071');
    actor.send({ type: 'code.submitted', code: '654321' });
    await settled();
    expect(view()).toMatchObject({
      form: 'none',
      saved: 'phone',
      codeSent: null,
      profile: { phone: '935550071' },
    });
  });

  it('shows the spent code’s message and asks for the number again for a new code', async () => {
    const { actor, view, settled } = start();
    await settled();
    actor.send({ type: 'phone.editOpened' });
    actor.send({ type: 'phone.submitted', phone: '935550071' });
    await settled();
    for (let attempt = 0; attempt < 3; attempt++) {
      actor.send({ type: 'code.submitted', code: '000000' });
      await settled();
    }
    expect(view()).toMatchObject({ form: 'code', fields: { code: 'error_code_spent' } });
    actor.send({ type: 'phone.editOpened' });
    expect(view()).toMatchObject({ form: 'phone', codeSent: null, fields: {} });
  });

  it('opens on the code box when a code sent earlier is still open, and cancelling closes it', async () => {
    const pending = { phone: '935550071', expiresAt: '2026-11-24T10:05:00.000Z', attemptsLeft: 2 };
    const { actor, view, settled } = start({ pending });
    await settled();
    expect(view()).toMatchObject({ form: 'code', codeSent: pending });
    actor.send({ type: 'contacts.editCancelled' });
    expect(view()).toMatchObject({ form: 'none', codeSent: null });
  });

  it('withdraws and gives the consent, one way at a time, and names the services that need it', async () => {
    const { actor, view, settled, ministry } = start();
    await settled();
    expect(view()).toMatchObject({ canWithdrawConsent: true, canGiveConsent: false, servicesRefused: [] });
    actor.send({ type: 'consent.given' });
    expect(ministry.calls).not.toContain('consent true');
    actor.send({ type: 'consent.withdrawn' });
    expect(view().consentSaving).toBe(true);
    await settled();
    expect(view()).toMatchObject({
      canWithdrawConsent: false,
      canGiveConsent: true,
      saved: 'consentWithdrawn',
      servicesRefused: ['videoRegistration'],
      profile: { consent: false, consentJournal: [{ event: 'withdrawn' }] },
    });
    actor.send({ type: 'consent.given' });
    await settled();
    expect(view()).toMatchObject({ saved: 'consentGiven', servicesRefused: [], profile: { consent: true } });
    expect(ministry.calls.filter((call) => call.startsWith('consent'))).toEqual([
      'consent false',
      'consent true',
    ]);
  });

  it('ends the other sessions once, then has none to end', async () => {
    const { actor, view, settled, ministry } = start();
    await settled();
    expect(view().canEndOtherSessions).toBe(true);
    actor.send({ type: 'sessions.othersEnded' });
    expect(view().endingSessions).toBe(true);
    await settled();
    expect(view()).toMatchObject({ canEndOtherSessions: false, saved: 'sessionsEnded' });
    expect(view().sessions.map((session) => session.id)).toEqual(['a']);
    actor.send({ type: 'sessions.othersEnded' });
    expect(ministry.calls.filter((call) => call === 'end others')).toHaveLength(1);
  });

  it('pages the reviews within the pages that exist', async () => {
    const { actor, view, settled, ministry } = start();
    await settled();
    expect(view()).toMatchObject({ canPreviousReviews: false, canNextReviews: true });
    actor.send({ type: 'reviews.pageRequested', page: 3 });
    expect(view().reviewsLoading).toBe(true);
    await settled();
    expect(view()).toMatchObject({ reviews: { page: 3 }, canNextReviews: false, canPreviousReviews: true });
    actor.send({ type: 'reviews.pageRequested', page: 4 });
    expect(ministry.calls).toEqual(['load', 'reviews 3']);
  });

  it('pages who looked the user up, within the pages that exist, beside the reviews', async () => {
    const { actor, view, settled, ministry } = start();
    await settled();
    expect(view()).toMatchObject({
      lookups: { page: 1, total: 21 },
      canPreviousLookups: false,
      canNextLookups: true,
    });
    actor.send({ type: 'lookups.pageRequested', page: 2 });
    expect(view().lookupsLoading).toBe(true);
    // The reviews' pages go on meanwhile: each list is its own region.
    actor.send({ type: 'reviews.pageRequested', page: 2 });
    expect(view().reviewsLoading).toBe(true);
    await settled();
    expect(view()).toMatchObject({ lookups: { page: 2 }, canNextLookups: false, canPreviousLookups: true });
    actor.send({ type: 'lookups.pageRequested', page: 3 });
    actor.send({ type: 'lookups.pageRequested', page: 2 });
    expect(ministry.calls).toEqual(['load', 'lookups 2', 'reviews 2']);
  });

  it('the regions run side by side: a consent change while the code box is open keeps it', async () => {
    const { actor, view, settled } = start();
    await settled();
    actor.send({ type: 'phone.editOpened' });
    actor.send({ type: 'phone.submitted', phone: '935550071' });
    await settled();
    actor.send({ type: 'consent.withdrawn' });
    await settled();
    expect(view()).toMatchObject({ form: 'code', profile: { consent: false } });
  });
});
