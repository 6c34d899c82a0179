import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api';
import { ApiError } from '../../shared/api/errors';
import {
  type PaymentMethod,
  paymentMethodsChanged,
  usePaymentMethods,
} from '../../shared/queries/payment-methods';
import { pageTitles } from '../../shared/sections';
import { toast } from '../../shared/ui/Toast/toast';
import { refusalLabels } from './labels';
import { PaymentMethodsView } from './PaymentMethodsView';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';

/**
 * /payment-methods: choosing the default source of every transfer and payment form. One press,
 * one call (setDefaultPaymentMethod), so a mutation rather than a chart: pending, then the
 * bank's new list, or its refusal at the source, the default left as it was.
 */
export function PaymentMethodsPage() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const methods = usePaymentMethods();
  const makeDefault = useMutation({
    mutationFn: (method: PaymentMethod) =>
      unwrap(api.PUT('/api/v1/payment-methods/default', { body: { productId: method.productId } })),
    onSuccess: (answer, method) => {
      const name = method.name;
      toast.show({ tone: 'success', title: t`${name} is now your default payment method.` });
      return paymentMethodsChanged(queryClient, answer);
    },
    // The list may be stale (a card blocked meanwhile): read it again to show why.
    onError: () => paymentMethodsChanged(queryClient),
  });
  const failure = makeDefault.error;
  const code = failure instanceof ApiError ? failure.code : undefined;
  const known = code ? refusalLabels[code] : undefined;
  const refusal =
    makeDefault.isError && makeDefault.variables
      ? {
          productId: makeDefault.variables.productId,
          message: known ? i18n._(known) : failure?.message || t`An error occurred`,
        }
      : null;
  return (
    <section className="products-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(pageTitles.paymentMethods)}</h1>
      </header>
      <p className="payment-methods-page__intro">
        <Trans>
          The default one is chosen for you on every transfer and payment form. A blocked or expired
          card cannot be the default.
        </Trans>
      </p>
      <PaymentMethodsView
        query={methods}
        pendingId={makeDefault.isPending ? (makeDefault.variables?.productId ?? null) : null}
        refusal={refusal}
        onMakeDefault={(method) => makeDefault.mutate(method)}
      />
    </section>
  );
}
