import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type Attributes,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import type { TracingSettings } from '../machines/portal-env/tracing-env';

// OpenTelemetry traces of the ministry (issue 31, decision 119): a server span for each request,
// continuing the gateway's `traceparent` (only gateways reach the ministry), and a client span for each
// statement the request sends to the database (ministry/db/traced.ts). The gateway decides which
// traces are kept; a request with no parent is kept at the configured ratio. One provider per ministry
// object, none registered globally: the tests hold several ministries in one process.

export interface TracingOptions extends TracingSettings {
  /** How long spans wait to leave in a batch (the SDK's 5 s by default). */
  scheduledDelayMs?: number | undefined;
}

export interface Tracing {
  tracer: Tracer;
  /** The server span of a request, child of the gateway's `traceparent` when it sent one. */
  serve(name: string, headers: IncomingHttpHeaders, attributes: Attributes): Span;
  /** Sends the spans still waiting, then stops. */
  close(): Promise<void>;
}

const propagator = new W3CTraceContextPropagator();

export function createTracing(options: TracingOptions): Tracing {
  const provider = new BasicTracerProvider({
    // Each process an instance of its service: two gateways' (or ministries') spans told apart.
    resource: resourceFromAttributes({
      'service.name': options.serviceName,
      'service.instance.id': randomUUID(),
    }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(options.sampleRatio) }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: options.endpoint }), {
        ...(options.scheduledDelayMs === undefined ? {} : { scheduledDelayMillis: options.scheduledDelayMs }),
      }),
    ],
  });
  const tracer = provider.getTracer('notary-ministry');
  return {
    tracer,
    serve(name, headers, attributes) {
      const parent = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
      return tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
    },
    close: () => provider.shutdown(),
  };
}

/** Ends `span` with the HTTP status it answered (499: the caller left first); a 5xx is an error. */
export function endWithStatus(span: Span, status: number): void {
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
