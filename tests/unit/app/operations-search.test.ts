/** The /operations address: the history's search (?q=) kept, trimmed and bounded (issue 15). */
import { describe, expect, it } from 'vitest';
import { validateOperationsSearch } from '../../../src/features/operations/search';

describe('the operations page’s search params', () => {
  it('keep the search, trimmed, beside the period and the product', () => {
    expect(validateOperationsSearch({ period: 'week', product: 'acc-1', q: '  Bravo ' })).toEqual({
      period: 'week',
      product: 'acc-1',
      q: 'Bravo',
    });
  });

  it('keep an amount the router read as a number', () => {
    expect(validateOperationsSearch({ q: 45 })).toEqual({ q: '45' });
    expect(validateOperationsSearch({ q: 45.3 })).toEqual({ q: '45.3' });
  });

  it('drop an empty search and cut a long one to what the bank takes', () => {
    expect(validateOperationsSearch({ q: '   ' })).toEqual({});
    expect(validateOperationsSearch({ q: { text: 'x' } })).toEqual({});
    expect(validateOperationsSearch({ q: 'a'.repeat(150) }).q).toHaveLength(100);
  });
});
