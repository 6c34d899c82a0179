import './tick-box.css';

/**
 * The box a react-aria `Checkbox` draws inside itself: ticked by the checkbox's `data-selected`,
 * with a tick mark, so the state is not told by colour alone. Hidden from screen readers, which
 * hear the checkbox.
 */
export function TickBox({ className }: { className?: string }) {
  return <span className={className ? `tick-box ${className}` : 'tick-box'} aria-hidden="true" />;
}
