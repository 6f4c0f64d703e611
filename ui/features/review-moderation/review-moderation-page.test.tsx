// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import reviewModeration from '../../../locales/oz/reviewModeration.json';
import { MinistryRefusal } from '../../../machines/notary-directory/review-refusal';
import type { ListPage } from '../../../machines/paging/filtered-list.machine';
import {
  type ModerationDecision,
  reviewModerationMachine,
} from '../../../machines/review-moderation/review-moderation.machine';
import type { ModerationStatus } from '../../../machines/review-moderation/review-moderation.schema';
import type { ReviewModerationQuery } from '../../gql/graphql';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { ReviewModerationSections } from './review-moderation-page';

setUpComponentTests({ reviewModeration });

type Item = ReviewModerationQuery['reviewModeration']['items'][number];

const review = (id: number, overrides: Partial<Item> = {}): Item => ({
  id,
  notaryId: 3,
  notaryName: 'Tojiyev Sardor Olim o‘g‘li',
  officeName: 'Toshkent shahar 2-notarial idorasi',
  rating: 2,
  text: `Uzoq kutdim ${id}`,
  createdAt: '2026-11-20T08:00:00.000Z',
  author: 'Rustam H.',
  reportCount: 2,
  hidden: false,
  hideReason: null,
  canModerate: true,
  ...overrides,
});

/** The page on a machine whose ministry is this fake list: what it was asked is in `calls`. */
function renderPage(decide: (decision: ModerationDecision) => Promise<unknown> = async () => ({})) {
  const calls: string[] = [];
  const lists: Record<ModerationStatus, Item[]> = {
    reported: [review(12), review(11, { canModerate: false })],
    hidden: [review(5, { hidden: true, hideReason: 'Haqoratli' })],
  };
  const logic = reviewModerationMachine.provide({
    actors: {
      loadPage: fromPromise(
        async ({ input }: { input: { status: ModerationStatus; page: number } }): Promise<ListPage> => {
          calls.push(`load ${input.status} ${input.page}`);
          const items = lists[input.status];
          return { total: items.length, page: input.page, pageSize: 20, items };
        },
      ),
      decide: fromPromise(async ({ input }: { input: ModerationDecision }) => {
        calls.push(`${input.action} ${input.reviewId} ${input.reason}`);
        const answer = await decide(input);
        lists.reported = lists.reported.filter((item) => item.id !== input.reviewId);
        return answer;
      }),
    },
  });
  const actor = createActor(logic, { input: {} }).start();
  renderWithProviders(<ReviewModerationSections page={actor} />);
  return { calls };
}

const list = (name: string) => screen.findByRole('list', { name });

describe('the moderators’ page', () => {
  it('lists the reported reviews; one of the moderator’s own office has no decision to offer', async () => {
    renderPage();
    const items = within(await list(reviewModeration.lists.reported)).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Uzoq kutdim 12')).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: reviewModeration.actions.hide })).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: reviewModeration.actions.keep })).toBeTruthy();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByText(reviewModeration.item.ownOffice)).toBeTruthy();
  });

  it('refuses a hide without a reason before asking, then hides with one and loads the queue again', async () => {
    const { calls } = renderPage();
    const [first] = within(await list(reviewModeration.lists.reported)).getAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('button', { name: reviewModeration.actions.hide }));
    const form = screen.getByRole('form', { name: reviewModeration.actions.hide });
    // Spaces pass the browser's `required`; the reason's rule refuses them before anything is sent.
    fireEvent.input(within(form).getByRole('textbox', { name: reviewModeration.form.reason }), {
      target: { value: '   ' },
    });
    fireEvent.submit(form);
    expect(
      await within(form).findByText(reviewModeration.errors.error_review_hide_reason_required),
    ).toBeTruthy();
    expect(calls).toEqual(['load reported 1']);
    fireEvent.input(within(form).getByRole('textbox', { name: reviewModeration.form.reason }), {
      target: { value: 'Haqoratli' },
    });
    fireEvent.submit(form);
    expect((await screen.findByRole('status')).textContent).toBe(reviewModeration.decided.hide);
    expect(within(await list(reviewModeration.lists.reported)).getAllByRole('listitem')).toHaveLength(1);
    expect(calls).toEqual(['load reported 1', 'hide 12 Haqoratli', 'load reported 1']);
  });

  it('shows the ministry’s refusal on the form', async () => {
    const refusal = 'O‘zingiz yoki idorangiz notariusi haqidagi sharhni moderatsiya qila olmaysiz';
    renderPage(async () => {
      throw new MinistryRefusal(refusal);
    });
    const [first] = within(await list(reviewModeration.lists.reported)).getAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('button', { name: reviewModeration.actions.keep }));
    const form = screen.getByRole('form', { name: reviewModeration.actions.keep });
    fireEvent.input(within(form).getByRole('textbox', { name: reviewModeration.form.reason }), {
      target: { value: 'Oddiy fikr' },
    });
    fireEvent.submit(form);
    expect((await within(form).findByRole('alert')).textContent).toBe(refusal);
  });

  it('switches to the hidden reviews, with their reason and a restore', async () => {
    const { calls } = renderPage();
    await list(reviewModeration.lists.reported);
    fireEvent.click(screen.getByRole('tab', { name: reviewModeration.lists.hidden }));
    const hidden = await list(reviewModeration.lists.hidden);
    expect(within(hidden).getByText('Yashirish sababi: Haqoratli')).toBeTruthy();
    expect(within(hidden).getByRole('button', { name: reviewModeration.actions.restore })).toBeTruthy();
    await waitFor(() => expect(calls).toEqual(['load reported 1', 'load hidden 1']));
  });
});
