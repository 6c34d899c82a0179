import { useLingui } from '@lingui/react/macro';
import { Switch } from 'react-aria-components';
import { setBalancesHidden, useBalancesHidden } from './preference';
import './balances.css';

/** The "hide balances" switch; the choice persists across visits and tabs. */
export function HideBalancesToggle() {
  const { t } = useLingui();
  const hidden = useBalancesHidden();
  return (
    <Switch className="hide-balances" isSelected={hidden} onChange={setBalancesHidden}>
      <span className="hide-balances__track" aria-hidden="true">
        <span className="hide-balances__thumb" />
      </span>
      {t`Hide balances`}
    </Switch>
  );
}
