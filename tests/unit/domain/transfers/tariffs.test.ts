import { describe, expect, it } from 'vitest';
import { currencies } from '../../../../domain/money';
import {
  countsAgainstLimits,
  ipsMaxMinor,
  quoteLifetimeMinutes,
  transferCommission,
  transferLimits,
  transferTariffs,
} from '../../../../domain/transfers/tariffs';

describe('the published transfer tariff', () => {
  it('charges nothing between own products and to another customer of the bank', () => {
    for (const currency of currencies) {
      expect(transferCommission('OWN', 1_000_000n, currency)).toBe(0n);
      expect(transferCommission('INTERNAL', 1_000_000n, currency)).toBe(0n);
    }
  });

  it('charges IPS a fixed 0.30 ₼, and its equivalents', () => {
    expect(transferCommission('IPS', 1n, 'AZN')).toBe(30n);
    expect(transferCommission('IPS', 4_000_000n, 'AZN')).toBe(30n);
    expect(transferCommission('IPS', 10_000n, 'USD')).toBe(20n);
    expect(transferCommission('IPS', 10_000n, 'EUR')).toBe(15n);
    expect(transferCommission('IPS', 10_000n, 'RUB')).toBe(1500n);
  });

  it('charges clearing a fixed 1.00 ₼, and its equivalents', () => {
    expect(transferCommission('CLEARING', 50n, 'AZN')).toBe(100n);
    expect(transferCommission('CLEARING', 99_999_999n, 'AZN')).toBe(100n);
    expect(transferCommission('CLEARING', 10_000n, 'USD')).toBe(60n);
    expect(transferCommission('CLEARING', 10_000n, 'EUR')).toBe(50n);
    expect(transferCommission('CLEARING', 10_000n, 'RUB')).toBe(5000n);
  });

  it('charges another bank’s card 1 %', () => {
    expect(transferCommission('CARD', 50_000n, 'AZN')).toBe(500n); // 500.00 ₼ → 5.00 ₼
    expect(transferCommission('CARD', 1_000_000n, 'USD')).toBe(10_000n); // $10 000 → $100
  });

  it('rounds a card percentage up to the qəpik', () => {
    expect(transferCommission('CARD', 12_345n, 'AZN')).toBe(124n); // 1.2345 ₼ → 1.24 ₼
    expect(transferCommission('CARD', 10_001n, 'AZN')).toBe(101n); // 1.0001 ₼ → 1.01 ₼
    expect(transferCommission('CARD', 10_000n, 'AZN')).toBe(100n); // exactly 1.00 ₼
  });

  it('charges at least the card minimum, in each currency', () => {
    expect(transferCommission('CARD', 5_000n, 'AZN')).toBe(100n); // 0.50 ₼ → 1.00 ₼
    expect(transferCommission('CARD', 1n, 'AZN')).toBe(100n);
    expect(transferCommission('CARD', 5_000n, 'USD')).toBe(60n);
    expect(transferCommission('CARD', 5_000n, 'EUR')).toBe(50n);
    expect(transferCommission('CARD', 5_000n, 'RUB')).toBe(5000n);
    // Just above the minimum the percentage takes over: 1 % of $60.01 is $0.6001 → $0.61.
    expect(transferCommission('CARD', 6_001n, 'USD')).toBe(61n);
  });

  it('refuses a negative amount', () => {
    expect(() => transferCommission('CARD', -1n, 'AZN')).toThrow(RangeError);
  });

  it('publishes one table for every rail', () => {
    expect(Object.keys(transferTariffs).sort()).toEqual(
      ['CARD', 'CASH_CODE', 'CLEARING', 'INTERNAL', 'IPS', 'OWN', 'PAYMENT'].sort(),
    );
  });

  it('charges a payment to a provider half a percent, at least 10 qəpik, rounded up', () => {
    expect(transferCommission('PAYMENT', 1_000n, 'AZN')).toBe(10n);
    expect(transferCommission('PAYMENT', 2_000n, 'AZN')).toBe(10n);
    expect(transferCommission('PAYMENT', 4_560n, 'AZN')).toBe(23n);
    expect(transferCommission('PAYMENT', 100_000n, 'AZN')).toBe(500n);
  });

  it('charges cash by code half a percent, at least 50 qəpik, rounded up', () => {
    expect(transferCommission('CASH_CODE', 1_000n, 'AZN')).toBe(50n);
    expect(transferCommission('CASH_CODE', 10_000n, 'AZN')).toBe(50n);
    expect(transferCommission('CASH_CODE', 450_000n, 'AZN')).toBe(2_250n);
    expect(transferCommission('CASH_CODE', 1_234_500n, 'AZN')).toBe(6_173n);
  });
});

describe('limits and lifetimes', () => {
  it('caps IPS at 40 000 ₼ and holds a quote for 5 minutes', () => {
    expect(ipsMaxMinor).toBe(4_000_000n);
    expect(quoteLifetimeMinutes).toBe(5);
  });

  it('limits transfers to others to 20 000 ₼ a day and 100 000 ₼ a month', () => {
    expect(transferLimits).toEqual({
      currency: 'AZN',
      dailyMinor: 2_000_000n,
      monthlyMinor: 10_000_000n,
    });
    expect(countsAgainstLimits('OWN')).toBe(false);
    for (const rail of ['INTERNAL', 'IPS', 'CLEARING', 'CARD'] as const) {
      expect(countsAgainstLimits(rail)).toBe(true);
    }
  });
});
