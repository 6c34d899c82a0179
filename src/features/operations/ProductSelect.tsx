import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  FieldError,
  Header,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import type { ProductChoice, ProductKind } from './products';
import '../../shared/ui/TextField/TextField.css';
import './product-select.css';

/** The key of "every product" in the filter; product ids never take this form. */
export const allProducts = '*';

const kindHeadings: Record<ProductKind, MessageDescriptor> = {
  ACCOUNT: msg`Accounts`,
  CARD: msg`Cards`,
  DEPOSIT: msg`Deposits`,
  LOAN: msg`Loans`,
};
const kinds = Object.keys(kindHeadings) as ProductKind[];

export interface ProductSelectProps {
  label: string;
  choices: readonly ProductChoice[];
  /** A product id, or allProducts when `allLabel` is given. */
  value: string;
  onChange: (id: string) => void;
  /** Offers "every product" first under this name. */
  allLabel?: string;
  placeholder?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

function Choice({ choice }: { choice: ProductChoice }) {
  return (
    <ListBoxItem
      id={choice.id}
      textValue={`${choice.name} ${choice.detail}`}
      className="product-select__option"
    >
      <span className="product-select__name">{choice.name}</span>
      <span className="product-select__detail">{choice.detail}</span>
    </ListBoxItem>
  );
}

/** A listbox of the customer's products, grouped by kind when there are several kinds. */
export function ProductSelect(props: ProductSelectProps) {
  const { i18n } = useLingui();
  const { choices, allLabel } = props;
  const present = kinds.filter((kind) => choices.some((choice) => choice.kind === kind));
  return (
    <Select
      className="product-select"
      value={props.value || null}
      onChange={(key) => props.onChange(key === null ? '' : String(key))}
      placeholder={props.placeholder}
      isInvalid={Boolean(props.errorMessage)}
      isDisabled={props.isDisabled}
      autoFocus={props.autoFocus}
      validationBehavior="aria"
    >
      <Label className="ui-field__label">{props.label}</Label>
      <Button className="product-select__button">
        <SelectValue className="product-select__value" />
        <span aria-hidden="true" className="product-select__chevron">
          ▾
        </span>
      </Button>
      <FieldError className="ui-field__error">{props.errorMessage}</FieldError>
      <Popover className="product-select__popover">
        <ListBox className="product-select__list">
          {allLabel && (
            <ListBoxItem id={allProducts} textValue={allLabel} className="product-select__option">
              <span className="product-select__name">{allLabel}</span>
            </ListBoxItem>
          )}
          {present.length === 1
            ? choices.map((choice) => <Choice key={choice.id} choice={choice} />)
            : present.map((kind) => (
                <ListBoxSection key={kind} className="product-select__section">
                  <Header className="product-select__header">{i18n._(kindHeadings[kind])}</Header>
                  {choices
                    .filter((choice) => choice.kind === kind)
                    .map((choice) => (
                      <Choice key={choice.id} choice={choice} />
                    ))}
                </ListBoxSection>
              ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
