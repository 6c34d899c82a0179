import { Trans } from '@lingui/react/macro';
import { Money } from '../../shared/balances';
import { PaymentDialog } from './PaymentDialog';
import { PaymentFormStep } from './PaymentFormStep';
import { ProviderMark } from './ProviderMark';
import type { PaymentViewProps } from './view-props';
import '../../shared/movement/movement.css';
import './payments.css';

export type { PaymentViewProps } from './view-props';

/** The provider's form with its payment dialog over it, both drawn from the chart. */
export function PaymentView({ snapshot, send }: PaymentViewProps) {
  const { provider } = snapshot.context;
  return (
    <div className="payments__provider">
      <header className="payments__provider-header">
        <ProviderMark mark={provider.mark} size="lg" />
        <div>
          <h1 id="page-title">{provider.name}</h1>
          <p className="movement__hint">
            <Trans>
              Payments from <Money amount={provider.minAmount} currency="AZN" alwaysVisible /> to{' '}
              <Money amount={provider.maxAmount} currency="AZN" alwaysVisible />
            </Trans>
          </p>
        </div>
      </header>
      <PaymentFormStep snapshot={snapshot} send={send} />
      <PaymentDialog snapshot={snapshot} send={send} />
    </div>
  );
}
