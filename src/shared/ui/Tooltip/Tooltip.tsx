import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import {
  Button,
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger,
} from 'react-aria-components';
import './Tooltip.css';

export interface TooltipProps {
  /** The explanation shown in the tooltip. */
  children: ReactNode;
  /** Accessible name of the info button; defaults to a translated "More information". */
  label?: string;
  placement?: RACTooltipProps['placement'];
}

/**
 * An "i" button that explains something (what a FIN is, where a document number is printed).
 * Hover or keyboard focus opens it as usual; a tap opens it too, because touch screens have
 * neither, and Escape or moving away closes it.
 */
export function Tooltip({ children, label, placement = 'top' }: TooltipProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  return (
    <TooltipTrigger isOpen={isOpen} onOpenChange={setOpen} delay={300} shouldCloseOnPress={false}>
      <Button
        className="ui-info-button"
        aria-label={label ?? t`More information`}
        onPress={() => setOpen(true)}
      >
        <span aria-hidden="true">i</span>
      </Button>
      <RACTooltip className="ui-tooltip" placement={placement} offset={8}>
        <OverlayArrow className="ui-tooltip__arrow">
          <svg width={12} height={6} viewBox="0 0 12 6" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {children}
      </RACTooltip>
    </TooltipTrigger>
  );
}
