import { Trans } from '@lingui/react/macro';
import { reservationTime } from '../../../../domain/identification-slots';
import { Button } from '../../../shared/ui/Button/Button';
import type { SlotPickerSend, SlotPickerSnapshot } from './SlotLevels';

/**
 * The booked call shown back (`scheduled`, `started`): its time, or "as soon as possible" for a
 * call-me one, and "Change time" until the operator starts the call; after a refused move, why.
 */
export function BookedCall({
  snapshot,
  send,
}: {
  snapshot: SlotPickerSnapshot;
  send: SlotPickerSend;
}) {
  const { booked, refusal } = snapshot.context;
  const time = booked && reservationTime(booked);
  const started = snapshot.matches('started');
  return (
    <div className="identification-note">
      <p role="status">
        {time && <Trans>The operator will call you at {time}.</Trans>}
        {!time && booked?.reservationType === 'EMERGENCY' && (
          <Trans>The operator will call you as soon as possible.</Trans>
        )}
        {!time && !booked && <Trans>An operator will call you for the video identification.</Trans>}
      </p>
      {started && refusal && (
        <p role="alert" className="identification-note__refusal">
          {refusal}
        </p>
      )}
      {started && !refusal && (
        <p>
          <Trans>
            The operator has started the video call, so its time can no longer be changed.
          </Trans>
        </p>
      )}
      <p className="identification-note__hint">
        <Trans>Keep your ID card at hand. We will tell you the result here.</Trans>
      </p>
      {snapshot.can({ type: 'CHANGE' }) && (
        <Button
          variant="secondary"
          className="identification-note__change"
          onPress={() => send({ type: 'CHANGE' })}
        >
          <Trans>Change time</Trans>
        </Button>
      )}
    </div>
  );
}
