import type { InspectionEventRecord } from '../replay/inspect.schema';
import { inspectVersion } from '../replay/inspect.schema';
import { redact, redacted } from '../replay/redact';
import { type BrowserTraceBatch, traceLimits } from './browser-trace.schema';

/**
 * The browser trace recorder (issue 14, decision 061): XState inspection events of the SPA's actors
 * (`@xstate.actor`, `@xstate.event`, `@xstate.snapshot`), kept in `@statelyai/inspect`'s event format,
 * redacted (machines/replay/redact.ts, plus the login name and every key that ends in a name), with no
 * image at all: camera frames, best shots and anything binary are dropped, not redacted. Capped per
 * trace (events and bytes) and cut into batches. Pure: the caller passes the instant of each event
 * and decides when a batch goes out.
 */

/** The parts of XState's InspectionEvent the recorder reads (structural: no actor is touched). */
export interface LiveInspectionEvent {
  type: string;
  rootId?: string;
  actorRef?: {
    sessionId: string;
    id?: string;
    logic?: unknown;
    _parent?: { sessionId: string } | undefined;
  };
  sourceRef?: { sessionId: string } | undefined;
  event?: unknown;
  snapshot?: unknown;
}

/** Events that carry a camera frame (captured, sent, analysed): dropped whole. */
const frameEvent = /frame|bestshot|camera\.captured|photo/i;
/** Keys whose value is a picture or a media object: the key is dropped whole. */
const imageKey =
  /^(image|images|frame|frames|pendingFrame|lastFrame|bestShot|bestshot|photo|photos|faceImage|jpeg|blob|canvas|video|stream|mediaStream|track|tracks)$/i;
/** Keys redact.ts does not know of that still name a person or carry a secret. */
const extraPersonalKey = /^(userid|login|jwt|orgname|issueorg|credentials)$|name$|fio$|phone$|pin$/i;
const dataImage = /^data:(image|video)\//i;
const maxDepth = 8;
const maxArray = 50;
const maxText = 500;

/** An actor ref met inside a context or an event: its session id, so the replay can follow it. */
const isActorRef = (value: object): value is { sessionId: string } =>
  typeof (value as { sessionId?: unknown }).sessionId === 'string' &&
  typeof (value as { send?: unknown }).send === 'function';

/**
 * A value as plain JSON without pictures or binary data: actor refs become `{ actor: sessionId }`,
 * functions vanish, class instances become their class name, depth and lengths are bounded.
 */
export function plainOf(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    if (dataImage.test(value)) return undefined;
    // Prose (a message, a greeting, a search typed in) may name anybody; states, keys, ids and paths
    // have no spaces.
    if (/\s/.test(value)) return redacted;
    return value.length > maxText ? `${value.slice(0, maxText)}…` : value;
  }
  if (typeof value !== 'object') return undefined;
  if (depth >= maxDepth) return '[deep]';
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return undefined;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value.slice(0, maxArray)) {
      const plain = plainOf(item, depth + 1);
      if (plain !== undefined) out.push(plain);
    }
    return out;
  }
  if (isActorRef(value)) return { actor: value.sessionId };
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    if (value instanceof Error) return { error: value.name, message: value.message.slice(0, maxText) };
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    const name = (proto as { constructor?: { name?: string } }).constructor?.name ?? 'object';
    // Blobs, ImageData, ImageBitmap, canvases, media streams: nothing of them is kept.
    if (/blob|file|image|bitmap|canvas|media|video|track|buffer/i.test(name)) return undefined;
    return `[${name}]`;
  }
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (imageKey.test(key)) continue;
    if (extraPersonalKey.test(key) && inner !== null && inner !== undefined) {
      out[key] = redacted;
      continue;
    }
    const plain = plainOf(inner, depth + 1);
    if (plain !== undefined) out[key] = plain;
  }
  return out;
}

/** Plain, then redacted: what a trace may keep of any value. */
export const traceable = <T>(value: T): T => redact(plainOf(value)) as T;

/**
 * `value` with every occurrence of `words` (any case) replaced: the ministry scrubs what it stores of
 * the session's own user (their PIN, passport, phone and names), whatever key or text holds them.
 */
export function scrubWords<T>(value: T, words: readonly string[]): T {
  const wanted = words.filter((word) => word.trim().length >= 3);
  if (wanted.length === 0) return value;
  const escaped = wanted.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(escaped.join('|'), 'giu');
  const walk = (inner: unknown): unknown => {
    if (typeof inner === 'string') return inner.replace(pattern, redacted);
    if (Array.isArray(inner)) return inner.map(walk);
    if (inner === null || typeof inner !== 'object') return inner;
    return Object.fromEntries(Object.entries(inner).map(([key, v]) => [key, walk(v)]));
  };
  return walk(value) as T;
}

function machineIdOf(actorRef: NonNullable<LiveInspectionEvent['actorRef']>): string {
  const config = (actorRef.logic as { config?: { id?: unknown } } | undefined)?.config;
  const id = typeof config?.id === 'string' ? config.id : undefined;
  // A machine by its id (what the replay's registry looks up: an invoked actor's id may differ);
  // other logic (a promise, a callback) by the actor's id, as @statelyai/inspect names it.
  return (id ?? actorRef.id ?? actorRef.sessionId).slice(0, 128);
}

function snapshotOf(snapshot: unknown): Record<string, unknown> {
  if (snapshot === null || typeof snapshot !== 'object') return {};
  const s = snapshot as { status?: unknown; value?: unknown; context?: unknown };
  const out: Record<string, unknown> = {};
  if (typeof s.status === 'string') out.status = s.status;
  if (s.value !== undefined) out.value = plainOf(s.value);
  if (s.context !== undefined) out.context = traceable(s.context);
  return out;
}

const eventTypeOf = (event: unknown): string =>
  event !== null && typeof event === 'object' && typeof (event as { type?: unknown }).type === 'string'
    ? (event as { type: string }).type
    : '';

/**
 * One live inspection event as the record a trace keeps; null for what a trace never keeps (frame
 * events, the other inspection kinds, an event of no actor).
 */
export function toRecord(
  event: LiveInspectionEvent,
  at: number,
  scope?: string,
): InspectionEventRecord | null {
  const actorRef = event.actorRef;
  if (!actorRef) return null;
  // Each actor system numbers its actors from x:0: a page's own system is told apart by its scope.
  const id = (sessionId: string) => (scope ? `${scope}/${sessionId}` : sessionId).slice(0, 128);
  const idOrNull = (sessionId: string | undefined | null) => (sessionId ? id(sessionId) : null);
  const envelope = {
    sessionId: id(actorRef.sessionId),
    rootId: idOrNull(event.rootId),
    createdAt: String(Math.trunc(at)),
    id: null,
    _version: inspectVersion,
  };
  switch (event.type) {
    case '@xstate.actor':
      return {
        ...envelope,
        type: '@xstate.actor',
        name: machineIdOf(actorRef),
        parentId: idOrNull(actorRef._parent?.sessionId),
        snapshot: snapshotOf((actorRef as { getSnapshot?: () => unknown }).getSnapshot?.()),
      };
    case '@xstate.event': {
      const type = eventTypeOf(event.event);
      if (type === '' || frameEvent.test(type)) return null;
      return {
        ...envelope,
        type: '@xstate.event',
        event: { ...traceable(event.event as Record<string, unknown>), type: type.slice(0, 128) },
        sourceId: idOrNull(event.sourceRef?.sessionId),
      };
    }
    case '@xstate.snapshot': {
      const type = eventTypeOf(event.event);
      if (frameEvent.test(type)) return null;
      return {
        ...envelope,
        type: '@xstate.snapshot',
        event: { ...traceable(event.event as Record<string, unknown>), type: type.slice(0, 128) },
        snapshot: snapshotOf(event.snapshot),
      };
    }
    default:
      return null;
  }
}

/**
 * A stored record made safe again (the ministry does not trust the page): the event's payload and the
 * snapshot's context redacted, and, given `words`, scrubbed of them; the envelope (ids, the actor's
 * name, the state value) is kept as it is, since the replay reads it.
 */
export function redactRecord(
  record: InspectionEventRecord,
  words: readonly string[] = [],
): InspectionEventRecord {
  const safe = <T>(value: T): T => scrubWords(redact(plainOf(value)) as T, words);
  switch (record.type) {
    case '@xstate.actor':
      return { ...record, snapshot: snapshotSafe(record.snapshot, safe) };
    case '@xstate.event':
      return { ...record, event: { ...safe(record.event), type: record.event.type } };
    case '@xstate.snapshot':
      return {
        ...record,
        event: { ...safe(record.event), type: record.event.type },
        snapshot: snapshotSafe(record.snapshot, safe),
      };
  }
}

function snapshotSafe<S extends { context?: unknown; output?: unknown }>(
  snapshot: S,
  safe: <T>(v: T) => T,
): S {
  const { output: _output, ...rest } = snapshot;
  return rest.context === undefined ? (rest as S) : ({ ...rest, context: safe(rest.context) } as S);
}

export interface RecorderOptions {
  traceId: string;
  maxEvents?: number;
  maxBytes?: number;
  batchEvents?: number;
  batchBytes?: number;
}

export interface Recorder {
  /**
   * Keeps one inspection event (converted, redacted) unless the trace is capped; answers whether kept.
   * `scope` names the actor system of a page's own actors (their ids are prefixed with it).
   */
  record(event: LiveInspectionEvent, at: number, scope?: string): boolean;
  /** The next batch to send (oldest events first, at most `maxBytes` of them), or null when nothing waits. */
  takeBatch(maxBytes?: number): BrowserTraceBatch | null;
  /** Events waiting for a batch. */
  readonly pending: number;
  readonly recorded: number;
  readonly bytes: number;
  readonly capped: boolean;
}

/** A recorder for one trace (see the module comment). */
export function createRecorder(options: RecorderOptions): Recorder {
  const maxEvents = options.maxEvents ?? traceLimits.events;
  const maxBytes = options.maxBytes ?? traceLimits.bytes;
  const batchEvents = options.batchEvents ?? traceLimits.batchEvents;
  const batchBytes = options.batchBytes ?? traceLimits.batchBytes;
  const queue: { record: InspectionEventRecord; bytes: number }[] = [];
  let recorded = 0;
  let bytes = 0;
  let capped = false;
  let seq = 0;
  return {
    record(event, at, scope) {
      if (capped) return false;
      const record = toRecord(event, at, scope);
      if (record === null) return false;
      const size = JSON.stringify(record).length;
      if (recorded + 1 > maxEvents || bytes + size > maxBytes || seq >= traceLimits.batches) {
        capped = true;
        return false;
      }
      queue.push({ record, bytes: size });
      recorded += 1;
      bytes += size;
      return true;
    },
    takeBatch(maxBytes = batchBytes) {
      if (queue.length === 0) return null;
      const limit = Math.min(maxBytes, batchBytes);
      let count = 0;
      let size = 0;
      while (count < queue.length && count < batchEvents) {
        const next = queue[count]!.bytes;
        if (count > 0 && size + next > limit) break;
        size += next;
        count += 1;
      }
      const events = queue.splice(0, count).map((item) => item.record);
      return { traceId: options.traceId, seq: seq++, events, capped };
    },
    get pending() {
      return queue.length;
    },
    get recorded() {
      return recorded;
    },
    get bytes() {
      return bytes;
    },
    get capped() {
      return capped;
    },
  };
}

const rid = /(?:^|\/)(?:kiosk\/)?my_notarial_act\/([0-9]{1,9})(?=[/?#]|$)/;
const uuid =
  /(?:^|\/)(?:kiosk\/)?enotarial_act\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=[/?#]|$)/i;

/**
 * The acts a trace touched: every act page the app was at or was sent to (`/my_notarial_act/:rid`,
 * `/enotarial_act/:uuid`, kiosk ones too), read from any text in the events.
 */
export function actRefsOf(events: readonly InspectionEventRecord[]): { rids: number[]; uuids: string[] } {
  const rids = new Set<number>();
  const uuids = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value === 'string') {
      const r = rid.exec(value);
      if (r) rids.add(Number(r[1]));
      const u = uuid.exec(value);
      if (u) uuids.add(u[1]!.toLowerCase());
      return;
    }
    if (value === null || typeof value !== 'object' || depth > maxDepth) return;
    for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const event of events) visit(event, 0);
  return { rids: [...rids].filter((n) => n > 0), uuids: [...uuids] };
}
