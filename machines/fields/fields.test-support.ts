import type { z } from 'zod';

/** The message of the first issue: what a form shows under the field and the ministry answers. */
export function firstKey(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
