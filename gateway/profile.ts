import { z } from 'zod';
import {
  type Environment,
  envChoice,
  envText,
  isHttps,
  type PortalEnv,
  portalEnvSchema,
  readEnvironment,
  refusalText,
  type SandboxSetting,
  sandboxSettingsOn,
} from '../machines/portal-env/portal-env';

/**
 * The gateway's side of the production profile (decision 066): its environment as far as the profile
 * reads it, and its sandbox settings, one line each. Checked first thing in main.ts, before the server
 * is built. A later sandbox switch of the gateway joins `gatewaySandboxSettings` with one line.
 */

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export const gatewayEnvironmentSchema = z.object({
  PORTAL_ENV: portalEnvSchema,
  HSTS: envChoice('HSTS', ['on', 'off']),
  NODE_ENV: envText(),
  CORS_ORIGINS: envText(),
});
export type GatewayEnvironment = z.output<typeof gatewayEnvironmentSchema>;

export const gatewaySandboxSettings: readonly SandboxSetting<GatewayEnvironment>[] = [
  {
    variable: 'HSTS',
    sandbox: (env) =>
      env.HSTS === 'on'
        ? null
        : `HSTS is ${env.HSTS ?? 'unset'}: a production portal is reached over TLS only; set HSTS=on`,
  },
  {
    variable: 'NODE_ENV',
    sandbox: (env) =>
      env.NODE_ENV === 'production'
        ? null
        : `NODE_ENV is ${env.NODE_ENV ?? 'unset'}: GraphiQL, introspection and field suggestions are on; set NODE_ENV=production`,
  },
  {
    variable: 'CORS_ORIGINS',
    sandbox: (env) => {
      const plain = list(env.CORS_ORIGINS).filter((origin) => !isHttps(origin));
      return plain.length === 0
        ? null
        : `CORS_ORIGINS allows ${plain.join(', ')}: production allows https:// origins only`;
    },
  },
];

/** The profile of this environment and, in production, what it refuses (empty: it may start). */
export function gatewayProfile(env: Environment): {
  portalEnv: PortalEnv;
  config: GatewayEnvironment;
  refused: string[];
} {
  const config = readEnvironment(gatewayEnvironmentSchema, env);
  const refused = config.PORTAL_ENV === 'production' ? sandboxSettingsOn(config, gatewaySandboxSettings) : [];
  return { portalEnv: config.PORTAL_ENV, config, refused };
}

export const gatewayRefusal = (refused: readonly string[]) => refusalText('gateway', refused);
