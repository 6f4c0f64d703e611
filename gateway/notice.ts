import { LOCALES, type Locale } from './i18n.js';

/**
 * The operator's announcement in the notices (section 2's generic notification dialog: "content
 * optionally HTML"; issue 28, decision 084): one HTML fragment per interface language, from
 * NOTICE_HTML_OZ, NOTICE_HTML_UZ and NOTICE_HTML_RU. The gateway passes it on as written; the
 * browser sanitizes it before rendering (ui/components/notice-html.tsx), so a fragment that
 * carries a script, a style or an event handler shows without them.
 */
export type NoticeHtml = Partial<Record<Locale, string>>;

/** Longest fragment a variable may hold: a notice is a few paragraphs, not a page. */
export const NOTICE_HTML_MAX_CHARS = 10_000;

export const noticeHtmlVariable = (locale: Locale) => `NOTICE_HTML_${locale.toUpperCase()}`;

/**
 * Reads the three variables; an empty or blank one means no announcement in that language. Throws,
 * naming the variable, when one is longer than the bound: the gateway does not start.
 */
export function noticeHtmlFromEnv(env: Record<string, string | undefined>): NoticeHtml {
  const notice: NoticeHtml = {};
  for (const locale of LOCALES) {
    const variable = noticeHtmlVariable(locale);
    const value = env[variable]?.trim();
    if (!value) continue;
    if (value.length > NOTICE_HTML_MAX_CHARS)
      throw new Error(`${variable} must be at most ${NOTICE_HTML_MAX_CHARS} characters, got ${value.length}`);
    notice[locale] = value;
  }
  return notice;
}

/** The announcement in the request's language, else none (a notice in another language would be read by no one). */
export const noticeHtmlFor = (notice: NoticeHtml, locale: Locale): string | null => notice[locale] ?? null;
