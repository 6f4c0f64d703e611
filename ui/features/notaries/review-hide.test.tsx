// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import type { Client } from 'urql';
import { describe, expect, it } from 'vitest';
import notaries from '../../../locales/oz/notaries.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';

setUpComponentTests({ notaries });

// As the notary page loads it: apart, with the rule of its reason (decision 110).
const HideReview = lazy(() => import('./review-hide'));

/** A moderator's hide form on a client whose hide mutations are recorded and answered. */
function renderHideForm() {
  const hides: unknown[] = [];
  const never = { toPromise: () => new Promise<never>(() => {}) };
  const client = {
    query: () => never,
    subscription: () => ({ subscribe: () => ({ unsubscribe: () => {} }) }),
    mutation: (_document: unknown, variables: unknown) => {
      hides.push(variables);
      return { toPromise: async () => ({ data: { hideReview: { clientRating: 4, reviewCount: 1 } } }) };
    },
  } as unknown as Client;
  let hidden = 0;
  renderWithProviders(
    <TestAppActor>
      <Suspense fallback={null}>
        <HideReview reviewId={7} onHidden={() => hidden++} />
      </Suspense>
    </TestAppActor>,
    { client },
  );
  return { hides, hidden: () => hidden };
}

describe('the hide form of a reported review', () => {
  it('refuses a reason of spaces before asking the ministry, then hides with a reason', async () => {
    const { hides, hidden } = renderHideForm();
    const hide = await screen.findByRole('button', { name: notaries.reviews.hide });
    const reason = screen.getByRole('textbox', { name: new RegExp(notaries.reviews.hideReason) });
    // The field is required, so the browser itself refuses an empty one; spaces pass it, not the rule.
    fireEvent.input(reason, { target: { value: '   ' } });
    fireEvent.click(hide);
    expect((await screen.findByRole('alert')).textContent).toBe(
      notaries.errors.error_review_hide_reason_required,
    );
    expect(hides).toEqual([]);

    fireEvent.input(reason, { target: { value: '  Haqoratli  ' } });
    fireEvent.click(hide);
    await waitFor(() => expect(hidden()).toBe(1));
    expect(hides).toEqual([{ reviewId: 7, reason: 'Haqoratli' }]);
  });
});
