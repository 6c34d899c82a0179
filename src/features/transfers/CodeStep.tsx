import { Trans } from '@lingui/react/macro';
import type { Transfer } from '../../../machines/transferForm.machine';
import { Money } from '../../shared/balances';
import { ChartOtpForm } from '../../shared/forms/ChartOtpForm';
import { StepHeading } from './StepHeading';
import type { TransferViewProps } from './view-props';
import '../../shared/forms/forms.css';

/** What the SMS names: the code confirms this amount to this receiver only. */
function CodeBinding({ transfer }: { transfer: Transfer }) {
  const receiver = transfer.to.name;
  const account = transfer.to.display;
  return (
    <p className="movement__note">
      <Trans>
        The code confirms{' '}
        <Money amount={transfer.total} currency={transfer.debitCurrency} alwaysVisible /> to{' '}
        {receiver}, {account}, and nothing else.
      </Trans>
    </p>
  );
}

/**
 * The one-time code bound to this transfer (PRODUCT 4.5, dynamic linking): the SMS names the
 * amount and the receiver, and the code confirms only this transfer. A refused code stands above
 * the field; the code field takes the focus.
 */
export function CodeStep({ snapshot, send }: TransferViewProps) {
  const { transfer, refusal } = snapshot.context;
  return (
    <section className="transfer__step">
      <StepHeading focus={false}>
        <Trans>Confirmation code</Trans>
      </StepHeading>
      {transfer && <CodeBinding transfer={transfer} />}
      {refusal && (
        <p className="movement__alert" role="alert">
          {refusal.message || <Trans>The code was not accepted.</Trans>}
        </p>
      )}
      <ChartOtpForm snapshot={snapshot} at="code" send={send} />
    </section>
  );
}
