/**
 * The documents of account and deposit applications (issue 6): the papers the job prepares in
 * the application's language when it enters DOCUMENTS_PREPARATION, reading them under each
 * product's own prefix, the QR call that accepts them all, and signing through the sandbox
 * signing app to SIGNED.
 */
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakuDate } from '../../domain/calendar';
import { toDate } from '../../server/clock';
import {
  applicationDocuments,
  currentAccounts,
  customers,
  type DepositTerms,
  loanApplications,
} from '../../server/db/schema';
import { depositPlan } from '../../server/documents/deposit-plan';
import { printedDate, printedMoney } from '../../server/pdf/format';
import { leyla as leylaIdentity, newCustomer, signIn } from './support/auth';
import { startTestBank } from './support/bank';
import {
  type CallAs,
  newApplication,
  sandboxEvent,
  startApplication,
  storedApplication,
} from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';

let products: ProductsBank;
let leyla: CallAs;
let reshad: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
  await products.bank.app.jobs.runDueJobs();
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

type Prefix = 'account-application' | 'deposit-application';

function request(
  { bank, token, language = 'en' }: CallAs,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
) {
  return bank.app.inject({
    method,
    url,
    headers: { authorization: token, 'accept-language': language },
  });
}

const listDocuments = (as: CallAs, prefix: Prefix, id: string) =>
  request(as, 'GET', `/${prefix}/v1/documents?applicationId=${id}`);
const generateQr = (as: CallAs, prefix: Prefix, id: string) =>
  request(as, 'POST', `/${prefix}/v1/qr/generate?applicationId=${id}`);

function sandbox(method: 'GET' | 'POST', url: string, language = 'en') {
  return products.bank.app.inject({ method, url, headers: { 'accept-language': language } });
}

const statusOf = async (id: string) =>
  (await storedApplication(products.bank, id)).application?.status;
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

async function pdfText(content: string): Promise<string> {
  const bytes = new Uint8Array(Buffer.from(content, 'base64'));
  const { text } = await extractText(bytes, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function leylaCustomer() {
  const [customer] = await products.bank.database.db
    .select()
    .from(customers)
    .where(eq(customers.identifierValue, leylaIdentity.identifierValue));
  if (!customer) throw new Error('Leyla is not seeded');
  return customer;
}

async function leylaAccount(currency: 'AZN' | 'USD') {
  const customer = await leylaCustomer();
  const [account] = await products.bank.database.db
    .select()
    .from(currentAccounts)
    .where(
      and(eq(currentAccounts.customerId, customer.id), eq(currentAccounts.currency, currency)),
    );
  if (!account) throw new Error(`Leyla has no ${currency} account`);
  return account;
}

interface NewProductApplication {
  product: 'ACCOUNT' | 'DEPOSIT';
  currency: 'AZN' | 'USD' | 'EUR';
  language: string;
  status?: string;
  requestedAmount?: bigint;
  depositTerms?: DepositTerms;
}

/**
 * An application row as the creation calls leave it, in `status` (the insurance step), the
 * deposit insurance notice read.
 */
async function insertApplication(application: NewProductApplication) {
  const customer = await leylaCustomer();
  const now = toDate(products.bank.clock.now());
  const [row] = await products.bank.database.db
    .insert(loanApplications)
    .values({
      customerId: customer.id,
      status: 'INSURANCE_SELECTIONS',
      requestedAmount: 0n,
      customerPhone: customer.phone.slice(3),
      depositInsuranceReadAt: now,
      deadline: toDate(products.bank.clock.now().add({ hours: 72 })),
      createdAt: now,
      updatedAt: now,
      ...application,
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row.id;
}

/** Moved on from the insurance step by the sandbox: the job is queued, nothing drawn yet. */
async function atDocuments(application: NewProductApplication) {
  const id = await insertApplication(application);
  const moved = await sandboxEvent(products.bank, id, 'INSURANCE_SKIPPED');
  expect(moved.statusCode).toBe(200);
  expect(await statusOf(id)).toBe('DOCUMENTS_PREPARATION');
  return id;
}

async function readyForSign(application: NewProductApplication) {
  const id = await atDocuments(application);
  await products.bank.app.jobs.runDueJobs();
  expect(await statusOf(id)).toBe('READY_FOR_SIGN');
  return id;
}

const usdAccount = { product: 'ACCOUNT', currency: 'USD', language: 'en' } as const;

async function aznDeposit(language = 'en'): Promise<NewProductApplication> {
  const source = await leylaAccount('AZN');
  return {
    product: 'DEPOSIT',
    currency: 'AZN',
    language,
    requestedAmount: 500_000n,
    depositTerms: {
      productType: 'PROFIT',
      termMonths: 6,
      ratePercent: '9.5',
      payoutFrequency: 'MON',
      sourceAccountId: source.id,
    },
  };
}

interface DocumentJson {
  id: string;
  documentType: string;
  content: string;
  accepted: boolean;
}

describe('preparing the papers', () => {
  it('draws the account agreement and the tariff sheet in the application’s language', async () => {
    const ru = { ...leyla, language: 'ru' };
    const id = await atDocuments({ ...usdAccount, language: 'ru' });
    const early = await listDocuments(ru, 'account-application', id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'DOCUMENTS_NOT_READY',
      message: 'Документы готовятся. Загляните чуть позже.',
    });

    await products.bank.app.jobs.runDueJobs();
    expect(await statusOf(id)).toBe('READY_FOR_SIGN');
    // Asked in English: the papers stay in the application's language.
    const response = await listDocuments(leyla, 'account-application', id);
    expect(response.statusCode).toBe(200);
    const documents = response.json<DocumentJson[]>();
    expect(documents.map((document) => [document.documentType, document.accepted])).toEqual([
      ['MAIN', false],
      ['OTHER', false],
    ]);
    for (const document of documents) {
      expect(Buffer.from(document.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
    const [agreement, terms] = await Promise.all(documents.map((d) => pdfText(d.content)));
    expect(agreement).toContain('Договор текущего счёта');
    expect(agreement).toContain('текущего счёта в валюте USD');
    expect(agreement).toContain('Leyla');
    expect(terms).toContain('Общие условия и тарифы по текущим счетам');
    expect(terms).toContain('Овердрафт');

    const stored = await products.bank.database.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id));
    expect(stored.map((row) => [row.position, row.kind, row.language]).sort()).toEqual([
      [0, 'ACCOUNT_AGREEMENT', 'ru'],
      [1, 'ACCOUNT_TERMS', 'ru'],
    ]);
  });

  it('writes the deposit agreement with its amount, rate, term and payout plan', async () => {
    const id = await readyForSign(await aznDeposit());
    const source = await leylaAccount('AZN');
    const documents = (await listDocuments(leyla, 'deposit-application', id)).json<
      DocumentJson[]
    >();
    expect(documents.map((document) => document.documentType)).toEqual(['MAIN', 'OTHER']);
    const [agreement, sheet] = await Promise.all(documents.map((d) => pdfText(d.content)));

    // The plan as the bank will pay it, from the day the papers were prepared.
    const startDate = bakuDate(products.bank.clock.now()).toString();
    const plan = depositPlan({
      amountMinor: 500_000,
      annualRatePercent: '9.5',
      startDate,
      termMonths: 6,
      payout: 'MON',
    });
    expect(plan.payouts).toHaveLength(6);
    expect(agreement).toContain('Deposit agreement');
    expect(agreement).toContain('5 000.00 ₼');
    expect(agreement).toContain('9.50 %');
    expect(agreement).toContain('6 months');
    expect(agreement).toContain('Profit');
    expect(agreement).toContain(source.iban);
    expect(agreement).toContain(printedDate(startDate));
    expect(agreement).toContain(printedDate(plan.endDate));
    for (const payout of plan.payouts) {
      expect(agreement).toContain(printedDate(payout.date));
      expect(agreement).toContain(printedMoney(BigInt(payout.interestMinor), 'AZN'));
    }
    expect(agreement).toContain(printedMoney(BigInt(plan.totalInterestMinor), 'AZN'));
    expect(agreement).toContain(printedMoney(BigInt(plan.totalReturnedMinor), 'AZN'));
    expect(sheet).toContain('Deposit insurance information sheet');
    expect(sheet).toContain('Deposit Insurance Fund');
    expect(sheet).toContain('5 000.00 ₼');
  });

  it('names the deposit’s type and payout in Azerbaijani', async () => {
    const id = await readyForSign(await aznDeposit('az'));
    const documents = (await listDocuments(leyla, 'deposit-application', id)).json<
      DocumentJson[]
    >();
    const [agreement, sheet] = await Promise.all(documents.map((d) => pdfText(d.content)));
    expect(agreement).toContain('Bank əmanəti müqaviləsi');
    expect(agreement).toContain('Mənfəət');
    expect(agreement).toContain('Aylıq');
    expect(sheet).toContain('Əmanətlərin Sığortalanması Fondu');
  });

  it('answers 409 APPLICATION_STATUS_CONFLICT before the documents step', async () => {
    const id = await insertApplication({ ...usdAccount, status: 'READY_FOR_FATCA' });
    const response = await listDocuments(leyla, 'account-application', id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('APPLICATION_STATUS_CONFLICT');
  });
});

describe('each prefix reaches its own product', () => {
  it('answers 404 under another product’s prefix, the loan calls included', async () => {
    const account = await readyForSign(usdAccount);
    const deposit = await readyForSign(await aznDeposit());
    const { id: loan } = await startApplication(leyla, newApplication);

    expect((await listDocuments(leyla, 'deposit-application', account)).statusCode).toBe(404);
    expect((await listDocuments(leyla, 'account-application', deposit)).statusCode).toBe(404);
    expect((await listDocuments(leyla, 'account-application', loan)).statusCode).toBe(404);
    expect((await generateQr(leyla, 'account-application', deposit)).statusCode).toBe(404);
    expect((await generateQr(leyla, 'deposit-application', account)).statusCode).toBe(404);
    const loanCalls = '/api/loan-applications/v1';
    const asLoan = await request(
      leyla,
      'GET',
      `${loanCalls}/documents?applicationId=${account}&documentType=MAIN`,
    );
    expect(asLoan.statusCode).toBe(404);
    const [main] = (await listDocuments(leyla, 'account-application', account)).json<
      DocumentJson[]
    >();
    const accepted = await request(
      leyla,
      'PATCH',
      `${loanCalls}/documents/${main?.id}?applicationId=${account}`,
    );
    expect(accepted.statusCode).toBe(404);
    expect(
      (await request(leyla, 'POST', `${loanCalls}/qr/generate?applicationId=${deposit}`))
        .statusCode,
    ).toBe(404);
    const documents = (await listDocuments(leyla, 'account-application', account)).json<
      DocumentJson[]
    >();
    expect(documents.every((document) => !document.accepted)).toBe(true);
  });

  it('answers 404 to another customer, accepting nothing', async () => {
    const id = await readyForSign(await aznDeposit());
    const response = await listDocuments(reshad, 'deposit-application', id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect((await generateQr(reshad, 'deposit-application', id)).statusCode).toBe(404);
    const documents = (await listDocuments(leyla, 'deposit-application', id)).json<
      DocumentJson[]
    >();
    expect(documents.every((document) => !document.accepted)).toBe(true);
  });
});

describe('signing', () => {
  it('takes the QR as the acceptance of every document, then signs the account', async () => {
    const id = await readyForSign(usdAccount);
    const response = await generateQr(leyla, 'account-application', id);
    expect(response.statusCode).toBe(200);
    const link = response.json<{ data: string }>().data;
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/sandbox-signing\/[A-Za-z0-9_-]{43}$/);
    const documents = (await listDocuments(leyla, 'account-application', id)).json<
      DocumentJson[]
    >();
    expect(documents.map((document) => document.accepted)).toEqual([true, true]);

    const token = tokenOf(link);
    const session = await sandbox('GET', `/sandbox/v1/signing/${token}`, 'az');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      applicationId: id,
      status: 'OPEN',
      product: 'ACCOUNT',
      amount: 0,
      currency: 'USD',
      term: 0,
    });
    expect(session.json().documents.map((d: { title: string }) => d.title)).toEqual([
      'Cari hesab müqaviləsi',
      'Cari hesablar üzrə ümumi şərtlər və tariflər',
    ]);
    const signed = await sandbox('POST', `/sandbox/v1/signing/${token}/sign`);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().status).toBe('SIGNED');
    expect(await statusOf(id)).toBe('SIGNED');
    // Signed papers stay readable; a new QR is refused.
    expect((await listDocuments(leyla, 'account-application', id)).statusCode).toBe(200);
    const again = await generateQr(leyla, 'account-application', id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('APPLICATION_STATUS_CONFLICT');
  });

  it('shows the deposit’s amount and term to the signing app and signs it', async () => {
    const id = await readyForSign(await aznDeposit());
    const token = tokenOf((await generateQr(leyla, 'deposit-application', id)).json().data);
    const session = await sandbox('GET', `/sandbox/v1/signing/${token}`, 'ru');
    expect(session.json()).toMatchObject({
      product: 'DEPOSIT',
      amount: 5_000,
      currency: 'AZN',
      term: 6,
    });
    expect(session.json().documents.map((d: { title: string }) => d.title)).toEqual([
      'Договор банковского вклада',
      'Информационный лист о страховании вкладов',
    ]);
    expect((await sandbox('POST', `/sandbox/v1/signing/${token}/sign`)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('SIGNED');
  });

  it('gives no QR while the papers are being prepared, accepting nothing', async () => {
    const id = await atDocuments(usdAccount);
    const early = await generateQr(leyla, 'account-application', id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('APPLICATION_STATUS_CONFLICT');
    await products.bank.app.jobs.runDueJobs();
    const documents = (await listDocuments(leyla, 'account-application', id)).json<
      DocumentJson[]
    >();
    expect(documents.every((document) => !document.accepted)).toBe(true);
  });
});

describe('without sandbox mode', () => {
  it('answers the QR call 409 SIGNING_UNAVAILABLE, and 404 under another product’s prefix', async () => {
    const bank = await startTestBank({ sandbox: false });
    try {
      const customer = await newCustomer(bank);
      const as = { bank, token: (await signIn(bank, customer)).accessToken };
      const now = toDate(bank.clock.now());
      const [row] = await bank.database.db
        .insert(loanApplications)
        .values({
          customerId: customer.id,
          product: 'ACCOUNT',
          status: 'READY_FOR_SIGN',
          requestedAmount: 0n,
          currency: 'EUR',
          customerPhone: customer.phone.slice(3),
          deadline: toDate(bank.clock.now().add({ hours: 72 })),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const id = row?.id ?? '';
      const response = await generateQr(as, 'account-application', id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'SIGNING_UNAVAILABLE',
        message: 'The signing app is not available on this server.',
      });
      expect((await generateQr(as, 'deposit-application', id)).statusCode).toBe(404);
    } finally {
      await bank.close();
    }
  });
});
