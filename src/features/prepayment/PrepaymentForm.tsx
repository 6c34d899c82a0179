import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef } from 'react';
import {
  amountProblem,
  type PrepaymentOption,
  prepaymentOptions,
} from '../../../machines/prepayment.machine';
import { Money } from '../../shared/balances';
import { Button } from '../../shared/ui/Button/Button';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup/ChoiceGroup';
import { TextField } from '../../shared/ui/TextField/TextField';
import { amountProblems, optionHints, optionLabels } from './messages';
import { RefusalAlert, useRefusalText } from './RefusalAlert';
import type { PrepaymentViewProps } from './view-props';

/** The loan, the option and, for a partial repayment, the amount; the bank quotes it. */
export function PrepaymentForm({
  snapshot,
  send,
  takeFocus = false,
}: PrepaymentViewProps & { takeFocus?: boolean }) {
  const { t, i18n } = useLingui();
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const refusalText = useRefusalText(context.refusal);
  const problem = context.showProblems ? amountProblem(context) : null;
  const amountError =
    context.refusal?.field === 'amount'
      ? refusalText
      : problem
        ? i18n._(amountProblems[problem])
        : undefined;
  const loanMissing = context.showProblems && context.loanId === null;
  const optionMissing = context.showProblems && context.option === null;
  const partial = context.option === 'FM_1' || context.option === 'FM_2';
  const form = useRef<HTMLFormElement>(null);
  const refusedAmount = context.refusal?.field === 'amount';
  useEffect(
    () => focusTarget(form.current, refusedAmount, takeFocus)?.focus(),
    [takeFocus, refusedAmount],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  if (context.loans.length === 0) {
    return (
      <p className="prepayment__note">
        <Trans>You have no running loans to repay early.</Trans>
      </p>
    );
  }
  return (
    <form ref={form} className="prepayment__form" onSubmit={submit} noValidate aria-busy={busy}>
      <ChoiceGroup
        block="prepayment"
        label={t`Loan`}
        value={context.loanId ?? ''}
        isDisabled={busy}
        errorMessage={loanMissing ? t`Choose the loan.` : undefined}
        onChange={(value) => send({ type: 'LOAN.SELECT', value })}
        choices={context.loans.map((loan) => ({
          value: loan.id,
          label: `${loan.name}, ${loan.contractNumber}`,
          hint: (
            <Trans>
              Remaining: <Money amount={loan.remainingAmount} currency={loan.currency} />
            </Trans>
          ),
        }))}
      />
      <ChoiceGroup
        block="prepayment"
        label={t`How to repay`}
        isCompact
        value={context.option ?? ''}
        isDisabled={busy}
        errorMessage={optionMissing ? t`Choose how to repay.` : undefined}
        onChange={(value) => send({ type: 'OPTION.SELECT', value: value as PrepaymentOption })}
        choices={prepaymentOptions.map((option) => ({
          value: option,
          label: i18n._(optionLabels[option]),
          hint: i18n._(optionHints[option]),
        }))}
      />
      {partial && (
        <TextField
          label={t`Amount to pay now, ₼`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={context.amount}
          isReadOnly={busy}
          onChange={(value) => send({ type: 'AMOUNT.CHANGE', value })}
          description={t`Less than the whole debt: the interest accrued so far is paid first.`}
          isInvalid={Boolean(amountError)}
          validationBehavior="aria"
          errorMessage={amountError}
        />
      )}
      {context.refusal && context.refusal.field === null && (
        <RefusalAlert refusal={context.refusal} />
      )}
      <Button type="submit" isPending={busy}>
        <Trans>Show the new schedule</Trans>
      </Button>
    </form>
  );
}

/** Where the focus goes: a refused amount, else (back from another step) the choice made last. */
function focusTarget(form: HTMLFormElement | null, refusedAmount: boolean, returning: boolean) {
  if (!form) return null;
  if (refusedAmount) return form.querySelector<HTMLInputElement>('input[name="amount"]');
  if (!returning) return null;
  const checked = form.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked');
  return checked[checked.length - 1] ?? form.querySelector<HTMLInputElement>('input');
}
