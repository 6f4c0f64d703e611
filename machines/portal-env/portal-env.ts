import { z } from 'zod';

/**
 * PORTAL_ENV (decision 066): `sandbox` (the default: `npm start`, the tests and the e2e need nothing
 * set) or `production`, which refuses to start while any sandbox setting is on. Every process reads
 * it: the ministry (with its face-ID server), the gateway and the launcher (scripts/start.ts). Each
 * process lists its own sandbox settings, one line each (ministry/profile.ts, gateway/profile.ts);
 * this module holds what they share: the environment read through a zod schema that names the
 * variable it refuses, and the refusal's text. Pure: the caller passes the environment.
 */

export const portalEnvs = ['sandbox', 'production'] as const;
export type PortalEnv = (typeof portalEnvs)[number];

/** The environment as a process reads it (process.env, or the launcher's view of a child's). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** An empty variable counts as unset, as it does everywhere else in the portal's configuration. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** A variable with one of `values`, or unset. */
export const envChoice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .enum(values, { error: `${name} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}` })
      .optional(),
  );

/** A 0/1 switch; unset is `defaultOn`. */
export const envSwitch = (name: string, defaultOn: boolean) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .enum(['0', '1'], { error: `${name} must be 0 or 1` })
      .optional()
      .transform((value) => (value === undefined ? defaultOn : value === '1')),
  );

/** A non-negative number, or unset. */
export const envNumber = (name: string) =>
  z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: `${name} must be a non-negative number` })
      .refine((value) => Number.isFinite(value) && value >= 0, `${name} must be a non-negative number`)
      .optional(),
  );

/** Text, or unset. */
export const envText = () => z.preprocess(unsetIfEmpty, z.string().optional());

export const portalEnvSchema = envChoice('PORTAL_ENV', portalEnvs).transform((value) => value ?? 'sandbox');

/**
 * The environment through `schema`; a malformed variable is an error at start whose message names
 * it (every message of the schemas above begins with the variable's name).
 */
export function readEnvironment<S extends z.ZodType>(schema: S, env: Environment): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
}

/** PORTAL_ENV of `env` (the launcher's question before it asks each process's profile). */
export const portalEnvOf = (env: Environment): PortalEnv =>
  readEnvironment(z.object({ PORTAL_ENV: portalEnvSchema }), env).PORTAL_ENV;

/**
 * One sandbox setting production refuses: the variable an operator sets to leave the sandbox, and
 * what is wrong with the configuration read (a sentence naming the variable), or null when it is
 * production's.
 */
export interface SandboxSetting<C> {
  variable: string;
  sandbox: (config: C) => string | null;
}

/** What production refuses in `config`: one sentence per sandbox setting that is on. */
export function sandboxSettingsOn<C>(config: C, settings: readonly SandboxSetting<C>[]): string[] {
  return settings.flatMap((setting) => {
    const found = setting.sandbox(config);
    return found === null ? [] : [found];
  });
}

/** The refusal an operator reads (stderr) when a process will not start in production. */
export function refusalText(processName: string, found: readonly string[]): string {
  return [
    `PORTAL_ENV=production: the ${processName} refuses to start with sandbox settings on:`,
    ...found.map((line) => `  - ${line}`),
    'Production requires each of them set as docs/contracts.md ("The production profile") lists.',
  ].join('\n');
}

/** An https:// address (what production needs of a public address); false for anything else. */
export function isHttps(url: string | undefined): boolean {
  if (url === undefined) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
