/**
 * The log scan of `npm test` (decision 026): the services' logs of the whole run (vitest's ministries
 * and gateways, and the portal the e2e suite drives) must not hold a seeded PIN, a passport number, a
 * card number the tests use, a JWT or an invitation token. The test harnesses write those logs under
 * test-results/logs/; scripts/test.ts runs this scan after vitest and e2e and counts it as a check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uuidPattern } from '../machines/fields/tokens';
import { registryOnlyCitizens, seedPeople } from '../ministry/db/seed';
import { root } from './processes';

export const testLogsDir = join(root, 'test-results', 'logs');

export type SecretKind = 'PIN' | 'passport number' | 'card number' | 'JWT' | 'invitation token';

export interface Secret {
  kind: SecretKind;
  pattern: RegExp;
}

export interface Hit {
  kind: SecretKind;
  file: string;
  line: number;
  /** The line around the find, with the find itself masked: the report must not leak it again. */
  excerpt: string;
}

// The cards the test suites pay with: the sandbox card, the card the sandbox declines, and the others
// the tests type (docs/sandbox.md).
export const cardsUsed = ['4444444444444448', '4000000000000002', '4111111111111111', '4444444444444444'];

/**
 * Digits as a whole number only: log lines carry long digit runs of their own (times, sizes). Not a
 * whole path segment either: an id in a logged path is the caller's (the fuzz suite sends seeded
 * values as ids, and a seeded vehicle's id equals a passport number), while these services take PINs
 * and passport numbers in bodies and queries, which are never logged.
 */
const standalone = (digits: string) => new RegExp(`(?<![0-9/])${digits}(?![0-9])`, 'g');

/** Every secret the scan looks for: the seeded people's own, and the shapes of tokens. */
export function secrets(): Secret[] {
  const people = [...seedPeople, ...registryOnlyCitizens];
  const list: Secret[] = [];
  for (const person of people) {
    list.push({ kind: 'PIN', pattern: standalone(person.pin) });
    list.push({ kind: 'passport number', pattern: standalone(person.passnum) });
    list.push({
      kind: 'passport number',
      pattern: new RegExp(`${person.passserial} ?${person.passnum}`, 'gi'),
    });
  }
  for (const card of cardsUsed) {
    const groups = card.match(/.{4}/g)!;
    list.push({
      kind: 'card number',
      pattern: new RegExp(`(?<![0-9])${groups.join('[ -]?')}(?![0-9])`, 'g'),
    });
  }
  // A JWT: header and payload are base64 JSON, so both start with eyJ.
  list.push({ kind: 'JWT', pattern: /eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g });
  // An invitation token where one travels (the ministry's path, the SMS link), unless blanked.
  list.push({
    kind: 'invitation token',
    pattern: /(?:invitations\/|[?&]invite=)(?!\[redacted\]|:token\b)[A-Za-z0-9_-]{8,}/g,
  });
  // And anywhere: 24 random bytes in base64url are 32 characters mixing cases and digits.
  list.push({
    kind: 'invitation token',
    pattern:
      /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[0-9])[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/g,
  });
  return list;
}

/** The finds in one text (a log file's content), line by line. */
export function scanText(text: string, file: string, list: Secret[] = secrets()): Hit[] {
  const hits: Hit[] = [];
  text.split('\n').forEach((line, index) => {
    // A uuid is an id, not a secret, though a random one may hold a seeded passport number's seven
    // digits: the logs keep uuids whole (ministry/logger.ts), so the scan reads them as blanks.
    const content = line.replace(uuidPattern, (id) => '-'.repeat(id.length));
    for (const { kind, pattern } of list) {
      pattern.lastIndex = 0;
      const match = pattern.exec(content);
      if (!match) continue;
      const start = Math.max(0, match.index - 60);
      const excerpt = `${content.slice(start, match.index)}<${kind}>${content.slice(match.index + match[0].length, match.index + match[0].length + 60)}`;
      hits.push({ kind, file, line: index + 1, excerpt });
    }
  });
  return hits;
}

export interface LogScan {
  files: { name: string; lines: number }[];
  hits: Hit[];
}

/** Scans every log file under `dir` whose name starts with one of `prefixes`. */
export function scanLogs(dir: string = testLogsDir, prefixes: string[] = ['']): LogScan {
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.ndjson') && prefixes.some((prefix) => name.startsWith(prefix)))
        .sort()
    : [];
  const list = secrets();
  const files: LogScan['files'] = [];
  const hits: Hit[] = [];
  for (const name of names) {
    const text = readFileSync(join(dir, name), 'utf8');
    files.push({ name, lines: text.split('\n').filter(Boolean).length });
    hits.push(...scanText(text, name, list));
  }
  return { files, hits };
}

/** One secret of each kind, planted in log-like lines: a scan that finds fewer is broken. */
export function plantedFixture(): string {
  const person = seedPeople[0]!;
  return [
    `{"msg":"x","pin":"${person.pin}"}`,
    `{"msg":"x","passport":"${person.passserial}${person.passnum}"}`,
    `{"msg":"x","card":"${cardsUsed[0]!.replace(/(.{4})/g, '$1 ').trim()}"}`,
    '{"msg":"x","auth":"Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"}',
    '{"msg":"x","url":"/api/invitations/Zq3xT9v0Lw8sYk2mRb7nHc4pJd6fGa1e/accept"}',
  ].join('\n');
}

/**
 * The check of `npm test`: the scanner finds each planted secret, the expected logs exist and are not
 * empty (so the scan cannot pass on nothing), and the logs hold no secret. Answers the failures.
 */
export function checkTestLogs(expected: { prefix: string; minLines: number }[]): string[] {
  const failures: string[] = [];
  const planted = new Set(scanText(plantedFixture(), 'fixture').map((hit) => hit.kind));
  for (const kind of ['PIN', 'passport number', 'card number', 'JWT', 'invitation token'] as const) {
    if (!planted.has(kind)) failures.push(`the scanner does not find a planted ${kind}`);
  }
  const { files, hits } = scanLogs(
    testLogsDir,
    expected.map((e) => e.prefix),
  );
  for (const { prefix, minLines } of expected) {
    const lines = files.filter((f) => f.name.startsWith(prefix)).reduce((sum, f) => sum + f.lines, 0);
    if (lines < minLines) {
      failures.push(
        `expected at least ${minLines} log lines in test-results/logs/${prefix}*.ndjson, found ${lines}`,
      );
    }
  }
  for (const hit of hits.slice(0, 50))
    failures.push(`${hit.kind} in ${hit.file}:${hit.line}: ${hit.excerpt}`);
  if (hits.length > 50) failures.push(`... and ${hits.length - 50} more`);
  const total = files.reduce((sum, f) => sum + f.lines, 0);
  console.log(`log scan: ${files.length} files, ${total} lines, ${hits.length} secrets found`);
  return failures;
}
