import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from '../../gateway/client-config';
import { readGatewayConfig } from '../../gateway/config';
import { tracingSettings } from '../../machines/portal-env/tracing-env';
import { runEntry } from '../support/entry-process';

// The gateway's configuration (decision 090): every variable through one schema, a malformed value
// refused by name with what it must be, and the process itself stopping with that one line.

const refusal = (env: Record<string, string>) => {
  try {
    readGatewayConfig(env);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('the gateway configuration', () => {
  it('gives the README’s defaults when nothing is set', () => {
    const config = readGatewayConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.MINISTRY_URL).toBe('http://127.0.0.1:8081');
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.KIOSK_IDLE_MS).toBe(DEFAULT_CLIENT_CONFIG.kioskIdleMs);
    expect(config.FACE_CHECK_LIMIT_MS).toBe(DEFAULT_CLIENT_CONFIG.faceCheckLimitMs);
    expect(config.TRUSTED_PROXIES).toEqual([]);
    expect(config.noticeHtml).toEqual({});
    expect(config.profile.config.HSTS).toBeUndefined();
    expect(config.HOST).toBeUndefined();
    expect(config.DRAIN_DELAY_MS).toBe(0);
    expect(config.DRAIN_TIMEOUT_MS).toBe(10_000);
    expect(config.REQUEST_BUDGET).toBe(600);
    expect(config.SESSION_REQUEST_BUDGET).toBe(300);
    expect(config.SPEED_TEST_BUDGET_BYTES).toBe(64 * 1024 * 1024);
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    // No endpoint, no tracing (decision 119).
    expect(tracingSettings(config, 'notary-gateway')).toBeUndefined();
  });

  it('sends traces where the OTLP variables say, by their standard names', () => {
    expect(
      tracingSettings(
        readGatewayConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector.example:4318/' }),
        'notary-gateway',
      ),
    ).toEqual({
      endpoint: 'http://collector.example:4318/v1/traces',
      serviceName: 'notary-gateway',
      sampleRatio: 1,
    });
    const config = readGatewayConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector.example:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp/v1/traces',
      OTEL_TRACES_SAMPLER_ARG: '0.05',
      OTEL_SERVICE_NAME: 'gateway-2',
    });
    expect(tracingSettings(config, 'notary-gateway')).toEqual({
      endpoint: 'https://traces.example/otlp/v1/traces',
      serviceName: 'gateway-2',
      sampleRatio: 0.05,
    });
  });

  it('reads set values, an empty one as unset', () => {
    const config = readGatewayConfig({
      PORT: '9090',
      MINISTRY_URL: '',
      LIVENESS_URL: 'wss://ministry.example/liveness',
      CORS_ORIGINS: 'https://kiosk.example, https://other.example',
      KIOSK_IDLE_COUNTDOWN_MS: '5000',
      NOTICE_HTML_RU: ' <p>Внимание</p> ',
      HOST: '0.0.0.0',
      DRAIN_DELAY_MS: '3000',
      DRAIN_TIMEOUT_MS: '0',
      REQUEST_BUDGET: '1200',
      SESSION_REQUEST_BUDGET: '450',
      SPEED_TEST_BUDGET_BYTES: '1048576',
      REDIS_URL: 'rediss://budget.example:6380',
      METRICS_PORT: '9464',
      METRICS_HOST: '::',
    });
    expect(config.METRICS_PORT).toBe(9464);
    expect(config.METRICS_HOST).toBe('::');
    expect(config.REQUEST_BUDGET).toBe(1200);
    expect(config.SESSION_REQUEST_BUDGET).toBe(450);
    expect(config.SPEED_TEST_BUDGET_BYTES).toBe(1_048_576);
    expect(config.REDIS_URL).toBe('rediss://budget.example:6380');
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.DRAIN_DELAY_MS).toBe(3000);
    expect(config.DRAIN_TIMEOUT_MS).toBe(0);
    expect(config.PORT).toBe(9090);
    expect(config.MINISTRY_URL).toBe('http://127.0.0.1:8081');
    expect(config.LIVENESS_URL).toBe('wss://ministry.example/liveness');
    expect(config.CORS_ORIGINS).toEqual(['https://kiosk.example', 'https://other.example']);
    expect(config.KIOSK_IDLE_COUNTDOWN_MS).toBe(5000);
    expect(config.noticeHtml).toEqual({ ru: '<p>Внимание</p>' });
  });

  it.each([
    ['PORT', 'http', 'a port from 1 to 65535'],
    ['PORT', '0', 'a port from 1 to 65535'],
    ['MINISTRY_URL', '127.0.0.1:8081', 'a URL such as http://127.0.0.1:8081'],
    ['LIVENESS_URL', 'http://127.0.0.1:8081/liveness', 'a URL such as ws://'],
    ['LOG_LEVEL', 'loud', 'one of fatal, error'],
    ['FACE_FRAME_INTERVAL_MS', 'fast', 'a positive whole number of milliseconds'],
    ['KIOSK_IDLE_MS', '9999', 'a whole number from 10000 to 3600000'],
    ['KIOSK_IDLE_COUNTDOWN_MS', '300001', 'a whole number from 5000 to 300000'],
    ['MINISTRY_TIMEOUT_MS', '0', 'a positive whole number of milliseconds'],
    ['MAP_STYLE_URL', 'style.json', 'a URL'],
    ['HSTS', 'yes', 'on or off'],
    ['PORTAL_ENV', 'prod', 'sandbox or production'],
    ['NOTICE_HTML_OZ', 'x'.repeat(10_001), 'at most 10000 characters'],
    ['HOST', 'gateway.example', 'an IPv4 or IPv6 address'],
    ['METRICS_PORT', '70000', 'a port from 1 to 65535'],
    ['METRICS_HOST', 'metrics.example', 'an IPv4 or IPv6 address'],
    ['DRAIN_TIMEOUT_MS', 'soon', 'a whole number from 0 to 600000'],
    ['REQUEST_BUDGET', '0', 'a whole number from 1 to 1000000'],
    ['SESSION_REQUEST_BUDGET', '1.5', 'a whole number from 1 to 1000000'],
    ['SPEED_TEST_BUDGET_BYTES', '1000', 'a whole number from 1048576 to 68719476736'],
    ['REDIS_URL', 'http://127.0.0.1:6379', 'a URL such as redis://127.0.0.1:6379'],
    ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'collector:4318', 'a URL such as http://127.0.0.1:4318/v1/traces'],
    ['OTEL_TRACES_SAMPLER_ARG', '1.5', 'a number from 0 to 1'],
    ['OTEL_SERVICE_NAME', 'notary gateway', '1 to 64 of A-Z a-z 0-9 . _ -'],
  ])('refuses %s=%s by name: it must be %s', (name, value, must) => {
    expect(refusal({ [name]: value })).toContain(`${name} must be ${must}`);
  });

  it('stops the process with that one line on stderr and exit 1, before anything listens', async () => {
    const run = await runEntry('gateway/main.ts', [], { PORT: '8o8o' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('PORT must be a port from 1 to 65535, not "8o8o"\n');
    expect(run.stdout).not.toContain('gateway ready');
  });
});
