import type { z } from 'zod';
import { envDecimal, envUrl, envValue } from './env-values';

/**
 * The OpenTelemetry variables every service reads (decision 119), by their standard names so an
 * operator's collector set-up applies as it is. Tracing is off unless a traces endpoint is set:
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (the whole URL, such as a collector's
 * `http://127.0.0.1:4318/v1/traces`) or `OTEL_EXPORTER_OTLP_ENDPOINT` (its base, `/v1/traces` added).
 * `OTEL_TRACES_SAMPLER_ARG` is the share of traces kept, from 0 to 1 (all by default);
 * `OTEL_SERVICE_NAME` names the service in the traces (the service's own name by default).
 */
export const tracingEnvSchema = {
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: envUrl(
    'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    ['http:', 'https:'],
    'http://127.0.0.1:4318/v1/traces',
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: envUrl(
    'OTEL_EXPORTER_OTLP_ENDPOINT',
    ['http:', 'https:'],
    'http://127.0.0.1:4318',
  ),
  OTEL_TRACES_SAMPLER_ARG: envDecimal('OTEL_TRACES_SAMPLER_ARG', 0, 1),
  OTEL_SERVICE_NAME: envValue('OTEL_SERVICE_NAME', '1 to 64 of A-Z a-z 0-9 . _ -', (raw) =>
    /^[A-Za-z0-9._-]{1,64}$/.test(raw) ? raw : null,
  ),
};

type TracingEnv = { [K in keyof typeof tracingEnvSchema]: z.output<(typeof tracingEnvSchema)[K]> };

/** Where a service sends its traces, and how many; undefined when tracing is off. */
export interface TracingSettings {
  endpoint: string;
  serviceName: string;
  sampleRatio: number;
}

export function tracingSettings(env: TracingEnv, defaultServiceName: string): TracingSettings | undefined {
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const endpoint =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (!endpoint) return undefined;
  return {
    endpoint,
    serviceName: env.OTEL_SERVICE_NAME ?? defaultServiceName,
    sampleRatio: env.OTEL_TRACES_SAMPLER_ARG ?? 1,
  };
}
