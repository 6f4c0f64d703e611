// The catalogue's pages are route modules (ui/screens/catalogue.tsx). Its API for other features: the
// address that opens a type's creation form, and the catalogue texts as plain values (/update_dict).
export { createActPath } from './catalogue-entry-page';
export { readCatalogueTexts } from './catalogue-texts';
