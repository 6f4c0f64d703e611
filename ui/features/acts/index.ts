// The acts feature's API for other features (its pages are route modules in ui/screens): the words
// and figures of a fee, which the public calculator shows as the notary's invoices do (decision 050).

export { ActFeeFields } from './act-fee.documents';
export { formatTiyin } from './act-format';
export { useRateText } from './fee-rate';
export { type Fee, FeeBasisText } from './invoices-form';
