import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ConsentRevocationEvent } from '../../machines/consentRevocation.machine';
import {
  OtherConsentsView,
  type OtherConsentsViewProps,
} from '../../src/features/consents/OtherConsentsView';
import { otherConsents } from '../../tests/fake-bank/fixtures/consents';
import { withAppContext } from '../home/app-context';
import { pagedFailed, pagedLoaded, pagedLoading } from '../products/query-states';
import { revocation, revocationProps } from './consent-snapshots';

interface Args {
  consents: OtherConsentsViewProps['consents'];
  withdraw: readonly ConsentRevocationEvent[];
}

const [given] = otherConsents as [(typeof otherConsents)[number]];
const marketing = { id: given.id, name: given.title, active: true };

/** /other-consents with the withdrawal's chart in each state. */
function View({ consents, withdraw }: Args) {
  return <OtherConsentsView consents={consents} withdraw={revocationProps(withdraw)} />;
}

const meta = {
  title: 'Consents/OtherConsentsView',
  component: View,
  decorators: [withAppContext],
  args: { consents: pagedLoaded(otherConsents), withdraw: [] },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A given consent with Withdraw, and a withdrawn one. */
export const Loaded: Story = {};
export const Empty: Story = { args: { consents: pagedLoaded([]) } };
export const Loading: Story = { args: { consents: pagedLoading() } };
export const Failed: Story = { args: { consents: pagedFailed() } };
export const WithdrawAsking: Story = { args: { withdraw: revocation.asking(marketing) } };
export const Withdrawing: Story = { args: { withdraw: revocation.ending(marketing) } };
export const WithdrawRefused: Story = { args: { withdraw: revocation.refused(marketing) } };
