import { type ReactNode, useState } from 'react';
import {
  FieldError,
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { applyMask } from './mask';
import './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * Input mask: '#' is a slot for one Latin letter or digit (letters are upper-cased as typed),
   * any other character is a literal; input is cut to the mask's length. FIN: '#######'.
   */
  mask?: string;
  /** Rewrites the typed text before the mask is applied (e.g. strip spaces from a paste). */
  transform?: (value: string) => string;
  className?: string;
}

/** A labelled text input with description, validation message, optional mask and transform. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  mask,
  transform,
  className,
  ...props
}: TextFieldProps) {
  const format = (raw: string) => {
    const transformed = transform ? transform(raw) : raw;
    return mask ? applyMask(transformed, mask) : transformed;
  };
  // The field is always controlled here so that every keystroke and paste passes through format().
  // No maxLength with a mask: the browser would cut a paste such as '6xk 2t9p' before the spaces
  // are dropped; format() cuts after filtering instead.
  const [ownValue, setOwnValue] = useState(() => format(props.defaultValue ?? ''));
  const isControlled = props.value !== undefined;
  const value = isControlled ? format(props.value ?? '') : ownValue;

  const onChange = (raw: string) => {
    const next = format(raw);
    if (!isControlled) setOwnValue(next);
    props.onChange?.(next);
  };

  return (
    <RACTextField
      {...props}
      value={value}
      defaultValue={undefined}
      onChange={onChange}
      className={['ui-field', className].filter(Boolean).join(' ')}
    >
      <Label className="ui-field__label">{label}</Label>
      <Input
        className="ui-field__input"
        placeholder={placeholder}
        autoCapitalize={mask ? 'characters' : undefined}
        spellCheck={mask ? false : undefined}
      />
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </RACTextField>
  );
}
