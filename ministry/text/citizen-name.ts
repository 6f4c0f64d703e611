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

/** Surname, name and patronymic in the script of the page's language: Latin for oz, Cyrillic for uz and ru. */
export function citizenNameIn(language: Language, n: RegistryName): string {
  return language === 'oz'
    ? `${n.surnameLatin} ${n.nameLatin} ${n.lastnameLatin}`
    : `${n.surnameCyrillic} ${n.nameCyrillic} ${n.lastnameCyrillic}`;
}
