import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMinistry, type Ministry } from '../../ministry/app';
import { seedPeople } from '../../ministry/db/seed';
import { translate } from '../../ministry/i18n';
import { createTestDatabase, drivers } from '../support/ministry';
import { standalone } from '../support/privacy';

const person = seedPeople[0]!;
const inviteToken = 'Zq3xT9v0Lw8sYk2mRb7nHc4pJd6fGa1e';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXZhbHVl';

describe.each(drivers)('ministry logs on %s', (driver) => {
  const lines: string[] = [];
  let ministry: Ministry;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(driver);
    drop = database.drop;
    ministry = await createMinistry({
      ...database.options,
      faceId: false,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    // Routes that fail the way real code can: an exception whose text carries personal data, and a
    // database error whose parameters and server message do.
    ministry.app.get('/api/test/throws', async () => {
      throw new Error(`no citizen ${person.pin} with passport ${person.passserial}${person.passnum}`);
    });
    ministry.app.get('/api/test/bad-query', async () => {
      await ministry.db.execute(sql`select ${person.pin}::int as pin, ${person.passnum}::bool as passnum`);
      return {};
    });
  });
  afterAll(async () => {
    await ministry?.close();
    await drop?.();
  });

  it('writes JSON lines without PIN, passport or token', async () => {
    const { app } = ministry;
    const credentials = { passserial: person.passserial, passnum: person.passnum, pin: person.pin };
    const ok = await app.inject({ method: 'POST', url: '/api/check_before_auth', payload: credentials });
    expect(ok.body).toBe('Ok');
    await app.inject({
      method: 'POST',
      url: '/api/check_before_auth',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer secret-token-value',
        cookie: 'sid=secret-cookie',
      },
      payload: `{"pin":"${person.pin}","passnum":"${person.passnum}"`,
    });
    await app.inject({
      method: 'GET',
      url: `/api/regions?pin=${person.pin}&passnum=${person.passnum}&passserial=${person.passserial}&token=secret-token-value`,
    });
    await app.inject({ method: 'GET', url: `/api/citizens/${person.pin}` });
    // An invitation token in the path (a route and a 404), in a link's query, and a JWT in a path.
    await app.inject({
      method: 'GET',
      url: `/api/invitations/${inviteToken}`,
      headers: { authorization: 'Bearer x' },
    });
    await app.inject({ method: 'POST', url: `/api/invitations/${inviteToken}/accept/more` });
    await app.inject({ method: 'GET', url: `/api/regions?invite=${inviteToken}` });
    await app.inject({ method: 'GET', url: `/api/notarial_act/${jwt}` });

    const thrown = await app.inject({
      method: 'GET',
      url: '/api/test/throws',
      headers: { 'accept-language': 'ru' },
    });
    expect(thrown.statusCode).toBe(500);
    expect(thrown.json()).toEqual({
      code: 'internal_error',
      message: translate('ru', 'errors.internal_error'),
    });

    const failedQuery = await app.inject({ method: 'GET', url: '/api/test/bad-query' });
    expect(failedQuery.statusCode).toBe(500);
    expect(failedQuery.body).not.toContain(person.pin);

    const output = lines.join('');
    const records = lines.map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string } });
    expect(records.filter((r) => r.msg === 'request completed').length).toBeGreaterThanOrEqual(6);
    const errors = records.filter((r) => r.msg === 'unexpected error');
    expect(errors).toHaveLength(2);
    expect(errors[1]?.err?.message).toMatch(/^Failed query: select/);
    expect(output).toContain('/api/regions?pin=[redacted]');
    expect(output).toContain('/api/invitations/[redacted]');
    expect(output).toContain('/api/regions?invite=[redacted]');
    expect(output).not.toContain(inviteToken);
    expect(output).not.toContain(jwt);

    expect(output).not.toMatch(standalone(person.pin));
    expect(output).not.toMatch(standalone(person.passnum));
    expect(output).not.toContain(`${person.passserial}${person.passnum}`);
    expect(output).not.toContain('secret-token-value');
    expect(output).not.toContain('secret-cookie');
  });
});
