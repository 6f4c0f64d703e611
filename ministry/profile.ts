import { z } from 'zod';
import {
  type Environment,
  envChoice,
  envSwitch,
  envText,
  isHttps,
  type PortalEnv,
  portalEnvSchema,
  readEnvironment,
  refusalText,
  type SandboxSetting,
  sandboxSettingsOn,
} from '../machines/portal-env/portal-env';
import { envName, loosenedThresholds, policies, resolvePolicy } from './face-id/policy';

/**
 * The ministry's side of the production profile (decision 066): its environment as far as the profile
 * reads it (a zod schema naming the variable it refuses), and its sandbox settings, one line each.
 * Checked first thing in main.ts, before the database opens or the heavy modules load, so a refusal
 * costs a fraction of a second; the seeded people already in a database are checked once it is open
 * (`seededPeopleRefusal`). A later sandbox switch joins `ministrySandboxSettings` with one line.
 */

/** The face distance decision 027 measured: the standard policy's default (ministry/face-id/policy.ts). */
export const measuredMaxFaceDistance = policies.standard.maxFaceDistance;

/**
 * The LIVENESS_* thresholds set looser than the standard policy's measured values (decisions 027, 068:
 * `attackBounds`), each as `NAME=value (standard: bound)`. The policy is resolved as the standard one
 * with the environment's numbers, so a malformed number is refused by name as at any start.
 */
function loosenedLivenessThresholds(env: Environment): string[] {
  const policy = resolvePolicy({ ...env, LIVENESS_POLICY: 'standard' });
  return loosenedThresholds(policy).map(
    (key) => `${envName(key)}=${policy[key]} (standard: ${policies.standard[key]})`,
  );
}

const secret = (name: string) =>
  envText().refine(
    (value) => value === undefined || value.length >= 32,
    `${name} must be at least 32 characters long`,
  );

export const ministryEnvironmentSchema = z.object({
  PORTAL_ENV: portalEnvSchema,
  LIVENESS_POLICY: envChoice('LIVENESS_POLICY', ['sandbox', 'standard']),
  AUTH_FACE_MATCH: envChoice('AUTH_FACE_MATCH', ['registry', 'off']),
  SANDBOX_SMS_OUTBOX: envSwitch('SANDBOX_SMS_OUTBOX', true),
  SANDBOX_SMS_PROVIDER: envSwitch('SANDBOX_SMS_PROVIDER', true),
  SMS_PROVIDER_URL: envText(),
  SANDBOX_ESIGN: envSwitch('SANDBOX_ESIGN', true),
  SANDBOX_PEOPLE: envSwitch('SANDBOX_PEOPLE', true),
  SANDBOX_PAYMENTS: envSwitch('SANDBOX_PAYMENTS', true),
  SESSION_SECRET: secret('SESSION_SECRET'),
  LIVENESS_JWT_SECRET: secret('LIVENESS_JWT_SECRET'),
  PUBLIC_URL: envText(),
  BROWSER_TRACE: envChoice('BROWSER_TRACE', ['off', 'sample', 'all']),
});
export type MinistryEnvironment = z.output<typeof ministryEnvironmentSchema> & {
  /** LIVENESS_* thresholds looser than the standard policy's (`loosenedLivenessThresholds`). */
  livenessLoosened: string[];
};

export const ministrySandboxSettings: readonly SandboxSetting<MinistryEnvironment>[] = [
  {
    variable: 'LIVENESS_POLICY',
    sandbox: (env) =>
      env.LIVENESS_POLICY === 'standard'
        ? null
        : `LIVENESS_POLICY is ${env.LIVENESS_POLICY ?? 'unset'}: the sandbox policy passes a still photograph; set LIVENESS_POLICY=standard`,
  },
  {
    variable: 'AUTH_FACE_MATCH',
    sandbox: (env) =>
      env.AUTH_FACE_MATCH === 'off'
        ? 'AUTH_FACE_MATCH=off logs anyone in as anybody; unset it (registry)'
        : null,
  },
  {
    // The face distance of decision 027 and the attack thresholds of decision 068, one line for all.
    variable: 'LIVENESS_*',
    sandbox: (env) =>
      env.livenessLoosened.length > 0
        ? `LIVENESS_* thresholds looser than the measured standard policy (decisions 027, 068): ${env.livenessLoosened.join(', ')}; unset them`
        : null,
  },
  {
    variable: 'SANDBOX_SMS_OUTBOX',
    sandbox: (env) =>
      env.SANDBOX_SMS_OUTBOX
        ? 'SANDBOX_SMS_OUTBOX is on: /api/sms_outbox shows invitation links and codes to anybody; set SANDBOX_SMS_OUTBOX=0'
        : null,
  },
  {
    variable: 'SANDBOX_SMS_PROVIDER',
    sandbox: (env) =>
      env.SANDBOX_SMS_PROVIDER
        ? 'SANDBOX_SMS_PROVIDER is on: /sandbox/sms takes the messages instead of an SMS provider; set SANDBOX_SMS_PROVIDER=0'
        : null,
  },
  {
    variable: 'SMS_PROVIDER_URL',
    sandbox: (env) =>
      isHttps(env.SMS_PROVIDER_URL)
        ? null
        : `SMS_PROVIDER_URL is ${env.SMS_PROVIDER_URL ?? 'unset'}: invitations and reminders need the SMS provider's https:// address`,
  },
  {
    variable: 'SANDBOX_ESIGN',
    sandbox: (env) =>
      env.SANDBOX_ESIGN
        ? 'SANDBOX_ESIGN is on: /sandbox/esign signs video joins with the sandbox keys; set SANDBOX_ESIGN=0'
        : null,
  },
  {
    variable: 'SANDBOX_PEOPLE',
    sandbox: (env) =>
      env.SANDBOX_PEOPLE
        ? 'SANDBOX_PEOPLE is on: the seed writes the fictional people, their registries and acts; set SANDBOX_PEOPLE=0'
        : null,
  },
  {
    variable: 'SANDBOX_PAYMENTS',
    sandbox: (env) =>
      env.SANDBOX_PAYMENTS
        ? 'SANDBOX_PAYMENTS is on: the sandbox card processor marks invoices paid for any Luhn-valid card, and the sandbox bank settles transfers; set SANDBOX_PAYMENTS=0'
        : null,
  },
  {
    variable: 'SESSION_SECRET',
    sandbox: (env) =>
      env.SESSION_SECRET === undefined
        ? 'SESSION_SECRET is unset: the session key would be generated into the database; give one (32+ characters)'
        : null,
  },
  {
    variable: 'LIVENESS_JWT_SECRET',
    sandbox: (env) =>
      env.LIVENESS_JWT_SECRET === undefined
        ? 'LIVENESS_JWT_SECRET is unset: the liveness key would be generated into the database; give one (32+ characters)'
        : null,
  },
  {
    variable: 'PUBLIC_URL',
    sandbox: (env) =>
      isHttps(env.PUBLIC_URL)
        ? null
        : `PUBLIC_URL is ${env.PUBLIC_URL ?? 'unset'}: invitation links need the portal's public https:// address`,
  },
  {
    variable: 'BROWSER_TRACE',
    sandbox: (env) =>
      env.BROWSER_TRACE === 'all'
        ? 'BROWSER_TRACE=all records every session for analysts; use sample (with consent) or off'
        : null,
  },
];

/** The profile of this environment and, in production, what it refuses (empty: it may start). */
export function ministryProfile(env: Environment): {
  portalEnv: PortalEnv;
  config: MinistryEnvironment;
  refused: string[];
} {
  const config = {
    ...readEnvironment(ministryEnvironmentSchema, env),
    livenessLoosened: loosenedLivenessThresholds(env),
  };
  const refused =
    config.PORTAL_ENV === 'production' ? sandboxSettingsOn(config, ministrySandboxSettings) : [];
  return { portalEnv: config.PORTAL_ENV, config, refused };
}

export const ministryRefusal = (refused: readonly string[]) => refusalText('ministry', refused);

/** A production database that already holds the sandbox's fictional people (`count` of them). */
export const seededPeopleRefusal = (count: number) =>
  ministryRefusal([
    `the database holds ${count} of the sandbox's seeded fictional people (SANDBOX_PEOPLE): start production on a database without them`,
  ]);
