// The acts feature's API for other features (its pages are route modules in ui/screens): the words
// and figures of a fee, which the public calculator shows as the notary's invoices do (decision 050).

export { ActFeeFields } from './act-fee.documents';
export { type Fee, FeeBasisText } from './fee-basis-text';
export { useRateText } from './fee-rate';
export { formatTiyin } from './format-tiyin';
