import type { Language } from '../i18n';
import { latinToCyrillic } from '../text/latin-to-cyrillic';

/** The organ columns of a registry ban: `organ` is its Latin Uzbek (oz) name. */
export interface BanOrgan {
  /** The official who laid the ban, by name, as the registry writes it (Latin). */
  official: string;
  organ: string;
  organUz: string;
  organRu: string;
}

/**
 * A ban as answered to a request in `language`: its organ named in that language, as the other
 * dictionaries' names are chosen by Accept-Language, and its official's name in that language's script. A row the seed has not named yet (organUz / organRu
 * empty) keeps the Latin name.
 */
export function banInLanguage<Ban extends BanOrgan>(
  ban: Ban,
  language: Language,
): Omit<Ban, 'organUz' | 'organRu'> {
  const { organUz, organRu, ...rest } = ban;
  const named = language === 'ru' ? organRu : language === 'uz' ? organUz : '';
  // A person's name in the page's script, as the act page writes its parties: Cyrillic for uz and ru.
  const official = language === 'oz' ? ban.official : latinToCyrillic(ban.official);
  return { ...rest, official, organ: named || ban.organ };
}
