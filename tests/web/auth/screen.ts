import { screen, within } from '@testing-library/react';

/** The parts of the auth screens a test looks at, found the way a person finds them. */
export const ui = {
  // Behind an open dialog the page is hidden from assistive technology, but still shown.
  heading: () => screen.queryByRole('heading', { level: 1, hidden: true })?.textContent ?? null,
  codeDialog: () => screen.queryByRole('dialog', { name: 'Confirm with a code' }),
  contactDialog: () => screen.queryByRole('dialog', { name: 'Contact us' }),
  /** The stage's own submit button (not the dialog's). */
  stageSubmit: () =>
    document.querySelector<HTMLButtonElement>('section.auth-stage > form .ui-button--primary'),
  inCodeDialog: (name: string) => {
    const dialog = ui.codeDialog();
    return dialog ? (within(dialog).getByRole('button', { name }) as HTMLButtonElement) : null;
  },
};

/** The enabled state a person meets: a pending button counts as busy, not as enabled. */
export function buttonState(
  button: HTMLButtonElement | null,
): 'enabled' | 'disabled' | 'busy' | 'absent' {
  if (!button) return 'absent';
  if (button.getAttribute('aria-busy') === 'true') return 'busy';
  return button.disabled || button.getAttribute('aria-disabled') === 'true'
    ? 'disabled'
    : 'enabled';
}
