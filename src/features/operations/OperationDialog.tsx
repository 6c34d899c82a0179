import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../../domain/date-format';
import type {
  OperationDetails,
  OperationDetailsEvent,
  operationDetailsMachine,
} from '../../../machines/operationDetails.machine';
import { Money } from '../../shared/balances';
import { type ProductFact, ProductFacts } from '../../shared/products';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { categoryLabel } from './categories';
import './operation-dialog.css';

export interface OperationDialogProps {
  snapshot: SnapshotFrom<typeof operationDetailsMachine>;
  send: (event: OperationDetailsEvent) => void;
}

/** One operation of the history with its receipt, drawn from the operation-details chart. */
export function OperationDialog({ snapshot, send }: OperationDialogProps) {
  const { t } = useLingui();
  const { operation } = snapshot.context;
  return (
    <ModalDialog
      title={t`Operation details`}
      size="sm"
      isOpen={!snapshot.matches('closed')}
      onOpenChange={(open) => {
        if (!open) send({ type: 'CLOSE' });
      }}
    >
      {snapshot.matches({ open: 'loading' }) && (
        <div className="operation-dialog__loading">
          <Spinner size="lg" aria-label={t`Loading the operation`} />
        </div>
      )}
      {snapshot.matches({ open: 'failed' }) && (
        <div className="operation-dialog__problem">
          <p role="alert">
            {snapshot.context.error || t`An error occurred. Try again a bit later.`}
          </p>
          <Button autoFocus onPress={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {snapshot.matches({ open: 'shown' }) && operation && (
        <>
          <OperationSummary operation={operation} />
          <Receipt snapshot={snapshot} send={send} />
        </>
      )}
    </ModalDialog>
  );
}

/** What the bank knows of it: the amount on top, then the facts a receipt prints. */
function OperationSummary({ operation }: { operation: OperationDetails }) {
  const { t, i18n } = useLingui();
  const { currency, counterparty, exchange } = operation;
  const incoming = operation.amount > 0;
  const facts: ProductFact[] = [
    {
      id: 'date',
      label: t`Date and time`,
      value: <time dateTime={operation.date}>{formatDateTime(operation.date)}</time>,
    },
    {
      id: 'status',
      label: t`Status`,
      value: operation.status === 'COMPLETED' ? t`Completed` : t`Being processed by the banks`,
    },
    { id: 'reference', label: t`Reference number`, value: operation.reference, wide: true },
  ];
  if (counterparty) {
    const details = [counterparty.account, counterparty.bank].filter(Boolean).join(' · ');
    facts.push({
      id: 'counterparty',
      label: t`Counterparty`,
      value: (
        <>
          {counterparty.name}
          {details && <span className="operation-dialog__detail">{details}</span>}
        </>
      ),
      wide: true,
    });
  }
  facts.push(
    { id: 'description', label: t`Description`, value: operation.description, wide: true },
    { id: 'category', label: t`Category`, value: i18n._(categoryLabel(operation.category)) },
    {
      id: 'commission',
      label: t`Commission`,
      value: <Money amount={operation.commission} currency={currency} alwaysVisible />,
    },
  );
  if (exchange) {
    facts.push({
      id: 'exchange',
      label: t`In the counterparty’s currency`,
      value: (
        <>
          <Money amount={exchange.amount} currency={exchange.currency} alwaysVisible />
          {exchange.rate && <span className="operation-dialog__detail">{exchange.rate}</span>}
        </>
      ),
      wide: true,
    });
  }
  facts.push({
    id: 'balance',
    label: t`Balance after`,
    value: <Money amount={operation.balanceAfter} currency={currency} />,
  });
  return (
    <div className="operation-dialog__summary">
      <p className="operation-dialog__headline">
        <span className="operation-dialog__title">
          {counterparty?.name ?? operation.description}
        </span>
        <Money
          amount={operation.amount}
          currency={currency}
          signed
          alwaysVisible
          className={
            incoming ? 'operation-dialog__amount operation__amount--in' : 'operation-dialog__amount'
          }
        />
      </p>
      <ProductFacts facts={facts} />
    </div>
  );
}

/** The receipt PDF: downloaded on demand, again as often as wanted, a failure said at the button. */
function Receipt({ snapshot, send }: OperationDialogProps) {
  const { t } = useLingui();
  const downloading = snapshot.matches({ open: { shown: 'downloading' } });
  return (
    <div className="operation-dialog__receipt">
      <Button
        variant="secondary"
        isPending={downloading}
        onPress={() => send({ type: 'DOWNLOAD' })}
      >
        <Trans>Download the receipt (PDF)</Trans>
      </Button>
      <div role="status" className="operation-dialog__receipt-status">
        {snapshot.matches({ open: { shown: 'saved' } }) && (
          <Trans>The receipt is downloaded.</Trans>
        )}
      </div>
      {snapshot.matches({ open: { shown: 'receiptFailed' } }) && (
        <p role="alert" className="operation-dialog__receipt-problem">
          {snapshot.context.error || t`The receipt could not be downloaded.`}
        </p>
      )}
    </div>
  );
}
