import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../../domain/date-format';
import type { Order } from '../../../../domain/loan-requests';
import { requestListStatus } from '../../../../machines/loanApplication/steps';
import { Money } from '../../../shared/balances';
import {
  applicationStatusQueryKey,
  ordersQueryKey,
  useRequestWithStatus,
} from '../../../shared/queries/orders';
import { Button } from '../../../shared/ui/Button/Button';
import { ModalDialog } from '../../../shared/ui/ModalDialog/ModalDialog';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import { RequestDeadline } from '../refresh/RequestDeadline';
import { ApplicationSteps } from './ApplicationSteps';
import { requestListStatusLabels } from './labels';
import { requestKind, requestKindLabels, requestSteps } from './request-kind';
import { StepContent } from './StepContent';

export interface LoanRequestDialogProps {
  /** The request shown; undefined when the list has no such request (or is still loading). */
  order: Order | undefined;
  isLoading: boolean;
  isOpen: boolean;
  onClose: () => void;
}

/** The request modal over the list: the steps of PRODUCT 2.3 and a summary of the request. */
export function LoanRequestDialog({ order, isLoading, isOpen, onClose }: LoanRequestDialogProps) {
  const { t, i18n } = useLingui();
  const title = order ? i18n._(requestKindLabels[requestKind(order)]) : t`Request`;
  return (
    <ModalDialog
      title={title}
      size="lg"
      className="loan-request-modal"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {order ? (
        <RequestContent order={order} />
      ) : (
        !isLoading && (
          <p role="alert">
            <Trans>This request was not found.</Trans>
          </p>
        )
      )}
    </ModalDialog>
  );
}

function RequestContent({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const request = useRequestWithStatus(order);
  const steps = request.order && requestSteps(request.order);
  const onChanged = () => {
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    void queryClient.invalidateQueries({ queryKey: applicationStatusQueryKey });
  };
  return (
    <div className="loan-request-modal__content">
      {steps && <ApplicationSteps steps={steps} />}
      <dl className="loan-request-modal__summary">
        <div>
          <dt>
            <Trans>Type</Trans>
          </dt>
          <dd>{i18n._(requestKindLabels[requestKind(order)])}</dd>
        </div>
        {order.amount !== undefined && order.currency && (
          <div>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>
              <Money amount={order.amount} currency={order.currency} alwaysVisible />
            </dd>
          </div>
        )}
        {order.amount === undefined && order.currency && (
          <div>
            <dt>
              <Trans>Currency</Trans>
            </dt>
            <dd>{order.currency}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{i18n._(requestListStatusLabels[requestListStatus(order.status)])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Created</Trans>
          </dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
      </dl>
      {request.order ? (
        <RequestDeadline order={request.order} onChanged={onChanged}>
          <StepContent order={request.order} onChanged={onChanged} />
        </RequestDeadline>
      ) : request.isError ? (
        <>
          <p role="alert">
            <Trans>The status of the request could not be read.</Trans>
          </p>
          <Button onPress={request.retry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
