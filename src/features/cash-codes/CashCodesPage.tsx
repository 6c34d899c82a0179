import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CashCodeInput } from '../../../machines/cashCode.draft';
import { cashCodeMachine } from '../../../machines/cashCode.machine';
import { cashCodeCancelMachine } from '../../../machines/cashCodeCancel.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { pagedView } from '../../shared/products';
import { usePaymentMethods } from '../../shared/queries/payment-methods';
import { toast } from '../../shared/ui/Toast/toast';
import { CashCodesView, type CashCodesViewProps } from './CashCodesView';
import { cashCodesChanged, useCashCodes } from './queries';
import { createCancelServices, createCashCodeServices } from './services';

/** The withdrawal dialog's chart, started once the sources are known, kept current after. */
function useWithdrawal(input: CashCodeInput) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const chart = useBankChart(cashCodeMachine, {
    calls: createCashCodeServices(api),
    input,
    on: {
      issued: () => void cashCodesChanged(queryClient),
      error: ({ message }) => toast.show({ tone: 'error', title: message || t`An error occurred` }),
    },
  });
  const { send } = chart;
  useEffect(() => send({ type: 'METHODS', methods: input.methods }), [send, input.methods]);
  return chart;
}

/** The list's cancel chart; the list and the balances are read again after a cancel. */
function useCodeCancel() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useBankChart(cashCodeCancelMachine, {
    calls: createCancelServices(api),
    on: {
      canceled: () => {
        toast.show({ tone: 'success', title: t`The code was canceled` });
        void cashCodesChanged(queryClient);
      },
    },
  });
}

type Shared = Omit<CashCodesViewProps, 'dialog'>;

function WithDialog({ input, ...shared }: Shared & { input: CashCodeInput }) {
  return <CashCodesView {...shared} dialog={useWithdrawal(input)} />;
}

/** /cash-by-code (issue 17): the customer's codes, and the withdrawal once the sources are read. */
export function CashCodesPage() {
  const shared = { codes: pagedView(useCashCodes()), cancel: useCodeCancel() };
  const methods = usePaymentMethods().data;
  return methods ? (
    <WithDialog
      {...shared}
      input={{ methods: methods.items, defaultProductId: methods.defaultProductId }}
    />
  ) : (
    <CashCodesView {...shared} dialog={null} />
  );
}
