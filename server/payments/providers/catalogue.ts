/**
 * The providers the bank pays (issue 16), as the bank's reference data: the mobile operators by
 * PRODUCT 5's prefixes (SPEC 5: 50, 51, 10, 70, 77, 99, 60, each with the operator that owns
 * it) and the utilities, each with its own subscriber code. A table in code because it changes
 * with a contract with a provider, not with a request; store.ts writes it into
 * payment_providers at every start (production too), with each provider's settlement account.
 * The marks are initials on a colour white reads on (contrast at least 4.5:1), not logos.
 */
import type { Locale } from '../../../domain/locale';
import type { Schemas } from '../../openapi/json';

type PaymentCategory = Schemas['PaymentCategory'];
type PaymentField = Schemas['PaymentField'];

export interface CatalogueProvider {
  id: string;
  category: PaymentCategory;
  names: Readonly<Record<Locale, string>>;
  initials: string;
  color: string;
  fields: PaymentField[];
  minMinor: bigint;
  maxMinor: bigint;
  debtLookup: boolean;
}

/** The categories in the order /payments shows them. */
export const categoryOrder: readonly PaymentCategory[] = [
  'MOBILE',
  'GAS',
  'ELECTRICITY',
  'WATER',
  'INTERNET',
];

/** Mobile top-ups from 0.50 to 500 ₼: what the operators take in one payment. */
function operator(
  id: string,
  name: string,
  mark: { initials: string; color: string },
  prefixes: string[],
): CatalogueProvider {
  return {
    id,
    category: 'MOBILE',
    names: { az: name, ru: name, en: name },
    ...mark,
    fields: [{ name: 'phone', pattern: '[0-9]{9}', prefixes, example: `${prefixes[0]}1234567` }],
    minMinor: 50n,
    maxMinor: 50_000n,
    debtLookup: false,
  };
}

/** A utility answers the subscriber's name and debt; bills from 1 ₼. */
function utility(
  provider: Pick<CatalogueProvider, 'id' | 'category' | 'names' | 'initials' | 'color'>,
  code: { pattern: string; example: string },
  maxMinor: bigint,
): CatalogueProvider {
  return {
    ...provider,
    fields: [{ name: 'subscriberCode', ...code }],
    minMinor: 100n,
    maxMinor,
    debtLookup: true,
  };
}

export const providerCatalogue: readonly CatalogueProvider[] = [
  operator('azercell', 'Azercell', { initials: 'AC', color: '#5b2a86' }, ['50', '51', '10']),
  operator('bakcell', 'Bakcell', { initials: 'BC', color: '#b3122e' }, ['99']),
  operator('nar', 'Nar', { initials: 'N', color: '#a8325e' }, ['70', '77']),
  operator('naxtel', 'Naxtel', { initials: 'NX', color: '#0b5cab' }, ['60']),
  utility(
    {
      id: 'azeriqaz',
      category: 'GAS',
      names: { az: 'Azəriqaz', ru: 'Азеригаз', en: 'Azeriqaz' },
      initials: 'AQ',
      color: '#1f6f43',
    },
    { pattern: '[0-9]{10}', example: '1002003001' },
    200_000n,
  ),
  utility(
    {
      id: 'azerishiq',
      category: 'ELECTRICITY',
      names: { az: 'Azərişıq', ru: 'Азеришыг', en: 'Azerishiq' },
      initials: 'AŞ',
      color: '#9a4a06',
    },
    { pattern: 'EL-[0-9]{8}', example: 'EL-10020030' },
    200_000n,
  ),
  utility(
    {
      id: 'azersu',
      category: 'WATER',
      names: { az: 'Azərsu', ru: 'Азерсу', en: 'Azersu' },
      initials: 'AS',
      color: '#03639b',
    },
    { pattern: '[0-9]{8}', example: '10020030' },
    200_000n,
  ),
  utility(
    {
      id: 'baktelecom',
      category: 'INTERNET',
      names: { az: 'Baktelekom', ru: 'Бактелеком', en: 'Baktelecom' },
      initials: 'BT',
      color: '#4338ca',
    },
    { pattern: 'BT[0-9]{6}', example: 'BT100200' },
    50_000n,
  ),
];
