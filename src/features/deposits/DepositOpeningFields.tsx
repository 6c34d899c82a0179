import { Trans, useLingui } from '@lingui/react/macro';
import type { DepositType } from '../../../domain/deposit';
import { depositTypes } from '../../../domain/deposit';
import {
  type DepositField,
  type DepositPayout,
  depositProductFor,
  type ProductCurrency,
  productCurrencies,
  sourceAccountsFor,
} from '../../../domain/deposit-opening';
import type { DepositOpeningContext } from '../../../machines/depositOpening.machine';
import { Money } from '../../shared/balances';
import { formatRate, Term } from '../../shared/products';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup/ChoiceGroup';
import { depositTypeHints, depositTypeLabels, payoutFrequencyLabels } from './labels';

export type DepositChoice =
  | { type: 'TYPE.SELECT'; value: DepositType }
  | { type: 'CURRENCY.SELECT'; value: ProductCurrency }
  | { type: 'TERM.SELECT'; value: number }
  | { type: 'PAYOUT.SELECT'; value: DepositPayout }
  | { type: 'SOURCE.SELECT'; value: string };

export interface DepositChoicesProps {
  context: DepositOpeningContext;
  messages: Partial<Record<DepositField, string>>;
  isDisabled: boolean;
  send: (event: DepositChoice) => void;
}

/** The type and currency: together they pick the row of the bank's product table. */
export function ProductChoices({ context, messages, isDisabled, send }: DepositChoicesProps) {
  const { t, i18n } = useLingui();
  const { form } = context;
  return (
    <>
      <ChoiceGroup
        block="opening-form"
        label={t`Deposit type`}
        value={form.productType}
        isDisabled={isDisabled}
        isCompact
        onChange={(value) => send({ type: 'TYPE.SELECT', value: value as DepositType })}
        choices={depositTypes.map((type) => ({
          value: type,
          label: i18n._(depositTypeLabels[type]),
          hint: i18n._(depositTypeHints[type]),
        }))}
      />
      <ChoiceGroup
        block="opening-form"
        label={t`Currency`}
        value={form.currency}
        isDisabled={isDisabled}
        isCompact
        errorMessage={messages.currency}
        onChange={(value) => send({ type: 'CURRENCY.SELECT', value: value as ProductCurrency })}
        choices={productCurrencies.map((currency) => ({ value: currency, label: currency }))}
      />
    </>
  );
}

/** The term with its rate and the payout, as the product offers them. */
export function TermChoices({ context, messages, isDisabled, send }: DepositChoicesProps) {
  const { t, i18n } = useLingui();
  const product = depositProductFor(context.products, context.form);
  if (!product) return null;
  return (
    <>
      <ChoiceGroup
        block="opening-form"
        label={t`Term and annual rate`}
        value={String(context.form.termMonths || '')}
        isDisabled={isDisabled}
        isCompact
        errorMessage={messages.termMonths}
        onChange={(value) => send({ type: 'TERM.SELECT', value: Number(value) })}
        choices={product.terms.map(({ termMonths, ratePercent }) => ({
          value: String(termMonths),
          label: <Term months={termMonths} />,
          hint: formatRate(ratePercent),
        }))}
      />
      <ChoiceGroup
        block="opening-form"
        label={t`Interest payout`}
        value={context.form.payoutFrequency ?? ''}
        isDisabled={isDisabled}
        isCompact
        errorMessage={messages.payoutFrequency}
        onChange={(value) => send({ type: 'PAYOUT.SELECT', value: value as DepositPayout })}
        choices={product.payoutFrequencies.map((payout) => ({
          value: payout,
          label: i18n._(payoutFrequencyLabels[payout]),
        }))}
      />
    </>
  );
}

/** The customer's current accounts in the deposit's currency, with what each can spend now. */
export function SourceChoices({ context, messages, isDisabled, send }: DepositChoicesProps) {
  const { t } = useLingui();
  const accounts = sourceAccountsFor(context.accounts, context.form.currency);
  if (accounts.length === 0) {
    return (
      <p className="opening-form__alert" role="alert">
        {messages.sourceAccountId}
      </p>
    );
  }
  return (
    <ChoiceGroup
      block="opening-form"
      label={t`Fund from the account`}
      value={context.form.sourceAccountId}
      isDisabled={isDisabled}
      errorMessage={messages.sourceAccountId}
      onChange={(value) => send({ type: 'SOURCE.SELECT', value })}
      choices={accounts.map((account) => ({
        value: account.id,
        label: account.name,
        hint: (
          <Trans>
            Available: <Money amount={account.available} currency={account.currency} />
          </Trans>
        ),
      }))}
    />
  );
}
