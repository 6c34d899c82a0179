import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from '../../src/features/sandbox/sms-outbox';
import { progress } from '../../src/shared/api';
import { fakeBank } from '../fake-bank';
import { smsOutbox } from '../fake-bank/fixtures/sandbox';
import { smsOutboxOf } from '../fake-bank/handlers/sandbox';
import { renderAppAt } from './render-app';

describe('sandbox SMS outbox', () => {
  it('lists recipient, text and time, newest first, without the progress bar', async () => {
    fakeBank.use(smsOutboxOf(smsOutbox));
    const phases: string[] = [];
    const unsubscribe = progress.subscribe(() => phases.push(progress.get()));
    await renderAppAt('/en/sandbox');

    const table = await screen.findByRole('table', { name: 'Messages sent, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['+994 70 111 22 33', 'Code 333333', '21.11.2026 - 11:30'],
      ['+994 50 123 45 67', 'Code 222222', '21.11.2026 - 10:15'],
      ['+994 50 123 45 67', 'Code 111111', '21.11.2026 - 09:05'],
    ]);
    expect(screen.getByText(/This page exists only in sandbox mode/)).toBeVisible();
    unsubscribe();
    expect(phases).toEqual([]);
  });

  it('filters by phone digits', async () => {
    fakeBank.use(smsOutboxOf(smsOutbox));
    await renderAppAt('/ru/sandbox');
    await screen.findByRole('table');

    await userEvent.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '70 111 22 33');

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Code 333333')).toBeVisible();
    expect(fakeBank.calls({ path: '/sandbox/v1/sms' }).at(-1)?.query.to).toBe('701112233');
  });

  it('formats phones and keeps only digits for the filter', () => {
    expect(phoneDigits('+994 (50) 123-45-67')).toBe('994501234567');
    expect(formatPhone('994501234567')).toBe('+994 50 123 45 67');
    expect(formatPhone('12345')).toBe('12345');
  });
});
