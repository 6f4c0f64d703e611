import { GraphQLError } from 'graphql';
import { type Client, CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { SignatureProvider } from './signature-provider';
import { measureBandwidth, megabitsPerSecond } from './speed-test';
import { refusalOf, videoJoinActors } from './video-tab';

const refused = (code: string, extra: Record<string, unknown> = {}) => ({
  error: new CombinedError({
    graphQLErrors: [new GraphQLError('refused', { extensions: { code, ...extra } })],
  }),
});

/** A client answering each mutation by its operation name, recording the variables it was sent. */
function clientOf(answers: Record<string, () => object>) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const client = {
    mutation: (
      document: { definitions: { name?: { value: string } }[] },
      variables: Record<string, unknown>,
    ) => {
      const name = document.definitions[0]?.name?.value ?? '';
      sent.push({ name, variables });
      return { toPromise: async () => (answers[name] ?? (() => refused('INTERNAL_SERVER_ERROR')))() };
    },
  } as unknown as Client;
  return { client, sent };
}

const challenge = () => ({
  data: { videoChallenge: { challengeId: 'c-1', challenge: 'AAAA', expiresAt: 'x' } },
});
const signs: SignatureProvider = { sign: async (bytes) => `signed-${bytes}` };

async function join(answers: Record<string, () => object>, signature = signs, kiosk = false) {
  const { client, sent } = clientOf(answers);
  const actor = createActor(videoJoinActors(client, signature, kiosk).join, { input: { actId: 'act-1' } });
  actor.start();
  return { result: toPromise(actor), sent };
}

describe('the video tab’s join through the gateway', () => {
  it('signs the ministry’s challenge with the provider and joins with it', async () => {
    const { result, sent } = await join(
      {
        VideoChallenge: challenge,
        JoinVideo: () => ({
          data: { joinVideo: { attendanceId: '9', role: 'party', partyId: '12', room: 'act-1' } },
        }),
      },
      signs,
      true,
    );
    await expect(result).resolves.toEqual({ attendanceId: '9', role: 'party', partyId: '12' });
    expect(sent.map((s) => s.name)).toEqual(['VideoChallenge', 'JoinVideo']);
    expect(sent[1]?.variables).toEqual({
      uuid: 'act-1',
      challengeId: 'c-1',
      signature: 'signed-AAAA',
      client: 'kiosk',
    });
  });

  it('a person without a signature is refused before the join is sent', async () => {
    const none: SignatureProvider = { sign: async () => null };
    const { result, sent } = await join({ VideoChallenge: challenge }, none);
    await expect(result).rejects.toEqual({ errorKey: 'errors.personalDataNotConfirmed' });
    expect(sent.map((s) => s.name)).toEqual(['VideoChallenge']);
  });

  it('maps the ministry’s typed refusals to their section-8 messages', async () => {
    const cases: [string, Record<string, unknown>, object][] = [
      ['VIDEO_IDENTITY_NOT_CONFIRMED', {}, { errorKey: 'errors.personalDataNotConfirmed' }],
      ['VIDEO_TIME_EXPIRED', {}, { errorKey: 'errors.registrationTimeExpired' }],
      ['VIDEO_NOT_OPEN', { time: '10:30' }, { errorKey: 'errors.notOpen', params: { time: '10:30' } }],
      ['NOT_VIDEO_PARTICIPANT', {}, { errorKey: 'errors.notParticipant' }],
      ['MINISTRY_TIMEOUT', {}, { errorKey: 'errors.joinFailed' }],
    ];
    for (const [code, extra, expected] of cases) {
      const { result } = await join({ VideoChallenge: challenge, JoinVideo: () => refused(code, extra) });
      await expect(result).rejects.toEqual(expected);
    }
    expect(refusalOf(refused('constructor').error)).toEqual({ errorKey: 'errors.joinFailed' });
  });
});

describe('the speed test', () => {
  /** A line of `down` and `up` Mb/s: each transfer takes as long as its bytes need on it. */
  function line(down: number, up: number) {
    let clock = 0;
    const sizes: number[] = [];
    const fetchStub = (async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const bytes = (init.body as Uint8Array).length;
        clock += (bytes * 8) / (up * 1000);
        return new Response(JSON.stringify({ bytes }), { status: 200 });
      }
      const bytes = Number(new URL(url, 'http://portal').searchParams.get('bytes'));
      sizes.push(bytes);
      clock += (bytes * 8) / (down * 1000);
      return new Response(new Uint8Array(bytes), { status: 200 });
    }) as typeof fetch;
    return { fetch: fetchStub, now: () => clock, sizes };
  }

  it('grows the download until it lasts long enough, and reports the slower direction', async () => {
    const fast = line(20, 3);
    const mbps = await measureBandwidth({ fetch: fast.fetch, now: fast.now });
    expect(fast.sizes).toEqual([262_144, 1_048_576]);
    expect(mbps).toBeCloseTo(3, 5);
    const slow = line(1.5, 10);
    expect(await measureBandwidth({ fetch: slow.fetch, now: slow.now })).toBeCloseTo(1.5, 5);
    expect(slow.sizes).toEqual([262_144]);
  });

  it('fails when the speed test answers an error, so the check reports the media server connection', async () => {
    const failing = (async () => new Response('', { status: 502 })) as typeof fetch;
    await expect(measureBandwidth({ fetch: failing, now: () => 0 })).rejects.toThrow();
    expect(megabitsPerSecond(1_000_000, 1000)).toBe(8);
  });
});
