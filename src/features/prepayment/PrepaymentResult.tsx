import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import type { Prepayment } from '../../../machines/prepayment.machine';
import { Money } from '../../shared/balances';
import { Button } from '../../shared/ui/Button/Button';
import { ConfirmDialog } from '../../shared/ui/dialogs/ConfirmDialog';
import { optionLabels, statusLabels } from './messages';
import { RefusalAlert } from './RefusalAlert';
import { useFocusOnMount } from './useFocusOnMount';
import type { PrepaymentViewProps } from './view-props';

/** The request the bank made: closed loan, in review until its day (cancelable), or canceled. */
export function PrepaymentResult({ snapshot, send }: PrepaymentViewProps) {
  const { i18n } = useLingui();
  const { context } = snapshot;
  const prepayment = context.prepayment as Prepayment;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const date = formatDate(prepayment.executionDate);
  return (
    <section className="prepayment__result" aria-labelledby="prepayment-result">
      <h2 id="prepayment-result" tabIndex={-1} ref={heading}>
        {i18n._(statusLabels[prepayment.status])}
      </h2>
      <p className="prepayment__note" aria-live="polite">
        {prepayment.status === 'COMPLETED' ? (
          prepayment.option === 'FM_3' ? (
            <Trans>The loan is repaid in full and closed.</Trans>
          ) : (
            <Trans>The early repayment was processed on {date}.</Trans>
          )
        ) : prepayment.status === 'IN_REVIEW' ? (
          <Trans>
            The request is in review and will be processed on {date}. The amount is held on the
            repayment account until then.
          </Trans>
        ) : (
          <Trans>The request is canceled; the held amount is available again.</Trans>
        )}
      </p>
      <dl className="prepayment__figures">
        <div>
          <dt>
            <Trans>Option</Trans>
          </dt>
          <dd>{i18n._(optionLabels[prepayment.option])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>
            <Money amount={prepayment.amount} currency={prepayment.currency} alwaysVisible />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Executed on</Trans>
          </dt>
          <dd>{date}</dd>
        </div>
      </dl>
      {context.refusal && <RefusalAlert refusal={context.refusal} />}
      <CancelActions snapshot={snapshot} send={send} />
    </section>
  );
}

function CancelActions({ snapshot, send }: PrepaymentViewProps) {
  const { t } = useLingui();
  const busy = snapshot.matches({ result: 'canceling' });
  const confirmDialog = (
    <ConfirmDialog
      title={t`Cancel the early repayment?`}
      tone="destructive"
      isOpen={snapshot.matches({ result: 'confirmingCancel' }) || busy}
      isPending={busy}
      confirmLabel={<Trans>Yes, cancel it</Trans>}
      cancelLabel={<Trans>Keep it</Trans>}
      onConfirm={() => send({ type: 'CANCEL.CONFIRM' })}
      onCancel={() => send({ type: 'KEEP' })}
    >
      <p>
        <Trans>The held amount becomes available again.</Trans>
      </p>
    </ConfirmDialog>
  );
  return (
    <div className="prepayment__actions">
      {confirmDialog}
      {snapshot.can({ type: 'CANCEL' }) && (
        <Button variant="secondary" onPress={() => send({ type: 'CANCEL' })}>
          <Trans>Cancel the request</Trans>
        </Button>
      )}
      <Button variant="secondary" onPress={() => send({ type: 'NEW' })}>
        <Trans>Another early repayment</Trans>
      </Button>
    </div>
  );
}
