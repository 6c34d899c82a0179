import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { type HistoryPeriod, historyPeriods } from './search';
import './period-filter.css';

export const periodLabels: Record<HistoryPeriod, MessageDescriptor> = {
  week: msg`Past week`,
  month: msg`Past month`,
  'three-months': msg`Past 3 months`,
};

/** PRODUCT 9's history filters as one group of radio buttons (arrow keys move between them). */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: HistoryPeriod;
  onChange: (period: HistoryPeriod) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <RadioGroup
      className="period-filter"
      orientation="horizontal"
      value={value}
      onChange={(next) => onChange(next as HistoryPeriod)}
    >
      <Label className="ui-field__label">{t`Period`}</Label>
      <div className="period-filter__options">
        {historyPeriods.map((period) => (
          <Radio key={period} value={period} className="period-filter__option">
            {i18n._(periodLabels[period])}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
