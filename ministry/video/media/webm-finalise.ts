/**
 * Finalises a WebM written live (decision 043): werift's writer streams an unknown-size Segment
 * and unknown-size Clusters, with a placeholder Duration. After a normal stop or a crash alike,
 * this walks the file's EBML structure, cuts it after the last complete element, writes Cues (one
 * per cluster), the real Duration and the Segment's size. A file whose header, tracks or first
 * frame are missing cannot be finalised and is reported as such: nothing unchecked is called complete.
 */
import { open } from 'node:fs/promises';

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
  void: 0xec,
} as const;

const topLevel = new Set<number>([ID.seekHead, ID.info, ID.tracks, ID.cluster, ID.cues, ID.void]);

type Header = {
  id: number;
  size: number | undefined;
  dataStart: number;
  sizeStart: number;
  sizeLength: number;
};

/** Reads an element id (1-4 bytes, marker bits kept) and its size vint; undefined past the end. */
function readHeader(buf: Buffer, at: number): Header | undefined {
  const first = buf[at];
  if (first === undefined || first === 0) return undefined;
  const idLength = Math.clz32(first) - 23;
  if (idLength > 4 || at + idLength > buf.length) return undefined;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + (buf[at + i] as number);
  const sizeStart = at + idLength;
  const sizeFirst = buf[sizeStart];
  if (sizeFirst === undefined || sizeFirst === 0) return undefined;
  const sizeLength = Math.clz32(sizeFirst) - 23;
  if (sizeStart + sizeLength > buf.length) return undefined;
  let size = sizeFirst & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = buf[sizeStart + i] as number;
    if (byte !== 0xff) allOnes = false;
    size = size * 256 + byte;
  }
  return { id, size: allOnes ? undefined : size, dataStart: sizeStart + sizeLength, sizeStart, sizeLength };
}

function readUint(buf: Buffer, start: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (buf[start + i] as number);
  return value;
}

function encodeSize(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      out[0] = (out[0] as number) | (0x80 >> (length - 1));
      return out;
    }
  }
  throw new Error('EBML size too large');
}

/** The size `value` as a vint of exactly `length` bytes, to overwrite an unknown size in place. */
function fixedSize(value: number, length: number): Buffer | undefined {
  if (value >= 2 ** (7 * length) - 1) return undefined;
  const out = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] = (out[0] as number) | (0x80 >> (length - 1));
  return out;
}

function encodeUint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return Buffer.from(bytes);
}

function element(id: number, data: Buffer): Buffer {
  const idBytes = encodeUint(id);
  return Buffer.concat([idBytes, encodeSize(data.length), data]);
}

export type WebmInspection = {
  /** Why the file cannot be finalised; undefined when it can. */
  problem?: string;
  /** Where the last complete element ends (the file is cut there). */
  validEnd: number;
  segmentSizeStart: number;
  segmentSizeLength: number;
  segmentDataStart: number;
  durationAt?: { start: number; length: number };
  /** Start of existing Cues (rebuilt on finalising), if any. */
  cuesStart?: number;
  clusters: { position: number; timecode: number; sizeStart: number; sizeLength: number; end: number }[];
  /** Track number -> 1 video, 2 audio. */
  trackTypes: Map<number, number>;
  blocksByTrack: Map<number, number>;
  /** Time of the last frame, ms from the start. */
  lastTimeMs: number;
};

/** Walks the file as written by the recorder; stops at the first incomplete or unknown element. */
export function inspectWebm(buf: Buffer): WebmInspection {
  const result: WebmInspection = {
    validEnd: 0,
    segmentSizeStart: 0,
    segmentSizeLength: 0,
    segmentDataStart: 0,
    clusters: [],
    trackTypes: new Map(),
    blocksByTrack: new Map(),
    lastTimeMs: 0,
  };
  const ebml = readHeader(buf, 0);
  if (!ebml || ebml.id !== ID.ebml || ebml.size === undefined || ebml.dataStart + ebml.size > buf.length)
    return { ...result, problem: 'no EBML header' };
  const segment = readHeader(buf, ebml.dataStart + ebml.size);
  if (!segment || segment.id !== ID.segment) return { ...result, problem: 'no Segment' };
  result.segmentSizeStart = segment.sizeStart;
  result.segmentSizeLength = segment.sizeLength;
  result.segmentDataStart = segment.dataStart;
  const end =
    segment.size === undefined ? buf.length : Math.min(buf.length, segment.dataStart + segment.size);
  let at = segment.dataStart;
  result.validEnd = at;
  let sawInfo = false;
  while (at < end) {
    const child = readHeader(buf, at);
    if (!child || !topLevel.has(child.id)) break;
    if (child.id === ID.cues) {
      result.cuesStart = at;
      break;
    }
    if (child.id === ID.cluster) {
      const clusterEnd = child.size === undefined ? end : Math.min(end, child.dataStart + child.size);
      let inner = child.dataStart;
      let timecode: number | undefined;
      let clusterValidEnd = at;
      while (inner < clusterEnd) {
        const part = readHeader(buf, inner);
        if (!part || part.size === undefined || part.dataStart + part.size > clusterEnd) break;
        if (part.id === ID.timecode) {
          timecode = readUint(buf, part.dataStart, part.size);
          result.clusters.push({
            position: at - segment.dataStart,
            timecode,
            sizeStart: child.sizeStart,
            sizeLength: child.sizeLength,
            end: 0,
          });
        } else if (part.id === ID.simpleBlock) {
          if (timecode === undefined || part.size < 4) break;
          // A block starts with its track number (a vint, one byte for tracks 1-126) and an int16 time.
          const trackByte = buf[part.dataStart] as number;
          if ((trackByte & 0x80) === 0) break;
          const track = trackByte & 0x7f;
          const relative = buf.readInt16BE(part.dataStart + 1);
          result.blocksByTrack.set(track, (result.blocksByTrack.get(track) ?? 0) + 1);
          result.lastTimeMs = Math.max(result.lastTimeMs, timecode + relative);
        } else if (topLevel.has(part.id) || part.id === ID.cues) {
          break;
        } else if (part.id !== ID.blockGroup && part.id !== ID.void) {
          break;
        }
        inner = part.dataStart + part.size;
        clusterValidEnd = inner;
      }
      if (timecode === undefined) break;
      const last = result.clusters[result.clusters.length - 1];
      if (last) last.end = clusterValidEnd;
      result.validEnd = clusterValidEnd;
      if (inner < clusterEnd && child.size !== undefined) break;
      at = clusterValidEnd;
      if (at < end) {
        const next = readHeader(buf, at);
        if (!next || !topLevel.has(next.id)) break;
      }
      continue;
    }
    if (child.size === undefined || child.dataStart + child.size > end) break;
    if (child.id === ID.info) {
      sawInfo = true;
      let inner = child.dataStart;
      while (inner < child.dataStart + child.size) {
        const part = readHeader(buf, inner);
        if (!part || part.size === undefined) break;
        if (part.id === ID.duration) result.durationAt = { start: part.dataStart, length: part.size };
        inner = part.dataStart + part.size;
      }
    } else if (child.id === ID.tracks) {
      let inner = child.dataStart;
      while (inner < child.dataStart + child.size) {
        const entry = readHeader(buf, inner);
        if (!entry || entry.size === undefined) break;
        if (entry.id === ID.trackEntry) {
          let field = entry.dataStart;
          let number: number | undefined;
          let type: number | undefined;
          while (field < entry.dataStart + entry.size) {
            const part = readHeader(buf, field);
            if (!part || part.size === undefined) break;
            if (part.id === ID.trackNumber) number = readUint(buf, part.dataStart, part.size);
            if (part.id === ID.trackType) type = readUint(buf, part.dataStart, part.size);
            field = part.dataStart + part.size;
          }
          if (number !== undefined && type !== undefined) result.trackTypes.set(number, type);
        }
        inner = entry.dataStart + entry.size;
      }
    }
    at = child.dataStart + child.size;
    result.validEnd = at;
  }
  if (!sawInfo || !result.durationAt) return { ...result, problem: 'no Info with Duration' };
  if (result.trackTypes.size === 0) return { ...result, problem: 'no Tracks' };
  if (result.blocksByTrack.size === 0) return { ...result, problem: 'no frame' };
  return result;
}

export type FinaliseResult = {
  complete: boolean;
  problem?: string;
  durationMs: number;
  hasAudio: boolean;
  hasVideo: boolean;
};

/**
 * Makes the file at `path` a finished WebM in place, or says why it cannot. Idempotent: an already
 * finalised file gets the same Cues, Duration and size again.
 */
export async function finaliseWebm(path: string): Promise<FinaliseResult> {
  const handle = await open(path, 'r+');
  try {
    const buf = await handle.readFile();
    const found = inspectWebm(buf);
    const kinds = [...found.blocksByTrack.keys()].map((track) => found.trackTypes.get(track));
    const hasVideo = kinds.includes(1);
    const hasAudio = kinds.includes(2);
    if (found.problem || !found.durationAt)
      return { complete: false, problem: found.problem ?? 'no Duration', durationMs: 0, hasAudio, hasVideo };
    const videoTrack = [...found.trackTypes].find(([, type]) => type === 1)?.[0] ?? 1;
    const cues = element(
      ID.cues,
      Buffer.concat(
        found.clusters.map((cluster) =>
          element(
            ID.cuePoint,
            Buffer.concat([
              element(ID.cueTime, encodeUint(cluster.timecode)),
              element(
                ID.cueTrackPositions,
                Buffer.concat([
                  element(ID.cueTrack, encodeUint(videoTrack)),
                  element(ID.cueClusterPosition, encodeUint(cluster.position)),
                ]),
              ),
            ]),
          ),
        ),
      ),
    );
    const cut = found.cuesStart ?? found.validEnd;
    await handle.truncate(cut);
    await handle.write(cues, 0, cues.length, cut);
    // One more frame's worth so the last frame has a duration.
    const durationMs = found.lastTimeMs + 20;
    const duration = Buffer.alloc(found.durationAt.length);
    if (found.durationAt.length === 8) duration.writeDoubleBE(durationMs);
    else if (found.durationAt.length === 4) duration.writeFloatBE(durationMs);
    else return { complete: false, problem: 'odd Duration size', durationMs: 0, hasAudio, hasVideo };
    await handle.write(duration, 0, duration.length, found.durationAt.start);
    // Sizes written, so a reader never meets an unknown-size element inside a sized one.
    for (const cluster of found.clusters) {
      const clusterSize = fixedSize(
        cluster.end - (cluster.sizeStart + cluster.sizeLength),
        cluster.sizeLength,
      );
      if (!clusterSize)
        return {
          complete: false,
          problem: 'cluster too large for its size field',
          durationMs,
          hasAudio,
          hasVideo,
        };
      await handle.write(clusterSize, 0, clusterSize.length, cluster.sizeStart);
    }
    const size = fixedSize(cut + cues.length - found.segmentDataStart, found.segmentSizeLength);
    if (!size)
      return {
        complete: false,
        problem: 'segment too large for its size field',
        durationMs,
        hasAudio,
        hasVideo,
      };
    await handle.write(size, 0, size.length, found.segmentSizeStart);
    await handle.sync();
    return { complete: true, durationMs, hasAudio, hasVideo };
  } finally {
    await handle.close();
  }
}
