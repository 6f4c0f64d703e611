import type { IncomingMessage, ServerResponse } from 'node:http';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { negotiateLocale, translate } from '../i18n.js';

export { defaultRequestBudget } from './request-budget-defaults.js';

// The gateway's general request budget per client address (issue 31, decision 116), on
// rate-limiter-flexible: every /graphql request, file download and speed test of an address counts
// against one budget, and the speed test's bytes against a second; a request with a session's token
// counts against that session's budget too, from whatever address (decision 126). With REDIS_URL the
// counters live in Redis, one atomic script per request, so every gateway behind the load balancer
// shares them; a Redis that does not answer hands the count to this process's memory (the insurance
// limiter) instead of refusing or failing requests. Without Redis (one gateway, `npm start`) memory is
// the store.

export interface RequestBudgetOptions {
  /** REQUEST_BUDGET: requests one address may make per window (default 600 a minute). */
  requests: number;
  /** SESSION_REQUEST_BUDGET: requests one session may make per window, from any address (default 300). */
  sessionRequests: number;
  windowSeconds: number;
  /** SPEED_TEST_BUDGET_BYTES: bytes one address may measure per window (default 64 MiB in 10 minutes). */
  speedTestBytes: number;
  speedTestWindowSeconds: number;
  /** REDIS_URL: the shared store; unset, this process's memory. */
  redisUrl?: string | undefined;
  logger: Pick<Logger, 'warn' | 'error'>;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export interface RequestBudget {
  /**
   * Counts one request of `address` (and `bytes` of a speed test), and of `session` when the request
   * names one (sessionBudgetKey); refused once either budget is spent.
   */
  admit(
    address: string,
    options?: { bytes?: number | undefined; session?: string | undefined },
  ): Promise<Admission>;
  /** Where the counters are: `redis` while Redis answers, `memory` otherwise. */
  store(): 'redis' | 'memory';
  /**
   * Resolves once Redis is ready, or after `timeoutMs` (then memory counts until it is), at once
   * without Redis: a gateway that starts beside a working Redis counts there from its first request.
   */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function limiter(
  redis: Redis | null,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    // A Redis that is down or reconnecting is not asked: memory counts meanwhile.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

export function createRequestBudget(options: RequestBudgetOptions): RequestBudget {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        // A request never waits for Redis to come back: the insurance limiter answers at once.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
        lazyConnect: false,
      })
    : null;
  let lastState: string | null = null;
  // Logged once per change of state, by its code only (the URL may hold a password).
  redis?.on('error', (error: Error & { code?: string }) => {
    if (lastState !== 'error')
      options.logger.warn({ code: error.code ?? error.name }, 'request budget store unavailable');
    lastState = 'error';
  });
  redis?.on('ready', () => {
    lastState = 'ready';
  });
  const requests = limiter(redis, 'budget:requests', options.requests, options.windowSeconds);
  const sessionRequests = limiter(redis, 'budget:session', options.sessionRequests, options.windowSeconds);
  const speedTest = limiter(
    redis,
    'budget:speed-test',
    options.speedTestBytes,
    options.speedTestWindowSeconds,
  );

  const consume = async (budget: RateLimiterAbstract, key: string, points: number): Promise<Admission> => {
    try {
      await budget.consume(key, points);
      return { admitted: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      // Neither store answered: a request is not refused for the limiter's own failure.
      options.logger.error(
        { code: refusal instanceof Error ? refusal.name : 'unknown' },
        'request budget failed',
      );
      return { admitted: true };
    }
  };

  return {
    async admit(address, { bytes, session } = {}) {
      const key = budgetKey(address);
      const request = await consume(requests, key, 1);
      if (!request.admitted) return request;
      if (session) {
        const ofSession = await consume(sessionRequests, session, 1);
        if (!ofSession.admitted) return ofSession;
      }
      // A measurement larger than the whole budget is refused like any other past it.
      return bytes ? consume(speedTest, key, bytes) : request;
    },
    store: () => (redis?.status === 'ready' ? 'redis' : 'memory'),
    ready(timeoutMs = 2_000) {
      if (!redis || redis.status === 'ready') return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        redis.once('ready', done);
      });
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Whose budget an address spends: an IPv4 address its own, an IPv6 address its /64 network (one
 * subscriber's line or one host's allocation, whose 2^64 addresses would otherwise be 2^64 budgets).
 */
export function budgetKey(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

const sessionIdShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whose session budget a request spends: the session id (`sid`) of its bearer token, read without
 * checking the signature, which only the ministry can. A forged token names a session of its own and
 * is refused by the ministry all the same; it spends its address's budget like any request. A real
 * token names its real session, so its requests share one budget from every address. No bearer
 * token, or not a token of the ministry's shape: no session budget (the address's alone).
 */
export function sessionBudgetKey(authorization: string | string[] | undefined): string | undefined {
  if (typeof authorization !== 'string' || authorization.length > 4096) return undefined;
  const token = /^\s*Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]+)\s*$/i.exec(authorization)?.[2];
  if (!token) return undefined;
  try {
    const { sid } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { sid?: unknown };
    return typeof sid === 'string' && sessionIdShape.test(sid) ? sid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * 429 with Retry-After, in the caller's language: for /graphql the GraphQL error shape the UI reads
 * (`TOO_MANY_ATTEMPTS`, as a ministry limit's), elsewhere the plain text of the other HTTP paths.
 */
export function sendOverBudget(
  req: IncomingMessage,
  res: ServerResponse,
  retryAfterSeconds: number,
  graphql: boolean,
) {
  req.resume();
  const locale = negotiateLocale(req.headers['accept-language']);
  const message = translate(locale, 'errors.TOO_MANY_ATTEMPTS');
  const body = graphql
    ? JSON.stringify({ errors: [{ message, extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds } }] })
    : message;
  res.writeHead(429, {
    'content-type': graphql
      ? 'application/graphql-response+json; charset=utf-8'
      : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
