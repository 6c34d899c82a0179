import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progress } from '../../src/api';
import { formatPhone, phoneDigits } from '../../src/features/sandbox/sms-outbox';
import { renderAppAt } from './render-app';

// Baku is UTC+4 all year: these are the Baku times the table shows.
const at = (hour: number, minute: number) =>
  new Date(Date.UTC(2026, 10, 21, hour - 4, minute)).toISOString();
const outbox = [
  { id: '1', to: '994501234567', text: 'Code 111111', createdAt: at(9, 5) },
  { id: '3', to: '994701112233', text: 'Code 333333', createdAt: at(11, 30) },
  { id: '2', to: '994501234567', text: 'Code 222222', createdAt: at(10, 15) },
];

function stubOutbox() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      urls.push(url);
      const to = url.searchParams.get('to');
      const messages = to ? outbox.filter((message) => message.to.includes(to)) : outbox;
      return new Response(JSON.stringify(messages), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('sandbox SMS outbox', () => {
  it('lists recipient, text and time, newest first, without the progress bar', async () => {
    stubOutbox();
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
    const urls = stubOutbox();
    await renderAppAt('/ru/sandbox');
    await screen.findByRole('table');

    await userEvent.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '70 111 22 33');

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Code 333333')).toBeVisible();
    expect(urls.at(-1)?.searchParams.get('to')).toBe('701112233');
  });

  it('formats phones and keeps only digits for the filter', () => {
    expect(phoneDigits('+994 (50) 123-45-67')).toBe('994501234567');
    expect(formatPhone('994501234567')).toBe('+994 50 123 45 67');
    expect(formatPhone('12345')).toBe('12345');
  });
});
