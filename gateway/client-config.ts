import type { ClientConfig } from './generated/schema-types.js';

/** The face-check timings of the specification (sections 4 and 9). */
export const DEFAULT_CLIENT_CONFIG: Readonly<ClientConfig> = Object.freeze({
  faceCheckLimitMs: 123_000,
  faceCheckStartDelayMs: 3_000,
  frameIntervalMs: 300,
  instructionalVideoUrl: null,
  // The notary directory's map: null draws the offline Natural Earth basemap (decision 051).
  mapStyleUrl: null,
});

export function resolveClientConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_CLIENT_CONFIG, ...defined };
}
