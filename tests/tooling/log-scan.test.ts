import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { redactTokens } from '../../machines/fields/tokens';
import { registryOnlyCitizens, seedPeople } from '../../ministry/db/seed';
import { redactUrl } from '../../ministry/logger';
import { plantedFixture, scanLogs, scanText } from '../../scripts/log-scan';

// The log scan of npm test (scripts/log-scan.ts) must find what it looks for, or its "zero hits"
// would mean nothing: each kind of secret planted in a log line is found, each redacted form is not,
// and ordinary log lines (times, sizes, uuids, act numbers) are not taken for secrets.

const person = seedPeople.find((p) => p.roles.includes('applicant'))!;
const invite = 'Zq3xT9v0Lw8sYk2mRb7nHc4pJd6fGa1e';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2lkIjoiYWJjIn0.c2lnbmF0dXJl';

describe('the log scan', () => {
  const dir = mkdtempSync(join(tmpdir(), 'log-scan-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds one secret of each kind in its planted fixture', () => {
    const found = scanText(plantedFixture(), 'fixture');
    expect([...new Set(found.map((hit) => hit.kind))]).toEqual([
      'PIN',
      'passport number',
      'card number',
      'JWT',
      'invitation token',
    ]);
    // Each planted line is found.
    expect(new Set(found.map((hit) => hit.line)).size).toBe(plantedFixture().split('\n').length);
  });

  it.each([
    ['a seeded PIN', `{"msg":"refused","detail":"no citizen ${person.pin}"}`, 'PIN'],
    ['a registry-only PIN', `{"pin":"${registryOnlyCitizens[0]!.pin}"}`, 'PIN'],
    ['a passport number alone', `{"detail":"passnum ${person.passnum} unknown"}`, 'passport number'],
    ['series and number', `{"detail":"${person.passserial} ${person.passnum}"}`, 'passport number'],
    ['a card number, grouped', '{"card":"4444 4444 4444 4448"}', 'card number'],
    ['a card number, plain', '{"card":"4000000000000002"}', 'card number'],
    ['a JWT', `{"auth":"Bearer ${jwt}"}`, 'JWT'],
    ['an invitation path', `{"url":"/api/invitations/${invite}/accept"}`, 'invitation token'],
    ['an SMS link', `{"text":"https://portal/enotarial_act/x?invite=abcdefgh12"}`, 'invitation token'],
    ['a token in another query key', `{"url":"/api/regions?regionId=${invite}"}`, 'invitation token'],
  ])('finds %s', (_name, line, kind) => {
    expect(scanText(line, 'x').map((hit) => hit.kind)).toContain(kind);
  });

  it('reports where and what, never the secret itself', () => {
    const [hit] = scanText(`first line\n{"pin":"${person.pin}"}`, 'ministry.ndjson');
    expect(hit).toMatchObject({ kind: 'PIN', file: 'ministry.ndjson', line: 2 });
    expect(hit?.excerpt).toBe('{"pin":"<PIN>"}');
  });

  it('takes the redacted forms and ordinary lines for what they are', () => {
    const lines = [
      `{"level":30,"time":1795409011283,"pid":4242,"msg":"request completed","responseTime":12.5}`,
      `{"req":{"url":"${redactUrl(`/api/invitations/${invite}/accept?pin=${person.pin}`)}"}}`,
      `{"path":"${redactTokens(`/api/notarial_act/by_rid/12/x?invite=${invite}&t=${jwt}`)}"}`,
      '{"path":"/api/notarial_act/3f2b8c1e-5d4a-4c6b-9e8f-1a2b3c4d5e6f/events","regnum":"NA-2025-000012"}',
      '{"msg":"authentication event","subject":"passport:9f86d081884c7d65"}',
      '{"card":"**** 4448","amount":250000000}',
    ];
    expect(scanText(lines.join('\n'), 'x')).toEqual([]);
  });

  it('keeps a uuid whole in a logged URL, and does not take its digits for a passport number', () => {
    // A random uuid holds seven digits in a row, here a seeded passport number's, now and then.
    const id = `${person.passnum}a-5c05-4666-b39f-62102e6819f4`;
    const url = redactUrl(`/api/notarial_act/${id}/events?pin=${person.pin}`);
    expect(url).toBe(`/api/notarial_act/${id}/events?pin=[redacted]`);
    expect(scanText(`{"req":{"url":"${url}"}}`, 'x')).toEqual([]);
    // Outside a uuid the same digits are still blanked, and still found where they were not.
    expect(redactUrl(`/api/x/${person.passnum}/y`)).toBe('/api/x/[redacted]/y');
    expect(scanText(`{"msg":"passport ${person.passnum} checked"}`, 'x')).toHaveLength(1);
  });

  it('scans every log file of a folder and counts their lines', () => {
    writeFileSync(join(dir, 'vitest-ministry-1.ndjson'), '{"msg":"a"}\n{"msg":"b"}\n');
    writeFileSync(join(dir, 'vitest-gateway-1.ndjson'), `{"path":"/api/invitations/${invite}"}\n`);
    writeFileSync(join(dir, 'other.txt'), `${person.pin}\n`);
    const { files, hits } = scanLogs(dir);
    expect(files).toEqual([
      { name: 'vitest-gateway-1.ndjson', lines: 1 },
      { name: 'vitest-ministry-1.ndjson', lines: 2 },
    ]);
    expect(new Set(hits.map((hit) => `${hit.file}: ${hit.kind}`))).toEqual(
      new Set(['vitest-gateway-1.ndjson: invitation token']),
    );
  });
});
