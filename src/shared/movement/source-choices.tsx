import { Trans } from '@lingui/react/macro';
import type { components } from '../../../openapi/generated/schema';
import { Money } from '../balances';
import type { Choice } from '../ui/ChoiceGroup/ChoiceGroup';

type PaymentMethod = components['schemas']['PaymentMethod'];

/** The sources money may leave from, as choices: the name, its number and what it can spend now. */
export function sourceChoices(sources: readonly PaymentMethod[]): Choice[] {
  return sources.map((source) => ({
    value: source.productId,
    label: source.name,
    hint: (
      <>
        {source.display} ·{' '}
        <Trans>
          available <Money amount={source.available} currency={source.currency} />
        </Trans>
      </>
    ),
  }));
}
