import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TransferProducts } from '../../../machines/transferForm.draft';
import { transferFormMachine } from '../../../machines/transferForm.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { saveFile } from '../../shared/files/save-file';
import { toast } from '../../shared/ui/Toast/toast';
import { transferMoved } from './queries';
import { createTransferServices } from './services';
import { TransferView } from './TransferView';

/**
 * The transfer form running against the bank: the chart with its calls, the customer's products
 * kept current, the queries read again after money moved, the receipt saved.
 */
export function TransferFlow({ products }: { products: TransferProducts }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { snapshot, send } = useBankChart(transferFormMachine, {
    calls: createTransferServices(api),
    input: products,
    on: {
      moved: () => void transferMoved(queryClient),
      save: ({ file }) => saveFile(file),
      error: ({ message }) => toast.show({ tone: 'error', title: message || t`An error occurred` }),
    },
  });
  const { accounts, cards, defaultSource } = products;
  useEffect(() => {
    send({ type: 'PRODUCTS', accounts, cards, defaultSource });
  }, [send, accounts, cards, defaultSource]);
  return <TransferView snapshot={snapshot} send={send} />;
}
