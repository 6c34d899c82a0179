import { describe, expect, it } from 'vitest';
import { formatMaskedPan } from '../../domain/transfers/card-number';
import type { components } from '../../openapi/generated/schema';
import { lastDigits } from '../../src/features/cards/card-display';
import { toAmount, totalsByCurrency } from '../../src/features/home/totals';

type Schemas = components['schemas'];

const account = (currency: Schemas['Currency'], balance: number) =>
  ({ currency, balance }) as Schemas['Account'];
const deposit = (currency: Schemas['Currency'], totalAmount: number) =>
  ({ currency, totalAmount }) as Schemas['Deposit'];
const loan = (currency: Schemas['Currency'], remainingAmount: number) =>
  ({ currency, remainingAmount }) as Schemas['Loan'];

describe('totals per currency on the home page', () => {
  it('adds accounts and deposits as own money, loans apart, never across currencies', () => {
    const totals = totalsByCurrency(
      [account('USD', 963.12), account('AZN', 5581.47), account('AZN', 0.1)],
      [deposit('AZN', 2014.38), deposit('EUR', 100)],
      [loan('AZN', 5131.45)],
    );
    expect(totals).toEqual([
      { currency: 'AZN', accounts: 558_157, deposits: 201_438, own: 759_595, debt: 513_145 },
      { currency: 'USD', accounts: 96_312, deposits: 0, own: 96_312, debt: 0 },
      { currency: 'EUR', accounts: 0, deposits: 10_000, own: 10_000, debt: 0 },
    ]);
  });

  it('sums in minor units, so decimals do not drift', () => {
    const [azn] = totalsByCurrency([account('AZN', 0.1), account('AZN', 0.2)], [], []);
    expect(azn?.own).toBe(30);
    expect(toAmount(30, 'AZN')).toBe(0.3);
  });

  it('a customer with only a loan has a total with debt and no own money', () => {
    expect(totalsByCurrency([], [], [loan('USD', 10)])).toEqual([
      { currency: 'USD', accounts: 0, deposits: 0, own: 0, debt: 1000 },
    ]);
  });
});

describe('card numbers', () => {
  it('are shown in groups of four with the hidden digits as dots', () => {
    expect(formatMaskedPan('416973******4821')).toBe('4169 73•• •••• 4821');
    expect(lastDigits('416973******4821')).toBe('4821');
  });
});
