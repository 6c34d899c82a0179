import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import './Button.css';

/** `danger` confirms what cannot be undone (ConfirmDialog's destructive tone). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  /** Stretches the button to the width of its container. */
  isFullWidth?: boolean;
}

function classes(variant: ButtonVariant, isFullWidth: boolean | undefined, extra?: string) {
  return ['ui-button', `ui-button--${variant}`, isFullWidth && 'ui-button--full', extra]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button. While `isPending`, it keeps focus (so keyboard users do not lose their place), ignores
 * presses, shows a spinner and tells assistive technology it is busy.
 */
export function Button({ variant = 'primary', isFullWidth, className, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) => classes(variant, isFullWidth, own))}
      // react-aria does not forward aria-busy, so it is set on the element it renders.
      render={(domProps) => <button {...domProps} aria-busy={props.isPending || undefined} />}
    >
      {composeRenderProps(props.children, (children, { isPending }) => (
        <>
          {isPending && <Spinner size="sm" className="ui-button__spinner" />}
          <span className="ui-button__label">{children}</span>
        </>
      ))}
    </RACButton>
  );
}

export interface LinkButtonProps extends RACLinkProps {
  variant?: ButtonVariant;
  isFullWidth?: boolean;
}

/** A link (navigates, has an href) that looks like a button. */
export function LinkButton({
  variant = 'primary',
  isFullWidth,
  className,
  ...props
}: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(className, (own) => classes(variant, isFullWidth, own))}
    />
  );
}
