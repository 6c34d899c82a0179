import { describe, expect, it } from 'vitest';
import { isStrongPassword, meetsRule, passwordProblems } from '../../domain/password';

describe('password requirements shown to the customer (PRODUCT 5)', () => {
  it.each([
    ['Demo2026!', true],
    ['demo2026!', false],
    ['DEMO2026!', false],
    ['Demodemo!', false],
    ['Demo2026', false],
    ['De2026!', false],
    ['Şifrə2026!', true],
  ])('%s is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('marks each rule on its own', () => {
    expect(meetsRule('cases', 'aB')).toBe(true);
    expect(meetsRule('digit', 'abc')).toBe(false);
    expect(meetsRule('special', 'a b')).toBe(false);
    expect(meetsRule('length', '12345678')).toBe(true);
  });

  it('names the weak password and the repeat problems separately', () => {
    expect(passwordProblems('weak', 'weak2')).toEqual({ password: 'weak', repeat: 'mismatch' });
    expect(passwordProblems('Demo2026!', '')).toEqual({
      password: null,
      repeat: 'repeat-required',
    });
    expect(passwordProblems('Demo2026!', 'Demo2026!')).toEqual({ password: null, repeat: null });
  });
});
