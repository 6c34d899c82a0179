import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/shared/ui';
import {
  ConfirmDialog,
  type ConfirmDialogProps,
} from '../../../src/shared/ui/dialogs/ConfirmDialog';
import { ErrorDialog } from '../../../src/shared/ui/dialogs/ErrorDialog';
import { SuccessDialog } from '../../../src/shared/ui/dialogs/SuccessDialog';
import { renderUi } from './render';

function confirm(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderUi(
    <ConfirmDialog
      isOpen
      title="Revoke the consent?"
      confirmLabel="Revoke"
      cancelLabel="Keep it"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      <p>The budgeting app will read nothing more.</p>
    </ConfirmDialog>,
  );
  return {
    onConfirm,
    onCancel,
    dialog: screen.getByRole('alertdialog', { name: 'Revoke the consent?' }),
  };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its question, the confirm button in focus', async () => {
    const { dialog, onConfirm } = confirm();
    expect(dialog).toHaveTextContent('The budgeting app will read nothing more.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revoke' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('puts Cancel in focus for a destructive action, so Enter changes nothing', async () => {
    const { onConfirm, onCancel } = confirm({ tone: 'destructive' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Revoke' })).toHaveClass('ui-button--danger');
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on Escape and on its close button', async () => {
    const { onCancel, dialog } = confirm();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while pending: busy confirm, Cancel disabled, Escape and close ignored', async () => {
    const { onCancel, onConfirm, dialog } = confirm({ isPending: true });
    expect(screen.getByRole('button', { name: 'Revoke' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('reads out the refusal, and can offer only the way out', () => {
    confirm({ error: 'The consent is already revoked.', canConfirm: false });
    expect(screen.getByRole('alert')).toHaveTextContent('The consent is already revoked.');
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <ErrorDialog isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('ErrorDialog', () => {
  it("says PRODUCT 8's default message, Close in focus, and gives focus back on close", async () => {
    const user = userEvent.setup();
    renderUi(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'An error occurred' });
    expect(dialog).toHaveTextContent('An error occurred. Try again a bit later.');
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement;
    await waitFor(() => expect(close).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('offers Try again when the caller can retry', async () => {
    const onRetry = vi.fn();
    renderUi(
      <ErrorDialog
        isOpen
        title="Not sent"
        message="The bank is busy."
        onClose={vi.fn()}
        onRetry={onRetry}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('SuccessDialog', () => {
  it('is a plain dialog whose one button calls the callback, Escape too', async () => {
    const onClose = vi.fn();
    renderUi(
      <SuccessDialog
        isOpen
        title="Consent revoked"
        message="It stopped at once."
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Consent revoked' })).toHaveTextContent(
      'It stopped at once.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
