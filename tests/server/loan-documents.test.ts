/**
 * Steps 4–5 of a loan application: the job that prepares the documents when the application
 * enters DOCUMENTS_PREPARATION, reading and accepting them in order, the signing QR link, and
 * the sandbox signing app's calls through to SIGNED.
 */
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annuityPaymentMinor } from '../../domain/loan';
import {
  applicationDocuments,
  externalLiabilities,
  loanApplications,
  signingSessions,
} from '../../server/db/schema';
import { prepareDocumentsJob } from '../../server/documents/prepare';
import { newCustomer, signIn } from './support/auth';
import { startTestBank } from './support/bank';
import {
  applicationsUrl,
  type CallAs,
  call,
  newApplication,
  offersOf,
  sandboxEvent,
  setStatus,
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
  // As a running server has: the recurring jobs are on the schedule before anything else.
  await products.bank.app.jobs.runDueJobs();
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

const documentsUrl = '/api/loan-applications/v1/documents';

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

const listDocuments = (as: CallAs, id: string, type: 'MAIN' | 'OTHER') =>
  request(as, 'GET', `${documentsUrl}?applicationId=${id}&documentType=${type}`);
const accept = (as: CallAs, id: string, docId: string) =>
  request(as, 'PATCH', `${documentsUrl}/${docId}?applicationId=${id}`);
const generateQr = (as: CallAs, id: string) =>
  request(as, 'POST', `/api/loan-applications/v1/qr/generate?applicationId=${id}`);

function sandbox(method: 'GET' | 'POST', url: string, language = 'en') {
  return products.bank.app.inject({ method, url, headers: { 'accept-language': language } });
}

const statusOf = async (id: string) =>
  (await storedApplication(products.bank, id)).application?.status;

async function pdfText(content: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(content), { mergePages: true });
  // A long title wraps onto two lines.
  return text.replace(/\s+/g, ' ');
}

/** A credit of 3 000 AZN for 12 months (within Leyla's monthly limit) at the insurance step. */
async function applicationAtInsurance(as: CallAs) {
  const { id } = await startApplication(as, { ...newApplication, requestedAmount: 3_000 });
  const { offers } = await offersOf(as, id);
  const offer = offers.find((candidate) => candidate.amount === 3_000);
  const accepted = await call(as, 'PUT', `${applicationsUrl}/${id}/accept`, {
    offerId: offer?.id,
    amount: 3_000,
    term: 12,
  });
  if (accepted.statusCode !== 200) throw new Error(`not accepted: ${accepted.body}`);
  for (const event of ['FATCA_PASSED', 'SLOT_BOOKED', 'IDENTIFICATION_APPROVED']) {
    const response = await sandboxEvent(products.bank, id, event);
    if (response.statusCode !== 200) throw new Error(`${event}: ${response.body}`);
  }
  return id;
}

const insurance = (as: CallAs, id: string, choice: 'select' | 'skip') =>
  request(
    as,
    'POST',
    choice === 'select'
      ? `/loan-insurance/v1/loan-insurances/select?insurerId=PASHA_SIGORTA&applicationId=${id}`
      : `/loan-insurance/v1/loan-insurances/skip?applicationId=${id}`,
  );

/** An application whose documents are prepared, READY_FOR_SIGN. */
async function readyForSign(as: CallAs = leyla, choice: 'select' | 'skip' = 'skip') {
  const id = await applicationAtInsurance(as);
  expect((await insurance(as, id, choice)).statusCode).toBe(200);
  await products.bank.app.jobs.runDueJobs();
  expect(await statusOf(id)).toBe('READY_FOR_SIGN');
  return id;
}

async function documentIds(as: CallAs, id: string) {
  const main = (await listDocuments(as, id, 'MAIN')).json<Array<{ id: string }>>();
  const other = (await listDocuments(as, id, 'OTHER')).json<Array<{ id: string }>>();
  return [...main, ...other].map((document) => document.id);
}

async function acceptAll(as: CallAs, id: string) {
  for (const docId of await documentIds(as, id)) {
    expect((await accept(as, id, docId)).statusCode).toBe(200);
  }
}

const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('preparing the documents', () => {
  it('draws MAIN and OTHER PDFs in the customer’s language and moves to READY_FOR_SIGN', async () => {
    const ru = { ...leyla, language: 'ru' };
    const id = await applicationAtInsurance(ru);
    expect((await insurance(ru, id, 'select')).json()).toEqual({
      status: 'DOCUMENTS_PREPARATION',
    });

    const early = await listDocuments(ru, id, 'MAIN');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'DOCUMENTS_NOT_READY',
      message: 'Документы готовятся. Загляните чуть позже.',
    });

    await products.bank.app.jobs.runDueJobs();
    expect(await statusOf(id)).toBe('READY_FOR_SIGN');
    const main = await listDocuments(ru, id, 'MAIN');
    expect(main.statusCode).toBe(200);
    const [form] = main.json<Array<{ id: string; content: string; accepted: boolean }>>();
    expect(main.json()).toHaveLength(1);
    expect(form).toMatchObject({ documentType: 'MAIN', accepted: false });
    const formPdf = Buffer.from(form?.content ?? '', 'base64');
    expect(formPdf.subarray(0, 5).toString()).toBe('%PDF-');
    const formText = await pdfText(formPdf);
    expect(formText).toContain('Стандартная информационная форма по потребительскому кредиту');
    expect(formText).toContain('3 000.00 ₼');
    expect(formText).toContain('PAŞA Sığorta');
    // An ID card's number is its FIN on every paper, never "PIN" (issue 15).
    expect(formText).toContain('ФИН 6XK2T9P');
    expect(formText).not.toContain('PIN');

    const other = (await listDocuments(ru, id, 'OTHER')).json<
      Array<{ content: string; title: string }>
    >();
    // Each paper has its own title, in the caller's language.
    expect(form).toMatchObject({
      title: 'Стандартная информационная форма по потребительскому кредиту',
    });
    expect(other.map((document) => document.title)).toEqual([
      'Кредитный договор',
      'Заявление на страхование кредита',
    ]);
    const texts = await Promise.all(
      other.map((document) => pdfText(Buffer.from(document.content, 'base64'))),
    );
    expect(texts[0]).toContain('Кредитный договор');
    expect(texts[1]).toContain('Заявление на страхование кредита');
    expect(texts).toHaveLength(2);

    const stored = await products.bank.database.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id));
    expect(stored.map((row) => [row.position, row.kind, row.language])).toEqual(
      expect.arrayContaining([
        [0, 'STANDARD_FORM', 'ru'],
        [1, 'LOAN_CONTRACT', 'ru'],
        [2, 'INSURANCE_APPLICATION', 'ru'],
      ]),
    );
  });

  it('does nothing when the job runs again', async () => {
    const id = await readyForSign();
    const before = await products.bank.database.db
      .select({ id: applicationDocuments.id, sha256: applicationDocuments.sha256 })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id));
    await products.bank.app.jobs.enqueue({
      name: prepareDocumentsJob,
      key: `${id}/again`,
      payload: { applicationId: id },
    });
    expect(await products.bank.app.jobs.runDueJobs()).toBeGreaterThan(0);
    const after = await products.bank.database.db
      .select({ id: applicationDocuments.id, sha256: applicationDocuments.sha256 })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id));
    expect(after).toEqual(before);
    expect(await statusOf(id)).toBe('READY_FOR_SIGN');
  });

  it('prints FİN before an ID card’s number on Azerbaijani papers', async () => {
    const az = { ...leyla, language: 'az' };
    const id = await readyForSign(az);
    const [form] = (await listDocuments(az, id, 'MAIN')).json<Array<{ content: string }>>();
    const text = await pdfText(Buffer.from(form?.content ?? '', 'base64'));
    expect(text).toContain('FİN 6XK2T9P');
    expect(text).not.toContain('PIN');
  });

  it('keeps the language of the customer’s latest step', async () => {
    const id = await applicationAtInsurance({ ...leyla, language: 'az' });
    await insurance({ ...leyla, language: 'en' }, id, 'skip');
    expect((await storedApplication(products.bank, id)).application?.language).toBe('en');
    await products.bank.app.jobs.runDueJobs();
    const [form] = (await listDocuments(leyla, id, 'MAIN')).json<Array<{ content: string }>>();
    expect(await pdfText(Buffer.from(form?.content ?? '', 'base64'))).toContain(
      'Standard information form for a consumer loan',
    );
  });

  it('writes a payoff instruction for each loan a refinancing pays off', async () => {
    const { id } = await startApplication(leyla, { ...newApplication, type: 'REFIN' });
    const { eligibleForRefinancingLoans: loans } = await offersOf(leyla, id);
    const [first] = loans;
    if (!first) throw new Error('Leyla has no loan to refinance');
    const [liability] = await products.bank.database.db
      .select()
      .from(externalLiabilities)
      .where(eq(externalLiabilities.id, first.refLiabilityId));
    const iban = 'AZ12AIIB38090019441234567801';
    const amount = Number(liability?.remainingAmount);
    // Accepted as the refinancing offer would be: the loan's remaining amount, the annuity.
    await products.bank.database.db
      .update(loanApplications)
      .set({
        status: 'INSURANCE_SELECTIONS',
        acceptedAmount: BigInt(amount),
        acceptedTerm: 24,
        acceptedInterest: '19.5',
        acceptedMonthlyPayment: BigInt(annuityPaymentMinor(amount, '19.5', 24)),
        refinancedLoans: [{ refLiabilityId: first.refLiabilityId, bankId: 'kapital-bank', iban }],
      })
      .where(eq(loanApplications.id, id));
    await insurance(leyla, id, 'skip');
    await products.bank.app.jobs.runDueJobs();
    const other = (await listDocuments(leyla, id, 'OTHER')).json<Array<{ content: string }>>();
    expect(other).toHaveLength(2);
    const payoff = await pdfText(Buffer.from(other[1]?.content ?? '', 'base64'));
    expect(payoff).toContain('Instruction to pay off loans at other banks');
    expect(payoff).toContain('Kapital Bank');
    expect(payoff).toContain(iban);
    expect(payoff).toContain(liability?.loanAccount ?? '');
  });

  it('answers 409 APPLICATION_STATUS_CONFLICT before the documents step', async () => {
    const { id } = await startApplication(leyla);
    const response = await listDocuments(leyla, id, 'MAIN');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('APPLICATION_STATUS_CONFLICT');
  });
});

describe('accepting the documents', () => {
  it('goes in order: MAIN first, then each OTHER; again is a no-op', async () => {
    const id = await readyForSign(leyla, 'select');
    const [main, contract, insuranceForm] = await documentIds(leyla, id);
    if (!main || !contract || !insuranceForm) throw new Error('three documents expected');

    const early = await accept({ ...leyla, language: 'az' }, id, contract);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'DOCUMENT_ORDER',
      message:
        'Sənədləri ardıcıllıqla qəbul edin: əvvəlcə standart məlumat formasını, sonra digər sənədləri bir-bir.',
    });
    expect((await accept(leyla, id, main)).json()).toEqual({ status: 'READY_FOR_SIGN' });
    expect((await accept(leyla, id, insuranceForm)).json().code).toBe('DOCUMENT_ORDER');
    expect((await accept(leyla, id, contract)).statusCode).toBe(200);
    expect((await accept(leyla, id, contract)).statusCode).toBe(200);
    const other = (await listDocuments(leyla, id, 'OTHER')).json<Array<{ accepted: boolean }>>();
    expect(other.map((document) => document.accepted)).toEqual([true, false]);
  });

  it('answers 404 for an unknown document, another application’s or another customer’s', async () => {
    const id = await readyForSign();
    const otherId = await readyForSign();
    const [otherMain] = await documentIds(leyla, otherId);
    expect((await accept(leyla, id, crypto.randomUUID())).statusCode).toBe(404);
    expect((await accept(leyla, id, otherMain ?? '')).statusCode).toBe(404);
    const [main] = await documentIds(leyla, id);
    expect((await accept(reshad, id, main ?? '')).statusCode).toBe(404);
    expect((await listDocuments(reshad, id, 'MAIN')).statusCode).toBe(404);
    expect((await generateQr(reshad, id)).statusCode).toBe(404);
  });
});

describe('signing', () => {
  it('gives a QR link only once every document is accepted', async () => {
    const id = await readyForSign();
    const [main] = await documentIds(leyla, id);
    await accept(leyla, id, main ?? '');
    const early = await generateQr(leyla, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('DOCUMENTS_NOT_ACCEPTED');
    await acceptAll(leyla, id);
    const response = await generateQr(leyla, id);
    expect(response.statusCode).toBe(200);
    const link = response.json<{ data: string }>().data;
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/sandbox-signing\/[A-Za-z0-9_-]{43}$/);
    const sessions = await products.bank.database.db
      .select()
      .from(signingSessions)
      .where(eq(signingSessions.applicationId, id));
    // Only a keyed hash of the token is kept.
    expect(sessions.map((session) => session.tokenHash)).not.toContain(tokenOf(link));
  });

  it('shows the session and its PDFs, signs once, and refuses a second signature', async () => {
    const id = await readyForSign(leyla, 'select');
    await acceptAll(leyla, id);
    const token = tokenOf((await generateQr(leyla, id)).json().data);

    const session = await sandbox('GET', `/sandbox/v1/signing/${token}`, 'az');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      applicationId: id,
      status: 'OPEN',
      product: 'LOAN',
      amount: 3_000,
      currency: 'AZN',
      term: 12,
    });
    expect(session.json().documents.map((d: { title: string }) => d.title)).toEqual([
      'İstehlak krediti üzrə standart məlumat forması',
      'Kredit müqaviləsi',
      'Kredit sığortası üzrə ərizə',
    ]);
    const [first] = session.json().documents as Array<{ id: string }>;
    const pdf = await sandbox('GET', `/sandbox/v1/signing/${token}/documents/${first?.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [otherMain] = await documentIds(leyla, await readyForSign());
    const foreign = await sandbox('GET', `/sandbox/v1/signing/${token}/documents/${otherMain}`);
    expect(foreign.statusCode).toBe(404);

    const signed = await sandbox('POST', `/sandbox/v1/signing/${token}/sign`);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().status).toBe('SIGNED');
    expect(await statusOf(id)).toBe('SIGNED');
    const again = await sandbox('POST', `/sandbox/v1/signing/${token}/sign`);
    expect(again.statusCode).toBe(409);
    expect(await statusOf(id)).toBe('SIGNED');
    // A signed application's documents stay readable.
    expect((await listDocuments(leyla, id, 'MAIN')).statusCode).toBe(200);
  });

  it('ends the earlier link when a new QR is made', async () => {
    const id = await readyForSign();
    await acceptAll(leyla, id);
    const first = tokenOf((await generateQr(leyla, id)).json().data);
    const second = tokenOf((await generateQr(leyla, id)).json().data);
    expect(second).not.toBe(first);
    const old = await sandbox('GET', `/sandbox/v1/signing/${first}`, 'ru');
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toMatch(/QR-код/);
    expect((await sandbox('POST', `/sandbox/v1/signing/${first}/sign`)).statusCode).toBe(404);
    expect((await sandbox('GET', `/sandbox/v1/signing/${second}`)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('READY_FOR_SIGN');
  });

  it('refuses to sign when the application is no longer READY_FOR_SIGN', async () => {
    const id = await readyForSign();
    await acceptAll(leyla, id);
    const token = tokenOf((await generateQr(leyla, id)).json().data);
    await setStatus(products.bank, id, 'IN_REVIEW');
    const response = await sandbox('POST', `/sandbox/v1/signing/${token}/sign`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('APPLICATION_STATUS_CONFLICT');
    const [session] = await products.bank.database.db
      .select()
      .from(signingSessions)
      .where(and(eq(signingSessions.applicationId, id)));
    expect(session?.signedAt).toBeNull();
  });

  // Last: it moves the bank's clock on.
  it('answers 404 for a link older than 30 minutes and for an unknown one', async () => {
    const id = await readyForSign();
    await acceptAll(leyla, id);
    const token = tokenOf((await generateQr(leyla, id)).json().data);
    products.bank.clock.advance({ minutes: 31 });
    expect((await sandbox('GET', `/sandbox/v1/signing/${token}`)).statusCode).toBe(404);
    expect((await sandbox('POST', `/sandbox/v1/signing/${token}/sign`)).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('READY_FOR_SIGN');
    const unknown = 'x'.repeat(43);
    expect((await sandbox('GET', `/sandbox/v1/signing/${unknown}`)).statusCode).toBe(404);
  });
});

describe('without sandbox mode', () => {
  it('has no signing app: the QR call answers 409 SIGNING_UNAVAILABLE, its calls 404', async () => {
    const bank = await startTestBank({ sandbox: false });
    try {
      const customer = await newCustomer(bank);
      const { accessToken } = await signIn(bank, customer);
      const as = { bank, token: accessToken };
      const { id } = await startApplication(as);
      const response = await generateQr(as, id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'SIGNING_UNAVAILABLE',
        message: 'The signing app is not available on this server.',
      });
      expect((await generateQr(as, crypto.randomUUID())).statusCode).toBe(404);
      const signing = await bank.app.inject({
        method: 'GET',
        url: `/sandbox/v1/signing/${'x'.repeat(43)}`,
      });
      expect(signing.statusCode).toBe(404);
    } finally {
      await bank.close();
    }
  });
});
