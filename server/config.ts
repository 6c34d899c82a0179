/**
 * The bank server's settings, read once from the environment at start. Every problem is
 * reported together so an operator fixes the environment in one go.
 */
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { isValidAzIban, makeIban, ourBankCode } from '../domain/iban';
import type { Locale } from '../domain/locale';
import { isValidTaxId } from '../domain/transfers/tax-id';
import { parseFormationUrl } from './db/connection-string';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** How many one-time-code SMS one phone and one client address may cause per hour and per day. */
export interface CodeSmsLimits {
  perPhone: { hour: number; day: number };
  perAddress: { hour: number; day: number };
}

/**
 * The defaults of the code SMS limits (issue 13, M2), across every operation (sign-in,
 * registration and reset, password change, transfer codes, resends). A customer's day takes a
 * few: a sign-in is 1 code (4 with every resend), each transfer to someone else 1; 10 an hour
 * and 30 a day are more than a retail customer uses, while the flood seen (120 in 3 minutes, up
 * to ~480 an hour) stops at 10. An address is shared by a household, an office or a carrier's
 * NAT, so it gets five times a phone's limits with up to 50 customers an hour behind it, yet one
 * address can no longer reach more than 200 phones a day.
 */
export const defaultCodeSmsLimits: CodeSmsLimits = {
  perPhone: { hour: 10, day: 30 },
  perAddress: { hour: 50, day: 200 },
};

/** What the bank tells payers and customers about itself: requisites and the hotlines. */
export interface BankDetails {
  /** BANK_NAME. */
  name: string;
  /** BANK_TAX_ID: the bank's VÖEN, 10 digits. */
  taxId: string;
  /** BANK_BIC: 8 or 11 characters (SWIFT). */
  bic: string;
  /** BANK_CORRESPONDENT_ACCOUNT: the bank's account at the Central Bank, an AZ IBAN. */
  correspondentAccount: string;
  /** BANK_HOTLINE_AZ, _RU, _EN: "<short> <full>", e.g. "*0707 +994 12 404 07 07". */
  hotlines: readonly Hotline[];
}

export interface Hotline {
  /** The language the operators answer in. */
  language: Locale;
  /** The short number, free from mobile phones in Azerbaijan. */
  short: string;
  /** The full number, also from abroad. */
  full: string;
}

/**
 * The bank's details when the environment names none: this fictional bank's (its IBAN code
 * IBNK, domain/iban.ts). A deployment sets its own through the BANK_* variables.
 */
export const defaultBankDetails: BankDetails = {
  name: 'Internet Bank',
  taxId: '1400057421',
  /** The BIC's first four letters are the IBAN's bank code; AZ is the country, 22 the place. */
  bic: `${ourBankCode}AZ22`,
  correspondentAccount: makeIban('NABZ', '01350100000000071944'),
  hotlines: [
    { language: 'az', short: '*0707', full: '+994 12 404 07 07' },
    { language: 'ru', short: '*0708', full: '+994 12 404 07 08' },
    { language: 'en', short: '*0709', full: '+994 12 404 07 09' },
  ],
};

export interface Config {
  port: number;
  /** The address to listen on (HOST): the loopback unless told otherwise. */
  host: string;
  /**
   * SANDBOX_PUBLIC=1: a sandbox may listen beyond the loopback. Its SMS outbox and operator
   * console need no sign-in, so anyone who reaches it can take over a demo customer.
   */
  sandboxPublic: boolean;
  /** The bank's address as its customers reach it (PUBLIC_URL); links are built from it. */
  publicUrl: string;
  /** Where the on-disk PGlite database (and later other bank files) live. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  /** Sandbox mode: demo customers, the SMS outbox and other stand-ins for the bank's world. */
  sandbox: boolean;
  /** Publish the contract at /api/docs (API_DOCS): on unless NODE_ENV=production. */
  apiDocs: boolean;
  logLevel: LogLevel;
  /** The built web app (vite build output). */
  webDist: string;
  /**
   * Key for the keyed hashes of one-time codes and tokens (AUTH_SECRET, at least 32 characters).
   * Required in production; elsewhere, when unset, one is generated once and kept in the database.
   */
  authSecret: string | undefined;
  /**
   * Key of the card vault, where full card numbers are kept sealed (CARD_VAULT_KEY, at least 32
   * characters). When unset it is derived from the server key above (server/products/cards/controls).
   */
  cardVaultKey?: string;
  /** Lifetime of an access token (ACCESS_TOKEN_TTL_SECONDS). */
  accessTokenTtlSeconds: number;
  /** A session unused this long ends (SESSION_IDLE_TIMEOUT_SECONDS; PSD2 RTS art. 4(3)(d)). */
  sessionIdleTimeoutSeconds: number;
  /** A session ends this long after sign-in however active (SESSION_MAX_LIFETIME_SECONDS). */
  sessionMaxLifetimeSeconds: number;
  /** Calls per client IP per window on each sign-in, registration and code call. */
  authRateLimitPerIp: number;
  /** Calls per identifier (or code session) per window on the same calls. */
  authRateLimitPerIdentifier: number;
  authRateLimitWindowSeconds: number;
  /** Proxies in front of the bank whose X-Forwarded-For is believed (TRUST_PROXY: hop count). */
  trustProxy: number;
  /** CODE_SMS_PER_PHONE_HOUR, …_PER_PHONE_DAY, …_PER_ADDRESS_HOUR, …_PER_ADDRESS_DAY. */
  codeSmsLimits: CodeSmsLimits;
  /** Run the scheduled-job worker in this process (JOBS=0 turns it off, e.g. web-only nodes). */
  jobs: boolean;
  /** Seconds between the worker's looks for due jobs (JOBS_POLL_SECONDS). */
  jobsPollSeconds: number;
  /** The bank's requisites and hotlines (BANK_*). */
  bank: BankDetails;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  const port = parsePort(env.PORT, problems);
  const config: Config = {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    sandboxPublic: parseSwitch('SANDBOX_PUBLIC', env.SANDBOX_PUBLIC, false, problems),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port, problems),
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL, problems),
    nodeEnv,
    sandbox: parseSandbox(env.SANDBOX, nodeEnv, problems),
    apiDocs: parseSwitch('API_DOCS', env.API_DOCS, nodeEnv !== 'production', problems),
    logLevel: parseLogLevel(env.LOG_LEVEL, problems),
    webDist: path.resolve(nonEmpty(env.WEB_DIST) ?? 'dist'),
    authSecret: parseAuthSecret(env.AUTH_SECRET, nodeEnv, problems),
    cardVaultKey: parseCardVaultKey(env.CARD_VAULT_KEY, problems),
    accessTokenTtlSeconds: wholeNumber(env, 'ACCESS_TOKEN_TTL_SECONDS', 300, [1, 3600], problems),
    sessionIdleTimeoutSeconds: wholeNumber(
      env,
      'SESSION_IDLE_TIMEOUT_SECONDS',
      300,
      [1, 86400],
      problems,
    ),
    sessionMaxLifetimeSeconds: wholeNumber(
      env,
      'SESSION_MAX_LIFETIME_SECONDS',
      43_200,
      [60, 604_800],
      problems,
    ),
    authRateLimitPerIp: wholeNumber(env, 'AUTH_RATE_LIMIT_PER_IP', 100, [1, 1_000_000], problems),
    authRateLimitPerIdentifier: wholeNumber(
      env,
      'AUTH_RATE_LIMIT_PER_IDENTIFIER',
      30,
      [1, 1_000_000],
      problems,
    ),
    authRateLimitWindowSeconds: wholeNumber(
      env,
      'AUTH_RATE_LIMIT_WINDOW_SECONDS',
      900,
      [1, 86400],
      problems,
    ),
    trustProxy: wholeNumber(env, 'TRUST_PROXY', 0, [0, 10], problems),
    codeSmsLimits: parseCodeSmsLimits(env, problems),
    jobs: parseSwitch('JOBS', env.JOBS, true, problems),
    jobsPollSeconds: wholeNumber(env, 'JOBS_POLL_SECONDS', 5, [1, 3600], problems),
    bank: parseBankDetails(env, problems),
  };
  if (config.sessionMaxLifetimeSeconds < config.sessionIdleTimeoutSeconds) {
    problems.push(
      'SESSION_MAX_LIFETIME_SECONDS must not be shorter than SESSION_IDLE_TIMEOUT_SECONDS',
    );
  }
  if (config.sandbox && !config.sandboxPublic && !isLoopbackHost(config.host)) {
    problems.push(
      `HOST=${config.host} would open the sandbox (SMS outbox, operator console, no sign-in) ` +
        'to the network: listen on 127.0.0.1, or set SANDBOX_PUBLIC=1 if that is meant',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 (IPv4-mapped forms included) or localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && loopback.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/** What the operator must hear at start when a sandbox is reachable from other machines. */
export function sandboxExposureWarning(config: Config): string | undefined {
  if (!config.sandbox || isLoopbackHost(config.host)) return undefined;
  return (
    `SANDBOX OPEN TO THE NETWORK on ${config.host} (SANDBOX_PUBLIC=1): anyone who reaches it ` +
    'reads every one-time code in the SMS outbox, signs in as any customer and drives the ' +
    'operator console. Use it only on a network you trust, with demo data only.'
  );
}

/** A whole number within [min, max]; used for durations in seconds and for counts. */
function wholeNumber(
  env: Env,
  name: string,
  fallback: number,
  [min, max]: [number, number],
  problems: string[],
): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (/^\d+$/.test(raw) && value >= min && value <= max) return value;
  problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return fallback;
}

function parseCodeSmsLimits(env: Env, problems: string[]): CodeSmsLimits {
  const { perPhone, perAddress } = defaultCodeSmsLimits;
  const limit = (name: string, fallback: number) =>
    wholeNumber(env, `CODE_SMS_${name}`, fallback, [1, 1_000_000], problems);
  return {
    perPhone: {
      hour: limit('PER_PHONE_HOUR', perPhone.hour),
      day: limit('PER_PHONE_DAY', perPhone.day),
    },
    perAddress: {
      hour: limit('PER_ADDRESS_HOUR', perAddress.hour),
      day: limit('PER_ADDRESS_DAY', perAddress.day),
    },
  };
}

function parseBankDetails(env: Env, problems: string[]): BankDetails {
  const fallback = defaultBankDetails;
  const checked = (name: string, valid: (value: string) => boolean, rule: string, or: string) => {
    const raw = nonEmpty(env[name]);
    if (raw === undefined) return or;
    if (valid(raw)) return raw;
    problems.push(`${name} must be ${rule}, got "${raw}"`);
    return or;
  };
  return {
    name: nonEmpty(env.BANK_NAME) ?? fallback.name,
    taxId: checked('BANK_TAX_ID', isValidTaxId, 'a VÖEN of 10 digits', fallback.taxId),
    bic: checked(
      'BANK_BIC',
      (value) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value),
      'a BIC of 8 or 11 letters and digits',
      fallback.bic,
    ),
    correspondentAccount: checked(
      'BANK_CORRESPONDENT_ACCOUNT',
      isValidAzIban,
      'an Azerbaijani IBAN',
      fallback.correspondentAccount,
    ),
    hotlines: fallback.hotlines.map((line) => {
      const name = `BANK_HOTLINE_${line.language.toUpperCase()}`;
      const raw = nonEmpty(env[name]);
      if (raw === undefined) return line;
      const match = /^(\*\d{3,4})\s+(\+[\d ]{8,20})$/.exec(raw);
      if (match?.[1] && match[2])
        return { language: line.language, short: match[1], full: match[2] };
      problems.push(`${name} must be a short and a full number, e.g. "*0707 +994 12 404 07 07"`);
      return line;
    }),
  };
}

/** Production must bring its own key: a generated one would differ between deployments. */
function parseAuthSecret(value: string | undefined, nodeEnv: string, problems: string[]) {
  const raw = nonEmpty(value);
  if (raw === undefined) {
    if (nodeEnv === 'production') problems.push('AUTH_SECRET is required when NODE_ENV=production');
    return undefined;
  }
  if (raw.length >= 32) return raw;
  problems.push('AUTH_SECRET must be at least 32 characters long');
  return undefined;
}

function parseCardVaultKey(value: string | undefined, problems: string[]) {
  const raw = nonEmpty(value);
  if (raw === undefined || raw.length >= 32) return raw;
  problems.push('CARD_VAULT_KEY must be at least 32 characters long');
  return undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined, problems: string[]): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (/^\d+$/.test(raw) && port >= 0 && port <= 65535) return port;
  problems.push(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  return 0;
}

/** An http(s) origin without a path; the default is this machine on the bank's port. */
function parsePublicUrl(value: string | undefined, port: number, problems: string[]): string {
  const fallback = `http://localhost:${port}`;
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (
    url &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  ) {
    return url.origin;
  }
  problems.push(
    'PUBLIC_URL must be an http:// or https:// address without a path, e.g. https://bank.example',
  );
  return fallback;
}

function parseDatabaseUrl(value: string | undefined, problems: string[]): string | undefined {
  const raw = nonEmpty(value);
  if (raw === undefined) return undefined;
  try {
    parseFormationUrl(raw);
    return raw;
  } catch (error) {
    problems.push(
      `DATABASE_URL ${(error as Error).message} (a postgres:// or postgresql:// URL; its ` +
        'hosts may be listed h1:p1,h2:p2)',
    );
    return undefined;
  }
}

/** 1/true or 0/false; unset means the default. */
function parseSwitch(
  name: string,
  value: string | undefined,
  fallback: boolean,
  problems: string[],
): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  problems.push(`${name} must be 1 or 0, got "${value}"`);
  return fallback;
}

/** On unless production; SANDBOX=1 or 0 overrides either way. */
function parseSandbox(value: string | undefined, nodeEnv: string, problems: string[]): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return nodeEnv !== 'production';
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  problems.push(`SANDBOX must be 1 or 0, got "${value}"`);
  return false;
}

function parseLogLevel(value: string | undefined, problems: string[]): LogLevel {
  const raw = nonEmpty(value)?.toLowerCase() ?? 'info';
  if ((logLevels as readonly string[]).includes(raw)) return raw as LogLevel;
  problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value}"`);
  return 'info';
}
