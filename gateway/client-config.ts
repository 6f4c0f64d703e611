import type { ClientConfig } from './generated/schema-types.js';

/** The face-check timings of the specification (sections 4 and 9). */
export const DEFAULT_CLIENT_CONFIG: Readonly<ClientConfig> = Object.freeze({
  faceCheckLimitMs: 123_000,
  faceCheckStartDelayMs: 3_000,
  frameIntervalMs: 300,
  instructionalVideoUrl: null,
  // The notary directory's map: null draws the offline Natural Earth basemap (decision 051).
  mapStyleUrl: null,
  // A kiosk forgets a person who walked away (decision 074).
  kioskIdleMs: 120_000,
  kioskIdleCountdownMs: 30_000,
});

/**
 * What a kiosk's inactivity limits may be, and the variable that sets each. Below the floor a person
 * reading a form would be logged out; above the ceiling the next person finds the last one's session.
 */
export const KIOSK_IDLE_BOUNDS = {
  kioskIdleMs: { variable: 'KIOSK_IDLE_MS', min: 10_000, max: 3_600_000 },
  kioskIdleCountdownMs: { variable: 'KIOSK_IDLE_COUNTDOWN_MS', min: 5_000, max: 300_000 },
} as const;

/** Throws, naming the variable, when a kiosk limit is out of its bounds: the gateway does not start. */
function checkKioskIdle(config: ClientConfig): void {
  for (const [field, { variable, min, max }] of Object.entries(KIOSK_IDLE_BOUNDS)) {
    const value = config[field as keyof typeof KIOSK_IDLE_BOUNDS];
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${variable} must be an integer from ${min} to ${max} (milliseconds), got ${value}`);
  }
}

export function resolveClientConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const config = { ...DEFAULT_CLIENT_CONFIG, ...defined };
  checkKioskIdle(config);
  return config;
}
