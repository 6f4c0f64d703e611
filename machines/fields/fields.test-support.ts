import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** The message of the first issue: what a form shows under the field and the ministry answers. */
export function firstKey(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export interface RuleCases {
  /** Each value the rule takes, with what it gives on (tidied or parsed). */
  takes?: Array<[value: unknown, parsed: unknown]>;
  /** The values it refuses, listed under the message key of their first issue. */
  refuses?: Record<string, unknown[]>;
}

/** One test per value: a taken value gives what it should, a refused one its message key. */
export function describeRule(title: string, schema: z.ZodType, { takes = [], refuses = {} }: RuleCases) {
  const refusals = Object.entries(refuses).flatMap(([key, values]) => values.map((value) => [value, key]));
  describe(title, () => {
    if (takes.length > 0)
      it.each(takes)('takes %j, giving %j', (value, parsed) => {
        expect(schema.parse(value)).toBe(parsed);
      });
    if (refusals.length > 0)
      it.each(refusals)('refuses %j with %s', (value, key) => {
        expect(firstKey(schema, value)).toBe(key);
      });
  });
}

/** One test per input: what the field's mask leaves of it while typed. */
export function describeMask(title: string, mask: (input: string) => string, cases: Array<[string, string]>) {
  describe(title, () => {
    it.each(cases)('%j shows as %j', (input, shown) => {
      expect(mask(input)).toBe(shown);
    });
  });
}
