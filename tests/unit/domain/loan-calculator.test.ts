import { describe, expect, it } from 'vitest';
import {
  amountRange,
  bankOfAccount,
  calculatorFigures,
  figuresAcceptable,
  isRefinancingOffer,
  offerAmount,
  offerMonth,
  termRange,
} from '../../../domain/loan-calculator';
import { loanFigures } from '../../../server/documents/figures';
import { banks, creditOffers, refinancingOffers } from '../../fake-bank/fixtures/offers';

const [credit] = creditOffers;
const [refinancing] = refinancingOffers;
if (!credit || !refinancing) throw new Error('fixtures');
const today = '2026-11-27';

describe('the request modal calculator', () => {
  it('spans the months of all brackets, 3..48 when the offer has none', () => {
    expect(termRange(credit.durations)).toEqual({ min: 3, max: 48 });
    expect(termRange([{ minTerm: 6, maxTerm: 12, interest: 18 }])).toEqual({ min: 6, max: 12 });
    expect(termRange([])).toEqual({ min: 3, max: 48 });
  });

  it('keeps amounts between the minimum (300 by default) and the offer, floored', () => {
    expect(amountRange(credit)).toEqual({ min: 300, max: 5000 });
    expect(amountRange({ ...credit, minimumAmount: undefined })).toEqual({ min: 300, max: 5000 });
    expect(offerAmount(credit, '2500.99')).toBe(2500);
    expect(offerAmount(credit, 'abc')).toBe(300);
    expect(offerAmount(credit, 70_000)).toBe(5000);
  });

  it('fixes the amount of a refinancing offer: it pays the loans off in full', () => {
    expect(isRefinancingOffer(refinancing)).toBe(true);
    expect(isRefinancingOffer(credit)).toBe(false);
    expect(amountRange(refinancing)).toEqual({ min: 3200, max: 3200 });
    expect(offerAmount(refinancing, 300)).toBe(3200);
  });

  it('keeps the month inside the brackets, whole', () => {
    expect(offerMonth(credit, 0)).toBe(3);
    expect(offerMonth(credit, 12.6)).toBe(13);
    expect(offerMonth(credit, 99)).toBe(48);
    expect(offerMonth(credit, Number.NaN)).toBe(3);
  });

  it('takes the rate from the bracket of the month and flags a payment over the limit', () => {
    expect(calculatorFigures(credit, 5000, 12, today)).toMatchObject({
      rate: 18,
      payment: '458.40',
      overLimit: true,
    });
    expect(calculatorFigures(credit, 5000, 13, today)).toMatchObject({
      rate: 19.5,
      overLimit: true,
    });
    expect(calculatorFigures(credit, 5000, 48, today)).toMatchObject({
      rate: 21,
      payment: '154.83',
      overLimit: false,
    });
  });

  it('shows the cost of credit the loan papers print for the same amount and term', () => {
    const { cost } = calculatorFigures(credit, 5000, 48, today);
    const papers = loanFigures({
      amountMinor: 500_000,
      annualRatePercent: '21',
      months: 48,
      startDate: today,
      monthlyPaymentMinor: 15_483,
      insurance: null,
    });
    expect(cost).toEqual({
      aprPercent: papers.aprPercent,
      totalPayableMinor: papers.totalPayableMinor,
      totalInterestMinor: papers.totalInterestMinor,
    });
    // 21 % nominal compounds monthly to about 23.1 % a year; 48 payments of about 154.83 ₼.
    expect(cost?.aprPercent).toBeGreaterThan(23);
    expect(cost?.aprPercent).toBeLessThan(23.3);
    expect(cost?.totalPayableMinor).toBe(500_000 + (cost?.totalInterestMinor ?? 0));
    expect(Math.abs((cost?.totalPayableMinor ?? 0) - 48 * 15_483)).toBeLessThan(100);
  });

  it("gives '0.00' outside every bracket or for no amount, and refuses to accept it", () => {
    const gap = { ...credit, durations: [{ minTerm: 3, maxTerm: 12, interest: 18 }] };
    expect(calculatorFigures(gap, 5000, 24, today)).toEqual({
      rate: undefined,
      payment: '0.00',
      overLimit: false,
      cost: undefined,
    });
    expect(figuresAcceptable(calculatorFigures(gap, 5000, 24, today))).toBe(false);
    expect(figuresAcceptable(calculatorFigures(credit, 0, 24, today))).toBe(false);
    expect(figuresAcceptable(calculatorFigures(credit, 5000, 24, today))).toBe(true);
  });

  it("finds the loan's bank from its IBAN's bank code and the BICs", () => {
    expect(bankOfAccount('AZ12AIIB38090019441234567801', banks)?.id).toBe('kapital-bank');
    expect(bankOfAccount('az65 bres 4006 0019 4409 8765 4321', banks)?.id).toBe('bank-respublika');
    expect(bankOfAccount('AZ65UBAZ40060019440987654321', banks)).toBeUndefined();
    expect(bankOfAccount('AZ', banks)).toBeUndefined();
  });
});
