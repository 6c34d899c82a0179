/**
 * Starting a loan application, its offers, accepting one, the request list and the banks: the
 * customer's calls against the seeded demo bank, every answer checked against the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinationKeyOf } from '../../domain/loan-offer';
import { bankOfLoanAccount, refinancingBanks, vtbBics } from '../../server/applications/banks';
import {
  applicationsUrl,
  type CallAs,
  call,
  countApplications,
  newApplication,
  offersOf,
  startApplication,
  storedApplication,
} from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';
import { uploadStatements } from './support/refinancing-documents';

let products: ProductsBank;
let leyla: CallAs;
let reshad: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

describe('starting an application', () => {
  it('creates it in DEFAULT with a deadline three days ahead on the bank clock', async () => {
    const response = await call(leyla, 'POST', applicationsUrl, newApplication);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      type: 'LOAN',
      status: 'DEFAULT',
      requestedAmount: 10_000,
      customerPhoneNumber: '501234567',
      createdAt: '2026-03-02T08:00:00.000Z',
      deadline: '2026-03-05T08:00:00.000Z',
    });
    const read = await call(leyla, 'GET', `${applicationsUrl}/${created.id}`);
    expect(read.json()).toEqual(created);
  });

  it.each([
    ['below 300 manat', { requestedAmount: 299 }],
    ['a fraction of a manat', { requestedAmount: 300.5 }],
    ['above the bank’s largest loan', { requestedAmount: 50_001 }],
    ['a phone with a prefix PRODUCT 5 does not list', { customerPhoneNumber: '551234567' }],
    ['a phone of 8 digits', { customerPhoneNumber: '50123456' }],
    ['a product that is not a loan', { type: 'DEPOSIT' }],
  ])('refuses %s with a translated 400 and creates nothing', async (_, change) => {
    const before = await countApplications(products.bank);
    const body = { ...newApplication, ...change };
    const english = await call(leyla, 'POST', applicationsUrl, body);
    const azerbaijani = await call({ ...leyla, language: 'az' }, 'POST', applicationsUrl, body);
    expect(english.statusCode).toBe(400);
    expect(azerbaijani.statusCode).toBe(400);
    expect(azerbaijani.json().message).not.toBe(english.json().message);
    expect(await countApplications(products.bank)).toBe(before);
  });
});

describe('offers', () => {
  it('are sorted by amount, largest first, with the requested amount among them', async () => {
    const { id } = await startApplication(leyla);
    const { offers, eligibleForRefinancingLoans } = await offersOf(leyla, id);
    const amounts = offers.map((offer) => offer.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts).toContain(10_000);
    expect(offers.every((offer) => offer.refinancingLoansCombinationKey === '')).toBe(true);
    expect(eligibleForRefinancingLoans).toEqual([]);
  });

  it('mark the amount asked for with index 999 (PRODUCT 9), the others by position', async () => {
    const { id } = await startApplication(leyla);
    const { offers } = await offersOf(leyla, id);
    expect(offers.filter((offer) => offer.index === 999).map((offer) => offer.amount)).toEqual([
      10_000,
    ]);
    const others = offers.filter((offer) => offer.index !== 999).map((offer) => offer.index);
    expect(new Set(others).size).toBe(others.length);
  });

  it('refinance each of Leyla’s loans at other banks alone and both together', async () => {
    const { id } = await startApplication(leyla, { ...newApplication, type: 'REFIN' });
    const { offers, eligibleForRefinancingLoans: loans } = await offersOf(leyla, id);
    expect(loans.map((loan) => loan.bankName).sort()).toEqual(['Bank Respublika', 'Kapital Bank']);
    const ids = loans.map((loan) => loan.refLiabilityId);
    const keys = offers.map((offer) => offer.refinancingLoansCombinationKey).filter(Boolean);
    expect(keys.sort()).toEqual([...ids, combinationKeyOf(ids)].sort());
  });

  it('lists the banks whose loans can be refinanced', async () => {
    const response = await call(leyla, 'GET', '/bank-details/v1/bank-details');
    expect(response.json()).toEqual(refinancingBanks);
  });

  it('match each loan to its bank by BIC, with the bank’s isVtb and supportIps (SPEC 3, 9)', async () => {
    const { id } = await startApplication(leyla, { ...newApplication, type: 'REFIN' });
    const { eligibleForRefinancingLoans: loans } = await offersOf(leyla, id);
    const flags = loans
      .map(({ loanAccount, bankId, bic, isVtb, supportIps }) => ({
        loanAccount,
        bankId,
        bic,
        isVtb,
        supportIps,
      }))
      .sort((a, b) => a.loanAccount.localeCompare(b.loanAccount));
    expect(flags).toEqual([
      {
        loanAccount: 'AZ12AIIB38090019441234567801',
        bankId: 'kapital-bank',
        bic: 'AIIBAZ2X',
        isVtb: false,
        supportIps: true,
      },
      {
        loanAccount: 'AZ65BRES40060019440987654321',
        bankId: 'bank-respublika',
        bic: 'BRESAZ22',
        isVtb: false,
        supportIps: true,
      },
    ]);
  });

  it('know Bank VTB by either of its two BICs, and the banks outside IPS', async () => {
    const banks: { id: string; bic: string; isVtb: boolean; supportIps: boolean }[] = (
      await call(leyla, 'GET', '/bank-details/v1/bank-details')
    ).json();
    expect(banks.filter((bank) => bank.isVtb).map((bank) => bank.id)).toEqual(['vtb-azerbaijan']);
    expect(banks.filter((bank) => !bank.supportIps).map((bank) => bank.id)).toEqual([
      'bank-of-baku',
      'vtb-azerbaijan',
    ]);
    expect(vtbBics).toEqual(['VTBAAZ22', 'VTBAAZ2X']);
    expect(bankOfLoanAccount('AZ21 VTBA 0000 0000 0012 3456 7890')).toMatchObject({
      id: 'vtb-azerbaijan',
      isVtb: true,
      supportIps: false,
    });
    expect(bankOfLoanAccount('AZ21ZZZZ00000000001234567890')).toBeUndefined();
  });
});

describe('accepting an offer', () => {
  async function requestedOffer() {
    const { id } = await startApplication(leyla);
    const { offers } = await offersOf(leyla, id);
    const offer = offers.find((candidate) => candidate.amount === 10_000);
    if (!offer) throw new Error('no offer of the requested amount');
    return { id, offer };
  }

  it('stores the chosen amount and term and moves to READY_FOR_FATCA; a second time is 409', async () => {
    const { id, offer } = await requestedOffer();
    const accept = { offerId: offer.id, amount: 9_000.7, term: offer.term };
    const response = await call(leyla, 'PUT', `${applicationsUrl}/${id}/accept`, accept);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('READY_FOR_FATCA');
    const { application } = await storedApplication(products.bank, id);
    expect(application).toMatchObject({
      acceptedOfferId: offer.id,
      acceptedAmount: 9_000_00n,
      acceptedTerm: offer.term,
    });
    const before = await storedApplication(products.bank, id);
    const again = await call(
      { ...leyla, language: 'ru' },
      'PUT',
      `${applicationsUrl}/${id}/accept`,
      accept,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'APPLICATION_STATUS_CONFLICT' });
    expect(again.json().message).toMatch(/заявки/);
    expect(await storedApplication(products.bank, id)).toEqual(before);
  });

  it.each([
    [
      'an offer of another application',
      { offerId: '00000000-0000-4000-8000-000000000000' },
      /no such offer/,
    ],
    ['more than the offer', { amount: 10_001 }, /from 300 to 10000 manat/],
    ['less than 300 manat', { amount: 299 }, /from 300 to 10000 manat/],
    ['a term outside every bracket', { term: 49 }, /from 3 to 48 months/],
    ['a payment above the customer’s limit', { term: 3 }, /above your maximum monthly payment/],
    [
      'refinanced loans on a plain credit',
      {
        refinancedLoans: [
          { refLiabilityId: 'x1', bankId: 'kapital-bank', iban: 'AZ12AIIB38090019441234567801' },
        ],
      },
      /do not match the chosen offer/,
    ],
  ])('refuses %s with 400 and changes nothing', async (_, change, reason) => {
    const { id, offer } = await requestedOffer();
    const before = await storedApplication(products.bank, id);
    const body = { offerId: offer.id, amount: 10_000, term: offer.term, ...change };
    const response = await call(leyla, 'PUT', `${applicationsUrl}/${id}/accept`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(reason);
    expect(await storedApplication(products.bank, id)).toEqual(before);
  });

  it('refuses a refinancing with no loan to pay off, in the customer’s language', async () => {
    const { id } = await startApplication(leyla, { ...newApplication, type: 'REFIN' });
    const { offers } = await offersOf(leyla, id);
    const plain = offers.find((offer) => offer.refinancingLoansCombinationKey === '');
    if (!plain) throw new Error('no plain credit offer');
    const before = await storedApplication(products.bank, id);
    const body = { offerId: plain.id, amount: plain.amount, term: plain.term };
    const messages = [];
    for (const language of ['az', 'ru', 'en'] as const) {
      const response = await call(
        { ...leyla, language },
        'PUT',
        `${applicationsUrl}/${id}/accept`,
        {
          ...body,
          refinancedLoans: [],
        },
      );
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      'Yenidən maliyyələşdirmə üçün ən azı bir kredit seçin.',
      'Для рефинансирования выберите хотя бы один кредит.',
      'Choose at least one loan to refinance.',
    ]);
    const withoutList = await call(leyla, 'PUT', `${applicationsUrl}/${id}/accept`, body);
    expect(withoutList.json().message).toBe('Choose at least one loan to refinance.');
    expect(await storedApplication(products.bank, id)).toEqual(before);
  });

  it('takes a refinancing offer only with exactly its loans, known banks and statements', async () => {
    const { id } = await startApplication(leyla, { ...newApplication, type: 'REFIN' });
    const { offers, eligibleForRefinancingLoans: loans } = await offersOf(leyla, id);
    const [first] = loans;
    const offer = offers.find((o) => o.refinancingLoansCombinationKey === first?.refLiabilityId);
    if (!first || !offer) throw new Error('no single-loan refinancing offer');
    const payoff = (bankId: string) => [
      { refLiabilityId: first.refLiabilityId, bankId, iban: 'AZ12AIIB38090019441234567801' },
    ];
    const url = `${applicationsUrl}/${id}/accept`;
    const body = { offerId: offer.id, amount: offer.amount, term: offer.term };
    expect((await call(leyla, 'PUT', url, body)).statusCode).toBe(400);
    const unknownBank = { ...body, refinancedLoans: payoff('no-such-bank') };
    expect((await call(leyla, 'PUT', url, unknownBank)).json().message).toBe(
      'No such bank was found.',
    );
    const complete = { ...body, refinancedLoans: payoff('kapital-bank') };
    const before = await storedApplication(products.bank, id);
    const withoutStatement = await call(leyla, 'PUT', url, complete);
    expect(withoutStatement.statusCode).toBe(400);
    expect(withoutStatement.json()).toEqual({
      code: 'REFINANCING_DOCUMENT_MISSING',
      message: 'Upload the bank’s statement for each loan to refinance.',
    });
    expect(await storedApplication(products.bank, id)).toEqual(before);
    await uploadStatements(leyla, id, [first.refLiabilityId]);
    const accepted = await call(leyla, 'PUT', url, complete);
    expect(accepted.json().status).toBe('READY_FOR_FATCA');
  });
});

describe('the request list', () => {
  it('lists the customer’s own applications as orders, newest first', async () => {
    const { id } = await startApplication(reshad, {
      ...newApplication,
      customerPhoneNumber: '701112233',
    });
    const response = await call(reshad, 'GET', '/api/v1/orders');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id,
        productType: 'LOAN',
        type: 'LOAN',
        status: 'DEFAULT',
        createdAt: '2026-03-02T08:00:00.000Z',
        amount: 10_000,
        currency: 'AZN',
        deadline: '2026-03-05T08:00:00.000Z',
      },
    ]);
    const leylas = (await call(leyla, 'GET', '/api/v1/orders')).json<Array<{ id: string }>>();
    expect(leylas.map((order) => order.id)).not.toContain(id);
  });
});

describe('another customer’s application', () => {
  it('is answered 404 by every call, like an unknown or malformed id', async () => {
    const { id } = await startApplication(leyla);
    const { offers } = await offersOf(leyla, id);
    const accept = { offerId: offers[0]?.id ?? 'x', amount: 300, term: 12 };
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const answers = await Promise.all([
        call(reshad, 'GET', `${applicationsUrl}/${target}`),
        call(reshad, 'GET', `/api/loan-applications/v1/offers?applicationId=${target}`),
        call(reshad, 'PUT', `${applicationsUrl}/${target}/accept`, accept),
        call(reshad, 'PUT', `${applicationsUrl}/${target}/refresh`),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(404);
        expect(answer.json().code).toBe('NOT_FOUND');
      }
    }
    expect((await storedApplication(products.bank, id)).application?.status).toBe('DEFAULT');
  });
});
