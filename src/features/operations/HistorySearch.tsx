import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button, Input, Label, SearchField, Text } from 'react-aria-components';
import { searchMaxLength } from './search';
import '../../shared/ui/TextField/TextField.css';

/** How long typing must pause before the history is asked again: one call per word, not per key. */
export const searchDebounceMs = 400;

export interface HistorySearchProps {
  /** The search the page shows (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once when cleared. */
  onSearch: (text: string) => void;
}

/** The history's search box (counterparty, description, amount), debounced. */
export function HistorySearch({ value, onSearch }: HistorySearchProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // Back, Forward or a link change the URL's search: the box follows.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => latest.current(wanted), wanted === '' ? 0 : searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <SearchField
      className="ui-field history-search"
      value={text}
      onChange={setText}
      onSubmit={() => latest.current(text.trim())}
      maxLength={searchMaxLength}
    >
      <Label className="ui-field__label">{t`Search the history`}</Label>
      <div className="history-search__box">
        <Input className="ui-field__input history-search__input" />
        {text !== '' && (
          <Button className="history-search__clear" aria-label={t`Clear the search`}>
            <span aria-hidden="true">×</span>
          </Button>
        )}
      </div>
      <Text slot="description" className="ui-field__description">
        {t`Counterparty, description or amount`}
      </Text>
    </SearchField>
  );
}
