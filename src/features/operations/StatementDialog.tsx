import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { SnapshotFrom } from 'xstate';
import type {
  StatementDownloadEvent,
  statementDownloadMachine,
} from '../../../machines/statementDownload.machine';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { DateField } from './DateField';
import { ProductSelect } from './ProductSelect';
import type { ProductChoice } from './products';
import { statementFieldMessages } from './statement-problems';
import './statement.css';

export interface StatementDialogProps {
  snapshot: SnapshotFrom<typeof statementDownloadMachine>;
  send: (event: StatementDownloadEvent) => void;
  /** The customer's current accounts: a statement is of one of them. */
  accounts: readonly ProductChoice[];
}

/** Dates in the page language's order and names: Azerbaijani, Russian, or day-first English. */
const dateLocales: Record<string, string> = { az: 'az-AZ', ru: 'ru-RU', en: 'en-GB' };

/** The statement dialog, drawn from the statement-download chart. */
export function StatementDialog({ snapshot, send, accounts }: StatementDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <ModalDialog
      title={t`Account statement`}
      size="sm"
      isOpen={!snapshot.matches('closed')}
      onOpenChange={(open) => {
        if (!open) send({ type: 'CLOSE' });
      }}
    >
      <I18nProvider locale={dateLocales[i18n.locale] ?? i18n.locale}>
        {snapshot.hasTag('form') ? (
          <ChoosingStep snapshot={snapshot} send={send} accounts={accounts} />
        ) : snapshot.matches('done') ? (
          <DoneStep snapshot={snapshot} send={send} />
        ) : (
          <FailedStep snapshot={snapshot} send={send} />
        )}
      </I18nProvider>
    </ModalDialog>
  );
}

function ChoosingStep({ snapshot, send, accounts }: StatementDialogProps) {
  const { t, i18n } = useLingui();
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const messages = statementFieldMessages(context);
  const text = (key: keyof typeof messages) => {
    const message = messages[key];
    return message ? i18n._(message) : undefined;
  };
  const form = useRef<HTMLFormElement>(null);
  // A refused download takes the customer to the first field that needs them.
  useEffect(() => {
    if (!context.showProblems) return;
    form.current
      ?.querySelector<HTMLElement>('[data-invalid] :is(button, [role="spinbutton"])')
      ?.focus();
  }, [context.showProblems]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const change = (field: 'accountId' | 'from' | 'to') => (value: string) =>
    send({ type: 'FIELD.CHANGE', field, value });
  return (
    <form ref={form} className="statement-form" onSubmit={submit} noValidate>
      <p className="statement-form__intro">
        <Trans>A PDF with every operation of the period, the opening and closing balance.</Trans>
      </p>
      <ProductSelect
        label={t`Account`}
        choices={accounts}
        value={context.accountId}
        onChange={change('accountId')}
        placeholder={t`Choose an account`}
        errorMessage={text('accountId')}
        isDisabled={busy}
        autoFocus
      />
      <div className="statement-form__period">
        <DateField
          label={t`From`}
          value={context.from}
          onChange={change('from')}
          maxValue={context.today}
          errorMessage={text('from')}
          isDisabled={busy}
        />
        <DateField
          label={t`To`}
          value={context.to}
          onChange={change('to')}
          maxValue={context.today}
          errorMessage={text('to')}
          isDisabled={busy}
        />
      </div>
      <Button type="submit" isFullWidth isPending={busy}>
        <Trans>Download PDF</Trans>
      </Button>
    </form>
  );
}

type StepProps = Omit<StatementDialogProps, 'accounts'>;

function DoneStep({ snapshot, send }: StepProps) {
  const filename = snapshot.context.file?.filename ?? '';
  return (
    <div className="statement-result" role="status">
      <span className="statement-result__icon" aria-hidden="true">
        ✓
      </span>
      <p>
        <Trans>
          The statement is downloaded: <span className="statement-result__file">{filename}</span>
        </Trans>
      </p>
      <div className="statement-result__actions">
        <Button autoFocus onPress={() => send({ type: 'CLOSE' })}>
          <Trans>Close</Trans>
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'SAVE' })}>
          <Trans>Download again</Trans>
        </Button>
        <Button variant="ghost" onPress={() => send({ type: 'EDIT' })}>
          <Trans>Another statement</Trans>
        </Button>
      </div>
    </div>
  );
}

function FailedStep({ snapshot, send }: StepProps) {
  const { t } = useLingui();
  // PRODUCT 8: the bank's message, or the default one when it sent none.
  const message = snapshot.context.error || t`An error occurred. Try again a bit later.`;
  return (
    <div className="statement-result statement-result--failed">
      <p role="alert">{message}</p>
      <div className="statement-result__actions">
        <Button autoFocus onPress={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'EDIT' })}>
          <Trans>Change the account or period</Trans>
        </Button>
      </div>
    </div>
  );
}
