import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LoanRequestDialog } from '../../src/features/applications/requests/LoanRequestDialog';
import { applicationStatusQueryKey } from '../../src/shared/queries/orders';
import '../../src/features/applications/requests/loan-requests.css';
import { order } from '../../tests/fake-bank/fixtures/requests';
import { withAppContext } from '../home/app-context';

/** The request modal at several statuses: the active step follows PRODUCT 4.1. */
const meta = {
  title: 'LoanRequests/LoanRequestDialog',
  component: LoanRequestDialog,
  parameters: { layout: 'fullscreen' },
  decorators: [withAppContext],
  args: { isOpen: true, isLoading: false, onClose: fn().mockName('onClose'), order: undefined },
} satisfies Meta<typeof LoanRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (fields: Parameters<typeof order>[1]): Story => ({
  args: { order: order('request-1', fields) },
});

export const LoanDetails = at({ status: 'DEFAULT' });
export const Fatca = at({ status: 'READY_FOR_FATCA' });
/** A US person must continue at a branch: the FATCA step shows the error. */
export const MovedToBranch = at({ status: 'MOVED_TO_TRADITIONAL_WAY' });
export const RefinancingInsurance = at({
  type: 'REFIN',
  status: 'INSURANCE_SELECTIONS',
  amount: 12000,
});
export const Signature = at({ status: 'READY_FOR_SIGN' });
export const Completed = at({ status: 'COMPLETED' });
/** Accounts and deposits start with the currency and have no identification. */
export const DepositSignature = at({
  productType: 'DEPOSIT',
  type: undefined,
  status: 'READY_FOR_SIGN',
  currency: 'USD',
});

/**
 * The list says only IN_PROGRESS for an account or deposit: the modal reads the application's
 * status (here answered in advance) and shows that step.
 */
function withApplicationStatus(status: string): Decorator {
  return (Story) => {
    const [client] = useState(() => {
      const queries = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
      });
      queries.setQueryData([...applicationStatusQueryKey, 'ACCOUNT', 'request-1'], status);
      return queries;
    });
    return (
      <QueryClientProvider client={client}>
        <Story />
      </QueryClientProvider>
    );
  };
}
const account = at({
  productType: 'ACCOUNT',
  type: undefined,
  status: 'IN_PROGRESS',
  amount: undefined,
  currency: 'EUR',
});
export const AccountFatca: Story = {
  ...account,
  decorators: [withApplicationStatus('READY_FOR_FATCA')],
};
export const AccountSigned: Story = { ...account, decorators: [withApplicationStatus('SIGNED')] };
export const NotFound: Story = {};
