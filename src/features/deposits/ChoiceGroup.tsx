import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import '../../ui/RadioOption/radio-option.css';
import '../../ui/TextField/TextField.css';

export interface Choice {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface ChoiceGroupProps {
  label: ReactNode;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  isDisabled?: boolean;
  /** Choices sit side by side, as many as fit a row. */
  isCompact?: boolean;
}

/** A labelled radio group of the deposit form, with its problem below it. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  return (
    <RadioGroup
      className="ui-radio-group"
      value={props.value || null}
      onChange={props.onChange}
      isDisabled={props.isDisabled}
      isInvalid={Boolean(props.errorMessage)}
      validationBehavior="aria"
    >
      <Label className="ui-radio-group__label">{props.label}</Label>
      <div className={props.isCompact ? 'opening-form__choices' : 'ui-radio-group'}>
        {props.choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} className="ui-radio-option">
            <span>
              {choice.label}
              {choice.hint && <span className="opening-form__hint">{choice.hint}</span>}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className="ui-field__error">{props.errorMessage}</FieldError>
    </RadioGroup>
  );
}
