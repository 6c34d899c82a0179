/** A test bank with the sandbox demo data seeded, and the demo customers signed in. */
import { authorized, get, leyla, post, signIn } from './auth';
import { startTestBank, type TestBank } from './bank';

export const reshad = {
  identifierType: 'TRP',
  identifierValue: 'TR1234567',
  phone: '994701112233',
};

export interface ProductsBank {
  bank: TestBank;
  leylaToken: string;
  reshadToken: string;
}

export async function startProductsBank(): Promise<ProductsBank> {
  const bank = await startTestBank({}, { demoData: true });
  const [first, second] = await Promise.all([signIn(bank, leyla), signIn(bank, reshad)]);
  return { bank, leylaToken: first.accessToken, reshadToken: second.accessToken };
}

/** A GET as the holder of `token`, answered JSON expected. */
export async function getAs(bank: TestBank, token: string, url: string, language = 'en') {
  return get(bank, url, authorized(token, { language }));
}

export async function postAs(bank: TestBank, token: string, url: string, language = 'en') {
  return bank.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'accept-language': language },
  });
}

export { post };
