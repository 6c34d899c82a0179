import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import {
  dayChoices,
  dayLabel,
  dayWeekday,
  dayWithWeekday,
  hourChoices,
  hourLabel,
  quarterChoices,
  rangeChoices,
  rangeLabel,
} from '../../../../domain/identification-slots';
import type { SlotPickerEvent, slotPickerMachine } from '../../../../machines/slotPicker.machine';
import { type SlotChoiceItem, SlotChoices } from './SlotChoices';

export type SlotPickerSnapshot = SnapshotFrom<typeof slotPickerMachine>;
export type SlotPickerSend = (event: SlotPickerEvent) => void;

/** The picker's levels that choose something: day, range, hour and quarter. */
export type ChoiceLevel = 'day' | 'range' | 'hour' | 'quarter';

/** The choices of the current level, built from the slots the bank sent. */
export function useLevelItems(
  level: ChoiceLevel,
  { context }: SlotPickerSnapshot,
  send: SlotPickerSend,
): { label: string; items: SlotChoiceItem[] } {
  const { t, i18n } = useLingui();
  const names = useWeekdayNames();
  const { slots, day, range, hour } = context;
  switch (level) {
    case 'day':
      return {
        label: t`Days`,
        items: dayChoices(slots).map(({ value, available }) => ({
          key: value,
          label: dayLabel(value),
          overline: capitalized(dayWeekday(value, i18n.locale, names), i18n.locale),
          available,
          onSelect: () => send({ type: 'DAY.SELECT', day: value }),
        })),
      };
    case 'range':
      return {
        label: t`Times of day`,
        items: rangeChoices(slots, day ?? '').map(({ value, available }) => ({
          key: String(value),
          label: rangeLabel(value),
          available,
          onSelect: () => send({ type: 'RANGE.SELECT', range: value }),
        })),
      };
    case 'hour':
      return {
        label: t`Hours`,
        items: hourChoices(slots, day ?? '', range ?? 0).map(({ value, available }) => ({
          key: String(value),
          label: hourLabel(value),
          available,
          onSelect: () => send({ type: 'HOUR.SELECT', hour: value }),
        })),
      };
    case 'quarter':
      return {
        label: t`Quarters of an hour`,
        items: quarterChoices(slots, day ?? '', hour ?? 0).map((slot) => ({
          key: slot.startTime,
          label: `${slot.startTime}–${slot.endTime}`,
          available: slot.status === 'AVAILABLE',
          onSelect: () => send({ type: 'QUARTER.SELECT', startTime: slot.startTime }),
        })),
      };
  }
}

// Sunday first, as Date.getUTCDay counts: for browsers whose Intl has no names in the language.
const weekdays = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];

/** The catalog's weekday names in the customer's language (dayWeekday's fallback). */
export function useWeekdayNames(): string[] {
  const { i18n } = useLingui();
  return weekdays.map((weekday) => i18n._(weekday));
}

/** A weekday standing on its own line starts with a capital, in every language. */
function capitalized(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** What has been chosen so far, e.g. "23.11.2026 (bazar ertəsi) · 06-12 · 10:00". */
export function chosenSoFar(
  { context }: SlotPickerSnapshot,
  locale: string,
  names: readonly string[],
): string {
  const { day, range, hour } = context;
  return [
    day && dayWithWeekday(day, locale, names),
    range !== null && rangeLabel(range),
    hour !== null && hourLabel(hour),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function ChoiceLevelView({
  level,
  snapshot,
  send,
}: {
  level: ChoiceLevel;
  snapshot: SlotPickerSnapshot;
  send: SlotPickerSend;
}) {
  const { label, items } = useLevelItems(level, snapshot, send);
  return <SlotChoices label={label} items={items} />;
}
