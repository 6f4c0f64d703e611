// The catalogue's pages are route modules (ui/screens/catalogue.tsx); other features link to it by
// its paths. The address that opens a type's creation form is its public API.
export { createActPath } from './catalogue-entry-page';
