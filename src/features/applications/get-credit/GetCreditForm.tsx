import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { SnapshotFrom } from 'xstate';
import {
  incomeMinor,
  incomeProblem,
  isValidMobilePhone,
  isValidRequestedAmount,
  mobilePrefixes,
  type NewApplicationType,
  phoneDigits,
} from '../../../../domain/loan-application-form';
import { loanDefaults } from '../../../../domain/loan-offer';
import type { GetCreditEvent, getCreditMachine } from '../../../../machines/getCredit.machine';
import { Button } from '../../../shared/ui/Button/Button';
import { TextField } from '../../../shared/ui/TextField/TextField';
import './get-credit.css';
import '../../../shared/ui/RadioOption/radio-option.css';

export interface GetCreditFormProps {
  snapshot: SnapshotFrom<typeof getCreditMachine>;
  send: (event: GetCreditEvent) => void;
  /** The customer's registered mobile as the bank shows it, masked; null when not known. */
  registeredPhone: string | null;
}

type PhoneProps = Pick<GetCreditFormProps, 'send'> & { busy: boolean };

/** The registered mobile, which the bank fills in itself, and a way to give another one. */
function RegisteredPhone({ masked, busy, send }: PhoneProps & { masked: string | null }) {
  return (
    <div className="get-credit__phone">
      <dl className="get-credit__phone-facts">
        <dt>
          <Trans>Mobile phone</Trans>
        </dt>
        <dd>{masked ?? <Trans>Your mobile number registered with the bank</Trans>}</dd>
      </dl>
      <p className="get-credit__type-hint">
        <Trans>The bank will call and text you on this number about this application.</Trans>
      </p>
      <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'PHONE.OTHER' })}>
        <Trans>Use another number</Trans>
      </Button>
    </div>
  );
}

function OtherPhone({ phone, busy, send }: PhoneProps & { phone: string }) {
  const { t } = useLingui();
  return (
    <div className="get-credit__phone">
      <TextField
        label={t`Mobile phone`}
        name="customerPhoneNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="501234567"
        value={phone}
        isReadOnly={busy}
        autoFocus
        onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'phone', value })}
        description={t`9 digits after +994, starting 50, 51, 77, 70, 99, 60 or 10`}
        isInvalid={phoneIsWrong(phone)}
        errorMessage={t`Enter a mobile number: 9 digits starting 50, 51, 77, 70, 99, 60 or 10`}
      />
      <Button
        variant="secondary"
        isDisabled={busy}
        onPress={() => send({ type: 'PHONE.REGISTERED' })}
      >
        <Trans>Use my registered number</Trans>
      </Button>
    </div>
  );
}

/** A prefix that cannot become a valid mobile number, or a full number that is not one. */
function phoneIsWrong(phone: string): boolean {
  if (phone.length === phoneDigits) return !isValidMobilePhone(phone);
  return phone.length >= 2 && !mobilePrefixes.some((prefix) => phone.startsWith(prefix));
}

/**
 * SPEC 3's monthly salary (required) and official income (optional, at most the salary). An empty
 * salary only keeps the button disabled, as an empty amount does; what was typed wrong is said.
 */
function Income({ snapshot, send }: Pick<GetCreditFormProps, 'snapshot' | 'send'>) {
  const { t } = useLingui();
  const { salary, officialIncome } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const problem = incomeProblem(incomeMinor(salary), incomeMinor(officialIncome));
  const salaryWrong = salary !== '' && problem === 'SALARY_INVALID';
  const officialWrong =
    problem === 'OFFICIAL_INCOME_INVALID' || problem === 'OFFICIAL_INCOME_ABOVE_SALARY';
  return (
    <fieldset className="get-credit__income">
      <legend>
        <Trans>Your income</Trans>
      </legend>
      <TextField
        label={t`Monthly salary, ₼`}
        name="salary"
        inputMode="decimal"
        autoComplete="off"
        isRequired
        value={salary}
        isReadOnly={busy}
        onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'salary', value })}
        description={t`What you earn a month after tax`}
        isInvalid={salaryWrong}
        errorMessage={t`Enter a monthly salary above 0 ₼`}
      />
      <TextField
        label={t`Official income, ₼`}
        name="officialIncome"
        inputMode="decimal"
        autoComplete="off"
        value={officialIncome}
        isReadOnly={busy}
        onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'officialIncome', value })}
        description={t`The part of it confirmed officially, for example by a salary certificate; optional`}
        isInvalid={officialWrong}
        errorMessage={
          problem === 'OFFICIAL_INCOME_ABOVE_SALARY'
            ? t`The official income cannot be more than the monthly salary`
            : t`Enter an amount of 0 ₼ or more`
        }
      />
    </fieldset>
  );
}

/** The /get-credit form, drawn from the get-credit chart. */
export function GetCreditForm({ snapshot, send, registeredPhone }: GetCreditFormProps) {
  const { t } = useLingui();
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const minimum = loanDefaults.minimumAmount;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form className="get-credit__form" onSubmit={submit} noValidate aria-busy={busy}>
      <RadioGroup
        className="ui-radio-group"
        value={context.type}
        isDisabled={busy}
        onChange={(value) => send({ type: 'TYPE.SELECT', value: value as NewApplicationType })}
      >
        <Label className="ui-radio-group__label">
          <Trans>What do you need?</Trans>
        </Label>
        <Radio value="LOAN" className="ui-radio-option">
          <span>
            <Trans>A new credit</Trans>
            <span className="get-credit__type-hint">
              <Trans>Cash credit paid to your account</Trans>
            </span>
          </span>
        </Radio>
        <Radio value="REFIN" className="ui-radio-option">
          <span>
            <Trans>Refinancing</Trans>
            <span className="get-credit__type-hint">
              <Trans>Pay off your loans at other banks with one loan from us</Trans>
            </span>
          </span>
        </Radio>
      </RadioGroup>
      <TextField
        label={t`Requested amount, ₼`}
        name="requestedAmount"
        inputMode="numeric"
        autoComplete="off"
        value={context.amount}
        isReadOnly={busy}
        onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'amount', value })}
        description={t`Whole manats, at least ${minimum} ₼`}
        isInvalid={context.amount !== '' && !isValidRequestedAmount(context.amount)}
        errorMessage={t`The amount must be at least ${minimum} ₼`}
      />
      <Income snapshot={snapshot} send={send} />
      {context.otherPhone ? (
        <OtherPhone phone={context.phone} busy={busy} send={send} />
      ) : (
        <RegisteredPhone masked={registeredPhone} busy={busy} send={send} />
      )}
      <Button
        type="submit"
        isFullWidth
        isPending={busy}
        isDisabled={!busy && !snapshot.can({ type: 'SUBMIT' })}
      >
        <Trans>Send the application</Trans>
      </Button>
    </form>
  );
}
