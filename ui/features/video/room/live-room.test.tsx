// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import video from '../../../../locales/oz/video.json';
import { TestAppActor } from '../../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../../testing/render';
import { DeviceSession } from '../video-check.actors';
import { LiveRoom } from './live-room';
import { fakeSeams, fakeStream, fakeTrack, settle } from './room-media.test-support';
import type { WireRoomEvent } from './room-signalling';
import { notary, wire } from './room-signalling.test-support';

setUpComponentTests({ video });

const buyer = {
  ...notary,
  participantId: 'party-12',
  role: 'party' as const,
  admitted: false,
  mediaId: 'm-2',
};

/** The gateway as the room sees it: the room subscription driven by the test, mutations recorded. */
function fakeGateway() {
  const mutations: { name: string; variables: Record<string, unknown> }[] = [];
  let push: (result: { data: { videoRoom: WireRoomEvent } }) => void = () => {};
  const client = {
    subscription: () => ({
      subscribe: (sink: typeof push) => {
        push = sink;
        return { unsubscribe: () => {} };
      },
    }),
    mutation: (
      query: { definitions: { name?: { value: string } }[] },
      variables: Record<string, unknown>,
    ) => {
      const name = query.definitions[0]?.name?.value ?? '';
      mutations.push({ name, variables });
      const data =
        name === 'VideoPublish'
          ? { videoPublish: { sdp: 'v=0 answer' } }
          : name === 'VideoSubscribe'
            ? { videoSubscribe: { sdp: 'v=0 answer' } }
            : { videoRoomCommand: true };
      return { toPromise: () => Promise.resolve({ data }) };
    },
  };
  return {
    client,
    mutations,
    server: async (event: WireRoomEvent) => {
      await act(async () => {
        push({ data: { videoRoom: event } });
        await settle();
      });
    },
  };
}

async function renderRoom(role: 'notary' | 'party' = 'notary') {
  const gateway = fakeGateway();
  const { seams, peers } = fakeSeams();
  const session = new DeviceSession();
  const audio = fakeTrack('audio');
  session.set(fakeStream([fakeTrack('video'), audio]));
  const onFinished = vi.fn();
  renderWithProviders(
    <TestAppActor>
      <LiveRoom
        uuid="act-1"
        joined={{ attendanceId: 'att-7', role, partyId: role === 'notary' ? null : '12' }}
        session={session}
        mobile={false}
        onFinished={onFinished}
        seams={seams}
      />
    </TestAppActor>,
    { client: gateway.client },
  );
  await act(settle);
  return { gateway, peers, onFinished, audio };
}

const tile = (participantId: string) => {
  const found = screen
    .getAllByTestId('video-tile')
    .find((element) => element.getAttribute('data-participant-id') === participantId);
  if (!found) throw new Error(`no tile for ${participantId}`);
  return found;
};

describe('the live room on the act’s video tab', () => {
  it('shows a tile per participant with its status, and the notary’s controls send commands', async () => {
    const h = await renderRoom('notary');
    await h.gateway.server(wire({ type: 'joined', phase: 'lobby', participants: [notary, buyer] }));
    expect(screen.getAllByTestId('video-tile').map((t) => t.getAttribute('data-participant-id'))).toEqual([
      'notary',
      'party-12',
    ]);
    expect(tile('notary').getAttribute('data-status')).toBe('inCall');
    expect(tile('party-12').getAttribute('data-status')).toBe('waitingForAdmission');
    expect(within(tile('party-12')).getByText(video.tile.waitingForAdmission)).toBeTruthy();
    expect(screen.getByTestId('video-room-banner').textContent).toContain(video.status.readyToStart);

    fireEvent.click(screen.getByRole('button', { name: video.controls.start }));
    await act(settle);
    expect(h.gateway.mutations.filter((m) => m.name === 'VideoRoomCommand').map((m) => m.variables)).toEqual([
      { uuid: 'act-1', attendanceId: 'att-7', command: { type: 'start' } },
    ]);
    await h.gateway.server(wire({ type: 'started' }));
    fireEvent.click(within(tile('party-12')).getByRole('button', { name: video.controls.admit }));
    await act(settle);
    expect(h.gateway.mutations.at(-1)?.variables).toEqual({
      uuid: 'act-1',
      attendanceId: 'att-7',
      command: { type: 'admit', participantId: 'party-12' },
    });
    await h.gateway.server(wire({ type: 'participantAdmitted', participantId: 'party-12' }));
    fireEvent.click(within(tile('party-12')).getByRole('button', { name: video.controls.mute }));
    await act(settle);
    expect(h.gateway.mutations.at(-1)?.variables).toMatchObject({
      command: { type: 'mute', participantId: 'party-12', muted: true },
    });
    expect(screen.getByRole('button', { name: video.controls.register })).toBeTruthy();
    expect(screen.getByRole('button', { name: video.controls.end })).toBeTruthy();
  });

  it('publishes its camera and receives the others as a <video> in their tile; a pause says so', async () => {
    const h = await renderRoom('notary');
    expect(h.peers).toEqual([]);
    await h.gateway.server(wire({ type: 'joined', phase: 'inSession', participants: [notary, buyer] }));
    // The publisher, one sendonly connection with the readiness check's tracks, and, as the notary
    // receives the waiting party too, one recvonly connection for m-2.
    const directions = (peer: (typeof h.peers)[number]) => peer.transceivers.map((t) => t.direction).join();
    expect(h.peers.map(directions).sort()).toEqual(['recvonly,recvonly', 'sendonly,sendonly']);
    const receiver = () => h.peers.filter((p) => directions(p) === 'recvonly,recvonly');
    await act(async () => {
      for (const peer of h.peers) peer.gather();
      await settle();
    });
    const offers = h.gateway.mutations.filter((m) => m.name !== 'VideoRoomCommand');
    expect(offers.map((m) => [m.name, m.variables.mediaId ?? null]).sort()).toEqual([
      ['VideoPublish', null],
      ['VideoSubscribe', 'm-2'],
    ]);
    expect(offers.every((m) => m.variables.attendanceId === 'att-7' && m.variables.uuid === 'act-1')).toBe(
      true,
    );
    await act(async () => {
      receiver()[0]?.track(fakeTrack('video', 'remote-video'));
      await settle();
    });
    const remote = within(tile('party-12')).getByLabelText(/^Video: /) as HTMLVideoElement;
    expect(remote.tagName).toBe('VIDEO');
    expect(remote.muted).toBe(false);
    expect(remote.autoplay).toBe(true);
    await h.gateway.server(wire({ type: 'participantPaused', participantId: 'party-12' }));
    expect(tile('party-12').getAttribute('data-status')).toBe('paused');
    expect(within(tile('party-12')).getByText(video.tile.paused)).toBeTruthy();
    // Paused: their connection is closed and the tile shows no picture.
    expect(receiver()[0]?.closed).toBe(true);
    expect(within(tile('party-12')).queryByLabelText(/^Video: /)).toBeNull();
    // They come back with a new publication: subscribed again, to the new id.
    await h.gateway.server(wire({ type: 'participantPublished', participantId: 'party-12', mediaId: 'm-3' }));
    expect(receiver()).toHaveLength(2);
    await act(async () => {
      receiver()[1]?.gather();
      await settle();
    });
    expect(h.gateway.mutations.at(-1)?.variables.mediaId).toBe('m-3');
  });

  it('a party muted by the notary has its microphone turned off; the registration ends the room', async () => {
    const h = await renderRoom('party');
    await h.gateway.server(
      wire({ type: 'joined', phase: 'inSession', participants: [notary, { ...buyer, admitted: true }] }),
    );
    expect(tile('party-12').getAttribute('data-status')).toBe('inCall');
    expect(screen.queryByRole('button', { name: video.controls.start })).toBeNull();
    expect(screen.queryByRole('button', { name: video.controls.register })).toBeNull();
    await h.gateway.server(wire({ type: 'participantMuted', participantId: 'party-12', muted: true }));
    expect(h.audio.enabled).toBe(false);
    await h.gateway.server(wire({ type: 'participantMuted', participantId: 'party-12', muted: false }));
    expect(h.audio.enabled).toBe(true);
    await h.gateway.server(wire({ type: 'registrationStarted' }));
    await h.gateway.server(wire({ type: 'registered', regnum: '2026-0042' }));
    expect(h.onFinished).toHaveBeenCalledWith({ outcome: 'registered', regnum: '2026-0042', errorKey: null });
  });

  it('leaving is the room’s leave button', async () => {
    const h = await renderRoom('party');
    await h.gateway.server(wire({ type: 'joined', phase: 'lobby', participants: [notary, buyer] }));
    fireEvent.click(screen.getByRole('button', { name: video.controls.leave }));
    await act(settle);
    expect(h.onFinished).toHaveBeenCalledWith({ outcome: 'left', regnum: null, errorKey: null });
    // The publisher stopped with the room.
    expect(h.peers.length).toBeGreaterThan(0);
    expect(h.peers.every((p) => p.closed)).toBe(true);
  });
});
