// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import acts from '../../../locales/oz/acts.json';
import actTypes from '../../../locales/oz/actTypes.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { actWithAwaitingParty } from './act-detail.fixtures';
import { InvitationPanel } from './invitation-panel';
import type { ActDetail } from './use-act';

setUpComponentTests({ acts, actTypes });

const token = 'abcdefghijklmnopqrstuvwxyz012345';

/** The act as the awaiting buyer (party 2) reads it, answers allowed as given. */
function actFor(allowed: string[], status: string | null = null): ActDetail {
  const act = actWithAwaitingParty();
  return {
    ...act,
    view: { ...act.view, allowed },
    parties: act.parties.map((party) => (String(party.id) === '2' ? { ...party, status } : party)),
  } as unknown as ActDetail;
}

const answered = (value: unknown) => ({ toPromise: async () => value });

function renderPanel(reads: unknown[], mutation = vi.fn(() => ({ toPromise: () => new Promise(() => {}) }))) {
  let read = 0;
  const query = vi.fn(() => answered(reads[Math.min(read++, reads.length - 1)]));
  renderWithProviders(
    <TestAppActor mode="browser">
      <InvitationPanel token={token} />
    </TestAppActor>,
    {
      client: { query, mutation },
      location: memoryLocation({ path: `/enotarial_act/u-12?invite=${token}` }),
    },
  );
  return { query, mutation };
}

const invitation = (act: ActDetail, status: string | null = null) => ({
  data: { invitation: { party: { id: 2, role: 'buyer', coOwner: false, status }, act } },
});

describe('InvitationPanel', () => {
  it('offers both answers to an awaiting party and sends one only after its confirmation', async () => {
    const mutation = vi.fn(() => answered({ data: { answerInvitation: actFor([], 'accepted') } }));
    renderPanel([invitation(actFor(['party_accepted', 'party_rejected']))], mutation);
    expect(await screen.findByText(acts.partyStatuses.awaiting)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: acts.events.party_accepted.button }));
    expect(mutation).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(acts.events.party_accepted.confirm);
    const confirm = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === acts.events.party_accepted.button,
    );
    fireEvent.click(confirm as HTMLButtonElement);
    await waitFor(() => expect(screen.getByText(acts.partyStatuses.accepted)).toBeTruthy());
    expect(mutation).toHaveBeenCalledTimes(1);
    expect((mutation.mock.calls[0] as unknown[])[1]).toEqual({ token, accept: true, version: 6 });
    expect(screen.queryByRole('button', { name: acts.events.party_accepted.button })).toBeNull();
  });

  it('shows an answered invitation with no answers to give', async () => {
    renderPanel([invitation(actFor([], 'rejected'), 'rejected')]);
    expect(await screen.findByText(acts.partyStatuses.rejected)).toBeTruthy();
    expect(screen.queryByRole('button', { name: acts.events.party_accepted.button })).toBeNull();
    expect(screen.queryByRole('button', { name: acts.events.party_rejected.button })).toBeNull();
  });

  it('says when the invitation cannot be read, and reads it again on retry', async () => {
    const { query } = renderPanel([{ error: new Error('network') }, invitation(actFor(['party_rejected']))]);
    expect((await screen.findByRole('alert')).textContent).toContain(acts.invitation.error);
    fireEvent.click(screen.getByRole('button', { name: acts.retry }));
    expect(await screen.findByRole('button', { name: acts.events.party_rejected.button })).toBeTruthy();
    expect(query).toHaveBeenCalledTimes(2);
  });
});
