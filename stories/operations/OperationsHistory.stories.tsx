import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../src/app/shell/shell.css';
import { HistorySearch } from '../../src/features/operations/HistorySearch';
import { OperationsHistory } from '../../src/features/operations/OperationsHistory';
import { ApiError } from '../../src/shared/api/errors';
import { sampleOperationsPage } from '../../tests/fake-bank/fixtures/operations';
import { historyView } from './operations-data';

const meta = {
  title: 'Operations/History',
  component: OperationsHistory,
  args: {
    history: historyView({ fetchNextPage: fn(), refetch: fn() }),
    onOpen: fn().mockName('onOpen'),
    searchBox: <HistorySearch value="" onSearch={fn().mockName('onSearch')} />,
  },
} satisfies Meta<typeof OperationsHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the past month, with more to show. */
export const WithData: Story = {};

export const LastPage: Story = {
  args: { history: historyView({ hasNextPage: false }) },
};

export const LoadingMore: Story = {
  args: { history: historyView({ isFetchingNextPage: true, isFetching: true }) },
};

/** The next page failed: the lines stay, the retry is beside "show more". */
export const MoreFailed: Story = {
  args: {
    history: historyView({
      status: 'error',
      isFetchNextPageError: true,
      error: new ApiError(503, { message: 'The bank is busy, try again in a minute' }),
    }),
  },
};

/** Another filter was chosen: the previous lines stay, dimmed, until the new ones arrive. */
export const ChangingFilter: Story = {
  args: { history: historyView({ isPlaceholderData: true, isFetching: true }) },
};

export const Empty: Story = {
  args: {
    history: historyView({
      data: { pages: [{ items: [], nextCursor: null }] },
      hasNextPage: false,
    }),
  },
};

/** A search that found nothing in the period says what was searched for. */
export const SearchFoundNothing: Story = {
  args: {
    history: historyView({
      data: { pages: [{ items: [], nextCursor: null }] },
      hasNextPage: false,
    }),
    search: 'Elvin',
    searchBox: <HistorySearch value="Elvin" onSearch={fn().mockName('onSearch')} />,
  },
};

/** A search by amount: the lines whose amount starts with it. */
export const SearchedByAmount: Story = {
  args: {
    history: historyView({
      data: { pages: [{ items: sampleOperationsPage.items.slice(0, 1), nextCursor: null }] },
      hasNextPage: false,
    }),
    search: '23',
    searchBox: <HistorySearch value="23" onSearch={fn().mockName('onSearch')} />,
  },
};

export const Loading: Story = {
  args: { history: historyView({ status: 'pending', data: undefined, isFetching: true }) },
};

/** The bank's message with a retry (PRODUCT 8); with no message, the default words. */
export const Failed: Story = {
  args: {
    history: historyView({
      status: 'error',
      data: undefined,
      error: new ApiError(500, { message: 'The history is not available now' }),
    }),
  },
};

export const FailedWithoutMessage: Story = {
  args: {
    history: historyView({ status: 'error', data: undefined, error: new TypeError('') }),
  },
};

export const OneLine: Story = {
  args: {
    history: historyView({
      data: { pages: [{ items: sampleOperationsPage.items.slice(0, 1), nextCursor: null }] },
      hasNextPage: false,
    }),
  },
};
