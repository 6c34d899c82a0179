import { Trans, useLingui } from '@lingui/react/macro';
import { Money } from '../../shared/balances';
import { EmptyState, QueryStatus, type QueryView } from '../../shared/products';
import type { PaymentMethod, PaymentMethods } from '../../shared/queries/payment-methods';
import { Button } from '../../shared/ui/Button/Button';
import { reasonLabels } from './labels';
import './payment-methods.css';

/** The bank's refusal of a new default, shown at the source it was about. */
export interface DefaultRefusal {
  productId: string;
  message: string;
}

export interface PaymentMethodsViewProps {
  query: QueryView<PaymentMethods>;
  /** The source being made the default, while the bank answers. */
  pendingId: string | null;
  refusal: DefaultRefusal | null;
  onMakeDefault: (method: PaymentMethod) => void;
}

/**
 * The customer's current accounts and cards that can pay, the default marked in words, each
 * other usable one with "Make default"; a card that cannot pay says why and offers nothing.
 */
export function PaymentMethodsView(props: PaymentMethodsViewProps) {
  const { t } = useLingui();
  return (
    <QueryStatus
      query={props.query}
      loadingLabel={t`Loading your accounts and cards`}
      errorText={t`Your accounts and cards could not be loaded.`}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState>
            <Trans>You have no current account or card to pay from.</Trans>
          </EmptyState>
        ) : (
          <ul className="product-rows payment-methods" aria-label={t`Accounts and cards`}>
            {items.map((method) => (
              <MethodRow key={method.productId} method={method} {...props} />
            ))}
          </ul>
        )
      }
    </QueryStatus>
  );
}

function MethodRow({
  method,
  pendingId,
  refusal,
  onMakeDefault,
}: PaymentMethodsViewProps & { method: PaymentMethod }) {
  const { t, i18n } = useLingui();
  const refused = refusal?.productId === method.productId ? refusal : null;
  const alertId = `payment-method-refusal-${method.productId}`;
  const name = method.name;
  return (
    <li className="product-row payment-method">
      <span className="product-row__name">
        <span>{name}</span>
        <span className="product-row__detail">
          {method.kind === 'CARD' ? <Trans>Card</Trans> : <Trans>Current account</Trans>} ·{' '}
          {method.display}
        </span>
      </span>
      <span className="product-row__amount">
        <Money amount={method.available} currency={method.currency} />
      </span>
      <span className="payment-method__state">
        {method.isDefault && (
          <span className="product-badge product-badge--success">
            <Trans>Default</Trans>
          </span>
        )}
        {method.reason && (
          <span className="product-badge product-badge--danger">
            {i18n._(reasonLabels[method.reason])}
          </span>
        )}
        {method.usable && !method.isDefault && (
          <Button
            variant="secondary"
            isPending={pendingId === method.productId}
            isDisabled={pendingId !== null && pendingId !== method.productId}
            aria-label={t`Make default: ${name}`}
            aria-describedby={refused ? alertId : undefined}
            onPress={() => onMakeDefault(method)}
          >
            <Trans>Make default</Trans>
          </Button>
        )}
      </span>
      {refused && (
        <p id={alertId} className="payment-method__alert" role="alert">
          {refused.message}
        </p>
      )}
    </li>
  );
}
