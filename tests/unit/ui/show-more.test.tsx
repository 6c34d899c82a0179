/**
 * The next page of a paged list (operations, consents, cash codes): offered while there is one,
 * and offered again when reading it failed.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShowMore } from '../../../src/shared/products';
import { renderUi } from './render';

const nextPage = { hasMore: true, loadingMore: false, loadMoreFailed: false };
const lastPage = { ...nextPage, hasMore: false };

describe('show more', () => {
  it('is not offered on the last page', () => {
    renderUi(<ShowMore query={{ ...lastPage, loadMore: vi.fn() }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads the next page when pressed', async () => {
    const loadMore = vi.fn();
    renderUi(<ShowMore query={{ ...nextPage, loadMore }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('waits while a page is being read, and reads no second one', async () => {
    const loadMore = vi.fn();
    renderUi(<ShowMore query={{ ...nextPage, loadingMore: true, loadMore }} />);
    await userEvent.click(screen.getByRole('button'));
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('says the next page failed, in the bank’s words where given, and tries it again', async () => {
    const loadMore = vi.fn();
    const failed = { ...nextPage, loadMoreFailed: true, loadMore };
    const { rerender } = renderUi(<ShowMore query={failed} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'An error occurred. Try again a bit later.',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
    rerender(<ShowMore query={failed} errorText="The bank is busy" />);
    expect(screen.getByRole('alert').textContent).toContain('The bank is busy');
  });

  it('shows the page being read again, not the failure, while it is tried again', () => {
    renderUi(
      <ShowMore
        query={{ ...nextPage, loadMoreFailed: true, loadingMore: true, loadMore: vi.fn() }}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeDefined();
  });
});
