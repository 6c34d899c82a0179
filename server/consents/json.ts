/** The customer's consents in the contract's shapes (openapi/components/consents.yaml). */
import type { Locale } from '../../domain/locale';
import type { ConsentAccountType } from '../db/schema';
import type { Schemas } from '../openapi/json';
import { consentAccountJson } from './products';
import type { ConsentDetailsRow, ConsentRow } from './store';
import { redirectBack } from './third-parties';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const endedStatuses: readonly string[] = ['rejected', 'revokedByPsu', 'terminatedByTpp'];

export function rightsOf(row: Pick<ConsentRow, 'reads_balances' | 'reads_transactions'>) {
  const rights: Schemas['ConsentRight'][] = ['ACCOUNTS'];
  if (row.reads_balances) rights.push('BALANCES');
  if (row.reads_transactions) rights.push('TRANSACTIONS');
  return rights;
}

export function consentJson(row: ConsentRow, locale: Locale): Schemas['AccountConsent'] {
  const types = [...new Set(row.accounts.map((account) => account.type))] as ConsentAccountType[];
  return {
    id: row.id,
    institution: { id: row.third_party_id, name: row.tpp_name },
    createdAt: iso(row.created_at),
    validUntil: row.valid_until,
    status: row.status,
    types,
    accounts: row.accounts.map((account) => consentAccountJson(account, locale)),
    rights: rightsOf(row),
    frequencyPerDay: row.frequency_per_day,
    recurringIndicator: row.recurring,
    lastUsedAt: isoOrNull(row.last_used_at),
    authorizedAt: isoOrNull(row.authorized_at),
    endedAt: endedStatuses.includes(row.status) ? iso(row.status_changed_at) : null,
  };
}

export function consentDetailsJson(
  row: ConsentDetailsRow,
  locale: Locale,
  logLimit: number,
): Schemas['AccountConsentDetails'] {
  const lines = row.log.slice(0, logLimit);
  const last = lines.at(-1);
  return {
    ...consentJson(row, locale),
    accessLog: {
      items: lines.map((line) => ({
        id: line.id,
        at: iso(line.at),
        endpoint: line.endpoint,
        accountId: line.product_id,
        attended: line.attended,
      })),
      nextCursor: row.log.length > logLimit && last ? last.id : null,
    },
    grantable: row.grantable.map((product) => consentAccountJson(product, locale)),
    redirectUri: redirectBack(row.redirect_uri, row.id),
  };
}
