import { Button } from '../../../shared/ui/Button/Button';

export interface SlotChoiceItem {
  key: string;
  label: string;
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
          >
            {item.label}
          </Button>
        </li>
      ))}
    </ul>
  );
}
