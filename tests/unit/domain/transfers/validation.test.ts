import { describe, expect, it } from 'vitest';
import { makeIban } from '../../../../domain/iban';
import {
  destinationOf,
  draftFromRequest,
  isOtherBankIban,
  parseTransferAmount,
  type TransferDraft,
  toMobileNumber,
  transferFieldErrors,
} from '../../../../domain/transfers/validation';

const ourIban = makeIban('IBNK', '00000000000000012345');
const otherBankIban = makeIban('NABZ', '00000000137010001944');
const brokenIban = `AZ00${ourIban.slice(4)}`;

const own: TransferDraft = {
  from: 'acc-1',
  currency: 'AZN',
  destination: 'OWN',
  to: 'acc-2',
  amount: '150',
};
const errorsOf = (change: Partial<TransferDraft>) => transferFieldErrors({ ...own, ...change });

describe('a transfer draft (PRODUCT 5)', () => {
  it('has no errors when complete', () => {
    expect(transferFieldErrors(own)).toEqual({});
    expect(errorsOf({ destination: 'IBAN', iban: ourIban })).toEqual({});
    expect(errorsOf({ destination: 'CARD', cardNumber: '4111 1111 1111 1111' })).toEqual({});
    expect(errorsOf({ destination: 'PHONE', phone: '+994 50 123 45 67' })).toEqual({});
  });

  it('needs a source and, between own products, a destination other than the source', () => {
    expect(errorsOf({ from: '' })).toEqual({ from: 'FROM_REQUIRED' });
    expect(errorsOf({ to: '' })).toEqual({ to: 'TO_REQUIRED' });
    expect(errorsOf({ to: undefined })).toEqual({ to: 'TO_REQUIRED' });
    expect(errorsOf({ to: 'acc-1' })).toEqual({ to: 'SAME_PRODUCT' });
  });

  it('refuses the source’s own IBAN as the destination', () => {
    expect(errorsOf({ destination: 'IBAN', iban: ourIban, fromIban: ourIban })).toEqual({
      iban: 'SAME_PRODUCT',
    });
  });
});

describe('the amount', () => {
  it.each([
    ['', 'AMOUNT_REQUIRED'],
    ['   ', 'AMOUNT_REQUIRED'],
    ['abc', 'AMOUNT_INVALID'],
    ['1,234.50', 'AMOUNT_INVALID'],
    ['0', 'AMOUNT_NOT_POSITIVE'],
    ['0,00', 'AMOUNT_NOT_POSITIVE'],
    ['-5', 'AMOUNT_NOT_POSITIVE'],
    [-5, 'AMOUNT_NOT_POSITIVE'],
    [0, 'AMOUNT_NOT_POSITIVE'],
    ['10.001', 'AMOUNT_TOO_PRECISE'],
    [0.1 + 0.2, 'AMOUNT_TOO_PRECISE'],
    ['99999999999999999', 'AMOUNT_TOO_LARGE'],
    [1e21, 'AMOUNT_INVALID'],
  ] as const)('%j is refused with %s', (amount, problem) => {
    expect(errorsOf({ amount })).toEqual({ amount: problem });
  });

  it('is read in minor units from what was typed or sent', () => {
    expect(parseTransferAmount('1 234,50', 'AZN')).toEqual({ ok: true, minor: 123_450n });
    expect(parseTransferAmount(1234.5, 'USD')).toEqual({ ok: true, minor: 123_450n });
    expect(parseTransferAmount('0.01', 'EUR')).toEqual({ ok: true, minor: 1n });
  });

  it('with the commission must fit the available balance, when it is known', () => {
    expect(errorsOf({ amount: '150', availableMinor: 15_000n })).toEqual({});
    expect(errorsOf({ amount: '150.01', availableMinor: 15_000n })).toEqual({
      amount: 'AMOUNT_OVER_BALANCE',
    });
    expect(errorsOf({ amount: '150', availableMinor: 15_000n, commissionMinor: 30n })).toEqual({
      amount: 'AMOUNT_OVER_BALANCE',
    });
    expect(errorsOf({ amount: '149.70', availableMinor: 15_000n, commissionMinor: 30n })).toEqual(
      {},
    );
  });
});

describe('the destination', () => {
  it('checks an IBAN', () => {
    expect(errorsOf({ destination: 'IBAN' })).toEqual({ iban: 'IBAN_REQUIRED' });
    expect(errorsOf({ destination: 'IBAN', iban: brokenIban })).toEqual({ iban: 'IBAN_INVALID' });
    expect(errorsOf({ destination: 'IBAN', iban: 'DE89370400440532013000' })).toEqual({
      iban: 'IBAN_INVALID',
    });
    expect(errorsOf({ destination: 'IBAN', iban: ourIban.toLowerCase() })).toEqual({});
  });

  it('needs the receiver’s name for another bank, not for this one', () => {
    expect(isOtherBankIban(otherBankIban)).toBe(true);
    expect(isOtherBankIban(ourIban)).toBe(false);
    expect(isOtherBankIban(brokenIban)).toBe(false);
    expect(errorsOf({ destination: 'IBAN', iban: otherBankIban })).toEqual({
      receiverName: 'RECEIVER_NAME_REQUIRED',
    });
    expect(errorsOf({ destination: 'IBAN', iban: otherBankIban, receiverName: '  ' })).toEqual({
      receiverName: 'RECEIVER_NAME_REQUIRED',
    });
    expect(errorsOf({ destination: 'IBAN', iban: otherBankIban, receiverName: 'Leyla M' })).toEqual(
      {},
    );
    expect(
      errorsOf({ destination: 'IBAN', iban: otherBankIban, receiverName: 'L'.repeat(141) }),
    ).toEqual({ receiverName: 'RECEIVER_NAME_TOO_LONG' });
  });

  it('takes a VÖEN of 10 digits when one is given', () => {
    const company = { destination: 'IBAN', iban: otherBankIban, receiverName: 'Azersun' } as const;
    expect(errorsOf({ ...company, taxId: '1400057421' })).toEqual({});
    expect(errorsOf({ ...company, taxId: '' })).toEqual({});
    expect(errorsOf({ ...company, taxId: '140005742' })).toEqual({ taxId: 'TAX_ID_INVALID' });
  });

  it('checks a card number', () => {
    expect(errorsOf({ destination: 'CARD' })).toEqual({ cardNumber: 'CARD_NUMBER_REQUIRED' });
    expect(errorsOf({ destination: 'CARD', cardNumber: '4111111111111112' })).toEqual({
      cardNumber: 'CARD_NUMBER_INVALID',
    });
    expect(errorsOf({ destination: 'CARD', cardNumber: '411111111111111' })).toEqual({
      cardNumber: 'CARD_NUMBER_INVALID',
    });
  });

  it('checks a mobile number against PRODUCT 5’s prefixes', () => {
    expect(errorsOf({ destination: 'PHONE', phone: '' })).toEqual({ phone: 'PHONE_REQUIRED' });
    expect(errorsOf({ destination: 'PHONE', phone: '551234567' })).toEqual({
      phone: 'PHONE_INVALID',
    });
    expect(errorsOf({ destination: 'PHONE', phone: '50123456' })).toEqual({
      phone: 'PHONE_INVALID',
    });
    expect(errorsOf({ destination: 'PHONE', phone: '50a1234567' })).toEqual({
      phone: 'PHONE_INVALID',
    });
    expect(toMobileNumber('+994 (50) 123-45-67')).toBe('501234567');
    expect(toMobileNumber('994501234567')).toBe('501234567');
  });

  it('checks only the fields of the chosen destination', () => {
    expect(errorsOf({ iban: 'nonsense', cardNumber: '1', phone: '1', taxId: 'x' })).toEqual({});
  });

  it('limits the comment to 140 characters', () => {
    expect(errorsOf({ comment: 'c'.repeat(140) })).toEqual({});
    expect(errorsOf({ comment: 'c'.repeat(141) })).toEqual({ comment: 'COMMENT_TOO_LONG' });
  });

  it('reports every field’s problem at once', () => {
    expect(
      transferFieldErrors({
        from: '',
        currency: 'AZN',
        destination: 'IBAN',
        amount: '',
        iban: otherBankIban,
        taxId: '1',
      }),
    ).toEqual({
      from: 'FROM_REQUIRED',
      amount: 'AMOUNT_REQUIRED',
      receiverName: 'RECEIVER_NAME_REQUIRED',
      taxId: 'TAX_ID_INVALID',
    });
  });
});

describe('between the draft and the contract', () => {
  it('normalizes what was typed into the contract’s destination', () => {
    expect(destinationOf(own)).toEqual({ productId: 'acc-2' });
    expect(
      destinationOf({
        ...own,
        destination: 'IBAN',
        iban: otherBankIban.toLowerCase().replace(/(.{4})/g, '$1 '),
        receiverName: ' Leyla Məmmədova ',
        taxId: '1400 057421',
      }),
    ).toEqual({ iban: otherBankIban, name: 'Leyla Məmmədova', taxId: '1400057421' });
    expect(destinationOf({ ...own, destination: 'IBAN', iban: ourIban, receiverName: '' })).toEqual(
      { iban: ourIban },
    );
    expect(
      destinationOf({ ...own, destination: 'CARD', cardNumber: '4111 1111 1111 1111' }),
    ).toEqual({ cardNumber: '4111111111111111' });
    expect(destinationOf({ ...own, destination: 'PHONE', phone: '+994 50 123 45 67' })).toEqual({
      phone: '501234567',
    });
  });

  it('reads a request back as a draft, so the server checks the form’s rules', () => {
    const source = { currency: 'USD' as const, iban: ourIban, availableMinor: 10_000n };
    const request = { type: 'A2A' as const, from: { productId: 'acc-1' }, amount: 100.5 };
    const ibanDraft = draftFromRequest({ ...request, to: { iban: ourIban } }, source);
    expect(transferFieldErrors(ibanDraft)).toEqual({
      iban: 'SAME_PRODUCT',
      amount: 'AMOUNT_OVER_BALANCE',
    });
    expect(
      draftFromRequest(
        { ...request, to: { iban: otherBankIban, name: 'Leyla', taxId: '1' }, comment: 'rent' },
        { currency: 'AZN' },
      ),
    ).toMatchObject({
      destination: 'IBAN',
      receiverName: 'Leyla',
      taxId: '1',
      comment: 'rent',
      currency: 'AZN',
    });
    const ownDraft = draftFromRequest({ ...request, to: { productId: 'acc-1' } }, source);
    expect(transferFieldErrors(ownDraft)).toEqual({
      to: 'SAME_PRODUCT',
      amount: 'AMOUNT_OVER_BALANCE',
    });
    expect(
      draftFromRequest({ ...request, to: { cardNumber: '4111111111111111' } }, source),
    ).toMatchObject({ destination: 'CARD', cardNumber: '4111111111111111' });
    expect(draftFromRequest({ ...request, to: { phone: '501234567' } }, source)).toMatchObject({
      destination: 'PHONE',
      phone: '501234567',
    });
  });
});
