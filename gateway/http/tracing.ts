import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type Attributes,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import type { TracingSettings } from '../../machines/portal-env/tracing-env.js';

// OpenTelemetry traces of the gateway (issue 31, decision 119): a server span for each request that
// reaches the ministry (GraphQL, files, speed tests), continuing the browser's `traceparent`, and a
// client span for each of its calls to the ministry, whose context travels in the call's own
// `traceparent`. Spans leave in batches over OTLP/HTTP to the operator's collector. One provider per
// gateway object, none registered globally: the tests hold several gateways in one process.

export interface Tracing {
  /** The server span of a request, child of the caller's `traceparent` when it sent a valid one. */
  serve(name: string, headers: IncomingHttpHeaders, attributes: Attributes): Span;
  /** A client span under `parent`. */
  call(parent: Span, name: string, attributes: Attributes): Span;
  /** Sends the spans still waiting, then stops. */
  close(): Promise<void>;
}

export interface TracingOptions extends TracingSettings {
  /** How long spans wait to leave in a batch (the SDK's 5 s by default). */
  scheduledDelayMs?: number | undefined;
}

const propagator = new W3CTraceContextPropagator();

export function createTracing(options: TracingOptions): Tracing {
  const provider = new BasicTracerProvider({
    // Each process an instance of its service: two gateways' (or ministries') spans told apart.
    resource: resourceFromAttributes({
      'service.name': options.serviceName,
      'service.instance.id': randomUUID(),
    }),
    // The trace id decides, whatever the browser's sampled flag says: a client does not choose how
    // much the portal records. The ministry follows the gateway's decision (ministry/tracing.ts).
    sampler: new TraceIdRatioBasedSampler(options.sampleRatio),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: options.endpoint }), {
        ...(options.scheduledDelayMs === undefined ? {} : { scheduledDelayMillis: options.scheduledDelayMs }),
      }),
    ],
  });
  const tracer = provider.getTracer('notary-gateway');
  return {
    serve(name, headers, attributes) {
      const parent = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
      return tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
    },
    call(parent, name, attributes) {
      return tracer.startSpan(
        name,
        { kind: SpanKind.CLIENT, attributes },
        trace.setSpan(ROOT_CONTEXT, parent),
      );
    },
    close: () => provider.shutdown(),
  };
}

/** Writes `span`'s context into `headers` as `traceparent`, for the ministry to continue. */
export function injectSpan(span: Span, headers: Record<string, string>): void {
  propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, defaultTextMapSetter);
}

/** Ends `span` with the HTTP status it answered; a 5xx is an error of the span. */
export function endWithStatus(span: Span, status: number): void {
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** Ends `span` as failed by `reason` (a timeout, an unreachable ministry): never the error's text. */
export function endFailed(span: Span, reason: string): void {
  span.setAttribute('error.type', reason);
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
