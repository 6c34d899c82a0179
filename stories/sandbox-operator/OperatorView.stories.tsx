import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OperatorView } from '../../src/features/sandbox-operator/OperatorView';
import type { OperatorApplication } from '../../src/features/sandbox-operator/operator-applications';
import '../../src/features/sandbox-operator/operator.css';
import '../../src/features/shell/shell.css';

const application = (fields: Partial<OperatorApplication>): OperatorApplication => ({
  id: 'application-1',
  customerName: 'Nigar Hüseynova',
  customerPhoneNumber: '772223344',
  type: 'LOAN',
  status: 'DEFAULT',
  requestedAmount: 3000,
  currency: 'AZN',
  createdAt: '2026-11-21T06:00:00Z',
  deadline: '2026-11-24T06:00:00Z',
  allowedEvents: ['OFFER_ACCEPTED', 'DEADLINE_PASSED', 'SENT_TO_REVIEW', 'CANCELED'],
  ...fields,
});

const applications = [
  application({}),
  application({
    id: 'application-2',
    status: 'WAITING_IDENTIFICATION_RESULT',
    requestedAmount: 12_500,
    allowedEvents: [
      'IDENTIFICATION_APPROVED',
      'IDENTIFICATION_REJECTED',
      'DEADLINE_PASSED',
      'SENT_TO_REVIEW',
      'CANCELED',
    ],
  }),
  application({
    id: 'application-3',
    customerName: 'Leyla Məmmədova',
    customerPhoneNumber: '501234567',
    type: 'REFIN',
    status: 'SIGNED',
    requestedAmount: 8_000,
    allowedEvents: ['FINAL_APPROVAL', 'SENT_TO_REVIEW', 'CANCELED'],
  }),
  application({
    id: 'application-5',
    customerName: 'Rəşad Əliyev',
    customerPhoneNumber: '701112233',
    type: 'ACCOUNT',
    status: 'READY_FOR_SIGN',
    requestedAmount: 0,
    currency: 'USD',
    allowedEvents: ['DOCUMENTS_SIGNED', 'DEADLINE_PASSED', 'SENT_TO_REVIEW', 'CANCELED'],
  }),
  application({
    id: 'application-4',
    customerName: 'Rəşad Əliyev',
    customerPhoneNumber: '701112233',
    status: 'COMPLETED',
    allowedEvents: [],
  }),
];

/** The sandbox operator console's list: a button for each event the lifecycle chart allows. */
const meta = {
  title: 'SandboxOperator/OperatorView',
  component: OperatorView,
  args: { applications, failed: false, onEvent: fn().mockName('onEvent') },
} satisfies Meta<typeof OperatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithApplications: Story = {};
/** An event on its way: that application's buttons wait. */
export const ActionPending: Story = { args: { pendingId: 'application-2' } };
export const Empty: Story = { args: { applications: [] } };
export const Loading: Story = { args: { applications: undefined } };
export const LoadFailed: Story = { args: { applications: undefined, failed: true } };
