import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RequisitesView } from '../../src/features/accounts/RequisitesDialog';
import { CopyManually } from '../../src/shared/copy/useCopy';
import '../../src/features/accounts/accounts.css';
import { aznAccount, aznRequisites } from '../../tests/fake-bank/fixtures/accounts';
import { failed, loaded, loading } from '../products/query-states';

/** The requisites dialog of an account in each state of its query. */
const meta = {
  title: 'Accounts/RequisitesDialog',
  component: RequisitesView,
  parameters: { layout: 'fullscreen' },
  args: {
    account: aznAccount,
    onCopy: fn().mockName('onCopy'),
    onClose: fn().mockName('onClose'),
  },
} satisfies Meta<typeof RequisitesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Requisites: Story = { args: { query: loaded(aznRequisites) } };
export const Loading: Story = { args: { query: loading() } };
export const LoadFailed: Story = { args: { query: failed() } };
/** Where the browser refuses the clipboard: the text selected, to copy by hand. */
export const CopyManuallyFallback: Story = {
  args: { query: loaded(aznRequisites) },
  render: () => (
    <CopyManually
      request={{ text: aznAccount.iban, label: 'IBAN', copied: 'IBAN copied' }}
      onClose={fn().mockName('onClose')}
    />
  ),
};
