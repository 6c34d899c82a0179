import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../../src/shared/ui';
import { renderAppAt } from './render-app';

describe('toasts at the app root', () => {
  it('load their region with the first message and show it', async () => {
    await renderAppAt('/en/auth/signin');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();

    act(() => {
      toast.show({ tone: 'error', title: 'Wrong password' });
    });

    expect(await screen.findByText('Wrong password')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    act(() => toast.clear());
  });
});
