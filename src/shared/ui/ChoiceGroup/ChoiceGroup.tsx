import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import '../RadioOption/radio-option.css';
import '../TextField/TextField.css';

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
  /** The problem under the group, tied to it for assistive technology. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Choices sit side by side, as many as fit a row. */
  isCompact?: boolean;
  /**
   * The form's own CSS block (e.g. `transfer`, `opening-form`): its `__choices` lays out a
   * compact row and its `__hint` the hints, as each form sizes them.
   */
  block: string;
}

/** A labelled radio group of a form, with its problem below it (arrow keys move between choices). */
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
      <div className={props.isCompact ? `${props.block}__choices` : 'ui-radio-group'}>
        {props.choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} className="ui-radio-option">
            <span>
              {choice.label}
              {choice.hint && <span className={`${props.block}__hint`}>{choice.hint}</span>}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className="ui-field__error">{props.errorMessage}</FieldError>
    </RadioGroup>
  );
}
