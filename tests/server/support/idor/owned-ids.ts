/**
 * Where a customer's own ids go in the contract's calls. Path ids are found by the path they
 * sit in: the longest template below that holds all of an operation's path ids names what
 * they are, so `/api/v1/transfers/{id}/cancel` is covered by the transfers' entry and a call
 * on a new kind of thing fails the sweep until it gets an entry or a reasoned exception.
 * Ids in a query or a body are found by their field's name the same way.
 */
import { type ContractOperation, pathParameters, type Schema } from '../fuzz/operations';
import type { OwnedIds } from './world';

export interface OwnedCall {
  params: Record<string, string>;
  query?: Record<string, string>;
}

type PathIds = (ids: OwnedIds) => OwnedCall[];
const each = (name: string, values: string[]) => values.map((id) => ({ params: { [name]: id } }));

export const pathIds: Record<string, PathIds> = {
  '/api/loan-applications/v1/loan-applications/{id}': (ids) => each('id', ids.loanApplications),
  '/api/loan-applications/v1/loan-applications/{id}/refinancing-documents/{docId}': (ids) =>
    ids.refinancingDocuments.map((params) => ({ params })),
  '/api/loan-applications/v1/loan-applications/{id}/files/{fileId}': (ids) =>
    ids.applicationFiles.map((params) => ({ params })),
  '/api/loan-applications/v1/documents/{docId}': (ids) =>
    ids.loanDocuments.map(({ applicationId, docId }) => ({
      params: { docId },
      query: { applicationId },
    })),
  '/account-application/v1/applications/{id}': (ids) => each('id', ids.accountApplications),
  '/deposit-application/v1/applications/{id}': (ids) => each('id', ids.depositApplications),
  '/api/v1/accounts/{id}': (ids) => each('id', ids.accounts),
  '/api/v1/cards/{id}': (ids) => each('id', ids.cards),
  '/api/v1/loans/{id}': (ids) => each('id', ids.loans),
  '/api/v1/transfers/{id}': (ids) => each('id', ids.transfers),
  '/api/v1/operations/{id}': (ids) => each('id', ids.operations),
  '/api/v1/payment-templates/{id}': (ids) => each('id', ids.paymentTemplates),
  '/api/v1/payments/{id}': (ids) => each('id', ids.payments),
  '/api/v1/prepayments/{id}': (ids) => each('id', ids.prepayments),
  '/api/v1/cash-codes/orders/{id}': (ids) => each('id', ids.cashOrders),
  '/api/v1/cash-codes/{id}': (ids) => each('id', ids.cashCodes),
  '/api/v1/account-consents/{id}': (ids) => each('id', ids.accountConsents),
  '/api/v1/other-consents/{id}': (ids) => each('id', ids.otherConsents),
  '/api/v1/passkeys/{id}': (ids) => each('id', ids.passkeys),
  '/api/v1/sessions/{sessionId}': (ids) => each('sessionId', ids.sessions),
};

const psd2 =
  "the third parties' API: a TPP's Basic credentials, not a customer's token, open it, and " +
  "another TPP's consent is 403 CONSENT_UNKNOWN, a consent's uncovered account 403 " +
  'CONSENT_ACCOUNT_NOT_COVERED (consents-psd2.test.ts)';
const sandboxTpp =
  'the sandbox plays its two third parties for everyone, reading only through /psd2 as ' +
  'they would; the sandbox listens on the loopback only';

/** Operations whose path id is nobody's own, by operationId, and why. */
export const pathIdExceptions: Record<string, string> = {
  applySandboxLoanApplicationEvent:
    "the sandbox's operator console plays the bank's staff, who act on every application; " +
    'the sandbox listens on the loopback only (issue 13, H1)',
  startSandboxIdentificationCall:
    "the operator console starts the video call as the bank's staff, like " +
    'applySandboxLoanApplicationEvent; the sandbox listens on the loopback only',
  getSandboxSigningSession:
    'the signing link is a bearer secret of 32+ random characters handed to the signing app, ' +
    'not an id of a customer’s thing; the app it stands for has no sign-in',
  getSandboxSigningDocument: 'the same signing link as getSandboxSigningSession',
  signSandboxSigningSession: 'the same signing link as getSandboxSigningSession',
  getPaymentProvider: "the bank's catalogue of providers, the same for everyone",
  findPaymentSubscriber:
    "a provider of the bank's catalogue; the subscriber is typed, like a payee's number",
  getConsent: psd2,
  getConsentStatus: psd2,
  deleteConsent: psd2,
  readConsentBalances: psd2,
  readConsentTransactions: psd2,
  requestSandboxTppConsent: sandboxTpp,
  readSandboxTppData: sandboxTpp,
  setSandboxProviderAvailability:
    "the sandbox plays the providers' systems for everyone; the sandbox listens on the loopback only",
};

/** The entry of `pathIds` for the operation's path ids, or undefined. */
export function pathIdsOf(operation: ContractOperation): PathIds | undefined {
  const names = pathParameters(operation).map((p) => p.name);
  const fits = Object.keys(pathIds)
    .filter((template) => operation.path === template || operation.path.startsWith(`${template}/`))
    .filter((template) => names.every((name) => template.includes(`{${name}}`)))
    .sort((a, b) => b.length - a.length);
  const [template] = fits;
  return template ? pathIds[template] : undefined;
}

/** Ids in a query or a body, by the field's name. */
export const fieldIds: Record<string, (ids: OwnedIds) => string[]> = {
  applicationId: (ids) => applications(ids),
  sourceId: (ids) => applications(ids),
  productId: (ids) => [...ids.accounts, ...ids.cards, ...ids.deposits, ...ids.loans],
  sourceAccountId: (ids) => ids.accounts,
  quoteId: (ids) => ids.quotes,
  refLiabilityId: (ids) => ids.liabilities,
  loanId: (ids) => ids.loans,
};

const applications = (ids: OwnedIds) => [
  ...ids.loanApplications,
  ...ids.accountApplications,
  ...ids.depositApplications,
];

/** Id fields that name the bank's things, the same for every customer, and why. */
export const fieldIdExceptions: Record<string, string> = {
  insurerId: "the bank's list of insurance companies (listInsuranceOffers), public to customers",
  questionId: "the bank's FATCA questions (listFatcaQuestions), the same for everyone",
  bankId: "other banks' ids from the bank directory (listBankDetails)",
  offerId: 'an offer is read through its application, whose id the call also takes',
  taxId: "a company's tax number the customer types for a payee, not a thing of the bank's",
  providerId: "the bank's catalogue of providers (listPaymentProviders), the same for everyone",
  sessionId:
    "a one-time code's session: the confirming call reads it with its customer, its operation " +
    'and the exact thing it confirms (confirms_hash), so another customer’s is refused like a ' +
    'wrong code (consents answers.ts, passkeys registration.ts)',
  challengeId:
    'a single-use WebAuthn challenge the bank issued to this ceremony; spent, expired or issued ' +
    'to another customer it is PASSKEY_CHALLENGE_INVALID (passkeys.test.ts)',
  id: "WebAuthn's credential id, made by the device: the bank trusts it only with its signature",
  rawId: 'the same credential id as `id`, in the WebAuthn response shape',
};

/**
 * Operations whose contract answers an id not among the caller's with another refusal than
 * 404, by operationId: the status, and why.
 */
export const idRefusals: Record<string, { status: number; why: string }> = {
  createDepositApplication: {
    status: 400,
    why: 'the contract has no 404: a source account not among yours is VALIDATION_FAILED',
  },
};

/** Operations that a GET does not merely read, left out of A's reads, and why. */
export const notReads: Record<string, string> = {
  logout: 'ends the session it is called with',
};

const isIdName = (name: string) => name === 'id' || /[a-z]Id$/.test(name);

/** The id-like fields of an operation's query and JSON body, by their path of names. */
export function idFieldsOf(operation: ContractOperation): string[][] {
  const query = operation.parameters
    .filter((p) => p.in === 'query' && isIdName(p.name))
    .map((p) => [p.name]);
  const body = operation.body ? idFieldsIn(operation.body.schema, []) : [];
  return [...query, ...body];
}

function idFieldsIn(schema: Schema, path: string[]): string[][] {
  const options = [schema, ...((schema.oneOf ?? schema.anyOf ?? []) as Schema[])];
  const found = options.flatMap((option) => {
    const items = option.items as Schema | undefined;
    const properties = Object.entries((option.properties ?? {}) as Record<string, Schema>);
    return [
      ...(items ? idFieldsIn(items, path) : []),
      ...properties.flatMap(([name, property]) =>
        isIdName(name) && property.type === 'string'
          ? [[...path, name]]
          : idFieldsIn(property, [...path, name]),
      ),
    ];
  });
  const unique = new Map(found.map((fieldPath) => [fieldPath.join('.'), fieldPath]));
  return [...unique.values()];
}
