// Where each Playwright worker's own portal listens (issue 29, decision 091). The e2e runs on several
// workers, each against a portal of its own (gateway, ministry and face-ID on a fresh database), so
// specs on different workers never share a person, an act or a rate limit. Worker n's portal is on
// E2E_PORT + 10n (the gateway) and + 10n + 1 (the ministry); + 10n + 2 and + 3 are free for a spec's
// second stack (support/standard-stack.ts). Playwright sets TEST_PARALLEL_INDEX in each worker process
// before it loads the config and the specs; the runner itself (which starts the portals) is index 0.

/** The first portal's gateway port; E2E_PORT moves all of them, so two checkouts can run e2e at once. */
export const e2eBasePort = Number(process.env.E2E_PORT ?? 8090);

/** How many workers, and so portals: E2E_WORKERS, 2 by default (the two cores of this machine). */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The gateway port of worker `index`'s portal. */
export const portalPortOf = (index: number) => e2eBasePort + 10 * index;

/** This worker's gateway port. */
export const portalPort = portalPortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
