import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Reply } from './harness.js';

// The sandbox ministry's answers as contract.test.ts recorded them (`npm run record:contracts`), one
// JSON file per exchange in tests/gateway/recorded/. The scripted-ministry tests answer with these
// instead of JSON typed by hand, and the contract test fails when the live ministry's answers no
// longer have their shape, so a fixture cannot drift from the ministry it stands for.

export const recordedFolder = fileURLToPath(new URL('./recorded/', import.meta.url));

export interface RecordedRequest {
  method: 'GET' | 'POST';
  /** Below /api, with the query: `notarial_act/list?tab=inprocess`. */
  path: string;
  /** Who asked: `applicant`, `buyer`, `notary`... or `anonymous`. */
  as: string;
  language: string;
  body?: unknown;
}

export interface Recorded<T = unknown> {
  request: RecordedRequest;
  status: number;
  /** content-type and, when present, content-disposition, retry-after and x-refreshed-token. */
  headers: Record<string, string>;
  /** Parsed JSON; the text of a text answer or an event stream; null for a file's bytes. */
  body: T;
}

const cache = new Map<string, Recorded>();

/** The recorded exchange `name` (a file name without `.json`). */
export function recorded<T = unknown>(name: string): Recorded<T> {
  let found = cache.get(name);
  if (!found) {
    found = JSON.parse(readFileSync(`${recordedFolder}${name}.json`, 'utf8')) as Recorded;
    cache.set(name, found);
  }
  // A copy: a test may change it without changing the next test's fixture.
  return structuredClone(found) as Recorded<T>;
}

/** The names of every recording on disk. */
export function recordedNames(): string[] {
  return readdirSync(recordedFolder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** The body of a recording, for tests that take values from it. */
export const recordedBody = <T = unknown>(name: string): T => recorded<T>(name).body;

interface RecordedRegion {
  id: number;
  name: Record<string, string>;
  districts: { id: number; regionId: number; name: Record<string, string> }[];
}

/** The recorded regions as the UI's notary choice selects them (NotaryChoiceRegionsQuery). */
export const selectedRegions = recordedBody<RecordedRegion[]>('regions').map(({ id, name, districts }) => ({
  id,
  name,
  districts: districts.map((d) => ({ id: d.id, name: d.name })),
}));

/**
 * The recorded answer as the scripted ministry's reply: same status, content type and body. The
 * refreshed-token header is left out unless `headers` names one; `body` replaces the recorded body.
 */
export function replay(
  name: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Reply {
  const { status, headers, body } = recorded(name);
  const contentType = headers['content-type'] ?? 'application/json; charset=utf-8';
  const answer = options.body === undefined ? body : options.body;
  return {
    status,
    headers: { 'content-type': contentType, ...options.headers },
    body: typeof answer === 'string' && !contentType.includes('json') ? answer : JSON.stringify(answer),
  };
}

/**
 * The structure of a JSON value without its values: types of leaves, keys of objects, and the
 * distinct structures of an array's items. Two answers with the same shape are read the same way by
 * the gateway's schemas.
 */
export function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const items = new Map<string, unknown>();
    for (const item of value) {
      const shape = shapeOf(item);
      items.set(JSON.stringify(shape), shape);
    }
    return [...items.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, shape]) => shape);
  }
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value;
}

/** Stands for an invitation token; URL-safe, as the token is part of paths and links. */
export const inviteToken = 'invite-token';

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Makes recordings repeatable and free of secrets: each distinct uuid becomes a fixed one numbered in
 * order of appearance, session and liveness tokens (any JWT), invitation tokens and QR images become
 * placeholders. Dates and timestamps stay as recorded.
 */
export function createNormaliser() {
  const uuids = new Map<string, string>();
  const secrets = new Map<string, string>();
  return {
    inviteToken,
    /** `value` is replaced by `placeholder` wherever it appears. */
    secret(value: string, placeholder: string) {
      secrets.set(value, placeholder);
    },
    apply<T>(value: T): T {
      if (value === undefined) return value;
      let text = JSON.stringify(value);
      for (const [secret, placeholder] of secrets) text = text.replaceAll(secret, placeholder);
      text = text
        .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>')
        .replace(/invite=[\w-]+/g, `invite=${inviteToken}`)
        .replace(/data:image\/png;base64,[A-Za-z0-9+/=]+/g, 'data:image/png;base64,<qr-code>')
        .replace(uuidPattern, (found) => {
          const key = found.toLowerCase();
          let fixed = uuids.get(key);
          if (!fixed) {
            fixed = `00000000-0000-4000-8000-${String(uuids.size + 1).padStart(12, '0')}`;
            uuids.set(key, fixed);
          }
          return fixed;
        });
      return JSON.parse(text) as T;
    },
  };
}
