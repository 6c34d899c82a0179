import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type Locale, localeParam } from '../../../domain/locale';
import { TextField, toast } from '../../shared/ui';
import { operatorEventLabels } from './event-labels';
import { OperatorView } from './OperatorView';
import {
  operatorPollMs,
  useOperatorApplications,
  useOperatorEvent,
  useStartIdentificationCall,
} from './operator-applications';
import './operator.css';

/**
 * The sandbox operator console: what the bank's back office does to an application
 * (identification result, final approval, review, cancel), through the same lifecycle chart.
 */
export function OperatorConsole({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const [phone, setPhone] = useState('');
  const list = useOperatorApplications(phone);
  const done = (action: string, customerName: string) =>
    toast.show({ tone: 'success', title: t`Done: ${action}`, description: customerName });
  // The bank's own words say why the chart refused (e.g. the status moved meanwhile).
  const refused = (error: Error) =>
    toast.show({
      tone: 'error',
      title: t`The action was refused`,
      description: error.message || t`Please try again.`,
    });
  const move = useOperatorEvent({
    onSuccess: ({ application, event }) =>
      done(i18n._(operatorEventLabels[event]), application.customerName),
    onError: refused,
  });
  const startCall = useStartIdentificationCall({
    onSuccess: (application) => done(t`Start the video call`, application.customerName),
    onError: refused,
  });
  const pending = move.isPending
    ? move.variables?.application.id
    : startCall.isPending
      ? startCall.variables?.id
      : undefined;
  const seconds = operatorPollMs / 1000;

  return (
    <section className="operator" aria-labelledby="operator-title">
      <h1 id="operator-title">
        <Trans>Operator console</Trans>
      </h1>
      <p className="operator__note" role="note">
        <Trans>
          This page exists only in sandbox mode. It does what the bank's operators do with loan
          applications. It refreshes every {seconds} seconds.
        </Trans>{' '}
        <Link to="/{-$locale}/sandbox" params={{ locale: localeParam(locale) }}>
          <Trans>SMS outbox</Trans>
        </Link>
      </p>
      <TextField
        label={t`Phone number`}
        description={t`9 digits, or 12 starting with 994`}
        value={phone}
        onChange={setPhone}
        inputMode="tel"
      />
      <OperatorView
        applications={list.data}
        failed={list.isError}
        pendingId={pending}
        onEvent={(application, event) => move.mutate({ application, event })}
        onStartCall={(application) => startCall.mutate(application)}
      />
    </section>
  );
}
