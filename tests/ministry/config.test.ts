import { describe, expect, it } from 'vitest';
import { readMinistryConfig } from '../../ministry/config';
import { runEntry } from '../support/entry-process';

// The ministry's configuration (decision 090): every variable through one schema, a malformed value
// refused by name with what it must be, and the process itself stopping with that one line.

const refusal = (env: Record<string, string>) => {
  try {
    readMinistryConfig(env);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('the ministry configuration', () => {
  it('gives the README’s defaults when nothing is set', () => {
    const config = readMinistryConfig({});
    expect(config.MINISTRY_PORT).toBe(8081);
    expect(config.DATA_DIR).toBe('.data/ministry');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.VIDEO_HOST).toBe('127.0.0.1');
    expect(config.MINISTRY_HOST).toBe('127.0.0.1');
    expect(config.DATABASE_POOL_SIZE).toBeUndefined();
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBeUndefined();
    expect(config.DRAIN_DELAY_MS).toBe(0);
    expect(config.NON_ATTENDANCE_INTERVAL_MS).toBeUndefined();
    expect(config.searchRateLimit).toBeUndefined();
    expect(config.profile.portalEnv).toBe('sandbox');
    expect(config.profile.config.SANDBOX_PEOPLE).toBe(true);
  });

  it('reads set values, an empty one as unset', () => {
    const config = readMinistryConfig({
      MINISTRY_PORT: '9091',
      DATA_DIR: '',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SEARCH_RATE_LIMIT: '5',
      KIOSK_RATE_WINDOW_MS: '1000',
      VIDEO_PORT_RANGE: '40000-40100',
      VIDEO_ICE_SERVERS: '[{"urls":"stun:stun.example:3478"}]',
      AUTH_MAINTENANCE: '0',
      GATEWAY_ADDRESSES: ' 10.0.0.1, ,10.0.0.2',
      ANALYSTS_STEP_LIMITS: 'checking=24',
      MINISTRY_HOST: '::',
      DATABASE_POOL_SIZE: '40',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      DRAIN_DELAY_MS: '0',
    });
    expect(config.MINISTRY_HOST).toBe('::');
    expect(config.DATABASE_POOL_SIZE).toBe(40);
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(5000);
    expect(config.DRAIN_DELAY_MS).toBe(0);
    for (const host of ['0.0.0.0', '10.1.2.3', 'fd00::5', '::1', 'localhost'])
      expect(readMinistryConfig({ MINISTRY_HOST: host }).MINISTRY_HOST).toBe(host);
    expect(config.MINISTRY_PORT).toBe(9091);
    expect(config.DATA_DIR).toBe('.data/ministry');
    expect(config.searchRateLimit).toEqual({ max: 5, windowMs: 600_000 });
    expect(config.kioskRateLimit).toEqual({ max: 20, windowMs: 1000 });
    expect(config.VIDEO_PORT_RANGE).toEqual([40000, 40100]);
    expect(config.VIDEO_ICE_SERVERS).toEqual([{ urls: 'stun:stun.example:3478' }]);
    expect(config.AUTH_MAINTENANCE).toBe(false);
    expect(config.GATEWAY_ADDRESSES).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(config.ANALYSTS_STEP_LIMITS.checking).toBe(24);
  });

  it.each([
    ['MINISTRY_PORT', 'abc', 'a port from 1 to 65535'],
    ['MINISTRY_PORT', '0', 'a port from 1 to 65535'],
    ['MINISTRY_PORT', '65536', 'a port from 1 to 65535'],
    ['DATABASE_URL', 'localhost:5432', 'a URL'],
    ['LOG_LEVEL', 'verbose', 'one of fatal, error'],
    ['PUBLIC_URL', 'notary.example', 'a URL'],
    ['SESSION_TTL_MS', '-5', 'a positive whole number of milliseconds'],
    ['SESSION_TTL_MS', '1.5', 'a positive whole number of milliseconds'],
    ['AUTH_MAINTENANCE', 'yes', '0 or 1'],
    ['SANDBOX_ESIGN', 'on', '0 or 1'],
    ['PORTAL_ENV', 'staging', 'sandbox or production'],
    ['BASE_AMOUNT_TIYIN', '375000.5', 'a positive whole number'],
    ['MAX_STREAMS_PER_SESSION', '1001', 'a whole number from 1 to 1000'],
    ['BROWSER_TRACE_SAMPLE_RATE', '2', 'a number from 0 to 1'],
    ['BROWSER_TRACE_RETENTION_DAYS', '0', 'a whole number from 1 to 3650'],
    ['VIDEO_PORT_RANGE', '80-90', 'from-to, within 1024-65535'],
    ['VIDEO_ICE_SERVERS', '[{', 'a JSON array'],
    ['ANALYSTS_STEP_LIMITS', 'nowhere=5', 'state=hours pairs'],
    ['SANDBOX_BANK_SECRET', 'short', 'at least 32 characters'],
    ['LIVENESS_WORKERS', 'many', 'a positive whole number'],
    ['LIVENESS_MIN_FACE_SCORE', 'high', 'a non-negative number'],
    ['NON_ATTENDANCE_INTERVAL_MS', '0', 'a whole number of milliseconds, at least 1000'],
    ['CLEANUP_INTERVAL_MS', '999', 'a whole number of milliseconds, at least 1000'],
    ['MINISTRY_HOST', 'ministry.internal', 'an IPv4 or IPv6 address'],
    ['MINISTRY_HOST', '10.0.0.256', 'an IPv4 or IPv6 address'],
    ['MINISTRY_HOST', '[::1]', 'an IPv4 or IPv6 address'],
    ['MINISTRY_HOST', 'fd00::5::6', 'an IPv4 or IPv6 address'],
    ['DATABASE_POOL_SIZE', '0', 'a whole number from 1 to 1000'],
    ['DATABASE_POOL_SIZE', '1001', 'a whole number from 1 to 1000'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1', 'a positive whole number of milliseconds'],
    ['DRAIN_DELAY_MS', '600001', 'a whole number from 0 to 600000'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'grpc://collector:4317', 'a URL such as http://127.0.0.1:4318'],
    ['OTEL_TRACES_SAMPLER_ARG', '-0.1', 'a number from 0 to 1'],
  ])('refuses %s=%s by name: it must be %s', (name, value, must) => {
    expect(refusal({ [name]: value })).toContain(`${name} must be ${must}`);
  });

  it('names every malformed variable at once, and never quotes a secret', () => {
    const message = refusal({ MINISTRY_PORT: 'x', SANDBOX_BANK_SECRET: 'hunter2', SANDBOX_PEOPLE: '2' });
    expect(message).toContain('MINISTRY_PORT');
    expect(message).toContain('SANDBOX_BANK_SECRET');
    expect(message).toContain('SANDBOX_PEOPLE');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('\n');
  });

  it('stops the process with that one line on stderr and exit 1, before anything listens', async () => {
    const run = await runEntry('ministry/main.ts', [], { MINISTRY_PORT: '99999', DATA_DIR: 'memory://' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('MINISTRY_PORT must be a port from 1 to 65535, not "99999"\n');
    expect(run.stdout).not.toContain('ministry ready');
  });

  it('refuses the face-ID service without the PostgreSQL database it shares (decision 120)', async () => {
    const env = { DATABASE_URL: '', DATA_DIR: 'memory://', FACE_ID_URL: 'http://127.0.0.1:8082' };
    const [ministry, faceId] = await Promise.all([
      runEntry('ministry/main.ts', [], env),
      runEntry('ministry/face-id/main.ts', [], env),
    ]);
    expect(ministry.code).toBe(1);
    expect(ministry.stderr).toBe(
      'FACE_ID_URL needs DATABASE_URL: the face-ID service and the ministry share a PostgreSQL database\n',
    );
    expect(faceId.code).toBe(1);
    expect(faceId.stderr).toBe(
      'DATABASE_URL must be set: the face-ID service keeps its liveness sessions in the ministry’s database\n',
    );
    expect(`${ministry.stdout}${faceId.stdout}`).not.toContain(' ready');
  });
});
