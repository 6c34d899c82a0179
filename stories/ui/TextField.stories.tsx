import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from '../../src/shared/ui';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'name@example.com' } };
export const Filled: Story = { args: { defaultValue: 'leyla@example.com' } };
export const WithDescription: Story = {
  args: { description: 'We send statements to this address.' },
};
export const Invalid: Story = {
  args: {
    defaultValue: 'leyla@',
    isInvalid: true,
    errorMessage: 'Enter a valid email address',
  },
};
export const Required: Story = {
  args: { isRequired: true, validationBehavior: 'aria', errorMessage: 'Fill in the field' },
};
export const Disabled: Story = { args: { defaultValue: 'leyla@example.com', isDisabled: true } };

/** FIN: 7 Latin letters or digits, upper-cased as typed; anything else is ignored. */
export const FinMask: Story = {
  args: {
    label: 'FIN',
    mask: '#######',
    description: '7 characters from your identity card',
  },
};
export const FinMaskFilled: Story = {
  args: { ...FinMask.args, label: 'FIN', defaultValue: '6xk2t9p' },
};

/** A mask with literals: digits and letters fill the slots, the spaces come from the mask. */
export const MaskWithLiterals: Story = {
  args: { label: 'Phone', mask: '## ### ## ##', defaultValue: '501234567', inputMode: 'tel' },
};

/** transform runs before the mask: here it keeps digits only. */
export const Transform: Story = {
  args: {
    label: 'Account number',
    transform: (value: string) => value.replace(/\D/g, ''),
    description: 'Digits only',
  },
};
