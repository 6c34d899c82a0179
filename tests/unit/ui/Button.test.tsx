import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/shared/ui';
import { renderUi } from './render';

describe('Button', () => {
  it('presses with the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderUi(<Button onPress={onPress}>Continue</Button>);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('when pending: busy, shows a spinner, keeps focus and ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderUi(
      <Button isPending onPress={onPress}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Continue/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
