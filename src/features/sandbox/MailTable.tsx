import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/date-format';
import { formatSize, type MailMessage } from './mail-outbox';

export function MailTable({ messages }: { messages: readonly MailMessage[] }) {
  return (
    <div className="sms-table__scroll">
      <table className="sms-table">
        <caption className="visually-hidden">
          <Trans>Emails sent, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Recipient</Trans>
            </th>
            <th scope="col">
              <Trans>Subject</Trans>
            </th>
            <th scope="col">
              <Trans>Text</Trans>
            </th>
            <th scope="col">
              <Trans>Attachments</Trans>
            </th>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <td className="sms-table__text">{message.to}</td>
              <td className="sms-table__text">{message.subject}</td>
              <td className="sms-table__text">{message.text}</td>
              <td className="sms-table__text">
                {message.attachments.map(({ filename, contentType, size }) => (
                  <div key={filename}>
                    {filename} ({contentType}, {formatSize(size)})
                  </div>
                ))}
              </td>
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
