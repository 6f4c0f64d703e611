/**
 * The countries' names by numeric code in one language (locales/<language>/countries.json, written by
 * scripts/countries.ts: decision 078). Fetched by the act forms that ask for a country, as their own
 * chunk: neither the list nor the map of its files is part of the shell's i18n bundles, so no first
 * page pays for them. One load per language, kept for the page's life, so `use` can wait on it.
 */
const bundles = import.meta.glob<Readonly<Record<string, string>>>(
  '../../../locales/{oz,uz,ru}/countries.json',
  {
    import: 'default',
  },
);

const loads = new Map<string, Promise<Readonly<Record<string, string>>>>();

export function countryNames(language: string): Promise<Readonly<Record<string, string>>> {
  let load = loads.get(language);
  if (!load) {
    const bundle = bundles[`../../../locales/${language}/countries.json`];
    load = bundle ? bundle() : Promise.reject(new Error(`no country names in ${language}`));
    loads.set(language, load);
  }
  return load;
}
