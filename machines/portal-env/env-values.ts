import { z } from 'zod';
import type { Environment } from './portal-env';

/**
 * The kinds of value a process's configuration holds (decision 090), for the zod schemas of
 * ministry/config.ts and gateway/config.ts: each reads one variable, counts an empty one as unset,
 * and refuses a malformed one with a message that begins with the variable's name and says what it
 * must be. A number, a port or a choice is quoted back; text is not (it may be a secret).
 */

/** The value quoted in a refusal, cut short: enough to spot a typo, never a whole file. */
const quoted = (raw: string) => JSON.stringify(raw.length > 40 ? `${raw.slice(0, 40)}...` : raw);

/**
 * A variable read by `read` (null: malformed); unset or empty is `undefined`. `must` completes
 * "NAME must be ...".
 */
export function envValue<T>(name: string, must: string, read: (raw: string) => T | null, quote = true) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      if (raw === undefined || raw === '') return undefined;
      const value = read(raw);
      if (value !== null) return value;
      ctx.issues.push({
        code: 'custom',
        message: `${name} must be ${must}${quote ? `, not ${quoted(raw)}` : ''}`,
        input: raw,
      });
      return z.NEVER;
    });
}

/** A whole number from `min` to `max` (default: any positive one). */
export const envInteger = (name: string, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) =>
  envValue(
    name,
    max === Number.MAX_SAFE_INTEGER
      ? min === 1
        ? 'a positive whole number'
        : `a whole number from ${min}`
      : `a whole number from ${min} to ${max}`,
    (raw) => {
      const value = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
      return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
    },
  );

/** A duration in milliseconds: a positive whole number. */
export const envMs = (name: string) =>
  envValue(name, 'a positive whole number of milliseconds', (raw) => {
    const value = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  });

/** A TCP port a process listens on. */
export const envPort = (name: string) =>
  envValue(name, 'a port from 1 to 65535', (raw) => {
    const value = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
    return Number.isInteger(value) && value >= 1 && value <= 65535 ? value : null;
  });

/** Dotted IPv4: four numbers from 0 to 255. */
const ipv4 = (raw: string) =>
  /^\d{1,3}(\.\d{1,3}){3}$/.test(raw) && raw.split('.').every((part) => Number(part) <= 255);

/** An IPv6 address as a URL's host writes it, e.g. ::1 or fd00::5 (no zone, no brackets). */
function ipv6(raw: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(raw) || !raw.includes(':')) return false;
  try {
    return new URL(`http://[${raw}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/**
 * The address a process listens on: an IPv4 or IPv6 address (0.0.0.0 or :: for every interface) or
 * `localhost`. A host name would make the address depend on the resolver.
 */
export const envHost = (name: string) =>
  envValue(name, 'an IPv4 or IPv6 address (0.0.0.0 or :: for all) or localhost', (raw) =>
    raw === 'localhost' || ipv4(raw) || ipv6(raw) ? raw : null,
  );

/** A number from `min` to `max` (fractions allowed). */
export const envDecimal = (name: string, min: number, max: number) =>
  envValue(name, `a number from ${min} to ${max}`, (raw) => {
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) && value >= min && value <= max ? value : null;
  });

/** An absolute URL with one of `protocols` (`http:`, `ws:`, ...); quoted back only without its password. */
export const envUrl = (name: string, protocols: readonly string[], example: string) =>
  envValue(
    name,
    `a URL such as ${example}`,
    (raw) => {
      try {
        return protocols.includes(new URL(raw).protocol) ? raw : null;
      } catch {
        return null;
      }
    },
    false,
  );

/** A comma-separated list; unset is empty. */
export const envList = () =>
  z
    .string()
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );

/** pino's levels, the only values LOG_LEVEL may take. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const envLogLevel = () =>
  envValue('LOG_LEVEL', `one of ${logLevels.join(', ')}`, (raw) =>
    (logLevels as readonly string[]).includes(raw) ? (raw as (typeof logLevels)[number]) : null,
  ).transform((level) => level ?? 'info');

/** A configuration the process cannot start with: one line, naming every variable at fault. */
export class ConfigError extends Error {}

/**
 * `env` through `schema`, or a ConfigError whose message names each malformed variable (an issue
 * whose message does not begin with its variable's name gets it in front).
 */
export function readConfig<S extends z.ZodType>(schema: S, env: Environment): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues
      .map((issue) => {
        const name = issue.path.map(String).join('.');
        return name === '' || issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      })
      .join('; '),
  );
}

/**
 * Each read's result, in order; when any throws, one ConfigError with every thrown message (the
 * schema's and the profile's alike), so an operator fixes them all from one start.
 */
export function readAll<const T extends readonly (() => unknown)[]>(
  ...reads: T
): { [K in keyof T]: T[K] extends () => infer R ? R : never } {
  const problems: string[] = [];
  const results = reads.map((read) => {
    try {
      return read();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  });
  if (problems.length > 0) throw new ConfigError(problems.join('; '));
  return results as { [K in keyof T]: T[K] extends () => infer R ? R : never };
}
