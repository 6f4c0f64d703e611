/**
 * One participant's RTP into WebM blocks (decisions 043 and 049): werift's processors (jitter buffer,
 * depacketizer, WebM writer) with this project's own clock.
 * werift's recorder times a track by adding each packet's step truncated to a whole millisecond: a
 * 30 fps video loses a third of a millisecond a frame, two frames captured within a millisecond of each
 * other (a busy machine bunches Chromium's canvas captures) get the same time, and a sender's
 * timestamp stepping back makes the file go back. ffmpeg reported these as "non monotonically
 * increasing dts", and a player may stutter there.
 */
import type { MediaStreamTrack } from 'werift';
import {
  type CodecFrame,
  DepacketizeCallback,
  JitterBufferCallback,
  RtpSourceCallback,
  WebmCallback,
  type WebmOutput,
} from 'werift/nonstandard';

const wrap = 2 ** 32;

/**
 * Milliseconds since a track's first packet, from its 32-bit RTP timestamps unwrapped: exact, not a
 * sum of rounded steps. A jump of more than half the range is the counter wrapping (either way).
 */
export function rtpClock(clockRate: number): (timestamp: number) => number {
  let first: number | undefined;
  let last = 0;
  let cycles = 0;
  return (timestamp) => {
    if (first === undefined) {
      first = timestamp;
      last = timestamp;
    }
    const step = timestamp - last;
    if (step < -wrap / 2) cycles += 1;
    else if (step > wrap / 2) cycles -= 1;
    last = timestamp;
    return Math.round(((timestamp + cycles * wrap - first) / clockRate) * 1000);
  };
}

/**
 * A track's frame times made strictly increasing without dropping a frame (a VP8 frame depends on the
 * ones before it): a frame at or before the previous one is written a millisecond after it, and the
 * frames after it keep their spacing (the whole rest of the track moves by the same amount).
 */
export function strictlyIncreasing(): (time: number) => number {
  let last = Number.NEGATIVE_INFINITY;
  let shift = 0;
  return (time) => {
    if (time + shift <= last) shift = last + 1 - time;
    last = time + shift;
    return last;
  };
}

export interface WebmPipeline {
  /** Stops taking packets. The blocks already made are still delivered. */
  stop(): void;
}

/**
 * Writes `tracks` (VP8 and Opus) as one WebM stream: `output` gets the header, the clusters and the
 * blocks in order. Video goes through a jitter buffer (packets back in sequence order) before its
 * frames are put together; each track has its own clock, from its first packet.
 */
export function webmPipeline(
  tracks: MediaStreamTrack[],
  options: { width: number; height: number },
  output: (chunk: WebmOutput) => void,
): WebmPipeline {
  const inputs = tracks.map((track, i) => {
    const video = track.kind === 'video';
    return video
      ? {
          track,
          kind: 'video' as const,
          codec: 'VP8' as const,
          clockRate: 90_000,
          trackNumber: i + 1,
          width: options.width,
          height: options.height,
        }
      : { track, kind: 'audio' as const, codec: 'OPUS' as const, clockRate: 48_000, trackNumber: i + 1 };
  });
  const webm = new WebmCallback(inputs, { duration: 24 * 60 * 60 * 1000 });
  const subscriptions: { unSubscribe: () => void }[] = [];
  const sources = inputs.map((input) => {
    const video = input.kind === 'video';
    const source = new RtpSourceCallback();
    subscriptions.push(input.track.onReceiveRtp.subscribe((rtp) => source.input(rtp.clone())));
    const clock = rtpClock(input.clockRate);
    const increasing = strictlyIncreasing();
    const depacketizer = new DepacketizeCallback(
      input.codec,
      video ? { isFinalPacketInSequence: (header) => header.marker } : {},
    );
    const write = video ? webm.inputVideo : webm.inputAudio;
    depacketizer.pipe(({ frame, eol }) => {
      if (frame) write({ frame: { ...frame, time: increasing(frame.time) } as CodecFrame });
      else if (eol) write({ eol });
    });
    const timed = ({ rtp, eol }: { rtp?: import('werift').RtpPacket; eol?: boolean }) => {
      if (rtp) depacketizer.input({ rtp, time: clock(rtp.header.timestamp) });
      else if (eol) depacketizer.input({ eol });
    };
    if (video) {
      const jitterBuffer = new JitterBufferCallback(input.clockRate);
      source.pipe(jitterBuffer.input);
      jitterBuffer.pipe(timed);
    } else {
      source.pipe(timed);
    }
    return source;
  });
  webm.pipe(async (chunk) => output(chunk));
  return {
    stop() {
      for (const subscription of subscriptions) subscription.unSubscribe();
      for (const source of sources) source.stop();
    },
  };
}
