import { Trans } from '@lingui/react/macro';
import { type Reservation, reservationTime } from '../../../../domain/identification-slots';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import type { StepProps } from '../step-props';
import { useReservation } from './services';
import './identification.css';

/** WAITING_IDENTIFICATION_RESULT: the booked video call shown back (getReservation). */
export default function BookedCallStep({ order }: StepProps) {
  const reservation = useReservation(order.id);
  if (reservation.isPending) return <Spinner />;
  return <BookedCall reservation={reservation.data} />;
}

/** The booked time, or "as soon as possible" for a call-me reservation. */
export function BookedCall({ reservation }: { reservation: Reservation | undefined }) {
  const time = reservation && reservationTime(reservation);
  return (
    <div className="identification-note" role="status">
      <h2 className="slot-picker__title">
        <Trans>Video identification</Trans>
      </h2>
      <p>
        {time && <Trans>The operator will call you at {time}.</Trans>}
        {!time && reservation?.reservationType === 'EMERGENCY' && (
          <Trans>The operator will call you as soon as possible.</Trans>
        )}
        {!time && !reservation && (
          <Trans>An operator will call you for the video identification.</Trans>
        )}
      </p>
      <p className="identification-note__hint">
        <Trans>Keep your ID card at hand. We will tell you the result here.</Trans>
      </p>
    </div>
  );
}
