import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import {
  BUYER,
  NOTARY,
  notaryOf,
  partyOf,
  type RoomOptions,
  SELLER,
  startRoom,
} from './video-room.test-support';

/** Subscribed, the server's answer not yet in. */
async function joining(options: RoomOptions = {}) {
  const h = startRoom({ checked: true, ...options });
  await waitFor(h.actor, (s) => s.matches({ session: 'joining' }), { timeout: 1000 });
  return h;
}

describe('video room projection: whose media this participant receives', () => {
  it('a party receives nobody in the lobby, then every admitted participant who published', async () => {
    const h = await joining({ participantId: BUYER });
    h.server({
      type: 'room.joined',
      phase: 'lobby',
      participants: [
        notaryOf({ mediaId: 'm-notary' }),
        partyOf(BUYER),
        partyOf(SELLER, { mediaId: 'm-seller' }),
      ],
    });
    h.linkUp();
    expect(h.view().sources).toEqual([]);
    h.server({ type: 'room.participantAdmitted', participantId: BUYER });
    expect(h.view().tiles.find((t) => t.participantId === SELLER)?.showsVideo).toBe(false);
    // The seller published but is not admitted: the party does not receive them.
    expect(h.view().sources).toEqual([{ participantId: NOTARY, mediaId: 'm-notary' }]);
    h.server({ type: 'room.participantAdmitted', participantId: SELLER });
    expect(h.view().sources).toEqual([
      { participantId: NOTARY, mediaId: 'm-notary' },
      { participantId: SELLER, mediaId: 'm-seller' },
    ]);
  });

  it('the notary receives those waiting for admission too, never itself nor one not yet published', async () => {
    const h = await joining({ role: 'notary' });
    h.server({
      type: 'room.joined',
      phase: 'lobby',
      participants: [
        notaryOf({ mediaId: 'm-notary' }),
        partyOf(BUYER, { mediaId: 'm-buyer' }),
        partyOf(SELLER),
      ],
    });
    expect(h.view().sources).toEqual([{ participantId: BUYER, mediaId: 'm-buyer' }]);
    // Their tiles show the picture the notary receives.
    expect(h.view().tiles.map((t) => [t.participantId, t.status, t.showsVideo])).toEqual([
      [BUYER, 'waitingForAdmission', true],
      [SELLER, 'waitingForAdmission', true],
    ]);
    h.server({ type: 'room.participantPublished', participantId: SELLER, mediaId: 'm-seller' });
    expect(h.view().sources.map((s) => s.participantId)).toEqual([BUYER, SELLER]);
  });

  it('a pause or leaving drops the source; the rejoin’s new media id replaces the old one', async () => {
    const h = await joining({ role: 'notary' });
    h.server({
      type: 'room.joined',
      phase: 'inSession',
      participants: [notaryOf(), partyOf(BUYER, { admitted: true, mediaId: 'm-1' })],
    });
    h.server({ type: 'room.participantPaused', participantId: BUYER });
    expect(h.view().sources).toEqual([]);
    h.server({ type: 'room.participantPublished', participantId: BUYER, mediaId: 'm-2' });
    expect(h.view().sources).toEqual([{ participantId: BUYER, mediaId: 'm-2' }]);
    h.server({ type: 'room.participantLeft', participantId: BUYER });
    expect(h.view().sources).toEqual([]);
  });

  it('nobody is received once the room is over', async () => {
    const h = await joining({ role: 'notary' });
    h.server({
      type: 'room.joined',
      phase: 'inSession',
      participants: [notaryOf(), partyOf(BUYER, { admitted: true, mediaId: 'm-1' })],
    });
    expect(h.view().sources).toHaveLength(1);
    h.server({ type: 'room.ended' });
    expect(h.view().sources).toEqual([]);
  });
});

describe("video room projection: this participant's own tile", () => {
  it('says what the others see: waiting, in the call, muted by the notary, connection lost', async () => {
    const h = await joining({ participantId: BUYER });
    expect(h.view().self).toBeNull();
    h.server({ type: 'room.joined', phase: 'lobby', participants: [notaryOf(), partyOf(BUYER)] });
    h.linkUp();
    expect(h.view().self).toEqual({
      participantId: BUYER,
      role: 'party',
      roleKey: 'role.party',
      status: 'waitingForAdmission',
      statusKey: 'tile.waitingForAdmission',
    });
    h.server({ type: 'room.participantAdmitted', participantId: BUYER });
    expect(h.view().self?.statusKey).toBe('tile.inCall');
    h.server({ type: 'room.participantMuted', participantId: BUYER, muted: true });
    expect(h.view()).toMatchObject({ selfMuted: true, self: { statusKey: 'tile.muted' } });
    h.linkDown();
    expect(h.view().self?.statusKey).toBe('tile.paused');
    // Leaving takes the preview away.
    h.actor.send({ type: 'call.left' });
    expect(h.view().self).toBeNull();
  });
});
