import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/date-format';
import { formatPhone, type SmsMessage } from './sms-outbox';

export function SmsTable({ messages }: { messages: readonly SmsMessage[] }) {
  return (
    <div className="sms-table__scroll">
      <table className="sms-table">
        <caption className="visually-hidden">
          <Trans>Messages sent, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Recipient</Trans>
            </th>
            <th scope="col">
              <Trans>Text</Trans>
            </th>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <td className="sms-table__phone">{formatPhone(message.to)}</td>
              <td className="sms-table__text">{message.text}</td>
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
