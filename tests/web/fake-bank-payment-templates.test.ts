/** The fake bank's templates and payment methods answer as the contract says and the bank does. */
import { describe, expect, it } from 'vitest';
import { fakeBank } from '../fake-bank';
import { blockedCardId, gasTemplate } from '../fake-bank/fixtures/payment-templates';
import {
  methodsBook,
  paymentMethodHandlers,
  paymentTemplateHandlers,
  templateBook,
} from '../fake-bank/handlers/payment-templates';

const call = async (method: string, path: string, body?: unknown) => {
  const answer = await fetch(`${window.location.origin}/api/v1${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: answer.status, body: answer.status === 204 ? null : await answer.json() };
};

describe('payment templates', () => {
  it('saves, renames, refuses a taken name or a wrong prefix, and deletes', async () => {
    const book = templateBook();
    fakeBank.use(...paymentTemplateHandlers(book));
    const request = { name: 'Bacım', providerId: 'azercell', fields: { phone: '511112233' } };
    const created = await call('POST', '/payment-templates', request);
    expect(created).toMatchObject({ status: 201, body: { name: 'Bacım', amount: null } });
    expect((await call('POST', '/payment-templates', { ...request, name: 'BACIM' })).body).toEqual(
      expect.objectContaining({ code: 'TEMPLATE_NAME_TAKEN' }),
    );
    const wrongPrefix = { ...request, name: 'Qardaşım', fields: { phone: '771112233' } };
    expect(await call('POST', '/payment-templates', wrongPrefix)).toMatchObject({
      status: 400,
      body: { code: 'PHONE_PREFIX_NOT_OPERATOR' },
    });
    const over = { ...request, name: 'Qardaşım', amount: 501 };
    expect((await call('POST', '/payment-templates', over)).body.code).toBe('AMOUNT_ABOVE_MAX');
    const renamed = { ...request, name: gasTemplate.name.toUpperCase() };
    const id = created.body.id as string;
    expect((await call('PUT', `/payment-templates/${id}`, renamed)).status).toBe(409);
    expect((await call('DELETE', `/payment-templates/${id}`)).status).toBe(204);
    expect((await call('GET', `/payment-templates/${id}`)).status).toBe(404);
    expect((await call('GET', '/payment-templates')).body).toHaveLength(2);
  });
});

describe('payment methods', () => {
  it('moves the default to an account and refuses a blocked card', async () => {
    const book = methodsBook();
    fakeBank.use(...paymentMethodHandlers(book));
    const listed = await call('GET', '/payment-methods');
    expect(listed.body.items[0]).toMatchObject({ isDefault: true, kind: 'CARD' });
    const account = listed.body.items.find((item: { kind: string }) => item.kind === 'ACCOUNT');
    const chosen = await call('PUT', '/payment-methods/default', { productId: account.productId });
    expect(chosen.body.defaultProductId).toBe(account.productId);
    expect(chosen.body.items[0].productId).toBe(account.productId);
    const refused = await call('PUT', '/payment-methods/default', { productId: blockedCardId });
    expect(refused).toMatchObject({ status: 409, body: { code: 'CARD_BLOCKED' } });
    expect(book.defaultId).toBe(account.productId);
  });
});
