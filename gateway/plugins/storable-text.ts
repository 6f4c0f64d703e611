import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { findUnstorableText } from '../../machines/fields/text.js';
import type { GatewayContext } from '../context.js';
import { DEFAULT_LOCALE } from '../i18n.js';
import { badInput } from '../ministry/paths.js';

/**
 * Variables with a lone UTF-16 surrogate or a NUL are refused before any resolver runs, over HTTP
 * and graphql-ws alike: no URL can carry such text (encodeURIComponent throws "URI malformed") and
 * no database can store it. The document itself cannot hold one: graphql-js refuses it while parsing.
 * The answer is BAD_REQUEST naming the variable, in the request's language (decision 026).
 */
export function storableTextPlugin(): Plugin<GatewayContext> {
  const refusal = (args: ExecutionArgs): ExecutionResult | undefined => {
    const field = findUnstorableText(args.variableValues ?? {});
    if (field === undefined) return undefined;
    const locale = (args.contextValue as Partial<GatewayContext> | undefined)?.locale ?? DEFAULT_LOCALE;
    return { errors: [badInput(locale, field, 'input.invalidText')] };
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const result = refusal(args);
      if (result) setResultAndStopExecution(result);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const result = refusal(args);
      if (result) setResultAndStopExecution(result);
    },
  };
}
