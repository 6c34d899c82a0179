import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import type { SandboxTppRead } from '../../../machines/sandboxTpp.machine';

type AccountData = SandboxTppRead['accounts'][number];
type ConsentStatus = NonNullable<SandboxTppRead['consentStatus']>;

/** Berlin Group's statuses in the third party's words; the code itself is shown beside them. */
function useStatusWords(): Record<ConsentStatus, string> {
  const { t } = useLingui();
  return {
    received: t`Waiting for the customer`,
    valid: t`Valid`,
    rejected: t`Rejected by the customer`,
    revokedByPsu: t`Revoked by the customer`,
    expired: t`Expired`,
    terminatedByTpp: t`Ended by the third party`,
  };
}

/** A Berlin Group amount as it came: a decimal string and its currency. */
const amountOf = ({ amount, currency }: { amount: string; currency: string }) =>
  `${amount} ${currency}`;

function AccountRead({ data }: { data: AccountData }) {
  const { t } = useLingui();
  const { account, balances, transactions } = data;
  const kinds = { closingBooked: t`Booked`, interimAvailable: t`Available` };
  return (
    <li className="tpp__account">
      <h2>{account.name}</h2>
      <p className="tpp__muted">{account.iban ?? account.maskedPan}</p>
      {balances && (
        <dl className="tpp__balances">
          {balances.map((balance) => (
            <div key={balance.balanceType}>
              <dt>{kinds[balance.balanceType]}</dt>
              <dd>{amountOf(balance.balanceAmount)}</dd>
            </div>
          ))}
        </dl>
      )}
      {transactions && transactions.length > 0 && (
        <ul className="tpp__transactions" aria-label={t`Transactions`}>
          {transactions.map((entry) => (
            <li key={entry.transactionId}>
              <span>
                {formatDate(entry.bookingDate)} · {entry.remittanceInformationUnstructured}
              </span>
              <span>{amountOf(entry.transactionAmount)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** What the third party read: the consent's status, the accounts, or the refusal it got. */
export function TppData({ read }: { read: SandboxTppRead }) {
  const words = useStatusWords();
  const status = read.consentStatus ? `${words[read.consentStatus]} (${read.consentStatus})` : '—';
  const refusal = read.refusal;
  const reason = refusal?.message;
  const code = refusal ? `${refusal.httpStatus} ${refusal.code}` : '';
  return (
    <div className="tpp__data">
      <p role="status">
        <Trans>Consent status: {status}</Trans>
      </p>
      {refusal && (
        <p className="tpp__problem" role="alert">
          <Trans>
            Reading failed: {reason} ({code})
          </Trans>
        </p>
      )}
      {read.accounts.length > 0 && (
        <ul className="tpp__accounts">
          {read.accounts.map((data) => (
            <AccountRead key={data.account.resourceId} data={data} />
          ))}
        </ul>
      )}
    </div>
  );
}
