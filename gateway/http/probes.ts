import type { IncomingMessage, ServerResponse } from 'node:http';

// An operator's probes of the gateway (decision 113), answered before any other route: GET /healthz,
// alive (the process answers; it asks nothing), and GET /readyz, 200 while it takes new work: not
// draining, and the ministry it calls says it is ready itself (its own /readyz) within the limit.
// `GET /readyz?exclude=ministry` (Kubernetes's form) leaves the ministry out: the balancer in front of
// the gateways asks it (decision 123), because a ministry tier that does not answer is the same for
// every gateway, and taking them all out would answer users with the balancer's 503 instead of the
// gateway's MINISTRY_UNAVAILABLE in their language.

export const HEALTHZ_PATH = '/healthz';
export const READYZ_PATH = '/readyz';

/** How long /readyz waits for the ministry's own /readyz. */
export const readinessTimeoutMs = 2_000;

export interface Probes {
  /** Answers the request when it is a probe (true); leaves it to the other routes otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
  /** Readiness off for good (SIGTERM): the load balancer sends new requests to another gateway. */
  drain(): void;
}

function send(res: ServerResponse, status: number, body: Record<string, string>) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function createProbes({
  ministryUrl,
  fetch: fetchImpl = fetch,
  timeoutMs = readinessTimeoutMs,
}: {
  ministryUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): Probes {
  let draining = false;
  const ministryReadyz = new URL(READYZ_PATH, ministryUrl);

  async function ministryReady(): Promise<boolean> {
    try {
      const answer = await fetchImpl(ministryReadyz, { signal: AbortSignal.timeout(timeoutMs) });
      await answer.body?.cancel();
      return answer.status === 200;
    } catch {
      return false;
    }
  }

  return {
    handle(req, res, pathname) {
      if (pathname !== HEALTHZ_PATH && pathname !== READYZ_PATH) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' });
        res.end();
        return true;
      }
      if (pathname === HEALTHZ_PATH) {
        send(res, 200, { status: 'alive' });
        return true;
      }
      if (draining) {
        send(res, 503, { status: 'draining' });
        return true;
      }
      const query = req.url?.split('?')[1];
      if (query && new URLSearchParams(query).getAll('exclude').includes('ministry')) {
        send(res, 200, { status: 'ready' });
        return true;
      }
      void ministryReady().then((ready) => {
        if (draining) send(res, 503, { status: 'draining' });
        else if (ready) send(res, 200, { status: 'ready' });
        else send(res, 503, { status: 'unready', ministry: 'unavailable' });
      });
      return true;
    },
    drain() {
      draining = true;
    },
  };
}
