import type { Language } from '../i18n';

/** A citizen's name as the registry holds it, in Latin and Cyrillic Uzbek. */
export interface RegistryName {
  surnameLatin: string;
  nameLatin: string;
  lastnameLatin: string;
  surnameCyrillic: string;
  nameCyrillic: string;
  lastnameCyrillic: string;
}

/**
 * The letters of Cyrillic Uzbek that Russian has not, as Russian documents write Uzbek names:
 * "Қосимова" is "Косимова", "ўғли" is "угли", "Ҳасан" is "Хасан".
 */
const russianLetters: Readonly<Record<string, string>> = {
  ў: 'у',
  Ў: 'У',
  қ: 'к',
  Қ: 'К',
  ғ: 'г',
  Ғ: 'Г',
  ҳ: 'х',
  Ҳ: 'Х',
};

/** A Cyrillic Uzbek name as Russian text writes it (no қ, ғ, ҳ or ў inside a Russian page). */
export function russianSpelling(cyrillicUzbek: string): string {
  return cyrillicUzbek.replace(/[ўЎқҚғҒҳҲ]/g, (letter) => russianLetters[letter]!);
}

/**
 * A name the registry holds in both scripts, in each language's: Latin for oz, Cyrillic for uz, and
 * Cyrillic in Russian spelling for ru.
 */
export function namesByLanguage(latin: string, cyrillic: string): Record<Language, string> {
  return { oz: latin, uz: cyrillic, ru: russianSpelling(cyrillic) };
}

/** A name held in both scripts, in the script (and spelling) of the page's language. */
export function nameIn(language: Language, latin: string, cyrillic: string): string {
  return namesByLanguage(latin, cyrillic)[language];
}

/** Surname, name and patronymic in the page's language (nameIn). */
export function citizenNameIn(language: Language, n: RegistryName): string {
  return nameIn(
    language,
    `${n.surnameLatin} ${n.nameLatin} ${n.lastnameLatin}`,
    `${n.surnameCyrillic} ${n.nameCyrillic} ${n.lastnameCyrillic}`,
  );
}
