import type { Locale } from '../../../machines/session/local-store.schema';

/** A text in the page's language. */
export const localized = (text: { oz: string; uz: string; ru: string }, language: string) =>
  text[(['oz', 'uz', 'ru'].includes(language) ? language : 'oz') as Locale];

/** A rating with one decimal and a decimal comma, as Uzbek and Russian write it (4,5). */
export const formatRating = (value: number) => value.toFixed(1).replace('.', ',');

/** dd.mm.yyyy of yyyy-mm-dd or of an ISO instant (the specification's date format). */
export const displayDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
};
