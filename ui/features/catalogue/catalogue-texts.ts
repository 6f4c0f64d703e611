import type { CatalogueTexts } from '../../../machines/catalogue/catalogue.schema';
import { type FragmentType, useFragment as readFragment } from '../../gql';
import { CatalogueTextsFields, LocalizedCatalogueTextsFields } from './catalogue.documents';

export type Locale = 'oz' | 'uz' | 'ru';

/** The three languages' detail fields of an answer, as plain texts (the catalogue page, /update_dict). */
export function readCatalogueTexts(
  fragment: FragmentType<typeof LocalizedCatalogueTextsFields>,
): Record<Locale, CatalogueTexts> {
  const localized = readFragment(LocalizedCatalogueTextsFields, fragment);
  const plain = (texts: FragmentType<typeof CatalogueTextsFields>): CatalogueTexts => {
    const { regulation, summary, documents, duration, result, conditions, links } = readFragment(
      CatalogueTextsFields,
      texts,
    );
    return {
      regulation,
      summary,
      documents: [...documents],
      duration,
      result,
      conditions,
      links: links.map(({ title, url }) => ({ title, url })),
    };
  };
  return { oz: plain(localized.oz), uz: plain(localized.uz), ru: plain(localized.ru) };
}
