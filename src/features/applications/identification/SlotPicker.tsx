import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { dayWithWeekday, slotDay } from '../../../../domain/identification-slots';
import { isValidMobilePhone, phoneDigits } from '../../../../domain/loan-application-form';
import { Button } from '../../../shared/ui/Button/Button';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import { TextField } from '../../../shared/ui/TextField/TextField';
import { BookedCall } from './BookedCall';
import {
  type ChoiceLevel,
  ChoiceLevelView,
  chosenSoFar,
  type SlotPickerSend,
  type SlotPickerSnapshot,
  useWeekdayNames,
} from './SlotLevels';
import './identification.css';

export interface SlotPickerProps {
  snapshot: SlotPickerSnapshot;
  send: SlotPickerSend;
}

const levels: readonly ChoiceLevel[] = ['day', 'range', 'hour', 'quarter'];

/** The video-identification booking, and moving a booked call, drawn from the slot picker chart. */
export function SlotPicker({ snapshot, send }: SlotPickerProps) {
  const state = String(snapshot.value);
  // Each step replaces the buttons: its heading takes the focus so keyboard users keep their place.
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (!first.current && state) heading.current?.focus();
    first.current = false;
  }, [state]);
  return (
    <section className="slot-picker" aria-labelledby="slot-picker-title">
      <h2 id="slot-picker-title" className="slot-picker__title" ref={heading} tabIndex={-1}>
        <StepTitle snapshot={snapshot} />
      </h2>
      <StepBody snapshot={snapshot} send={send} />
    </section>
  );
}

function StepTitle({ snapshot }: { snapshot: SlotPickerSnapshot }) {
  const type = snapshot.context.reservationType;
  const sending = snapshot.matches('booking') || snapshot.matches('rebooking');
  if (snapshot.matches('callMe') || (sending && type === 'EMERGENCY')) {
    return <Trans>Ask for a call now</Trans>;
  }
  if (snapshot.matches('confirm') || sending) return <Trans>Confirm the video call</Trans>;
  if (snapshot.matches('booked')) return <Trans>The video call is booked</Trans>;
  if (snapshot.matches('reading') || snapshot.matches('scheduled') || snapshot.matches('started')) {
    return <Trans>Video identification</Trans>;
  }
  return <Trans>Choose a time for the video identification call</Trans>;
}

function StepBody({ snapshot, send }: SlotPickerProps) {
  const level = levels.find((each) => snapshot.matches(each));
  if (level) return <PickLevel level={level} snapshot={snapshot} send={send} />;
  if (snapshot.matches('loading') || snapshot.matches('reading')) return <Spinner />;
  if (snapshot.matches('scheduled') || snapshot.matches('started')) {
    return <BookedCall snapshot={snapshot} send={send} />;
  }
  if (snapshot.matches('unavailable')) {
    return (
      <Problem snapshot={snapshot} send={send}>
        <Trans>The free times could not be read.</Trans>
      </Problem>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <Problem snapshot={snapshot} send={send}>
        <Trans>The booking did not go through.</Trans>
      </Problem>
    );
  }
  if (snapshot.matches('booked')) return null;
  return <PhoneForm snapshot={snapshot} send={send} />;
}

function PickLevel({ level, snapshot, send }: SlotPickerProps & { level: ChoiceLevel }) {
  const { i18n } = useLingui();
  const names = useWeekdayNames();
  const chosen = chosenSoFar(snapshot, i18n.locale, names);
  const noDays = level === 'day' && snapshot.context.slots.length === 0;
  const prompts: Record<ChoiceLevel, ReactNode> = {
    day: <Trans>Choose a day.</Trans>,
    range: <Trans>Choose a time of day.</Trans>,
    hour: <Trans>Choose an hour.</Trans>,
    quarter: <Trans>Choose a quarter of an hour.</Trans>,
  };
  return (
    <>
      {chosen && <p className="slot-picker__chosen">{chosen}</p>}
      <p className="slot-picker__prompt">
        {noDays ? <Trans>There are no free times in the coming days.</Trans> : prompts[level]}
      </p>
      <ChoiceLevelView level={level} snapshot={snapshot} send={send} />
      {level === 'day' ? (
        <>
          <CallMeOffer send={send} />
          <KeepBooking snapshot={snapshot} send={send} />
        </>
      ) : (
        <Button
          variant="ghost"
          className="slot-picker__back"
          onPress={() => send({ type: 'BACK' })}
        >
          <Trans>Back</Trans>
        </Button>
      )}
    </>
  );
}

function CallMeOffer({ send }: { send: SlotPickerSend }) {
  return (
    <div className="slot-picker__call-me">
      <p>
        <Trans>In a hurry? An operator can call you as soon as one is free.</Trans>
      </p>
      <Button variant="secondary" onPress={() => send({ type: 'CALL_ME' })}>
        <Trans>Call me now</Trans>
      </Button>
    </div>
  );
}

/** While moving a booked call: back to it, its time unchanged. */
function KeepBooking({ snapshot, send }: SlotPickerProps) {
  if (!snapshot.can({ type: 'KEEP' })) return null;
  return (
    <Button variant="ghost" className="slot-picker__back" onPress={() => send({ type: 'KEEP' })}>
      <Trans>Keep the booked time</Trans>
    </Button>
  );
}

function Problem({ snapshot, send, children }: SlotPickerProps & { children: ReactNode }) {
  return (
    <>
      <p role="alert">{children}</p>
      <div className="slot-picker__actions">
        <KeepBooking snapshot={snapshot} send={send} />
        <Button onPress={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </>
  );
}

function PhoneForm({ snapshot, send }: SlotPickerProps) {
  const { t, i18n } = useLingui();
  const names = useWeekdayNames();
  const { phone, askPhone, quarter, reservationType, mode } = snapshot.context;
  const number = `+994 ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`;
  const busy = snapshot.hasTag('busy');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'CONFIRM' });
  };
  const when = quarter
    ? `${dayWithWeekday(slotDay(quarter), i18n.locale, names)} - ${quarter.startTime}`
    : '';
  return (
    <form className="slot-picker__form" onSubmit={submit} noValidate aria-busy={busy}>
      <p>
        {reservationType === 'EMERGENCY' ? (
          <Trans>An operator will call you for the video identification as soon as possible.</Trans>
        ) : (
          <Trans>An operator will call you for the video identification on {when}.</Trans>
        )}
      </p>
      {askPhone ? (
        <TextField
          label={t`Mobile phone for the call`}
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="501234567"
          value={phone}
          isReadOnly={busy}
          onChange={(value) => send({ type: 'PHONE.CHANGE', value })}
          description={t`9 digits after +994, starting 50, 51, 77, 70, 99, 60 or 10`}
          isInvalid={phone.length === phoneDigits && !isValidMobilePhone(phone)}
          errorMessage={t`Enter a mobile number: 9 digits starting 50, 51, 77, 70, 99, 60 or 10`}
        />
      ) : (
        <p>
          <Trans>The operator calls {number}, the mobile number of this application.</Trans>
        </p>
      )}
      <div className="slot-picker__actions">
        <Button variant="ghost" isDisabled={busy} onPress={() => send({ type: 'BACK' })}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" isPending={busy} isDisabled={!busy && !isValidMobilePhone(phone)}>
          {reservationType === 'EMERGENCY' ? (
            <Trans>Call me</Trans>
          ) : mode === 'move' ? (
            <Trans>Move the call to this time</Trans>
          ) : (
            <Trans>Book this time</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
