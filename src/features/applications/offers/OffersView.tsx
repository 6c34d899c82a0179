import { Trans } from '@lingui/react/macro';
import { useCallback, useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  chosenFigures,
  chosenOffer,
  isRefinancingApplication,
  type LoanCalculatorEvent,
  type loanCalculatorMachine,
  loansWithoutStatement,
} from '../../../../machines/loanCalculator.machine';
import type { RefinancingDocument } from '../../../../machines/refinancingUpload.machine';
import { Button } from '../../../shared/ui/Button/Button';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import { Calculator } from './Calculator';
import { OfferCards } from './OfferCards';
import { RefinancingLoans } from './RefinancingLoans';
import './loan-offers.css';

export interface OffersViewProps {
  snapshot: SnapshotFrom<typeof loanCalculatorMachine>;
  send: (event: LoanCalculatorEvent) => void;
}

/** Why accepting is not possible yet, when the customer has something left to do. */
function AcceptReason({ id, snapshot }: { id: string; snapshot: OffersViewProps['snapshot'] }) {
  const { context } = snapshot;
  if (isRefinancingApplication(context) && context.ticked.length === 0) {
    return (
      <p id={id} className="loan-offers__reason">
        <Trans>Tick at least one loan to refinance to accept the offer.</Trans>
      </p>
    );
  }
  if (loansWithoutStatement(context).length === 0) return null;
  return (
    <p id={id} className="loan-offers__reason">
      <Trans>
        Upload the other bank's statement of each loan to refinance to accept the offer.
      </Trans>
    </p>
  );
}

/**
 * Step 1 of a loan request, drawn from the loan calculator chart. A refinancing application shows
 * its loans instead of the plain credit offers: its offer is the one for the ticked loans.
 */
export function OffersView({ snapshot, send }: OffersViewProps) {
  const { context } = snapshot;
  const reasonId = useId();
  // Stable, so each loan's upload chart keeps one subscription.
  const onStatementAdded = useCallback(
    (document: RefinancingDocument) => send({ type: 'STATEMENT.ADDED', document }),
    [send],
  );
  const onStatementRemoved = useCallback(
    (documentId: string) => send({ type: 'STATEMENT.REMOVED', documentId }),
    [send],
  );
  if (snapshot.matches('loading')) return <Spinner />;
  if (snapshot.matches('loadFailed')) {
    return (
      <div className="loan-offers loan-offers--empty">
        <p>
          <Trans>The offers could not be loaded.</Trans>
        </p>
        <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const busy = snapshot.hasTag('busy') || snapshot.matches('accepted');
  const offer = chosenOffer(context);
  const figures = chosenFigures(context);
  const refinancing = isRefinancingApplication(context);
  const blocked =
    (refinancing && context.ticked.length === 0) || loansWithoutStatement(context).length > 0;
  return (
    <div className="loan-offers" aria-busy={busy}>
      {!refinancing && (
        <OfferCards
          offers={context.offers}
          offerId={context.offerId}
          today={context.today}
          isDisabled={busy}
          onPick={(offerId) => send({ type: 'OFFER.PICK', offerId })}
        />
      )}
      {refinancing && (
        <RefinancingLoans
          applicationId={context.applicationId}
          loans={context.eligibleLoans}
          banks={context.banks}
          ticked={context.ticked}
          bankIds={context.bankIds}
          matched={offer !== undefined}
          isDisabled={busy}
          onToggle={(liabilityId) => send({ type: 'LIABILITY.TOGGLE', liabilityId })}
          onBank={(liabilityId, bankId) => send({ type: 'BANK.CHOOSE', liabilityId, bankId })}
          statements={context.statements}
          onStatementAdded={onStatementAdded}
          onStatementRemoved={onStatementRemoved}
        />
      )}
      {offer && figures && (
        <Calculator
          offer={offer}
          amount={context.amount}
          month={context.month}
          figures={figures}
          isDisabled={busy}
          onAmount={(value) => send({ type: 'AMOUNT.CHANGE', value })}
          onMonth={(value) => send({ type: 'MONTH.CHANGE', value })}
        />
      )}
      <AcceptReason id={reasonId} snapshot={snapshot} />
      <Button
        isFullWidth
        aria-describedby={blocked ? reasonId : undefined}
        isPending={busy}
        isDisabled={!busy && !snapshot.can({ type: 'ACCEPT' })}
        onPress={() => send({ type: 'ACCEPT' })}
      >
        <Trans>Accept the offer</Trans>
      </Button>
    </div>
  );
}
