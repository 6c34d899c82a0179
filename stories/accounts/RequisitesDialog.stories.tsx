import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RequisitesView } from '../../src/features/accounts/RequisitesDialog';
import { CopyManually } from '../../src/shared/copy/useCopy';
import '../../src/features/accounts/accounts.css';
import { aznAccount, aznAccountRequisites } from '../../tests/fake-bank/fixtures/accounts';
import { failed, loaded, loading } from '../products/query-states';

/** The requisites dialog of an account in each state of its query. */
const meta = {
  title: 'Accounts/RequisitesDialog',
  component: RequisitesView,
  parameters: { layout: 'fullscreen' },
  args: {
    account: aznAccount,
    share: { onShare: fn().mockName('onShare'), isPending: false, failed: false },
    onCopy: fn().mockName('onCopy'),
    onClose: fn().mockName('onClose'),
  },
} satisfies Meta<typeof RequisitesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Requisites: Story = { args: { query: loaded(aznAccountRequisites) } };
/** The PDF is being made (the share sheet or the download follows). */
export const Sharing: Story = {
  args: {
    query: loaded(aznAccountRequisites),
    share: { onShare: fn().mockName('onShare'), isPending: true, failed: false },
  },
};
export const ShareFailed: Story = {
  args: {
    query: loaded(aznAccountRequisites),
    share: { onShare: fn().mockName('onShare'), isPending: false, failed: true },
  },
};
export const Loading: Story = { args: { query: loading() } };
export const LoadFailed: Story = { args: { query: failed() } };
/** Where the browser refuses the clipboard: the text selected, to copy by hand. */
export const CopyManuallyFallback: Story = {
  args: { query: loaded(aznAccountRequisites) },
  render: () => (
    <CopyManually
      request={{ text: aznAccount.iban, label: 'IBAN', copied: 'IBAN copied' }}
      onClose={fn().mockName('onClose')}
    />
  ),
};
