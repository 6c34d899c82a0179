import { useLingui } from '@lingui/react/macro';
import type { components } from '../../../openapi/generated/schema';

type Schemas = components['schemas'];

/** SPEC 4.5's consent types in the customer's words. */
export function useTypeWords() {
  const { t } = useLingui();
  return {
    CURRENT_ACCOUNT: t`Current account`,
    SAVINGS_ACCOUNT: t`Savings account`,
    LOAN_ACCOUNT: t`Loan account`,
    MORTGAGE_ACCOUNT: t`Mortgage account`,
    CREDIT_CARD: t`Credit card`,
    SALARY_CARD: t`Salary card`,
    DEBIT_CARD: t`Debit card`,
  } satisfies Record<Schemas['ConsentAccountType'], string>;
}

/** What a third party may read with the consent. */
export function useRightWords() {
  const { t } = useLingui();
  return {
    ACCOUNTS: t`The list of accounts`,
    BALANCES: t`Balances`,
    TRANSACTIONS: t`Transactions`,
  } satisfies Record<Schemas['ConsentRight'], string>;
}

/** Berlin Group's statuses as the customer reads them. */
export function useStatusWords() {
  const { t } = useLingui();
  return {
    received: t`Awaiting your answer`,
    valid: t`Active`,
    rejected: t`Rejected`,
    revokedByPsu: t`Revoked`,
    expired: t`Expired`,
    terminatedByTpp: t`Ended by the third party`,
  } satisfies Record<Schemas['ConsentStatus'], string>;
}

/** Which read an access-log line records. */
export function useEndpointWords() {
  const { t } = useLingui();
  return {
    ACCOUNTS: t`Read the list of accounts`,
    BALANCES: t`Read balances`,
    TRANSACTIONS: t`Read transactions`,
  } satisfies Record<Schemas['ConsentEndpoint'], string>;
}

/** The badge tone of a status: only an active consent gives access. */
export const statusTone = (status: Schemas['ConsentStatus']) =>
  status === 'valid' ? 'success' : status === 'received' ? '' : 'danger';
