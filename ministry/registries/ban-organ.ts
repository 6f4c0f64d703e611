import type { Language } from '../i18n';

/** The organ columns of a registry ban: `organ` is its Latin Uzbek (oz) name. */
export interface BanOrgan {
  organ: string;
  organUz: string;
  organRu: string;
}

/**
 * A ban as answered to a request in `language`: its organ named in that language, as the other
 * dictionaries' names are chosen by Accept-Language. A row the seed has not named yet (organUz / organRu
 * empty) keeps the Latin name.
 */
export function banInLanguage<Ban extends BanOrgan>(
  ban: Ban,
  language: Language,
): Omit<Ban, 'organUz' | 'organRu'> {
  const { organUz, organRu, ...rest } = ban;
  const named = language === 'ru' ? organRu : language === 'uz' ? organUz : '';
  return { ...rest, organ: named || ban.organ };
}
