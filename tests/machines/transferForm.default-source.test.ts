/**
 * The default payment source (listPaymentMethods' defaultProductId) is where a new transfer
 * leaves from when it fits the type: a default card for C2…, a default account for A2…; else
 * the first source, and never over the customer's own choice.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { emptyTransferForm, reconcileForm } from '../../machines/transferForm.draft';
import { transferFormMachine } from '../../machines/transferForm.machine';
import { transferProducts } from '../fake-bank/fixtures/transfers';

const [aznAccount, usdAccount] = transferProducts.accounts;
const [visa, mastercard] = transferProducts.cards;

describe('the default payment source on the transfer form', () => {
  it('leaves from the default when the type sends from its kind', () => {
    const products = { ...transferProducts, defaultSource: mastercard?.id };
    expect(reconcileForm('C2A', products, emptyTransferForm).from).toBe(mastercard?.id);
    // A default card says nothing about accounts: the first one stands.
    expect(reconcileForm('A2A', products, emptyTransferForm).from).toBe(aznAccount?.id);
    const account = { ...transferProducts, defaultSource: usdAccount?.id };
    expect(reconcileForm('A2C', account, emptyTransferForm).from).toBe(usdAccount?.id);
    expect(reconcileForm('C2C', account, emptyTransferForm).from).toBe(visa?.id);
  });

  it("keeps the customer's own choice, and a blocked default is no source", () => {
    const products = { ...transferProducts, defaultSource: mastercard?.id };
    const chosen = { ...emptyTransferForm, from: visa?.id ?? '' };
    expect(reconcileForm('C2A', products, chosen).from).toBe(visa?.id);
    const blocked = { ...transferProducts, defaultSource: 'card-blocked' };
    expect(reconcileForm('C2A', blocked, emptyTransferForm).from).toBe(visa?.id);
  });

  it('takes the default the app learns later, for the next type chosen', () => {
    const actor = createActor(transferFormMachine, { input: transferProducts }).start();
    actor.send({ type: 'PRODUCTS', ...transferProducts, defaultSource: mastercard?.id ?? null });
    actor.send({ type: 'TYPE.SELECT', value: 'C2C' });
    expect(actor.getSnapshot().context.form.from).toBe(mastercard?.id);
    actor.stop();
  });
});
