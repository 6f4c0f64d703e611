import { z } from 'zod';

/**
 * localStorage["localStore"] (docs/contracts.md). Each field falls back on its own, so one bad
 * value (an old build, a hand edit) never throws away the token or the chosen locale.
 */
export const locales = ['oz', 'uz', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'oz';

export const localeSchema = z.enum(locales);

export const localStoreSchema = z.object({
  redirectUrl: z.string().min(1).startsWith('/').nullable().catch(null),
  mode: z.enum(['browser', 'kiosk']).catch('browser'),
  locale: localeSchema.catch(defaultLocale),
  token: z.string().min(1).nullable().catch(null),
  user: z.record(z.string(), z.unknown()).nullable().catch(null),
});

export type LocalStore = z.infer<typeof localStoreSchema>;

export const defaultLocalStore: LocalStore = {
  redirectUrl: null,
  mode: 'browser',
  locale: defaultLocale,
  token: null,
  user: null,
};

/** Parses the stored JSON text; anything unreadable yields the defaults. */
export function parseLocalStore(raw: string | null | undefined): LocalStore {
  if (!raw) return { ...defaultLocalStore };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...defaultLocalStore };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...defaultLocalStore };
  const parsed = localStoreSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...defaultLocalStore };
}
