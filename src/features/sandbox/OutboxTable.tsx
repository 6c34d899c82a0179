import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../domain/date-format';

/** One column of an outbox: its heading and what a message shows in it. */
export interface OutboxColumn<Message> {
  key: string;
  header: ReactNode;
  className?: string;
  cell: (message: Message) => ReactNode;
}

interface OutboxTableProps<Message> {
  caption: ReactNode;
  columns: readonly OutboxColumn<Message>[];
  messages: readonly Message[];
}

/** What the sandbox sent (texts, mail), newest first, each with the time it was sent. */
export function OutboxTable<Message extends { id: string; createdAt: string }>({
  caption,
  columns,
  messages,
}: OutboxTableProps<Message>) {
  return (
    <div className="sms-table__scroll">
      <table className="sms-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">
              <Trans>Time</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              {columns.map((column) => (
                <td key={column.key} className={column.className}>
                  {column.cell(message)}
                </td>
              ))}
              <td>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
