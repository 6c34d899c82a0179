/**
 * The bank's offer rule against figures worked out by hand (exact fractions, outside this
 * code): income 2 500 AZN, 300 AZN of instalments, a 40 % limit → at most 700 AZN a month.
 */
import { describe, expect, it } from 'vitest';
import {
  affordableAmount,
  maximumMonthlyPayment,
  offerRules,
  offersFor,
} from '../../../server/applications/offers';

const finances = { monthlyNetIncome: 2_500_00, monthlyInstalments: 300_00 };
const refinanceable = [
  { id: '7', remainingAmount: 3_200_00, monthlyPayment: 180_00 },
  { id: '12', remainingAmount: 1_850_00, monthlyPayment: 120_00 },
];
const brackets = [
  { minTerm: 3, maxTerm: 12, interest: 18 },
  { minTerm: 13, maxTerm: 24, interest: 19.5 },
  { minTerm: 25, maxTerm: 48, interest: 21 },
];

describe('the maximum monthly payment', () => {
  it('is 40 % of the income less the instalments already paid, never below zero', () => {
    expect(maximumMonthlyPayment(finances)).toBe(700_00);
    expect(maximumMonthlyPayment({ monthlyNetIncome: 1_000_00, monthlyInstalments: 500_00 })).toBe(
      0,
    );
  });

  it('gives the most whole manat affordable over 48 months at 21 %', () => {
    // 22 605 AZN pays 699.98 a month; 22 606 would pay 700.01.
    expect(affordableAmount(700_00)).toBe(22_605_00);
    expect(affordableAmount(0)).toBe(0);
    expect(affordableAmount(1_000_000_00)).toBe(offerRules.maximumAmountManat * 100);
  });
});

describe('credit offers', () => {
  const offers = offersFor({ product: 'LOAN', requestedManat: 10_000, finances, refinanceable });

  it('offer the most affordable, the requested amount (index 999) and half of it, largest first', () => {
    expect(
      offers.map(({ amount, term, interest, monthlyPayment, position }) => ({
        amount,
        term,
        interest,
        monthlyPayment,
        position,
      })),
    ).toEqual([
      { amount: 22_605_00, term: 48, interest: 21, monthlyPayment: 699_98, position: 0 },
      { amount: 10_000_00, term: 17, interest: 19.5, monthlyPayment: 677_96, position: 999 },
      { amount: 5_000_00, term: 8, interest: 18, monthlyPayment: 667_92, position: 1 },
    ]);
  });

  it('carry the brackets, the minimum of 300 AZN, the limit and no refinancing key', () => {
    for (const offer of offers) {
      expect(offer.durations).toEqual(brackets);
      expect(offer.minimumAmount).toBe(300_00);
      expect(offer.debtToIncomeRatio).toBe(700_00);
      expect(offer.refinancingKey).toBe('');
    }
  });

  it('keep an unaffordable request, over the limit at the longest term', () => {
    const [highest, requested] = offersFor({
      product: 'LOAN',
      requestedManat: 40_000,
      finances,
      refinanceable: [],
    });
    expect(highest).toMatchObject({ amount: 40_000_00, position: 999, term: 48 });
    expect(highest?.monthlyPayment).toBe(1_238_63);
    expect(requested).toMatchObject({ amount: 22_605_00, position: 0 });
  });

  it('lists the request alone when nothing is affordable', () => {
    const none = offersFor({
      product: 'LOAN',
      requestedManat: 300,
      finances: { monthlyNetIncome: 0, monthlyInstalments: 0 },
      refinanceable: [],
    });
    expect(none.map((offer) => [offer.amount, offer.position])).toEqual([[300_00, 999]]);
  });

  it('does not repeat the requested amount', () => {
    const amounts = offersFor({
      product: 'LOAN',
      requestedManat: 600,
      finances,
      refinanceable,
    }).map((offer) => offer.amount);
    expect(amounts).toEqual([22_605_00, 600_00, 300_00]);
  });
});

describe('refinancing offers', () => {
  const offers = offersFor({ product: 'REFIN', requestedManat: 10_000, finances, refinanceable });
  const refinancing = offers.filter((offer) => offer.refinancingKey !== '');

  it('cover each loan alone and both together, its instalments freed from the limit', () => {
    expect(
      refinancing.map(
        ({ refinancingKey, amount, minimumAmount, term, monthlyPayment, debtToIncomeRatio }) => ({
          refinancingKey,
          amount,
          minimumAmount,
          term,
          monthlyPayment,
          debtToIncomeRatio,
        }),
      ),
    ).toEqual([
      {
        refinancingKey: '7;12',
        amount: 5_050_00,
        minimumAmount: 5_050_00,
        term: 6,
        monthlyPayment: 886_40,
        debtToIncomeRatio: 1_000_00,
      },
      {
        refinancingKey: '7',
        amount: 3_200_00,
        minimumAmount: 3_200_00,
        term: 4,
        monthlyPayment: 830_22,
        debtToIncomeRatio: 880_00,
      },
      {
        refinancingKey: '12',
        amount: 1_850_00,
        minimumAmount: 1_850_00,
        term: 3,
        monthlyPayment: 635_26,
        debtToIncomeRatio: 820_00,
      },
    ]);
  });

  it('sit among the credit offers by amount, largest first', () => {
    expect(offers.map((offer) => offer.amount)).toEqual([
      22_605_00, 10_000_00, 5_050_00, 5_000_00, 3_200_00, 1_850_00,
    ]);
  });

  it('round a debt with qəpiks up to the whole manat that pays it off', () => {
    const [only] = offersFor({
      product: 'REFIN',
      requestedManat: 300,
      finances: { monthlyNetIncome: 0, monthlyInstalments: 0 },
      refinanceable: [{ id: '3', remainingAmount: 999_01, monthlyPayment: 50_00 }],
    }).filter((offer) => offer.refinancingKey === '3');
    expect(only?.amount).toBe(1_000_00);
  });
});
