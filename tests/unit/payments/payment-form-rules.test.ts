import { describe, expect, it } from 'vitest';
import { initialSource, keptSource, manatSources } from '../../../machines/movement/manat-sources';
import {
  formOf,
  formProblems,
  lookupKey,
  paymentRequest,
} from '../../../machines/paymentForm.draft';
import { paymentRefusal } from '../../../machines/paymentForm.refusal';
import { idSearch } from '../../../src/app/route-params';
import { fieldDisplay } from '../../../src/features/payments/field-display';
import { ApiError } from '../../../src/shared/api/errors';
import { paymentMethodsOf } from '../../fake-bank/fixtures/payment-templates';
import { azercell, azeriqaz } from '../../fake-bank/fixtures/payments';

const { items: methods, defaultProductId } = paymentMethodsOf();
const input = { provider: azercell, methods, defaultProductId, prefill: null };

describe('the provider payment form', () => {
  it('pays only from usable manat sources, the default pre-selected', () => {
    const sources = manatSources(methods);
    expect(sources.every((each) => each.usable && each.currency === 'AZN')).toBe(true);
    expect(sources.length).toBeLessThan(methods.length);
    expect(initialSource(methods, defaultProductId)).toBe(defaultProductId);
    // A default that cannot pay in manats gives way to the first that can.
    const dollar = methods.find((each) => each.currency === 'USD')?.productId ?? null;
    expect(initialSource(methods, dollar)).toBe(sources[0]?.productId);
    expect(keptSource(methods, 'gone')).toBe(sources[0]?.productId);
  });

  it('checks the fields and the amount by the provider’s rules', () => {
    const form = formOf(input);
    expect(formProblems(azercell, methods, form)).toEqual({
      phone: 'FIELD_REQUIRED',
      amount: 'AMOUNT_REQUIRED',
    });
    const typed = { ...form, fields: { phone: '+994 70 123 45 67' }, amount: '0,3' };
    expect(formProblems(azercell, methods, typed)).toEqual({
      phone: 'PHONE_PREFIX_NOT_OPERATOR',
      amount: 'AMOUNT_BELOW_MIN',
    });
    expect(formProblems(azercell, methods, { ...typed, amount: '501' }).amount).toBe(
      'AMOUNT_ABOVE_MAX',
    );
  });

  it('prices a complete form with the phone’s 9 digits and the amount in ₼', () => {
    const form = { ...formOf(input), fields: { phone: '+994 50 123 45 67' }, amount: '10,5' };
    expect(paymentRequest(azercell, methods, form)).toEqual({
      providerId: 'azercell',
      from: { productId: defaultProductId },
      fields: { phone: '501234567' },
      amount: 10.5,
    });
  });

  it('fills a template’s values and asks a utility about a valid code only', () => {
    const prefill = { fields: { subscriberCode: '1002003001' }, amount: 12.5 };
    const form = formOf({ ...input, provider: azeriqaz, prefill });
    expect(form.amount).toBe('12.50');
    expect(lookupKey(azeriqaz, form)).toBe('1002003001');
    expect(lookupKey(azeriqaz, { ...form, fields: { subscriberCode: '12' } })).toBeNull();
    expect(lookupKey(azercell, formOf(input))).toBeNull();
  });

  it('puts the bank’s refusals at the field their code names', () => {
    const refusal = (code: string, status = 400) =>
      paymentRefusal(new ApiError(status, { code, message: code }), azeriqaz);
    expect(refusal('AMOUNT_ABOVE_MAX')).toMatchObject({
      field: 'amount',
      problem: 'AMOUNT_ABOVE_MAX',
    });
    expect(refusal('PHONE_PREFIX_NOT_OPERATOR').field).toBe('phone');
    expect(refusal('SUBSCRIBER_NOT_FOUND', 404).field).toBe('subscriberCode');
    expect(refusal('INSUFFICIENT_FUNDS').field).toBe('amount');
    expect(refusal('CARD_BLOCKED', 409).field).toBe('from');
    expect(refusal('PROVIDER_UNAVAILABLE', 503)).toEqual({
      message: 'PROVIDER_UNAVAILABLE',
      unavailable: true,
    });
    expect(refusal('INTERNAL', 500)).toEqual({ message: 'INTERNAL' });
  });

  it('shows a phone grouped and keeps only a template id in the address', () => {
    expect(fieldDisplay({ phone: '501234567' })).toBe('+994 50 123 45 67');
    expect(fieldDisplay({ subscriberCode: 'EL-10020030' })).toBe('EL-10020030');
    expect(idSearch('template')({ template: 'template-1' })).toEqual({
      template: 'template-1',
    });
    expect(idSearch('template')({ template: '../x' })).toEqual({});
  });
});
