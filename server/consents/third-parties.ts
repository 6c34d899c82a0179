/**
 * Registered third parties (TPPs) and how one proves who it is: HTTP Basic with its client id
 * and secret. The secret is kept only as a keyed hash under the server key and compared in
 * constant time; an unknown client id is compared against a hash no secret matches, so the
 * answer and its timing say nothing about which client ids exist.
 *
 * The sandbox registers two at every start (like the bank directory): a budgeting app and a
 * lender, whose secrets are published in the README so anyone can play them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Locale, localeParam, locales } from '../../domain/locale';
import type { Secrets } from '../auth/secrets';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { thirdParties } from '../db/schema';
import { BankError } from '../errors/bank-error';

export type ThirdParty = typeof thirdParties.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The third party a /psd2/v1 call authenticated as. */
    thirdParty?: ThirdParty;
  }
}

export interface SandboxThirdParty {
  id: string;
  name: string;
  descriptions: Readonly<Record<Locale, string>>;
  clientId: string;
  secret: string;
  redirectUris: string[];
}

/**
 * The web app's page that plays the third party, in the tester's language (az has no prefix):
 * the bank sends the browser back there, so the way back keeps the language it came in.
 */
export const sandboxTppPage = (locale: Locale) => {
  const prefix = localeParam(locale);
  return prefix ? `/${prefix}/sandbox-tpp` : '/sandbox-tpp';
};
const sandboxTppPages = locales.map(sandboxTppPage);

export const sandboxThirdParties: readonly SandboxThirdParty[] = [
  {
    id: 'budce',
    name: 'Büdcə',
    descriptions: {
      az: 'Bütün hesablarınızdakı xərcləri bir yerə toplayan büdcə tətbiqi.',
      ru: 'Приложение для бюджета: собирает расходы со всех ваших счетов в одном месте.',
      en: 'A budgeting app that gathers the spending of all your accounts in one place.',
    },
    clientId: 'budce-sandbox',
    secret: 'budce-sandbox-secret',
    redirectUris: [...sandboxTppPages, 'https://budce.example/callback'],
  },
  {
    id: 'kredit-bazari',
    name: 'Kredit Bazarı',
    descriptions: {
      az: 'Gəlirinizə və qalıqlarınıza baxıb kredit təkliflərini seçən kredit bazarı.',
      ru: 'Кредитный маркетплейс: подбирает предложения по вашим доходам и остаткам.',
      en: 'A lending marketplace that matches loan offers to your income and balances.',
    },
    clientId: 'kredit-bazari-sandbox',
    secret: 'kredit-bazari-sandbox-secret',
    redirectUris: [...sandboxTppPages, 'https://kredit-bazari.example/callback'],
  },
];

const secretHash = (secrets: Secrets, secret: string) => secrets.hash('tpp-secret', secret);

/** Writes the sandbox's third parties (again): their names, secrets and redirect URIs. */
export async function registerSandboxThirdParties(db: BankDb, clock: Clock, secrets: Secrets) {
  for (const party of sandboxThirdParties) {
    const row = {
      name: party.name,
      descriptions: party.descriptions,
      clientId: party.clientId,
      secretHash: secretHash(secrets, party.secret),
      redirectUris: party.redirectUris,
    };
    await db
      .insert(thirdParties)
      .values({ id: party.id, ...row, createdAt: toDate(clock.now()) })
      .onConflictDoUpdate({ target: thirdParties.id, set: row });
  }
}

/**
 * Lists the sandbox's third parties without overwriting any row, each with a hash no secret
 * matches: the demo seed's consents need them, and the seed may run before the server has
 * registered their real secrets (registerSandboxThirdParties, at every start).
 */
export async function listSandboxThirdParties(db: BankDb, clock: Clock) {
  await db
    .insert(thirdParties)
    .values(
      sandboxThirdParties.map((party) => ({
        id: party.id,
        name: party.name,
        descriptions: party.descriptions,
        clientId: party.clientId,
        secretHash: 'not registered yet',
        redirectUris: party.redirectUris,
        createdAt: toDate(clock.now()),
      })),
    )
    .onConflictDoNothing();
}

const refused = () =>
  new BankError('TPP_UNAUTHORIZED', 401, {}, 'TPP_UNAUTHORIZED', {
    'www-authenticate': 'Basic realm="psd2", charset="UTF-8"',
  });

function basicCredentials(header: string | undefined) {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1000})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** The onRequest check of every /psd2/v1 call: attaches the third party or refuses with 401. */
export async function authenticateThirdParty(
  db: BankDb,
  secrets: Secrets,
  request: FastifyRequest,
): Promise<void> {
  const credentials = basicCredentials(request.headers.authorization);
  if (!credentials) throw refused();
  const [party] = await db
    .select()
    .from(thirdParties)
    .where(eq(thirdParties.clientId, credentials.clientId));
  // Compared even for an unknown client id, against a hash of nothing anyone could send.
  const expected = party?.secretHash ?? secretHash(secrets, `\0unknown:${credentials.clientId}`);
  const matches = secrets.same(expected, secretHash(secrets, credentials.secret));
  if (!party || !matches) throw refused();
  request.thirdParty = party;
}

export function thirdPartyOf(request: FastifyRequest): ThirdParty {
  if (!request.thirdParty) throw refused();
  return request.thirdParty;
}

/**
 * A TPP-Redirect-URI is accepted when, without its query, it is one of the third party's
 * registered URIs.
 */
export function redirectAccepted(party: ThirdParty, uri: string): boolean {
  // Printable ASCII only (no white space or control character), no fragment, no backslash.
  if (!/^[!-~]+$/.test(uri) || /[#\\]/.test(uri)) return false;
  const [base] = uri.split('?', 1);
  return party.redirectUris.includes(base ?? '');
}

/** Where the browser goes back: the third party's URI with the consent's id in its query. */
export function redirectBack(uri: string, consentId: string): string {
  return `${uri}${uri.includes('?') ? '&' : '?'}consentId=${encodeURIComponent(consentId)}`;
}
