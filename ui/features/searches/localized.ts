/** The text of a localized record in the interface language (oz, uz or ru). */
export function localized(text: { oz: string; uz: string; ru: string }, language: string): string {
  return language === 'uz' || language === 'ru' ? text[language] : text.oz;
}
