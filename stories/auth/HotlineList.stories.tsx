import type { Meta, StoryObj } from '@storybook/react-vite';
import { HotlineList } from '../../src/shared/contact/ContactUsDialog';
import '../../src/shared/forms/forms.css';

/** The contact-us dialog's hotlines, as the bank's configuration gives them, in each state. */
const meta = {
  title: 'Auth/HotlineList',
  component: HotlineList,
} satisfies Meta<typeof HotlineList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: {
    hotlines: [
      { language: 'az', short: '*0707', full: '+994 12 404 07 07' },
      { language: 'ru', short: '*0708', full: '+994 12 404 07 08' },
      { language: 'en', short: '*0709', full: '+994 12 404 07 09' },
    ],
  },
};
export const Loading: Story = { args: { hotlines: 'loading' } };
export const Failed: Story = { args: { hotlines: 'failed' } };
