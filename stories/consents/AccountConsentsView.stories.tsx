import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ConsentRevocationEvent } from '../../machines/consentRevocation.machine';
import type { AccountConsentsViewProps } from '../../src/features/consents/AccountConsentsView';
import { AccountConsentsView } from '../../src/features/consents/AccountConsentsView';
import {
  accountConsents,
  validConsent,
  validConsentDetails,
} from '../../tests/fake-bank/fixtures/consents';
import { withAppContext } from '../home/app-context';
import {
  failed,
  loaded,
  loading,
  pagedFailed,
  pagedLoaded,
  pagedLoading,
  pagedMoreFailed,
} from '../products/query-states';
import { revocation, revocationProps } from './consent-snapshots';

interface Args {
  consents: AccountConsentsViewProps['consents'];
  details: AccountConsentsViewProps['details']['details'] | null;
  revoke: readonly ConsentRevocationEvent[];
}

/** /account-consents with its details dialog and the revoke's chart in each state. */
function View({ consents, details, revoke }: Args) {
  return (
    <AccountConsentsView
      consents={consents}
      details={{
        opened: details ? validConsent : null,
        details: details ?? loading(),
        onClose: fn().mockName('close'),
      }}
      onOpen={fn().mockName('open')}
      revoke={revocationProps(revoke)}
    />
  );
}

const meta = {
  title: 'Consents/AccountConsentsView',
  component: View,
  decorators: [withAppContext],
  args: { consents: pagedLoaded(accountConsents), details: null, revoke: [] },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active consent with Revoke, and a revoked one. */
export const Loaded: Story = {};
export const WithMore: Story = { args: { consents: pagedLoaded(accountConsents, true) } };
/** The next page refused: the consents read so far stay, with the bank's words and a retry. */
export const MoreFailed: Story = { args: { consents: pagedMoreFailed(accountConsents) } };
export const Empty: Story = { args: { consents: pagedLoaded([]) } };
export const Loading: Story = { args: { consents: pagedLoading() } };
export const Failed: Story = { args: { consents: pagedFailed() } };
export const DetailsLoading: Story = { args: { details: loading() } };
/** The consent opened: its facts and its access log. */
export const Details: Story = { args: { details: loaded(validConsentDetails) } };
export const DetailsFailed: Story = { args: { details: failed() } };
export const RevokeAsking: Story = { args: { revoke: revocation.asking() } };
export const Revoking: Story = { args: { revoke: revocation.ending() } };
export const RevokeRefused: Story = { args: { revoke: revocation.refused() } };
