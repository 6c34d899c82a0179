import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, ModalDialog, modalZBase } from '../../../src/shared/ui';
import { renderUi } from './render';

function NestedDialogs({ innerDismissable = true }: { innerDismissable?: boolean }) {
  const [outerOpen, setOuterOpen] = useState(true);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <ModalDialog title="Outer" isOpen={outerOpen} onOpenChange={setOuterOpen}>
      <Button onPress={() => setInnerOpen(true)}>Open inner</Button>
      <ModalDialog
        title="Inner"
        isOpen={innerOpen}
        onOpenChange={setInnerOpen}
        isDismissable={innerDismissable}
      >
        <Button onPress={() => setInnerOpen(false)}>Done</Button>
      </ModalDialog>
    </ModalDialog>
  );
}

/** Opens the inner modal the way a person does, after the outer one is open. */
async function openBoth() {
  const user = userEvent.setup();
  renderUi(<NestedDialogs />);
  await user.click(screen.getByRole('button', { name: 'Open inner' }));
  return user;
}

const overlayOf = (title: string) =>
  screen.getByRole('heading', { name: title, hidden: true }).closest('.ui-modal-overlay');

describe('ModalDialog', () => {
  it('names the dialog by its title and offers a Close button', () => {
    renderUi(
      <ModalDialog title="Confirm" defaultOpen>
        Text
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('stacks each nested modal above the previous one, from 2000', async () => {
    await openBoth();
    expect(modalZBase).toBe(2000);
    const outer = Number((overlayOf('Outer') as HTMLElement).style.zIndex);
    const inner = Number((overlayOf('Inner') as HTMLElement).style.zIndex);
    expect(outer).toBe(2000);
    expect(inner).toBeGreaterThan(outer);
  });

  it('closes only the top modal on Escape', async () => {
    const user = await openBoth();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    // Focus goes back to the control that opened the inner modal, inside the outer one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument();
  });

  it('ignores Escape on a modal that is not dismissable', async () => {
    const user = userEvent.setup();
    renderUi(<NestedDialogs innerDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    expect(within(inner).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
  });
});
