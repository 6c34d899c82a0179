import { describe, expect, it } from 'vitest';
import { cardNumberWith, embossedName, printedExpiry } from '../../../domain/cards/card-requisites';
import {
  cardLimitFromAmount,
  cardLimitMaxima,
  defaultCardLimits,
  parseCardLimit,
} from '../../../domain/cards/limits';
import { currencies } from '../../../domain/money';
import { passesLuhn } from '../../../domain/transfers/card-number';

describe("a card's daily limits", () => {
  it('default below the maxima in every currency', () => {
    for (const currency of currencies) {
      for (const kind of ['cash', 'purchases', 'online'] as const) {
        expect(defaultCardLimits[currency][kind]).toBeLessThan(cardLimitMaxima[currency][kind]);
      }
    }
  });

  it('take what the form types, from 0 to the maximum', () => {
    expect(parseCardLimit('1 500,50', 'AZN', 500_000)).toEqual({ ok: true, minor: 150_050 });
    expect(parseCardLimit('0', 'AZN', 500_000)).toEqual({ ok: true, minor: 0 });
    expect(parseCardLimit('5000', 'AZN', 500_000)).toEqual({ ok: true, minor: 500_000 });
    expect(parseCardLimit('5000.01', 'AZN', 500_000)).toEqual({
      ok: false,
      problem: 'CARD_LIMIT_OVER_MAX',
    });
    expect(parseCardLimit('', 'AZN', 1)).toEqual({ ok: false, problem: 'CARD_LIMIT_REQUIRED' });
    expect(parseCardLimit('-5', 'AZN', 1)).toEqual({ ok: false, problem: 'CARD_LIMIT_NEGATIVE' });
    expect(parseCardLimit('1.005', 'AZN', 1_000)).toEqual({
      ok: false,
      problem: 'CARD_LIMIT_INVALID',
    });
  });

  it('take what the API sends by the same rules', () => {
    expect(cardLimitFromAmount(150.5, 'AZN', 1_000_000)).toEqual({ ok: true, minor: 15_050 });
    expect(cardLimitFromAmount(-1, 'AZN', 1_000_000)).toMatchObject({
      problem: 'CARD_LIMIT_NEGATIVE',
    });
    expect(cardLimitFromAmount(0.001, 'AZN', 1_000_000)).toMatchObject({
      problem: 'CARD_LIMIT_INVALID',
    });
  });
});

describe("a card's requisites", () => {
  it('emboss the holder in Latin capitals', () => {
    expect(embossedName('Leyla', 'Məmmədova')).toBe('LEYLA MAMMADOVA');
    expect(embossedName('Nigar', 'Hüseynova')).toBe('NIGAR HUSEYNOVA');
    expect(embossedName('Rəşad', 'Əliyev')).toBe('RASAD ALIYEV');
    expect(embossedName('İlkin', 'Çələbi-Ağayev')).toBe('ILKIN CALABI-AGAYEV');
  });

  it('make a whole number that passes Luhn with the BIN and last four kept', () => {
    for (const middle of ['00000', '12345', '99999', '50713']) {
      const number = cardNumberWith('462213', middle, '4821');
      expect(number).toMatch(/^462213\d{6}4821$/);
      expect(number.slice(6, 11)).toBe(middle);
      expect(passesLuhn(number)).toBe(true);
    }
  });

  it('print the expiry as MM/YY', () => {
    expect(printedExpiry('2029-05-31')).toBe('05/29');
  });
});
