import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useId } from 'react';
import { formatDateTime } from '../../../domain/date-format';
import { formatMoney } from '../../../domain/money';
import { Button } from '../../shared/ui';
import { operatorEventLabels } from './event-labels';
import {
  formatNationalPhone,
  type LifecycleEventType,
  type OperatorApplication,
} from './operator-applications';

export interface OperatorTableProps {
  applications: readonly OperatorApplication[];
  /** The application whose event is on its way: its buttons wait. */
  pendingId?: string;
  onEvent: (application: OperatorApplication, event: LifecycleEventType) => void;
  /** Starts the booked video call, after which the customer can no longer move it. */
  onStartCall: (application: OperatorApplication) => void;
}

function EventButtons({
  application,
  isPending,
  onEvent,
  onStartCall,
}: {
  application: OperatorApplication;
  isPending: boolean;
} & Pick<OperatorTableProps, 'onEvent' | 'onStartCall'>) {
  const { i18n } = useLingui();
  const customer = application.customerName;
  if (application.allowedEvents.length === 0) {
    return (
      <span className="operator-table__none">
        <Trans>No actions: the application is closed</Trans>
      </span>
    );
  }
  return (
    <fieldset className="operator-table__actions">
      <legend className="visually-hidden">
        <Trans>Actions for {customer}</Trans>
      </legend>
      {application.identificationCall === 'BOOKED' && (
        <Button variant="secondary" isDisabled={isPending} onPress={() => onStartCall(application)}>
          <Trans>Start the video call</Trans>
        </Button>
      )}
      {application.identificationCall === 'STARTED' && (
        <span className="operator-table__none">
          <Trans>Video call started</Trans>
        </span>
      )}
      {application.allowedEvents.map((event) => (
        <Button
          key={event}
          variant={event === 'CANCELED' ? 'ghost' : 'secondary'}
          isDisabled={isPending}
          onPress={() => onEvent(application, event)}
        >
          {i18n._(operatorEventLabels[event])}
        </Button>
      ))}
    </fieldset>
  );
}

/** The chart's status name, allowed to break after its underscores in a narrow column. */
function StatusCode({ status }: { status: string }) {
  const words = status.split('_');
  return words.map((word, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the words of one status never reorder
    <Fragment key={index}>
      {word}
      {index < words.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** Every application with a button for each event the lifecycle chart takes from its status. */
export function OperatorTable({
  applications,
  pendingId,
  onEvent,
  onStartCall,
}: OperatorTableProps) {
  const { t } = useLingui();
  const captionId = useId();
  const productLabel = {
    LOAN: t`Loan`,
    REFIN: t`Refinancing`,
    ACCOUNT: t`Current account`,
    DEPOSIT: t`Deposit`,
  };
  return (
    <section
      className="operator-table__scroll"
      aria-labelledby={captionId}
      // Focusable, so keyboard users can scroll a table wider than a phone even with no buttons.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
    >
      <table className="operator-table">
        <caption id={captionId}>
          <Trans>Loan applications, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Customer</Trans>
            </th>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Requested</Trans>
            </th>
            <th scope="col">
              <Trans>Created / deadline</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id}>
              <th scope="row" className="operator-table__customer">
                {application.customerName}
                <span className="operator-table__phone">
                  {formatNationalPhone(application.customerPhoneNumber)}
                </span>
              </th>
              <td>{productLabel[application.type]}</td>
              <td className="operator-table__status">
                <StatusCode status={application.status} />
              </td>
              <td className="operator-table__amount">
                {application.type === 'ACCOUNT'
                  ? application.currency
                  : formatMoney(
                      Math.round(application.requestedAmount * 100),
                      application.currency,
                    )}
              </td>
              <td className="operator-table__dates">
                <time dateTime={application.createdAt}>
                  {formatDateTime(application.createdAt)}
                </time>
                <time dateTime={application.deadline}>{formatDateTime(application.deadline)}</time>
              </td>
              <td>
                <EventButtons
                  application={application}
                  isPending={pendingId === application.id}
                  onEvent={onEvent}
                  onStartCall={onStartCall}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
