import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/date-format';
import type { CashCode } from '../../../machines/cashCode.types';
import { Money } from '../../shared/balances';
import { EmptyState, type PagedQuery, QueryStatus, ShowMore } from '../../shared/products';
import { Button } from '../../shared/ui/Button/Button';
import '../../shared/ui/RowList/row-list.css';

/** The customer's codes, read a page at a time. */
export type CashCodesQuery = PagedQuery<CashCode>;

function useStatusWords() {
  const { t } = useLingui();
  return {
    ACTIVE: t`Active`,
    USED: t`Used`,
    EXPIRED: t`Expired`,
    CANCELED: t`Canceled`,
  } satisfies Record<CashCode['status'], string>;
}

/** When the code's status came about: used, canceled, or (active or expired) its expiry. */
function StatusTime({ code }: { code: CashCode }) {
  if (code.status === 'USED' && code.usedAt) {
    const at = formatDateTime(code.usedAt);
    return <Trans>Used on {at}</Trans>;
  }
  if (code.status === 'CANCELED' && code.canceledAt) {
    const at = formatDateTime(code.canceledAt);
    return <Trans>Canceled on {at}</Trans>;
  }
  const until = formatDateTime(code.expiresAt);
  return code.status === 'ACTIVE' ? (
    <Trans>Active until {until}</Trans>
  ) : (
    <Trans>Expired on {until}</Trans>
  );
}

function CodeRow({ code, onCancel }: { code: CashCode; onCancel: (code: CashCode) => void }) {
  const { t } = useLingui();
  const words = useStatusWords();
  const display = code.display;
  return (
    <li className={`row-list__row cash-codes__row cash-codes__row--${code.status.toLowerCase()}`}>
      <div className="cash-codes__row-main">
        <span className="cash-codes__mask">{display}</span>
        <Money amount={code.amount} currency={code.currency} alwaysVisible />
      </div>
      <div className="cash-codes__row-meta">
        <span className={`cash-codes__status cash-codes__status--${code.status.toLowerCase()}`}>
          {words[code.status]}
        </span>
        <span className="movement__hint">
          <StatusTime code={code} />
        </span>
      </div>
      {code.status === 'ACTIVE' && (
        <Button
          variant="secondary"
          aria-label={t`Cancel the code ${display}`}
          onPress={() => onCancel(code)}
        >
          <Trans>Cancel</Trans>
        </Button>
      )}
    </li>
  );
}

/** The customer's codes, newest first: active, used, expired and canceled (listCashCodes). */
export function CodeList({
  query,
  onCancel,
}: {
  query: CashCodesQuery;
  onCancel: (code: CashCode) => void;
}) {
  const { t } = useLingui();
  return (
    <section className="cash-codes__list" aria-labelledby="cash-codes-list-title">
      <h2 id="cash-codes-list-title">
        <Trans>Your withdrawal codes</Trans>
      </h2>
      <QueryStatus
        query={query}
        loadingLabel={t`Loading your codes`}
        errorText={<Trans>Your codes could not be loaded.</Trans>}
      >
        {(codes) =>
          codes.length === 0 ? (
            <EmptyState>
              <Trans>You have no withdrawal codes yet.</Trans>
            </EmptyState>
          ) : (
            <>
              <ul className="row-list">
                {codes.map((code) => (
                  <CodeRow key={code.id} code={code} onCancel={onCancel} />
                ))}
              </ul>
              <ShowMore query={query} />
            </>
          )
        }
      </QueryStatus>
    </section>
  );
}
