import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookedCall } from '../../src/features/identification/BookedCallStep';
import IdentificationRejected from '../../src/features/identification/IdentificationRejected';

/** The identification step after booking: the booked call shown back, and a rejection. */
const meta = {
  title: 'Identification/After booking',
  component: BookedCall,
  args: {
    reservation: {
      phoneNumber: '501234567',
      reservationType: 'STANDARD',
      productType: 'LOAN',
      sourceId: 'loan-1',
      year: 2026,
      month: 11,
      day: 23,
      startTime: '10:30',
      endTime: '10:45',
    },
  },
} satisfies Meta<typeof BookedCall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookedTime: Story = {};
export const CallAsSoonAsPossible: Story = {
  args: {
    reservation: {
      phoneNumber: '701234567',
      reservationType: 'EMERGENCY',
      productType: 'LOAN',
      sourceId: 'loan-1',
    },
  },
};
export const Rejected: Story = { render: () => <IdentificationRejected /> };
