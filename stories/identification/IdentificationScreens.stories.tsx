import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookedCall } from '../../src/features/applications/identification/BookedCallStep';
import IdentificationRejected from '../../src/features/applications/identification/IdentificationRejected';
import { bookedCall, emergencyCall } from '../../tests/fake-bank/fixtures/identification';

/** The identification step after booking: the booked call shown back, and a rejection. */
const meta = {
  title: 'Identification/After booking',
  component: BookedCall,
  args: { reservation: bookedCall },
} satisfies Meta<typeof BookedCall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookedTime: Story = {};
export const CallAsSoonAsPossible: Story = {
  args: { reservation: emergencyCall },
};
export const Rejected: Story = { render: () => <IdentificationRejected /> };
