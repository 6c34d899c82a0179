import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopProgressBar } from '../../../src/shared/ui';
import { renderUi } from './render';

const bar = () => screen.getByRole('progressbar', { name: 'Page loading progress' });

describe('TopProgressBar', () => {
  it('renders nothing when idle', () => {
    renderUi(<TopProgressBar phase="idle" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is indeterminate while running', () => {
    renderUi(<TopProgressBar phase="running" />);
    expect(bar()).toHaveAttribute('data-phase', 'running');
    expect(bar()).not.toHaveAttribute('aria-valuenow');
  });

  it('is full when done', () => {
    renderUi(<TopProgressBar phase="done" />);
    expect(bar()).toHaveAttribute('data-phase', 'done');
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
  });

  it('tells that loading failed', () => {
    renderUi(<TopProgressBar phase="failed" />);
    expect(bar()).toHaveAttribute('data-phase', 'failed');
    expect(bar()).toHaveAttribute('aria-valuetext', 'Loading failed');
  });
});
