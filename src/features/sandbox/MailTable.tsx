import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatSize, type MailMessage } from './mail-outbox';
import { type OutboxColumn, OutboxTable } from './OutboxTable';

const text = (key: 'to' | 'subject' | 'text', header: ReactNode) => ({
  key,
  header,
  className: 'sms-table__text',
  cell: (message: MailMessage) => message[key],
});

const columns: readonly OutboxColumn<MailMessage>[] = [
  text('to', <Trans>Recipient</Trans>),
  text('subject', <Trans>Subject</Trans>),
  text('text', <Trans>Text</Trans>),
  {
    key: 'attachments',
    header: <Trans>Attachments</Trans>,
    className: 'sms-table__text',
    cell: (message) =>
      message.attachments.map(({ filename, contentType, size }) => (
        <div key={filename}>
          {filename} ({contentType}, {formatSize(size)})
        </div>
      )),
  },
];

export function MailTable({ messages }: { messages: readonly MailMessage[] }) {
  return (
    <OutboxTable
      caption={<Trans>Emails sent, newest first</Trans>}
      columns={columns}
      messages={messages}
    />
  );
}
