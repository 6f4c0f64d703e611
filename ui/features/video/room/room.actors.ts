import type { Client } from 'urql';
import { type EventObject, fromCallback } from 'xstate';
import {
  type RoomCommand,
  type RoomMediaInput,
  videoRoomMachine,
} from '../../../../machines/video-room/video-room.machine';
import type { PortalOperationContext } from '../../../graphql/client';
import { type DeviceSession, idealCamera } from '../video-check.actors';
import { VideoPublishMutation, VideoRoomCommandMutation, VideoSubscribeMutation } from './room.documents';
import { type MediaSeams, RemoteMediaSet, setMicrophone, startPublisher } from './room-media';
import { roomSignalling } from './room-signalling';

const silent: PortalOperationContext = { silent: true };

/**
 * The camera and microphone for the room: the readiness check's stream while its tracks live (no
 * second permission prompt), else a new one, kept in the same device session so it stops with the
 * page. The microphone follows the notary's mute whichever stream it is.
 */
export class LocalMedia {
  readonly #session: DeviceSession;
  readonly #mobile: boolean;
  #microphone = true;

  constructor(session: DeviceSession, mobile: boolean) {
    this.#session = session;
    this.#mobile = mobile;
  }

  current(): MediaStream | null {
    return this.#session.stream();
  }

  async stream(): Promise<MediaStream> {
    const known = this.#session.stream();
    const tracks = known?.getTracks() ?? [];
    if (known && tracks.length > 0 && tracks.every((track) => track.readyState === 'live')) {
      setMicrophone(known, this.#microphone);
      return known;
    }
    const fresh = await navigator.mediaDevices.getUserMedia({
      video: idealCamera(this.#mobile),
      audio: true,
    });
    this.#session.set(fresh);
    setMicrophone(fresh, this.#microphone);
    return fresh;
  }

  setMicrophone(enabled: boolean): void {
    this.#microphone = enabled;
    setMicrophone(this.#session.stream(), enabled);
  }
}

export interface RoomHostOptions {
  client: Pick<Client, 'mutation' | 'subscription'>;
  uuid: string;
  attendanceId: string;
  local: Pick<LocalMedia, 'stream'>;
  seams: MediaSeams;
}

async function answerOf(
  result: Promise<{ data?: { sdp: string } | null; error?: unknown }>,
): Promise<string> {
  const { data, error } = await result;
  if (!data) throw error ?? new Error('no answer');
  return data.sdp;
}

/** The room machine's logic with the remote streams' store its media actors feed. */
export type RoomHost = ReturnType<typeof roomHost>;

/**
 * The room machine with the browser's actors for one join: the `videoRoom` subscription, the
 * publisher (one per connection attempt of the room's link), and the other participants' media kept
 * by `remote`, which the view syncs with the projection's sources.
 */
export function roomHost({ client, uuid, attendanceId, local, seams }: RoomHostOptions) {
  const remote = new RemoteMediaSet(seams, (mediaId, sdp) =>
    answerOf(
      client
        .mutation(VideoSubscribeMutation, { uuid, attendanceId, mediaId, sdp }, silent)
        .toPromise()
        .then((r) => ({ data: r.data?.videoSubscribe, error: r.error })),
    ),
  );
  const publish = (sdp: string) =>
    answerOf(
      client
        .mutation(VideoPublishMutation, { uuid, attendanceId, sdp }, silent)
        .toPromise()
        .then((r) => ({ data: r.data?.videoPublish, error: r.error })),
    );
  const media = fromCallback<EventObject, RoomMediaInput>(({ sendBack }) => {
    let closed = false;
    let publisher: { close: () => void } | null = null;
    local.stream().then(
      (stream) => {
        if (closed) return;
        publisher = startPublisher({
          seams,
          stream,
          publish,
          onLink: (event) =>
            sendBack({ type: event === 'established' ? 'connection.established' : 'connection.lost' }),
        });
      },
      () => {
        if (!closed) sendBack({ type: 'connection.lost' });
      },
    );
    return () => {
      closed = true;
      publisher?.close();
    };
  });
  const logic = videoRoomMachine.provide({
    actors: { signalling: roomSignalling(client, attendanceId), media },
  });
  /** The notary's command, as the machine emitted it; a refusal reaches the app's error policy. */
  const command = (command: RoomCommand) =>
    client.mutation(VideoRoomCommandMutation, { uuid, attendanceId, command }).toPromise();
  return { logic, remote, command };
}
