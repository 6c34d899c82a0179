import { Trans } from '@lingui/react/macro';
import { type OutboxColumn, OutboxTable } from './OutboxTable';
import { formatPhone, type SmsMessage } from './sms-outbox';

const columns: readonly OutboxColumn<SmsMessage>[] = [
  {
    key: 'to',
    header: <Trans>Recipient</Trans>,
    className: 'sms-table__phone',
    cell: (message) => formatPhone(message.to),
  },
  {
    key: 'text',
    header: <Trans>Text</Trans>,
    className: 'sms-table__text',
    cell: (message) => message.text,
  },
];

export function SmsTable({ messages }: { messages: readonly SmsMessage[] }) {
  return (
    <OutboxTable
      caption={<Trans>Messages sent, newest first</Trans>}
      columns={columns}
      messages={messages}
    />
  );
}
