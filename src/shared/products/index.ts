export { AccountName } from './AccountName';
export { currencyNames } from './currency-names';
export { formatRate, nameRepeats } from './format';
export { type ProductFact, ProductFacts, ProductHeadline } from './ProductFacts';
export { type PagedQuery, pagedView, ShowMore } from './paged';
export { EmptyState, QueryStatus, type QueryStatusProps, type QueryView } from './QueryStatus';
export { Term } from './Term';
