import { type CalendarDate, parseDate } from '@internationalized/date';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import '../../shared/ui/TextField/TextField.css';
import './date-field.css';

function toCalendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

export interface DateFieldProps {
  label: string;
  /** yyyy-MM-dd, or '' while the field is empty or incomplete. */
  value: string;
  onChange: (value: string) => void;
  /** The last day the calendar offers (yyyy-MM-dd). */
  maxValue?: string;
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * A date typed segment by segment in the page language's order, or picked from a calendar that
 * starts on Monday (PRODUCT 9). Validation is the caller's: the field only shows its message.
 */
export function DateField({
  label,
  value,
  onChange,
  maxValue,
  errorMessage,
  isDisabled,
}: DateFieldProps) {
  const { t } = useLingui();
  const max = maxValue ? toCalendarDate(maxValue) : null;
  return (
    <DatePicker
      className="date-field"
      value={toCalendarDate(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      maxValue={max ?? undefined}
      firstDayOfWeek="mon"
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      shouldForceLeadingZeros
    >
      <Label className="ui-field__label">{label}</Label>
      <Group className="date-field__group">
        <DateInput className="date-field__input">
          {(segment) => <DateSegment segment={segment} className="date-field__segment" />}
        </DateInput>
        <Button className="date-field__button" aria-label={t`Open the calendar`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
            />
          </svg>
        </Button>
      </Group>
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <Popover className="date-field__popover">
        <Dialog className="date-field__dialog" aria-label={label}>
          <Calendar className="date-field__calendar">
            <header className="date-field__calendar-header">
              <Button slot="previous" aria-label={t`Previous month`}>
                ‹
              </Button>
              <Heading />
              <Button slot="next" aria-label={t`Next month`}>
                ›
              </Button>
            </header>
            <CalendarGrid>
              {(date) => <CalendarCell date={date} className="date-field__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
