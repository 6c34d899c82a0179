import { Trans } from '@lingui/react/macro';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import type { SnapshotFrom } from 'xstate';
import type {
  InsuranceChoiceEvent,
  insuranceChoiceMachine,
} from '../../../../machines/insuranceChoice.machine';
import { Money } from '../../../shared/balances/Money';
import { Button } from '../../../shared/ui/Button/Button';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import { HealthInsuranceUnavailableDialog } from './HealthInsuranceUnavailableDialog';
import './insurance.css';

export interface InsuranceChoiceProps {
  snapshot: SnapshotFrom<typeof insuranceChoiceMachine>;
  send: (event: InsuranceChoiceEvent) => void;
}

/** Loan insurance: the insurers' offers to choose from, or going on without insurance. */
export function InsuranceChoice({ snapshot, send }: InsuranceChoiceProps) {
  return (
    <section className="insurance" aria-labelledby="insurance-title">
      <h2 id="insurance-title" className="insurance__title">
        <Trans>Loan insurance</Trans>
      </h2>
      <ChoiceBody snapshot={snapshot} send={send} />
      <HealthInsuranceUnavailableDialog snapshot={snapshot} send={send} />
    </section>
  );
}

function ChoiceBody({ snapshot, send }: InsuranceChoiceProps) {
  if (snapshot.matches('loading') || snapshot.matches('done')) return <Spinner />;
  if (snapshot.matches('failed')) {
    return (
      <>
        <p role="alert">
          <Trans>The insurance choice did not go through.</Trans>
        </p>
        <Button onPress={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  }
  return <OffersForm snapshot={snapshot} send={send} />;
}

function OffersForm({ snapshot, send }: InsuranceChoiceProps) {
  const { insurances, insurerId, hasExistingInsurance } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <>
      {insurances.length === 0 ? (
        <p className="insurance__none" role="status">
          {snapshot.context.unavailable ? (
            <Trans>Health insurance is unavailable for this loan.</Trans>
          ) : (
            <Trans>Offer did not come</Trans>
          )}
        </p>
      ) : (
        <RadioGroup
          className="insurance__offers"
          value={insurerId}
          isDisabled={busy}
          onChange={(chosen) => send({ type: 'CHOOSE', insurerId: chosen })}
        >
          <Label className="insurance__label">
            <Trans>Choose an insurer</Trans>
          </Label>
          {insurances.map((offer) => (
            <Radio key={offer.insurerId} value={offer.insurerId} className="insurance__offer">
              <span className="insurance__insurer">{offer.name}</span>
              <span className="insurance__premium">
                <Trans>
                  Premium{' '}
                  <Money amount={offer.premium} currency={offer.currency ?? 'AZN'} alwaysVisible />
                </Trans>
              </span>
            </Radio>
          ))}
          <Text slot="description" className="insurance__coverage">
            <Trans>The premium is paid once and covers the whole loan term.</Trans>
          </Text>
        </RadioGroup>
      )}
      <div className="insurance__actions">
        {insurances.length > 0 && (
          <Button
            isDisabled={insurerId === null}
            isPending={snapshot.matches('saving')}
            onPress={() => send({ type: 'SELECT' })}
          >
            {hasExistingInsurance ? <Trans>Change insurance</Trans> : <Trans>Select</Trans>}
          </Button>
        )}
        <Button
          variant="secondary"
          isDisabled={busy && !snapshot.matches('skipping')}
          isPending={snapshot.matches('skipping')}
          onPress={() => send({ type: 'SKIP' })}
        >
          <Trans>Continue without insurance</Trans>
        </Button>
      </div>
    </>
  );
}
