import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PaymentFormInput } from '../../../machines/paymentForm.draft';
import { paymentFormMachine } from '../../../machines/paymentForm.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { saveFile } from '../../shared/files/save-file';
import { toast } from '../../shared/ui/Toast/toast';
import { PaymentView } from './PaymentView';
import { paymentMoved } from './queries';
import { createPaymentServices } from './services';

/**
 * The payment form running against the bank: the chart with its calls, the sources kept
 * current, the queries read again after money moved, the receipt saved.
 */
export function PaymentFlow({ input }: { input: PaymentFormInput }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { snapshot, send } = useBankChart(paymentFormMachine, {
    calls: createPaymentServices(api),
    input,
    on: {
      moved: () => void paymentMoved(queryClient),
      save: ({ file }) => saveFile(file),
      error: ({ message }) => toast.show({ tone: 'error', title: message || t`An error occurred` }),
    },
  });
  const { methods } = input;
  useEffect(() => {
    send({ type: 'METHODS', methods });
  }, [send, methods]);
  return <PaymentView snapshot={snapshot} send={send} />;
}
