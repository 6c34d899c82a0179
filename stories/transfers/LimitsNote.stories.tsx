import type { Meta, StoryObj } from '@storybook/react-vite';
import { LimitsNote } from '../../src/features/transfers/LimitsNote';
import { transferLimits } from '../../tests/fake-bank/fixtures/transfers';
import { failed, loaded, loading } from '../products/query-states';

/** What is left of the limits for transfers to others, over the form. */
const meta = {
  title: 'Transfers/LimitsNote',
  component: LimitsNote,
} satisfies Meta<typeof LimitsNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { args: { query: loaded(transferLimits) } };
/** Nothing until the bank answers: the form works without it. */
export const Loading: Story = { args: { query: loading() } };
export const Failed: Story = { args: { query: failed() } };
