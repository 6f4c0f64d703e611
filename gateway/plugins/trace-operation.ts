import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';
import { currentSpan } from '../http/request-id.js';

/** Longest operation name written in a span: a client chooses it. */
const MAX_NAME = 100;

/**
 * Names a traced request's span by the GraphQL operation it executes (`mutation SendActEvent`), the
 * way a trace is searched (decision 119). Only in the trace: a metric label of a client-chosen name
 * would grow without bound.
 */
export function traceOperationPlugin(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const span = currentSpan();
      if (!span) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const name = operation.name?.value.slice(0, MAX_NAME);
      span.setAttribute('graphql.operation.type', operation.operation);
      if (name) span.setAttribute('graphql.operation.name', name);
      span.updateName(name ? `${operation.operation} ${name}` : operation.operation);
    },
  };
}
