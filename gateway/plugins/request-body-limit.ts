// Yoga's, not graphql's GraphQLError: graphql-ws tells errors by class (see limits.ts).
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { negotiateLocale, translate } from '../i18n.js';

/** Yoga's own default bound of a GraphQL request's body, kept (decision 130). */
export const MAX_REQUEST_BODY_BYTES = 25_000_000;

// Only a single non-negative integer is a length; anything else (a comma-joined pair, as in request
// smuggling) is refused, never read as "no length".
const LENGTH = /^\d{1,15}$/;

/**
 * The bound of a GraphQL request's body, in place of yoga's `maxRequestBodySize` (decision 130).
 *
 * Yoga checks the declared length and then, whatever it says, reads every body through a counting
 * TransformStream and a second Request, a stream pipeline per request that cost the gateway about 5 %
 * of its CPU per read. A declared length is enough: Node's HTTP parser reads exactly that many bytes
 * as the body, never more. So a body that declares its length is checked by the header alone, and
 * only a body without one (chunked) is counted as it is read. A refusal is in the caller's language:
 * 413 with REQUEST_ENTITY_TOO_LARGE, or 400 with BAD_REQUEST for a length that is not a number.
 */
export function requestBodyLimitPlugin(limit: number): Plugin {
  const refusal = (request: Request, tooLarge: boolean) =>
    createGraphQLError(
      translate(
        negotiateLocale(request.headers.get('accept-language')),
        tooLarge ? 'http.bodyTooLarge' : 'input.invalidQuery',
      ),
      {
        extensions: {
          code: tooLarge ? 'REQUEST_ENTITY_TOO_LARGE' : 'BAD_REQUEST',
          http: { status: tooLarge ? 413 : 400 },
        },
      },
    );
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared !== null) {
        if (!LENGTH.test(declared)) throw refusal(request, false);
        if (Number(declared) > limit) throw refusal(request, true);
        return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((unlimited) => {
        let read = 0;
        // A native body (yoga.fetch with the platform's Request) takes the platform's stream, as in
        // yoga's own limit (graphql-hive/graphql-yoga#4583).
        const Transform =
          unlimited.body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
        const counted = unlimited.body?.pipeThrough(
          new Transform<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              read += chunk.byteLength;
              if (read > limit) controller.error(refusal(unlimited, true));
              else controller.enqueue(chunk);
            },
          }),
        );
        return parse(
          new fetchAPI.Request(unlimited.url, {
            method: unlimited.method,
            headers: unlimited.headers,
            signal: unlimited.signal,
            body: counted ?? null,
            // @ts-expect-error Node's fetch wants it for a streamed body; the DOM types do not know it.
            duplex: 'half',
          }),
        );
      });
    },
  };
}
