import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FatcaForm } from '../../src/features/applications/fatca/FatcaForm';
import FatcaOutcome from '../../src/features/applications/fatca/FatcaOutcome';
import { englishFatcaQuestions } from '../../tests/fake-bank/fixtures/identification';

/** The FATCA step of the request modal: the questions, and the branch message after a "yes". */
const meta = {
  title: 'Fatca/FatcaForm',
  component: FatcaForm,
  args: {
    questions: englishFatcaQuestions,
    isSubmitting: false,
    onSubmit: fn().mockName('onSubmit'),
  },
} satisfies Meta<typeof FatcaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing answered: the send button waits for every question. */
export const Unanswered: Story = {};
export const PartlyAnswered: Story = { args: { initialAnswers: { 'us-citizen': false } } };
export const AllAnswered: Story = {
  args: { initialAnswers: { 'us-citizen': false, 'us-resident': false, 'us-born': true } },
};
export const Sending: Story = {
  args: {
    isSubmitting: true,
    initialAnswers: { 'us-citizen': false, 'us-resident': false, 'us-born': false },
  },
};
/** Answered within the last 12 months: the answers come filled in to confirm (issue 15). */
export const PreviousAnswers: Story = {
  args: {
    answeredAt: '2026-11-20T09:30:00Z',
    initialAnswers: { 'us-citizen': false, 'us-resident': false, 'us-born': false },
  },
};
/** MOVED_TO_TRADITIONAL_WAY: step 2's error state. */
export const MovedToBranch: Story = { render: () => <FatcaOutcome /> };
