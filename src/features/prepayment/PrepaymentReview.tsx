import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import type { PrepaymentQuote } from '../../../machines/prepayment.machine';
import { Money } from '../../shared/balances';
import { Button } from '../../shared/ui/Button/Button';
import { optionLabels } from './messages';
import { RefusalAlert } from './RefusalAlert';
import { ScheduleColumn } from './ScheduleColumn';
import { useFocusOnMount } from './useFocusOnMount';
import type { PrepaymentViewProps } from './view-props';

/** The quote: what is paid and when, and the current and the new schedule side by side. */
export function PrepaymentReview({ snapshot, send }: PrepaymentViewProps) {
  const { t, i18n } = useLingui();
  const { context } = snapshot;
  const quote = context.quote as PrepaymentQuote;
  const loan = context.loans.find(({ id }) => id === quote.loanId);
  const busy = snapshot.hasTag('busy');
  const failed = snapshot.matches('failed');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="prepayment__review" aria-labelledby="prepayment-review">
      <h2 id="prepayment-review" tabIndex={-1} ref={heading}>
        {i18n._(optionLabels[quote.option])}
        {loan && `: ${loan.name}, ${loan.contractNumber}`}
      </h2>
      <QuoteFigures quote={quote} />
      <div className="prepayment__schedules">
        <ScheduleColumn
          id="prepayment-current"
          title={t`Current schedule`}
          summary={quote.current}
          currency={quote.currency}
        />
        <ScheduleColumn
          id="prepayment-proposed"
          title={t`After early repayment`}
          summary={quote.proposed}
          currency={quote.currency}
        />
      </div>
      {context.refusal && <RefusalAlert refusal={context.refusal} />}
      <div className="prepayment__actions">
        {failed ? (
          <>
            <Button onPress={() => send({ type: 'RETRY' })}>
              <Trans>Try again</Trans>
            </Button>
            <Button variant="secondary" onPress={() => send({ type: 'EDIT' })}>
              <Trans>Change the request</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button isPending={busy} onPress={() => send({ type: 'CONFIRM' })}>
              <Trans>Repay early</Trans>
            </Button>
            <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'BACK' })}>
              <Trans>Back</Trans>
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

function QuoteFigures({ quote }: { quote: PrepaymentQuote }) {
  const money = (amount: number) => (
    <Money amount={amount} currency={quote.currency} alwaysVisible />
  );
  const date = formatDate(quote.executionDate);
  return (
    <>
      <dl className="prepayment__figures prepayment__figures--quote">
        <div>
          <dt>
            <Trans>Paid now</Trans>
          </dt>
          <dd>{money(quote.amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Of it, interest accrued</Trans>
          </dt>
          <dd>{money(quote.accruedInterest)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Principal repaid</Trans>
          </dt>
          <dd>{money(quote.principalRepaid)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Interest saved</Trans>
          </dt>
          <dd>{money(quote.interestSaved)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Executed on</Trans>
          </dt>
          <dd>{date}</dd>
        </div>
      </dl>
      <p className="prepayment__note">
        {quote.option === 'FM_3' ? (
          <Trans>The loan is repaid and closed at once.</Trans>
        ) : (
          <Trans>
            The amount is held on the repayment account and the request is processed on {date}, the
            next business day. Until then it can be canceled.
          </Trans>
        )}
      </p>
    </>
  );
}
