/** The customer's payment sources and the default among them (see sources.ts for why here). */
export { chooseDefaultSource, moveDefaultOffBlockedCard } from './default';
export { type CustomerSources, orderedSources, readPaymentSources } from './sources';
