import { describe, expect, it } from 'vitest';
import {
  bracketForTerm,
  clampAmount,
  clampTerm,
  combinationKeyOf,
  floorLoanAmount,
  isOverMonthlyLimit,
  liabilityIdsOfKey,
  loanDefaults,
  offerForLiabilities,
  offerMatchesLiabilities,
  rateForTerm,
  sortOffersByAmount,
} from '../../../domain/loan-offer';

const durations = [
  { minTerm: 3, maxTerm: 12, interest: 21 },
  { minTerm: 13, maxTerm: 24, interest: 19 },
  { minTerm: 25, maxTerm: 48, interest: 17.5 },
];

describe('duration brackets (PRODUCT 5)', () => {
  it('picks the bracket containing the month, both ends inclusive', () => {
    expect(rateForTerm(durations, 3)).toBe(21);
    expect(rateForTerm(durations, 12)).toBe(21);
    expect(rateForTerm(durations, 13)).toBe(19);
    expect(rateForTerm(durations, 24)).toBe(19);
    expect(rateForTerm(durations, 25)).toBe(17.5);
    expect(rateForTerm(durations, 48)).toBe(17.5);
  });

  it('has no rate outside every bracket', () => {
    expect(rateForTerm(durations, 2)).toBeUndefined();
    expect(rateForTerm(durations, 49)).toBeUndefined();
    expect(bracketForTerm([], 12)).toBeUndefined();
  });

  it('lets the first listed bracket win an overlap', () => {
    const overlapping = [
      { minTerm: 3, maxTerm: 12, interest: 20 },
      { minTerm: 12, maxTerm: 24, interest: 18 },
    ];
    expect(rateForTerm(overlapping, 12)).toBe(20);
  });
});

describe('refinancing offers (PRODUCT 5: exactly the ticked liability ids)', () => {
  const offers = [
    { id: 'plain', amount: 5000, refinancingLoansCombinationKey: '' },
    { id: 'one', amount: 3000, refinancingLoansCombinationKey: '12' },
    { id: 'two', amount: 8000, refinancingLoansCombinationKey: '12;7' },
    { id: 'three', amount: 9000, refinancingLoansCombinationKey: '7;12;30' },
  ];

  it('matches the same set in any order', () => {
    expect(offerForLiabilities(offers, ['12'])?.id).toBe('one');
    expect(offerForLiabilities(offers, ['7', '12'])?.id).toBe('two');
    expect(offerForLiabilities(offers, [12, 7])?.id).toBe('two');
    expect(offerForLiabilities(offers, ['30', '12', '7'])?.id).toBe('three');
  });

  it('never matches a subset or a superset', () => {
    expect(offerMatchesLiabilities(offers[2] ?? {}, ['7'])).toBe(false);
    expect(offerMatchesLiabilities(offers[2] ?? {}, ['7', '12', '30'])).toBe(false);
    expect(offerForLiabilities(offers, ['7'])).toBeUndefined();
    expect(offerForLiabilities(offers, ['12', '99'])).toBeUndefined();
  });

  it('matches the plain credit offer when nothing is ticked', () => {
    expect(offerForLiabilities(offers, [])?.id).toBe('plain');
    expect(offerMatchesLiabilities({ refinancingLoansCombinationKey: null }, [])).toBe(true);
    expect(offerMatchesLiabilities({}, [])).toBe(true);
    expect(offerMatchesLiabilities({ refinancingLoansCombinationKey: '12' }, [])).toBe(false);
  });

  it('reads keys with stray separators and spaces and writes one canonical key', () => {
    expect([...liabilityIdsOfKey(' 12 ;; 7;')]).toEqual(['12', '7']);
    expect(liabilityIdsOfKey('').size).toBe(0);
    expect(combinationKeyOf([12, 7, 100, 7])).toBe('7;12;100');
    expect(combinationKeyOf([])).toBe('');
  });
});

describe('PRODUCT 9 defaults', () => {
  it('has minimum amount 300 and terms 3–48', () => {
    expect(loanDefaults).toEqual({
      minimumAmount: 300,
      minimumTermMonths: 3,
      maximumTermMonths: 48,
    });
    expect(clampTerm(1)).toBe(3);
    expect(clampTerm(60)).toBe(48);
    expect(clampTerm(24)).toBe(24);
    expect(clampAmount(100)).toBe(300);
    expect(clampAmount('2500.75', 300, 2000)).toBe(2000);
  });

  it('floors amounts to integers', () => {
    expect(floorLoanAmount(1500.99)).toBe(1500);
    expect(floorLoanAmount('1500,99')).toBe(1500);
    expect(floorLoanAmount('abc')).toBe(0);
  });

  it('sorts offers by amount, largest first, without touching the input', () => {
    const offers = [{ amount: 1000 }, { amount: 3000 }, { amount: 2000 }];
    expect(sortOffersByAmount(offers).map((o) => o.amount)).toEqual([3000, 2000, 1000]);
    expect(offers[0]?.amount).toBe(1000);
  });

  it('flags a payment above the maximum monthly payment, not one equal to it', () => {
    expect(isOverMonthlyLimit(500.01, 500)).toBe(true);
    expect(isOverMonthlyLimit(500, 500)).toBe(false);
    expect(isOverMonthlyLimit(900, null)).toBe(false);
  });
});
