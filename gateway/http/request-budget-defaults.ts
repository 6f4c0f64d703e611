// The request budget's defaults (decision 116), apart from the limiter so that the configuration
// (config.ts) reads them before the server's modules, Redis's client among them, load.

/**
 * 600 requests a minute is ten a second from one address, sustained: far above what one person's
 * pages ask for, and what a load balancer's addresses or a kiosk hall's shared address must be given
 * more of (REQUEST_BUDGET). A speed test measures at most 8 MiB at once (./speed-test.ts); 64 MiB in
 * ten minutes lets one address measure about eight times.
 */
export const defaultRequestBudget = {
  requests: 600,
  /**
   * 300 requests a minute for one session, wherever they come from (decision 126): half an address's,
   * so that one signed-in client, or a stolen token used from many addresses, cannot spend a whole
   * address's budget, and a kiosk hall's address can be given more without giving each session more.
   */
  sessionRequests: 300,
  windowSeconds: 60,
  speedTestBytes: 64 * 1024 * 1024,
  speedTestWindowSeconds: 600,
} as const;
