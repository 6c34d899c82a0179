import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { ChartOtpForm, type OtpEvent } from '../../shared/forms/ChartOtpForm';
import { Button } from '../../shared/ui/Button/Button';
import '../../shared/forms/forms.css';

type CodeEvent = OtpEvent | { type: 'CANCEL' };

export interface CodeStepProps {
  /** A chart in its one-time-code state (machines/otp/one-time-code.ts). */
  snapshot: AnyMachineSnapshot;
  send: (event: CodeEvent) => void;
  /** What the code confirms, in the customer's words. */
  note: ReactNode;
}

/** The SMS code of a card control, with a way back; the chart decides what each press does. */
export function CodeStep({ snapshot, send, note }: CodeStepProps) {
  const inCode = (state: string) => snapshot.matches({ otp: { code: state } } as never);
  return (
    <div className="card-controls__code">
      <p className="card-controls__note">{note}</p>
      <ChartOtpForm snapshot={snapshot} at="otp" send={send} />
      <Button
        variant="ghost"
        isFullWidth
        isDisabled={inCode('validating')}
        onPress={() => send({ type: 'CANCEL' })}
      >
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
