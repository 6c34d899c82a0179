import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationMs, ToastRegion, toast, toastMs } from '../../../src/shared/ui';
import { loadToastQueue } from '../../../src/shared/ui/Toast/toast';
import { renderUi } from './render';

/** Shows a message and waits for the queue's code, which the first message loads. */
async function show(message: Parameters<typeof toast.show>[0]) {
  await act(async () => {
    toast.show(message);
    await loadToastQueue();
  });
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderUi(<ToastRegion />);
  });

  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('closes a toast after 3000 ms', async () => {
    expect(toastMs).toBe(3000);
    await show({ tone: 'success', title: 'Transfer sent' });
    expect(screen.getByText('Transfer sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(toastMs - 1));
    expect(screen.getByText('Transfer sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Transfer sent')).not.toBeInTheDocument();
  });

  it('closes a notification after 4500 ms', async () => {
    expect(notificationMs).toBe(4500);
    await show({ tone: 'info', kind: 'notification', title: 'Loan approved' });
    act(() => vi.advanceTimersByTime(toastMs));
    expect(screen.getByText('Loan approved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(notificationMs - toastMs - 1));
    expect(screen.getByText('Loan approved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Loan approved')).not.toBeInTheDocument();
  });

  it('announces the message in a labelled region with a dismiss button', async () => {
    await show({ tone: 'error', title: 'Payment failed', description: 'Not enough money' });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Not enough money');
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
  });
});
