import type { Logger } from 'pino';

/**
 * closed: calls go to the ministry. open: calls fail fast with MINISTRY_UNAVAILABLE while the
 * ministry's health is probed now and then. halfOpen: a probe is under way (calls still fail fast);
 * a healthy answer closes the circuit, anything else opens it again for a longer wait.
 */
export type CircuitState = 'closed' | 'open' | 'halfOpen';

/** Values and reasons: docs/decisions/028-supervision-and-circuit-breaker.md. */
export interface CircuitBreakerPolicy {
  /** Calls in a row that got no answer (refused, reset, timed out) before the circuit opens. */
  failureThreshold: number;
  /**
   * A call still unanswered after this long makes the breaker ask the ministry's health; if the
   * health probe gets no healthy answer either, the circuit opens. A ministry that accepts
   * connections but never answers is found this way long before the 60-100 s call timeouts.
   */
  slowCallMs: number;
  /** How long a health probe may take (the status monitor's probe timeout). */
  probeTimeoutMs: number;
  /** Wait, open, before the first health probe; doubled after each failed probe... */
  retryMs: number;
  /** ...up to this. */
  maxRetryMs: number;
}

export const defaultCircuitBreakerPolicy: CircuitBreakerPolicy = {
  failureThreshold: 5,
  slowCallMs: 10_000,
  probeTimeoutMs: 5_000,
  retryMs: 500,
  maxRetryMs: 5_000,
};

/** What happened to one admitted call. Exactly one of these is called, once. */
export interface CallOutcome {
  /** The ministry answered (any HTTP status: it is there). */
  answered(): void;
  /** No answer: connection refused or reset, or a timeout. */
  failed(): void;
  /** The caller went away first: says nothing about the ministry. */
  abandoned(): void;
}

export interface CircuitBreaker {
  readonly state: CircuitState;
  /** True while calls may go to the ministry; false means fail fast with MINISTRY_UNAVAILABLE. */
  admits(): boolean;
  /** Starts watching one admitted call. */
  begin(): CallOutcome;
  /** A health answer from elsewhere (the status monitor): a healthy one closes an open circuit. */
  observeHealth(up: boolean): void;
  /** Called on every state change; returns the unsubscribe. */
  onChange(listener: (state: CircuitState) => void): () => void;
  /** Stops the timers (gateway shutdown). */
  dispose(): void;
}

export interface CircuitBreakerOptions {
  policy?: Partial<CircuitBreakerPolicy>;
  /** Asks the ministry's health: true only for a healthy answer within probeTimeoutMs. */
  probe: () => Promise<boolean>;
  logger: Logger;
}

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const policy = { ...defaultCircuitBreakerPolicy, ...options.policy };
  const { logger } = options;
  const listeners = new Set<(state: CircuitState) => void>();
  let state: CircuitState = 'closed';
  let failures = 0;
  let retryMs = policy.retryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let suspecting = false;
  let disposed = false;

  function set(next: CircuitState) {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener(next);
  }

  function open(reason: string) {
    if (disposed || state !== 'closed') return;
    logger.warn({ reason, failures, retryMs }, 'ministry circuit opened: calls fail fast');
    set('open');
    scheduleProbe();
  }

  function close() {
    const was = state;
    failures = 0;
    retryMs = policy.retryMs;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    set('closed');
    if (was !== 'closed') logger.info('ministry circuit closed: the ministry is healthy again');
  }

  function scheduleProbe() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void probe(), retryMs);
    retryTimer.unref();
  }

  async function probe() {
    if (disposed || state !== 'open') return;
    set('halfOpen');
    const up = await options.probe().catch(() => false);
    // Closed meanwhile by a health answer from elsewhere, or shut down. (The cast: TypeScript keeps
    // the narrowing of the guard above across the await.)
    if (disposed || (state as CircuitState) !== 'halfOpen') return;
    if (up) return close();
    retryMs = Math.min(policy.maxRetryMs, retryMs * 2);
    logger.debug({ retryMs }, 'ministry still unhealthy');
    set('open');
    scheduleProbe();
  }

  // A call that hangs: ask the ministry's health once (however many calls hang).
  function suspect() {
    if (disposed || state !== 'closed' || suspecting) return;
    suspecting = true;
    options
      .probe()
      .catch(() => false)
      .then((up) => {
        suspecting = false;
        if (!up) open('a call got no answer and the health probe neither');
      });
  }

  return {
    get state() {
      return state;
    },
    admits: () => state === 'closed',
    begin() {
      const slow = setTimeout(suspect, policy.slowCallMs);
      slow.unref();
      let settled = false;
      const settle = (then: () => void) => () => {
        if (settled) return;
        settled = true;
        clearTimeout(slow);
        then();
      };
      return {
        answered: settle(() => {
          if (state === 'closed') failures = 0;
        }),
        failed: settle(() => {
          if (state !== 'closed') return;
          failures += 1;
          if (failures >= policy.failureThreshold) open(`${failures} calls in a row got no answer`);
        }),
        abandoned: settle(() => {}),
      };
    },
    observeHealth(up) {
      if (up && state !== 'closed' && !disposed) close();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      clearTimeout(retryTimer);
      listeners.clear();
    },
  };
}
