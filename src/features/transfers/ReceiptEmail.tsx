import { receiptEmailMachine } from '../../../machines/receiptEmail.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { ReceiptEmailView } from './ReceiptEmailView';
import { createReceiptEmailServices } from './services';

/** An executed transfer's receipt sent by email: the receipt-email chart running against the bank. */
export function ReceiptEmail({ transferId }: { transferId: string }) {
  const { snapshot, send } = useBankChart(receiptEmailMachine, {
    calls: createReceiptEmailServices(api),
    input: { transferId },
  });
  return <ReceiptEmailView snapshot={snapshot} send={send} />;
}
