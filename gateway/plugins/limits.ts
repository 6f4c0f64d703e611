import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  type ASTNode,
  type ASTVisitor,
  type ExecutionResult,
  type GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
// Yoga's, not graphql's GraphQLError: graphql-ws tells errors by class, and a loader (vitest) may give
// this file another copy of graphql than the servers' (see isGraphQLError in app.ts).
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * What one GraphQL operation may ask for (decision 024). Every root field costs at most one ministry
 * call (nested fields never call it), so `rootFields` bounds the ministry calls of an operation; the
 * others bound the gateway's own parsing, validation and response work. The UI's largest operations
 * (tests/gateway/limits.test.ts measures them) use 2 root fields, no alias, depth 8, 301 tokens and
 * cost 5,085 (the invitation's act with every field of section 3, issue 28): each limit leaves room
 * above that.
 */
export const GRAPHQL_LIMITS = {
  rootFields: 5,
  aliases: 5,
  depth: 10,
  tokens: 1000,
  cost: 10000,
  directives: 10,
} as const;

export type GraphqlLimits = typeof GRAPHQL_LIMITS;

/** Fields of the root selection, fragments spread out; `__typename` calls nothing and is free. */
function rootFieldCount(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seen: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += rootFieldCount(context, selection.selectionSet, seen);
    } else if (!seen.has(selection.name.value)) {
      // A fragment spread twice adds no field twice (the fields merge); a cycle is another rule's error.
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFieldCount(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

/**
 * A refusal of the gateway's own rules: its English text holds only counts, so it travels as
 * `extensions.detail` beside the translated message (graphql-errors.ts) for whoever reads the answer.
 */
function limitError(detail: string, nodes?: readonly ASTNode[]) {
  return createGraphQLError(detail, { nodes, extensions: { detail } });
}

export function maxRootFieldsRule(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const count = rootFieldCount(context, operation.selectionSet, new Set());
      if (count > max) {
        context.reportError(limitError(`Root field limit of ${max} exceeded, found ${count}.`, [operation]));
      }
    },
  });
}

/** Introspection refused by field name (graphql's own rule compares types across module copies). */
export function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const name = node.name.value;
      if (name === '__schema' || name === '__type') {
        context.reportError(limitError('Introspection is disabled.', [node]));
      }
    },
  };
}

// graphql-js hints at names it knows: `Did you mean "pin"?`, `Did you mean the enum value "X"?`.
const suggestion = /\s*Did you mean [^?]*\?/g;

function withoutSuggestions<T extends { message: string }>(error: T): T {
  // Yoga caches validation results; the message is rewritten in place, once.
  if (error.message.includes('Did you mean')) error.message = error.message.replace(suggestion, '');
  return error;
}

function resultWithoutSuggestions(result: ExecutionResult, setResult: (next: ExecutionResult) => void) {
  if (result.errors?.some((error) => error.message.includes('Did you mean'))) {
    setResult({ ...result, errors: result.errors.map(withoutSuggestions) });
  }
}

const isExecutionResult = (value: unknown): value is ExecutionResult =>
  typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);

/**
 * No schema names leak from error messages: validation errors (an unknown field, argument or type)
 * and execution errors (a variable's unknown enum value) lose their suggestions.
 */
function hideSuggestionsPlugin(): Plugin {
  return {
    onValidate:
      () =>
      ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map(withoutSuggestions));
      },
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (isExecutionResult(result)) resultWithoutSuggestions(result, setResult);
      },
    }),
    onSubscribe: () => ({
      onSubscribeResult: ({ result, setResult }) => {
        if (isExecutionResult(result)) resultWithoutSuggestions(result, setResult);
      },
    }),
  };
}

// graphql-armor throws its rejection from inside validation; reported instead, it answers like any
// other validation error. Its "Syntax Error: " prefix would misname a well-formed query.
const report = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(limitError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

export interface LimitsOptions {
  /** NODE_ENV=production: no introspection and no field suggestions; development keeps both. */
  production: boolean;
  limits?: GraphqlLimits;
}

/** The limits over HTTP and graphql-ws alike: both parse and validate through yoga's envelop. */
export function graphqlLimitsPlugins({ production, limits = GRAPHQL_LIMITS }: LimitsOptions): Plugin[] {
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      // Counted while parsing: a huge document is refused before it is built.
      maxTokens: { n: limits.tokens },
      maxAliases: { n: limits.aliases, ...report },
      maxDepth: { n: limits.depth, ...report },
      costLimit: { maxCost: limits.cost, ...report },
      maxDirectives: { n: limits.directives, ...report },
      // hideSuggestionsPlugin covers execution errors too, which graphql-armor's does not.
      blockFieldSuggestion: { enabled: false },
    }) as Plugin,
    {
      onValidate: ({ addValidationRule }) => {
        addValidationRule(maxRootFieldsRule(limits.rootFields));
        if (production) addValidationRule(noIntrospectionRule);
      },
    },
  ];
  if (production) plugins.push(hideSuggestionsPlugin());
  return plugins;
}
