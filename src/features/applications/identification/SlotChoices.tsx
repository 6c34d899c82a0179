import { Button } from '../../../shared/ui/Button/Button';

export interface SlotChoiceItem {
  key: string;
  label: string;
  /** A line above the label, read before it (a day's weekday). */
  overline?: string;
  available: boolean;
  onSelect: () => void;
}

/** One level of the picker: every choice shown, those without a free quarter disabled. */
export function SlotChoices({ label, items }: { label: string; items: readonly SlotChoiceItem[] }) {
  return (
    <ul className="slot-picker__choices" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <Button
            variant="secondary"
            isFullWidth
            isDisabled={!item.available}
            onPress={item.onSelect}
            // Read as one phrase, "Monday 23.11.2026", whatever the two lines' layout.
            aria-label={item.overline && `${item.overline} ${item.label}`}
          >
            {item.overline ? (
              <span className="slot-picker__two-lines">
                <span className="slot-picker__overline">{item.overline}</span>{' '}
                <span>{item.label}</span>
              </span>
            ) : (
              item.label
            )}
          </Button>
        </li>
      ))}
    </ul>
  );
}
