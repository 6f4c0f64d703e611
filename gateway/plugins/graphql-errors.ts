import type { ExecutionResult, GraphQLError } from 'graphql';
// Yoga's, not graphql's GraphQLError: graphql-ws tells errors by class (see limits.ts).
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';
import { DEFAULT_LOCALE, type Locale, negotiateLocale, translate } from '../i18n.js';

/**
 * graphql-js's own refusals in the request's language (issue 28): a document the schema does not
 * validate (an unknown field, a wrong argument type, a limit of decision 024) and a variable that
 * cannot be coerced (an office id of 2^31 for an Int, a string for a number). graphql-js words them
 * in English and quotes the value ("Int cannot represent non 32-bit signed integer value:
 * 2147483648"), which may be personal data typed into a field. Each becomes BAD_REQUEST with the
 * gateway's translated message; a variable's refusal names the variable in `fields` as badInput does.
 *
 * `extensions.detail` keeps the English text where it is safe: always for the gateway's own limit
 * refusals, which hold only counts (they set it when made, limits.ts), and in development for a
 * document's refusals (GraphiQL's suggestions); never for a variable's, which quotes the value.
 * Production gives nothing else of the original.
 */
export function graphqlErrorsPlugin({ production }: { production: boolean }): Plugin<GatewayContext> {
  const translated = (error: GraphQLError, locale: Locale, variable?: string) => {
    const own = error.extensions?.detail;
    // A variable's refusal quotes its value: never passed on, not even in development.
    const detail = typeof own === 'string' ? own : production || variable ? undefined : error.message;
    const message = translate(locale, variable ? 'input.invalidValue' : 'input.invalidQuery');
    return createGraphQLError(message, {
      nodes: error.nodes,
      extensions: {
        code: 'BAD_REQUEST',
        ...(variable ? { fields: { [variable]: message } } : {}),
        ...(detail ? { detail } : {}),
      },
    });
  };

  // graphql-js: `Variable "$officeId" got invalid value …` / `Variable "$x" of required type …`.
  const variableOf = (error: GraphQLError) =>
    /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/.exec(error.message)?.[1];

  /**
   * A result graphql-js answered before running any resolver: errors and no data at all (a
   * resolver's failure leaves `data`, even null). Its errors are the variables' refusals.
   */
  const refusedBeforeExecution = (result: unknown): result is ExecutionResult =>
    typeof result === 'object' &&
    result !== null &&
    !(Symbol.asyncIterator in result) &&
    !('data' in result && (result as ExecutionResult).data !== undefined) &&
    ((result as ExecutionResult).errors?.length ?? 0) > 0;

  const mapResult = (result: ExecutionResult, locale: Locale): ExecutionResult => ({
    ...result,
    errors: result.errors?.map((error) =>
      // Already the gateway's own answer (a refused variable text, storable-text.ts): left as it is.
      typeof error.extensions?.code === 'string' ? error : translated(error, locale, variableOf(error)),
    ),
  });

  const contextLocale = (context: unknown) =>
    (context as Partial<GatewayContext> | undefined)?.locale ?? DEFAULT_LOCALE;

  return {
    onValidate: ({ context }) => {
      // Validation runs before the context factory: the language comes from the request itself
      // (over graphql-ws, from the headers the socket's connection parameters made).
      const request = (context as { request?: Request } | undefined)?.request;
      const locale = negotiateLocale(request?.headers.get('accept-language'));
      return ({ result, setResult }) => {
        // New errors each time: yoga caches a document's validation, and the next request may speak
        // another language.
        if (result.length > 0) setResult(result.map((error) => translated(error, locale)));
      };
    },
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        if (refusedBeforeExecution(result)) setResult(mapResult(result, contextLocale(args.contextValue)));
      },
    }),
    onSubscribe: ({ args }) => ({
      onSubscribeResult: ({ result, setResult }) => {
        if (refusedBeforeExecution(result)) setResult(mapResult(result, contextLocale(args.contextValue)));
      },
    }),
  };
}
