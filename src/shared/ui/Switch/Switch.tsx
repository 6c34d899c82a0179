import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

/** An on/off switch (role switch) with its label; react-aria handles keyboard and focus. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={['switch', className].filter(Boolean).join(' ')}>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__label">{children}</span>
    </RACSwitch>
  );
}
