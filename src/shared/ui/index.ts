// Importing the design system brings its tokens and global base styles with it.
import './tokens.css';

export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  LinkButton,
  type LinkButtonProps,
} from './Button/Button';
export { Card, type CardProps } from './Card/Card';
export * from './constants';
export { ModalDialog, type ModalDialogProps } from './ModalDialog/ModalDialog';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { applyMask } from './TextField/mask';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { ToastRegion } from './Toast/ToastRegion';
export { type ToastKind, type ToastMessage, type ToastTone, toast } from './Toast/toast';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export {
  type ProgressPhase,
  TopProgressBar,
  type TopProgressBarProps,
} from './TopProgressBar/TopProgressBar';
export {
  type DeviceType,
  describeViewport,
  useBreakpoint,
  type ViewportInfo,
} from './useBreakpoint';
