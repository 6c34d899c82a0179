/** The next page of a paged list (consents, cash codes): offered while there is one. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShowMore } from '../../../src/shared/products';
import { renderUi } from './render';

describe('show more', () => {
  it('is not offered on the last page', () => {
    renderUi(<ShowMore query={{ hasMore: false, loadingMore: false, loadMore: vi.fn() }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads the next page when pressed', async () => {
    const loadMore = vi.fn();
    renderUi(<ShowMore query={{ hasMore: true, loadingMore: false, loadMore }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('waits while a page is being read, and reads no second one', async () => {
    const loadMore = vi.fn();
    renderUi(<ShowMore query={{ hasMore: true, loadingMore: true, loadMore }} />);
    await userEvent.click(screen.getByRole('button'));
    expect(loadMore).not.toHaveBeenCalled();
  });
});
