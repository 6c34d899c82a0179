/**
 * Two customers of one seeded bank for the IDOR sweep and the fuzz: Leyla (A), who owns one of
 * everything an id in the contract can name — accounts, cards, a deposit, a loan, a
 * refinancing application with a statement, a loan application with its documents ready to
 * sign, an account and a deposit application, a transfer waiting for its code, an executed one,
 * an unused quote, a payment template, cash-by-code orders and codes and a passkey — and Rəşad (B), who
 * signs in beside her.
 */
import { expect } from 'vitest';
import { passkeys } from '../../../../server/db/schema';
import { attachFile } from '../application-files';
import { type Identity, lastSms, leyla, signIn } from '../auth';
import { startTestBank, type TestBank } from '../bank';
import { applicationsUrl, type CallAs, call, newApplication, offersOf } from '../loan-applications';
import { reshad } from '../products';
import { pdfBytes, uploadStatement } from '../refinancing-documents';
import type { CallerProducts } from './valid-requests';

export interface OwnedIds {
  accounts: string[];
  cards: string[];
  deposits: string[];
  loans: string[];
  /** Outside loans (at other banks) the customer may refinance. */
  liabilities: string[];
  /** A REFIN application in DEFAULT with a statement, and a LOAN one READY_FOR_SIGN. */
  loanApplications: string[];
  refinancingDocuments: Array<{ id: string; docId: string }>;
  /** A file attached to the REFIN application (SPEC 3's attached files). */
  applicationFiles: Array<{ id: string; fileId: string }>;
  loanDocuments: Array<{ applicationId: string; docId: string }>;
  accountApplications: string[];
  depositApplications: string[];
  /** One waiting for its code, one executed. */
  transfers: string[];
  quotes: string[];
  /** Lines of the operations history. */
  operations: string[];
  paymentTemplates: string[];
  /** Payments to a provider: one waiting for its code, one executed. */
  payments: string[];
  /** An early repayment of the loan, in review. */
  prepayments: string[];
  /** Cash by code: an order waiting for its code, and a confirmed one. */
  cashOrders: string[];
  /** The confirmed cash order's withdrawal codes, active. */
  cashCodes: string[];
  /** Third parties' consents on her accounts (the demo seed's: one valid, one revoked). */
  accountConsents: string[];
  /** The bank's own consents she gave (data processing, marketing). */
  otherConsents: string[];
  /** A passkey, stored as the bank keeps one (its ceremony is passkeys.test.ts's). */
  passkeys: string[];
  /** Another of her signed-in sessions (a second sign-in), not the one the sweep calls with. */
  sessions: string[];
}

export interface Signed {
  identity: Identity;
  token: string;
  /** The customer's AZN and USD current accounts. */
  own: CallerProducts;
}

export interface IdorWorld {
  bank: TestBank;
  a: Signed & { ids: OwnedIds };
  b: Signed;
  /** A's token again, after a call (logout, a moved clock…) ended her session. */
  signInAgain(who: Identity): Promise<string>;
}

/** Sessions outlive any move of the sandbox clock, so only a logout ends one. */
const tenYears = 315_360_000;

export async function startIdorWorld(): Promise<IdorWorld> {
  const bank = await startTestBank(
    {
      accessTokenTtlSeconds: tenYears,
      sessionIdleTimeoutSeconds: tenYears,
      sessionMaxLifetimeSeconds: tenYears,
    },
    { demoData: true },
  );
  // As a running server has: the recurring jobs are on the schedule before anything else.
  await bank.app.jobs.runDueJobs();
  const [first, second] = await Promise.all([signIn(bank, leyla), signIn(bank, reshad)]);
  const a = { bank, token: first.accessToken };
  const b = { bank, token: second.accessToken };
  const bAccounts = await currentAccountsOf(b);
  const ids = await ownEverything(a, bAccounts.aznIban);
  return {
    bank,
    a: { identity: leyla, token: a.token, ids, own: await currentAccountsOf(a) },
    b: { identity: reshad, token: b.token, own: bAccounts },
    signInAgain: async (who) => (await signIn(bank, who)).accessToken,
  };
}

async function ownEverything(as: CallAs, payeeIban: string): Promise<OwnedIds> {
  const list = async (url: string) =>
    (await ok(as, 'GET', url)).json<Array<{ id: string; currency?: string }>>();
  const accounts = await list('/api/v1/accounts');
  const azn = accounts.find((account) => account.currency === 'AZN')?.id ?? '';
  const refin = await refinancingWithStatement(as);
  const signing = await loanReadyForSign(as);
  const transfers = await transfersOf(as, azn, payeeIban);
  const payments = await paymentsOf(as, azn);
  const cash = await cashOf(as, azn);
  return {
    accounts: accounts.map((account) => account.id),
    cards: (await list('/api/v1/cards')).map((card) => card.id),
    deposits: (await list('/api/v1/deposits')).map((deposit) => deposit.id),
    loans: (await list('/api/v1/loans')).map((loan) => loan.id),
    liabilities: refin.liabilities,
    loanApplications: [refin.id, signing.applicationId],
    refinancingDocuments: [{ id: refin.id, docId: refin.docId }],
    applicationFiles: [{ id: refin.id, fileId: refin.fileId }],
    loanDocuments: [signing],
    accountApplications: [
      (await ok(as, 'POST', '/account-application/v1/applications', { currency: 'EUR' })).json().id,
    ],
    depositApplications: [
      (
        await ok(as, 'POST', '/deposit-application/v1/applications', {
          productType: 'PROFIT',
          currency: 'AZN',
          termMonths: 12,
          amount: 300,
          payoutFrequency: 'MON',
          sourceAccountId: azn,
        })
      ).json().id,
    ],
    transfers: transfers.transfers,
    quotes: [transfers.unusedQuote, payments.unusedQuote, cash.unusedQuote],
    operations: (await ok(as, 'GET', '/api/v1/operations?limit=5'))
      .json<{ items: Array<{ id: string }> }>()
      .items.map((line) => line.id),
    paymentTemplates: [
      (await ok(as, 'POST', '/api/v1/payment-templates', sweepTemplate)).json<{ id: string }>().id,
    ],
    payments: payments.payments,
    prepayments: await prepaymentsOf(as, (await list('/api/v1/loans'))[0]?.id ?? ''),
    cashOrders: cash.orders,
    cashCodes: cash.codes,
    accountConsents: await pageIds(as, '/api/v1/account-consents'),
    otherConsents: await pageIds(as, '/api/v1/other-consents'),
    passkeys: [await passkeyOf(as)],
    sessions: await otherSessionsOf(as),
  };
}

async function otherSessionsOf(as: CallAs) {
  await signIn(as.bank, leyla);
  const { sessions } = (await ok(as, 'GET', '/api/v1/sessions')).json<{
    sessions: Array<{ id: string; current: boolean }>;
  }>();
  return sessions.filter((session) => !session.current).map((session) => session.id);
}

async function passkeyOf(as: CallAs) {
  const me = (await ok(as, 'GET', '/api/v1/user/info')).json<{ id: string }>();
  const [row] = await as.bank.database.db
    .insert(passkeys)
    .values({
      customerId: me.id,
      credentialId: 'idor-sweep-credential',
      publicKey: Buffer.alloc(1),
      counter: 0,
      deviceName: 'Sweep',
      createdAt: new Date(),
    })
    .returning({ id: passkeys.id });
  return row?.id ?? '';
}

/** The ids of the first page of a paged list. */
async function pageIds(as: CallAs, url: string) {
  const ids = (await ok(as, 'GET', url)).json<{ items: Array<{ id: string }> }>().items;
  expect(ids.length).toBeGreaterThan(0);
  return ids.map((item) => item.id);
}

async function prepaymentsOf(as: CallAs, loanId: string) {
  const body = { loanId, option: 'FM_2', amount: 100 };
  return [(await ok(as, 'POST', '/api/v1/prepayments', body)).json<{ id: string }>().id];
}

/** A's template; B's update names the same provider and field (valid-requests.ts). */
const sweepTemplate = {
  name: 'Anamın nömrəsi',
  providerId: 'azercell',
  fields: { phone: '501234567' },
  amount: 10,
};

async function refinancingWithStatement(as: CallAs) {
  const { id } = (
    await ok(as, 'POST', applicationsUrl, { ...newApplication, type: 'REFIN' })
  ).json<{ id: string }>();
  const liabilities = (await offersOf(as, id)).eligibleForRefinancingLoans.map(
    (loan) => loan.refLiabilityId,
  );
  const uploaded = await uploadStatement(as, id, {
    refLiabilityId: liabilities[0],
    file: { name: 'statement.pdf', bytes: pdfBytes, type: 'application/pdf' },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const certificate = { name: 'certificate.pdf', bytes: pdfBytes, type: 'application/pdf' };
  const attached = await attachFile(as, id, certificate);
  expect(attached.statusCode, attached.body).toBe(201);
  return {
    id,
    liabilities,
    docId: uploaded.json<{ id: string }>().id,
    fileId: attached.json<{ id: string }>().id,
  };
}

/** 3 000 AZN for 12 months, through the sandbox's steps to prepared documents. */
async function loanReadyForSign(as: CallAs) {
  const { id } = (
    await ok(as, 'POST', applicationsUrl, { ...newApplication, requestedAmount: 3_000 })
  ).json<{ id: string }>();
  const offer = (await offersOf(as, id)).offers.find((candidate) => candidate.amount === 3_000);
  await ok(as, 'PUT', `${applicationsUrl}/${id}/accept`, {
    offerId: offer?.id,
    amount: 3_000,
    term: 12,
  });
  for (const type of ['FATCA_PASSED', 'SLOT_BOOKED', 'IDENTIFICATION_APPROVED']) {
    const moved = await as.bank.app.inject({
      method: 'POST',
      url: `/sandbox/v1/loan-applications/${id}/events`,
      payload: { type },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  await ok(as, 'POST', `/loan-insurance/v1/loan-insurances/skip?applicationId=${id}`);
  await as.bank.app.jobs.runDueJobs();
  const documents = (
    await ok(as, 'GET', `/api/loan-applications/v1/documents?applicationId=${id}&documentType=MAIN`)
  ).json<Array<{ id: string }>>();
  return { applicationId: id, docId: documents[0]?.id ?? '' };
}

/** 10 AZN to B twice: one left waiting for its code, one confirmed; and a quote never used. */
async function transfersOf(as: CallAs, from: string, iban: string) {
  const request = { type: 'A2A', from: { productId: from }, to: { iban }, amount: 10 };
  const made = async () => {
    const quote = (await ok(as, 'POST', '/api/v1/transfers/quote', request)).json<{ id: string }>();
    const created = await as.bank.app.inject({
      method: 'POST',
      url: '/api/v1/transfers',
      payload: { quoteId: quote.id },
      headers: { authorization: as.token, 'idempotency-key': `idor-${quote.id}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  };
  const waiting = await made();
  const executed = await made();
  const { code } = await lastSms(as.bank, leyla.phone);
  await ok(as, 'POST', `/api/v1/transfers/${executed}/confirm`, { code });
  const unused = (await ok(as, 'POST', '/api/v1/transfers/quote', request)).json<{ id: string }>();
  return { transfers: [waiting, executed], unusedQuote: unused.id };
}

/** 5 AZN to Azercell twice: one left waiting for its code, one confirmed; a quote never used. */
async function paymentsOf(as: CallAs, from: string) {
  const request = {
    providerId: 'azercell',
    from: { productId: from },
    fields: { phone: '501234567' },
    amount: 5,
  };
  const made = async () => {
    const quote = (await ok(as, 'POST', '/api/v1/payments/quote', request)).json<{ id: string }>();
    const created = await as.bank.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      payload: { quoteId: quote.id },
      headers: { authorization: as.token, 'idempotency-key': `idor-${quote.id}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  };
  const waiting = await made();
  const executed = await made();
  const { code } = await lastSms(as.bank, leyla.phone);
  await ok(as, 'POST', `/api/v1/payments/${executed}/confirm`, { code });
  const unused = (await ok(as, 'POST', '/api/v1/payments/quote', request)).json<{ id: string }>();
  return { payments: [waiting, executed], unusedQuote: unused.id };
}

/** 100 AZN in cash twice: one order left waiting for its code, one confirmed (its code). */
async function cashOf(as: CallAs, from: string) {
  const request = { from: { productId: from }, amount: 100 };
  const made = async () => {
    const quote = (await ok(as, 'POST', '/api/v1/cash-codes/quote', request)).json<{
      id: string;
    }>();
    const created = await as.bank.app.inject({
      method: 'POST',
      url: '/api/v1/cash-codes',
      payload: { quoteId: quote.id },
      headers: { authorization: as.token, 'idempotency-key': `idor-${quote.id}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  };
  const waiting = await made();
  const confirmed = await made();
  const { code } = await lastSms(as.bank, leyla.phone);
  const done = await ok(as, 'POST', `/api/v1/cash-codes/orders/${confirmed}/confirm`, { code });
  const codes = done.json<{ codes: Array<{ id: string }> }>().codes.map((each) => each.id);
  const unused = (await ok(as, 'POST', '/api/v1/cash-codes/quote', request)).json<{ id: string }>();
  return { orders: [waiting, confirmed], codes, unusedQuote: unused.id };
}

async function currentAccountsOf(as: CallAs) {
  const accounts = (await ok(as, 'GET', '/api/v1/accounts')).json<
    Array<{ id: string; currency: string; iban: string }>
  >();
  const azn = accounts.find((account) => account.currency === 'AZN');
  const usd = accounts.find((account) => account.currency === 'USD');
  if (!azn || !usd) throw new Error('a demo customer has AZN and USD accounts');
  return { azn: azn.id, usd: usd.id, aznIban: azn.iban };
}

/** A call that must succeed while the world is built. */
async function ok(as: CallAs, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await call(as, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}
