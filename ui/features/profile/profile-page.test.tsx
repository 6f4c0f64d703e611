// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import profile from '../../../locales/oz/profile.json';
import {
  type ProfileData,
  ProfileInputRefused,
  type ProfileLoaded,
  profileMachine,
} from '../../../machines/profile/profile.machine';
import { xolmirzayevaProfile } from '../../../machines/profile/profile.test-support';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { ProfileSections } from './profile-page';

setUpComponentTests({ profile });

const record: ProfileData = {
  ...xolmirzayevaProfile,
  regaddress: 'Toshkent shahri, Buyuk Ipak yo‘li, 21-uy',
  actaddress: 'Toshkent shahri, Buyuk Ipak yo‘li, 21-uy',
};

/** Who looked Xolmirzayeva up: 21 lookups, two pages, each page's first named by its number. */
const lookupsPage = (page: number) => ({
  items: [
    {
      id: page,
      at: '2026-11-24T08:30:00Z',
      actType: { id: 11651, name: 'Bosh ishonchnoma' },
      by: page === 1 ? 'Rahimova Dilnoza Akmal qizi' : 'Karimov Jasur Botir o‘g‘li',
    },
  ],
  total: 21,
  page,
  pageSize: 20,
});

/** The page on a profile machine whose ministry is this fake: what it was sent is in `sent`. */
function renderPage() {
  const sent: string[] = [];
  let current = record;
  const logic = profileMachine.provide({
    actors: {
      loadProfile: fromPromise(
        async (): Promise<ProfileLoaded> => ({
          profile: current,
          sessions: [
            {
              id: 'a',
              current: true,
              createdAt: '2026-11-24T08:00:00Z',
              lastSeenAt: '2026-11-24T09:00:00Z',
              expiresAt: '2026-11-25T09:00:00Z',
            },
            {
              id: 'b',
              current: false,
              createdAt: '2026-11-23T08:00:00Z',
              lastSeenAt: '2026-11-23T09:00:00Z',
              expiresAt: '2026-11-24T09:00:00Z',
            },
          ],
          reviews: { items: [], total: 0, page: 1, pageSize: 20 },
          lookups: lookupsPage(1),
        }),
      ),
      loadLookups: fromPromise(async ({ input }: { input: number }) => {
        sent.push(`lookups ${input}`);
        return lookupsPage(input);
      }),
      requestCode: fromPromise(async ({ input }: { input: string }) => {
        sent.push(`code to ${input}`);
        return { phone: input, expiresAt: '2026-11-24T09:05:00Z', attemptsLeft: 3 };
      }),
      confirmCode: fromPromise(async ({ input }: { input: string }) => {
        sent.push(`confirm ${input}`);
        if (input !== '654321') throw new ProfileInputRefused({ code: 'Kod noto‘g‘ri' });
        current = { ...current, phone: '935557171' };
        return current;
      }),
      setConsent: fromPromise(async ({ input }: { input: boolean }) => {
        sent.push(`consent ${input}`);
        current = {
          ...current,
          consent: input,
          consentJournal: [{ event: input ? 'given' : 'withdrawn', at: '2026-11-24T09:01:00Z' }],
        };
        return current;
      }),
    },
  });
  const actor = createActor(logic).start();
  renderWithProviders(<ProfileSections page={actor} />);
  return { sent, actor };
}

describe('the profile page', () => {
  it('shows the user record with the profile labels of section 3', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: profile.title })).toBeTruthy();
    for (const value of [
      'AG 1000071',
      '41403929990711',
      '512000711',
      'nxolmirzayeva',
      'Мирзо Улуғбек тумани',
    ]) {
      expect(screen.getByText(value)).toBeTruthy();
    }
    expect(screen.getByTestId('profile-phone').textContent).toBe('+998 (90) 100 00 71');
    expect(screen.getAllByTestId('profile-session')).toHaveLength(2);
  });

  it('masks the new phone, refuses a wrong shape before sending, and changes the phone with the right code', async () => {
    const { sent } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: profile.actions.changePhone }));
    const phone = screen.getByRole('textbox', { name: profile.form.phone });
    // Section 5: the phone is asked for before its 9 digits are judged.
    fireEvent.click(screen.getByRole('button', { name: profile.form.sendCode }));
    expect(await screen.findByText(profile.validation.error_required_phone)).toBeTruthy();
    fireEvent.input(phone, { target: { value: '93555' } });
    expect((phone as HTMLInputElement).value).toBe('(93) 555');
    fireEvent.click(screen.getByRole('button', { name: profile.form.sendCode }));
    expect(await screen.findByText(profile.validation.error_wrong_phone)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.input(phone, { target: { value: '935557171' } });
    expect((phone as HTMLInputElement).value).toBe('(93) 555 71 71');
    fireEvent.click(screen.getByRole('button', { name: profile.form.sendCode }));
    const code = await screen.findByRole('textbox', { name: profile.form.code });
    fireEvent.input(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: profile.form.confirm }));
    expect(await screen.findByText('Kod noto‘g‘ri')).toBeTruthy();
    expect(screen.getByTestId('profile-phone').textContent).toBe('+998 (90) 100 00 71');
    fireEvent.input(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: profile.form.confirm }));
    await waitFor(() => expect(screen.getByTestId('profile-phone').textContent).toBe('+998 (93) 555 71 71'));
    expect(screen.getByRole('status').textContent).toBe(profile.saved.phone);
    expect(sent).toEqual(['code to 935557171', 'confirm 000000', 'confirm 654321']);
  });

  it('lists who looked the user up, by name and act type, and pages the list', async () => {
    const { sent } = renderPage();
    const list = await screen.findByRole('list', { name: profile.sections.lookups });
    expect(list.textContent).toContain(
      'Rahimova Dilnoza Akmal qizi sizni «Bosh ishonchnoma» notarial harakatida ko‘rsatdi',
    );
    const section = list.closest('section') as HTMLElement;
    expect(within(section).getByText('1-sahifa / 2')).toBeTruthy();
    const previous = within(section).getByRole('button', { name: profile.previous }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: profile.next }));
    await waitFor(() => expect(list.textContent).toContain('Karimov Jasur Botir o‘g‘li'));
    expect(sent).toEqual(['lookups 2']);
  });

  it('withdraws the consent and then names the services that need it, offering to give it again', async () => {
    const { sent } = renderPage();
    expect(screen.queryByText(profile.services.videoRegistration)).toBeNull();
    const withdraw = await screen.findByRole('button', { name: profile.consent.withdraw });
    await act(async () => {
      fireEvent.click(withdraw);
    });
    expect(await screen.findByText(profile.services.videoRegistration)).toBeTruthy();
    expect(screen.getByTestId('profile-consent').textContent).toBe(profile.consent.withdrawn);
    expect(screen.getByRole('button', { name: profile.consent.give })).toBeTruthy();
    expect(screen.queryByRole('button', { name: profile.consent.withdraw })).toBeNull();
    expect(sent).toEqual(['consent false']);
  });
});
