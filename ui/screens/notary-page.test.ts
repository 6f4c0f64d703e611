// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { clientAnswering } from '../testing/held-client';
import { prefetch } from './notary-page';

const answers = {
  DirectoryNotary: { directoryNotary: { __typename: 'DirectoryNotary', id: 7 } },
  NotaryReviews: { notaryReviews: { __typename: 'ReviewsPage', total: 0, page: 1, size: 10, items: [] } },
};

describe('the notary page screen’s first reads', () => {
  it('sends the card’s and the reviews’ reads for /notary/{id} only, and not for an id that is no record id', async () => {
    const { client, requests, ids, release } = clientAnswering(answers);
    release();
    prefetch(client, '/notary/0');
    prefetch(client, '/notary/12345678901');
    prefetch(client, '/notary');
    // A page's reads asked for after the refused addresses: when they have arrived, theirs would have too.
    prefetch(client, '/notary/7');
    await vi.waitFor(() => expect(ids.filter((id) => id === 7)).toHaveLength(2));
    expect(ids).toEqual([7, 7]);
    expect([...requests].sort()).toEqual(['DirectoryNotary', 'NotaryReviews']);
  });
});
