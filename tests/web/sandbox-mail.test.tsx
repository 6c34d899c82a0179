import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/schema';
import { formatSize, mailFilter } from '../../src/features/sandbox/mail-outbox';
import { fakeBank } from '../fake-bank';
import { smsOutbox } from '../fake-bank/fixtures/sandbox';
import { mailOutboxOf, smsOutboxOf } from '../fake-bank/handlers/sandbox';
import { renderAppAt } from './render-app';

const receipt = (reference: string, size: number) => ({
  filename: `receipt-${reference}.pdf`,
  contentType: 'application/pdf',
  size,
});

/** Two receipts sent on 21.11.2026 (Baku is UTC+4), not in time order. */
const mail: components['schemas']['MailMessage'][] = [
  {
    id: '1',
    to: 'leyla@example.az',
    subject: 'Transfer receipt TR-2026-0000001',
    text: 'Hello! The receipt of transfer TR-2026-0000001 is attached.',
    attachments: [receipt('TR-2026-0000001', 48_213)],
    createdAt: '2026-11-21T05:05:00Z',
  },
  {
    id: '2',
    to: 'elvin@example.az',
    subject: 'Квитанция о переводе TR-2026-0000002',
    text: 'Здравствуйте! Квитанция о переводе TR-2026-0000002 во вложении.',
    attachments: [receipt('TR-2026-0000002', 912)],
    createdAt: '2026-11-21T07:30:00Z',
  },
];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('sandbox mail outbox', () => {
  it('lists the emails beside the SMS, newest first, attachments by name, type and size', async () => {
    fakeBank.use(smsOutboxOf(smsOutbox), mailOutboxOf(mail));
    await renderAppAt('/en/sandbox');

    expect(await screen.findByRole('heading', { name: 'Mail outbox' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Messages sent, newest first' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Emails sent, newest first' });
    expect(rowsOf(table)).toEqual([
      [
        'elvin@example.az',
        'Квитанция о переводе TR-2026-0000002',
        'Здравствуйте! Квитанция о переводе TR-2026-0000002 во вложении.',
        'receipt-TR-2026-0000002.pdf (application/pdf, 912 B)',
        '21.11.2026 - 11:30',
      ],
      [
        'leyla@example.az',
        'Transfer receipt TR-2026-0000001',
        'Hello! The receipt of transfer TR-2026-0000001 is attached.',
        'receipt-TR-2026-0000001.pdf (application/pdf, 47.1 KB)',
        '21.11.2026 - 09:05',
      ],
    ]);
  });

  it('filters by a whole address only, in Azerbaijani', async () => {
    fakeBank.use(smsOutboxOf(smsOutbox), mailOutboxOf(mail));
    await renderAppAt('/sandbox');
    const table = await screen.findByRole('table', {
      name: 'Göndərilmiş məktublar, ən yenisi birinci',
    });
    expect(rowsOf(table)).toHaveLength(2);

    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-poçt ünvanı' }),
      'Leyla@Example.az',
    );

    await waitFor(() =>
      expect(
        rowsOf(screen.getByRole('table', { name: 'Göndərilmiş məktublar, ən yenisi birinci' })),
      ).toHaveLength(1),
    );
    const mailCalls = fakeBank.calls({ path: '/sandbox/v1/mail' });
    expect(mailCalls.at(-1)?.query.to).toBe('Leyla@Example.az');
    // A half-typed address never reached the server, which would refuse it.
    expect(mailCalls.every(({ query }) => query.to === undefined || query.to.includes('.'))).toBe(
      true,
    );
  });

  it('says so when there is no email yet, in Russian', async () => {
    fakeBank.use(smsOutboxOf(smsOutbox), mailOutboxOf([]));
    await renderAppAt('/ru/sandbox');
    expect(await screen.findByText('Писем пока нет.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Исходящие письма' })).toBeVisible();
  });

  it('keeps a filter only once the address is whole, and prints sizes', () => {
    expect(mailFilter(' leyla@example.az ')).toBe('leyla@example.az');
    expect(mailFilter('leyla@exam')).toBeUndefined();
    expect(mailFilter('leyla')).toBeUndefined();
    expect(formatSize(912)).toBe('912 B');
    expect(formatSize(48_213)).toBe('47.1 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
