export { HideBalancesToggle } from './HideBalancesToggle';
export { Money, type MoneyProps } from './Money';
export { hideBalancesKey, setBalancesHidden, useBalancesHidden } from './preference';
