import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, type Locale, locales } from '../../machines/session/local-store.schema';

/**
 * Translations are JSON files in locales/<locale>/<namespace>.json, bundled by Vite as one small
 * chunk each and fetched on demand: the first page loads only its locale's namespaces, not all
 * three languages.
 */
const bundles = import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/{oz,uz,ru}/{common,home,errors,pages,kiosk,login,face,terms,acts,money,actTypes,video,statistics,catalogue,dictionaries,notaries,searches,adminUsers,analysts,profile,equeue,reviewModeration,kiosks}.json',
    '../../locales/kaa/face.json',
  ],
  { import: 'default' },
);

/**
 * Karakalpak is a hint-only locale: kiosks show the face check's hints in it under the interface
 * language's (`useTranslation('face', { lng: hintLocale })`). It is never the interface language,
 * and it has the face namespace alone; its other namespaces load empty.
 */
export const hintLocale = 'kaa';

export const namespaces = [
  'common',
  'home',
  'errors',
  'pages',
  'kiosk',
  'login',
  'face',
  'terms',
  'acts',
  'money',
  'actTypes',
  'video',
  'statistics',
  'catalogue',
  'dictionaries',
  'notaries',
  'searches',
  'adminUsers',
  'analysts',
  'profile',
  'equeue',
  'kiosks',
  'analysts',
  'reviewModeration',
] as const;
export type Namespace = (typeof namespaces)[number];

/** <html lang> wants BCP 47: "oz" is our name for Latin Uzbek, not a language tag. */
export const htmlLang: Record<Locale, string> = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' };

const bundleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = bundles[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      if (language === hintLocale) callback(null, {});
      else callback(new Error(`no bundle ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * `common` and the namespaces the first page reads (the screen's own load with it); `errors` loads
 * with the first error toast (decision 029).
 */
export async function initI18n(locale: Locale, firstPage: readonly Namespace[] = []): Promise<I18n> {
  await i18next
    .use(bundleBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      // Every locale has every key (a test checks), so no fallback locale is fetched on first load.
      fallbackLng: false,
      load: 'currentOnly',
      supportedLngs: [...locales, hintLocale],
      ns: ['common', ...firstPage],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = htmlLang[locale];
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang =
      htmlLang[(locales as readonly string[]).includes(language) ? (language as Locale) : defaultLocale];
  });
  return i18next;
}
