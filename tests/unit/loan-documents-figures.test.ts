/**
 * The figures the loan documents print: the effective annual rate from the cash flows (worked
 * examples by hand), the totals of the schedule with the insurance premium, and which papers a
 * loan's package holds in which order.
 */
import { describe, expect, it } from 'vitest';
import { effectiveAnnualRatePercent } from '../../domain/apr';
import { loanFigures } from '../../server/documents/figures';
import { type DocumentFacts, papersFor } from '../../server/documents/model';

describe('the effective annual rate', () => {
  it('is 10 % for 1 000 received and 1 100 repaid a 365-day year later', () => {
    expect(
      effectiveAnnualRatePercent({
        payoutDate: '2025-01-01',
        netReceivedMinor: 100_000,
        payments: [{ date: '2026-01-01', amountMinor: 110_000 }],
      }),
    ).toBe(10);
  });

  it('solves 1 000 = 600·v + 600·v² for two yearly payments: 13.07 %', () => {
    // v = (−600 + √(600² + 4·600·1 000)) / 1 200 = 0.884437…, X = 1/v − 1 = 0.130662…
    expect(
      effectiveAnnualRatePercent({
        payoutDate: '2025-01-01',
        netReceivedMinor: 100_000,
        payments: [
          { date: '2026-01-01', amountMinor: 60_000 },
          { date: '2027-01-01', amountMinor: 60_000 },
        ],
      }),
    ).toBe(13.07);
  });

  it('is the compounded monthly rate for a fee-free annuity: 18 % nominal ≈ 19.56 %', () => {
    const figures = loanFigures({
      amountMinor: 1_000_000,
      annualRatePercent: '18',
      months: 12,
      startDate: '2026-03-02',
      monthlyPaymentMinor: 91_680,
      insurance: null,
    });
    // (1 + 0.18/12)^12 − 1 = 19.56 % with equal months; real month lengths move it a little.
    expect(figures.aprPercent).toBeGreaterThan(19.4);
    expect(figures.aprPercent).toBeLessThan(19.7);
  });

  it('refuses cash flows with nothing received or nothing repaid', () => {
    expect(() =>
      effectiveAnnualRatePercent({ payoutDate: '2025-01-01', netReceivedMinor: 0, payments: [] }),
    ).toThrow(RangeError);
  });
});

describe('the loan figures', () => {
  const terms = {
    amountMinor: 1_000_000,
    annualRatePercent: '18.0000',
    months: 12,
    startDate: '2026-03-02',
    monthlyPaymentMinor: 91_680,
  };

  it('add the schedule up: principal + interest + premium is the total payable', () => {
    const figures = loanFigures({
      ...terms,
      insurance: { insurerName: 'PAŞA Sığorta', premiumMinor: 12_000 },
    });
    expect(figures.schedule).toHaveLength(12);
    expect(figures.schedule.at(-1)?.balanceAfterMinor).toBe(0);
    expect(figures.schedule[0]).toMatchObject({
      dueDate: '2026-04-02',
      paymentMinor: 91_680,
      interestMinor: 15_000,
      principalMinor: 76_680,
    });
    const paid = figures.schedule.reduce((sum, row) => sum + row.paymentMinor, 0);
    expect(figures.totalInterestMinor).toBe(paid - 1_000_000);
    expect(figures.premiumMinor).toBe(12_000);
    expect(figures.totalPayableMinor).toBe(paid + 12_000);
  });

  it('count a premium paid at payout in the effective rate', () => {
    const without = loanFigures({ ...terms, insurance: null });
    const insured = loanFigures({
      ...terms,
      insurance: { insurerName: 'PAŞA Sığorta', premiumMinor: 12_000 },
    });
    expect(insured.aprPercent).toBeGreaterThan(without.aprPercent + 2);
  });
});

describe('the papers of a package', () => {
  const facts = {
    product: 'LOAN',
    insurance: null,
    refinanced: [],
  } as unknown as DocumentFacts;
  const loan = { bankName: 'Kapital Bank', bic: 'AIIBAZ2X', loanAccount: 'x', iban: 'y' };

  it('are the standard form (MAIN) and the contract for a plain credit', () => {
    expect(papersFor(facts)).toEqual([
      { kind: 'STANDARD_FORM', documentType: 'MAIN', position: 0 },
      { kind: 'LOAN_CONTRACT', documentType: 'OTHER', position: 1 },
    ]);
  });

  it('add the payoff instruction for refinancing and the insurance application', () => {
    const refinancing = {
      ...facts,
      product: 'REFIN',
      insurance: { insurerName: 'Meqa Sığorta', premiumMinor: 100 },
      refinanced: [{ ...loan, amountMinor: 1 }],
    } as DocumentFacts;
    expect(papersFor(refinancing).map((paper) => [paper.kind, paper.documentType])).toEqual([
      ['STANDARD_FORM', 'MAIN'],
      ['LOAN_CONTRACT', 'OTHER'],
      ['PAYOFF_INSTRUCTION', 'OTHER'],
      ['INSURANCE_APPLICATION', 'OTHER'],
    ]);
  });
});
