import type { Plugin } from 'graphql-yoga';
import { takeRefreshedToken } from '../context.js';
import { REFRESHED_TOKEN_HEADER } from '../ministry/client.js';

/**
 * The ministry refreshes the session token on every 200 (specification section 7). The client
 * cannot see ministry responses, so the last refreshed token rides back on the /graphql response.
 */
export function refreshedTokenPlugin(): Plugin {
  return {
    onResponse({ request, response }) {
      const token = takeRefreshedToken(request);
      if (token) response.headers.set(REFRESHED_TOKEN_HEADER, token);
    },
  };
}
