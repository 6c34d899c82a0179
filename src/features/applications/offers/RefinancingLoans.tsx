import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type { EligibleLoan, RefinancingBank } from '../../../../machines/loanCalculator.machine';
import type { RefinancingDocument } from '../../../../machines/refinancingUpload.machine';
import { TickBox } from '../../../shared/ui/TickBox/TickBox';
import { manat } from './money';
import { StatementUpload } from './StatementUpload';

export interface RefinancingLoansProps {
  applicationId: string;
  loans: readonly EligibleLoan[];
  banks: readonly RefinancingBank[];
  ticked: readonly string[];
  bankIds: Readonly<Record<string, string>>;
  /** Whether an offer holds exactly the ticked loans. */
  matched: boolean;
  isDisabled: boolean;
  onToggle: (liabilityId: string) => void;
  onBank: (liabilityId: string, bankId: string) => void;
  /** The statements uploaded so far, of every loan. */
  statements: readonly RefinancingDocument[];
  onStatementAdded: (document: RefinancingDocument) => void;
  onStatementRemoved: (documentId: string) => void;
}

function BankSelect({
  loan,
  banks,
  bankId,
  isDisabled,
  onBank,
}: { loan: EligibleLoan; bankId: string | undefined } & Pick<
  RefinancingLoansProps,
  'banks' | 'isDisabled' | 'onBank'
>) {
  const { t } = useLingui();
  const id = useId();
  const account = loan.loanAccount;
  return (
    <div className="loan-offers__bank">
      <label htmlFor={id} className="loan-offers__label">
        {t`Bank of the loan ${account}`}
      </label>
      <select
        id={id}
        className="loan-offers__select"
        value={bankId ?? ''}
        disabled={isDisabled}
        onChange={(event) => onBank(loan.refLiabilityId, event.target.value)}
      >
        <option value="" disabled>
          {t`Choose the bank`}
        </option>
        {banks.map((bank) => (
          <option key={bank.id} value={bank.id}>
            {bank.name ?? bank.bic}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The loans at other banks the customer may refinance; each ticked one with the bank it is paid
 * to and that bank's statement of it.
 */
export function RefinancingLoans(props: RefinancingLoansProps) {
  const { loans, ticked, matched, isDisabled } = props;
  return (
    <div className="loan-offers__refinancing">
      <CheckboxGroup
        className="loan-offers__loans"
        value={[...ticked]}
        isDisabled={isDisabled}
        onChange={(next) => {
          const changed = loans.find(
            (loan) => next.includes(loan.refLiabilityId) !== ticked.includes(loan.refLiabilityId),
          );
          if (changed) props.onToggle(changed.refLiabilityId);
        }}
      >
        <Label className="loan-offers__label">
          <Trans>Loans to refinance</Trans>
        </Label>
        {loans.map((loan) => {
          const remaining = manat(loan.outstandingAmount ?? 0);
          return (
            <Checkbox
              key={loan.refLiabilityId}
              value={loan.refLiabilityId}
              className="loan-offers__loan"
            >
              <TickBox className="loan-offers__box" />
              <span className="loan-offers__loan-text">
                <span className="loan-offers__loan-bank">{loan.bankName ?? loan.loanAccount}</span>
                <span className="loan-offers__loan-account">{loan.loanAccount}</span>
                <span>
                  <Trans>Remaining: {remaining}</Trans>
                </span>
              </span>
            </Checkbox>
          );
        })}
      </CheckboxGroup>
      {ticked.length > 0 && !matched && (
        <p className="loan-offers__warning" role="alert">
          <Trans>The bank has no offer for these loans together. Tick other loans.</Trans>
        </p>
      )}
      {loans
        .filter((loan) => ticked.includes(loan.refLiabilityId))
        .map((loan) => (
          <div key={loan.refLiabilityId} className="loan-offers__loan-choice">
            <BankSelect
              loan={loan}
              banks={props.banks}
              bankId={props.bankIds[loan.refLiabilityId]}
              isDisabled={isDisabled}
              onBank={props.onBank}
            />
            <StatementUpload
              applicationId={props.applicationId}
              loan={loan}
              statements={props.statements.filter(
                (statement) => statement.refLiabilityId === loan.refLiabilityId,
              )}
              isDisabled={isDisabled}
              onAdded={props.onStatementAdded}
              onRemoved={props.onStatementRemoved}
            />
          </div>
        ))}
    </div>
  );
}
