/**
 * The bank's one published tariff for transfers (PRODUCT 3 "Transfer": commission, total), its
 * limits and the quote's lifetime. The quote shows the commission before the customer confirms
 * and the execution books exactly that figure, so both read it here.
 *
 * The commission is charged in the source's currency (the contract's `commission`); each fee
 * has its own figure per currency, rounded equivalents of the manat fee, as banks publish them.
 */
import type { components } from '../../openapi/generated/schema';
import type { Currency } from '../money';

export type TransferRail = components['schemas']['TransferRail'];
/** What the table prices: the transfer rails, and cash by code (domain/cash-codes.ts). */
export type TariffedService = TransferRail | 'CASH_CODE';

type PerCurrency = Readonly<Record<Currency, bigint>>;

export type TransferTariff =
  | { kind: 'free' }
  | { kind: 'fixed'; feeMinor: PerCurrency }
  /** basisPoints of the amount (100 = 1 %), at least minimumMinor. */
  | { kind: 'percent'; basisPoints: bigint; minimumMinor: PerCurrency };

/**
 * OWN and INTERNAL stay inside the bank and cost nothing; IPS and clearing pay the Central
 * Bank's systems a fixed price per payment; a card of another bank goes through the card
 * scheme, which charges a share of the amount, and so does a payment to a provider.
 */
export const transferTariffs: Readonly<Record<TariffedService, TransferTariff>> = {
  OWN: { kind: 'free' },
  INTERNAL: { kind: 'free' },
  IPS: { kind: 'fixed', feeMinor: { AZN: 30n, USD: 20n, EUR: 15n, RUB: 1500n } },
  CLEARING: { kind: 'fixed', feeMinor: { AZN: 100n, USD: 60n, EUR: 50n, RUB: 5000n } },
  CARD: {
    kind: 'percent',
    basisPoints: 100n,
    minimumMinor: { AZN: 100n, USD: 60n, EUR: 50n, RUB: 5000n },
  },
  // Payments to mobile operators and utilities: half a percent, at least 10 qəpik.
  PAYMENT: {
    kind: 'percent',
    basisPoints: 50n,
    minimumMinor: { AZN: 10n, USD: 6n, EUR: 5n, RUB: 500n },
  },
  // Cash by code: the bank pays the ATM network and carries the notes, as a card's cash
  // withdrawal at another bank's ATM does; half a percent, at least 50 qəpik. Cash is in ₼ only.
  CASH_CODE: {
    kind: 'percent',
    basisPoints: 50n,
    minimumMinor: { AZN: 50n, USD: 30n, EUR: 25n, RUB: 2500n },
  },
};

const basisPointsInWhole = 10_000n;

/**
 * The commission of a transfer of `amountMinor` (what leaves the source before commission, in
 * its currency). A percentage is rounded up to the minor unit: a fraction of a qəpik is never
 * left uncharged, so the fee never undercuts the published percentage.
 */
export function transferCommission(
  rail: TariffedService,
  amountMinor: bigint,
  currency: Currency,
): bigint {
  if (amountMinor < 0n) throw new RangeError(`A transfer amount is not negative: ${amountMinor}`);
  const tariff = transferTariffs[rail];
  switch (tariff.kind) {
    case 'free':
      return 0n;
    case 'fixed':
      return tariff.feeMinor[currency];
    case 'percent': {
      const share =
        (amountMinor * tariff.basisPoints + basisPointsInWhole - 1n) / basisPointsInWhole;
      const minimum = tariff.minimumMinor[currency];
      return share > minimum ? share : minimum;
    }
  }
}

/** IPS carries manats only (the Central Bank's instant payment system). */
export const ipsCurrency: Currency = 'AZN';
/** IPS takes at most 40 000 ₼ a payment. */
export const ipsMaxMinor = 4_000_000n;

/** How long a quote, and the exchange rate in it, holds. */
export const quoteLifetimeMinutes = 5;

/**
 * What a customer may send to others (another customer or another bank; own products are not
 * limited) per Baku day and per calendar month, counted in manats: a transfer in another
 * currency counts by its manat equivalent at the quote's rate.
 */
export const transferLimits = {
  currency: 'AZN',
  dailyMinor: 2_000_000n,
  monthlyMinor: 10_000_000n,
} as const satisfies { currency: Currency; dailyMinor: bigint; monthlyMinor: bigint };

/** Whether a rail counts against the limits: everything that leaves the customer's products. */
export function countsAgainstLimits(rail: TransferRail): boolean {
  return rail !== 'OWN';
}

/**
 * Whether a rail follows PRODUCT 9's cut-off: clearing, and payments to providers ("Payments
 * on non-business days or after 17:00 are executed the next business day"). Inside the bank,
 * IPS and card schemes are instant whatever the hour.
 */
export function followsCutOff(rail: TransferRail): boolean {
  return rail === 'CLEARING' || rail === 'PAYMENT';
}
