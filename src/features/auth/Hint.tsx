import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { requireCatalogPart } from '../../shared/i18n';
// The button's look is needed at once, before the tooltip's code arrives.
import '../../shared/ui/Tooltip/Tooltip.css';

// The explanation's text comes in the `later` catalog part, with the tooltip's code.
const Tooltip = lazy(() =>
  Promise.all([import('../../shared/ui/Tooltip/Tooltip'), requireCatalogPart('later')]).then(
    ([module]) => ({ default: module.Tooltip }),
  ),
);

/**
 * The tooltip's overlay code is not part of the sign-in page's first load (its JavaScript
 * budget, checked by the e2e suite). It is fetched on the visitor's first pointer or key activity, long before they can
 * reach an "i"; until then a look-alike button stands in and asks for it when touched.
 */
let wanted = false;
const listeners = new Set<() => void>();
const activity = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

function want() {
  if (wanted) return;
  wanted = true;
  for (const type of activity) document.removeEventListener(type, want, true);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (!wanted && listeners.size === 0) {
    for (const type of activity) document.addEventListener(type, want, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isWanted = () => wanted;

/** An "i" button explaining a field; see the note above on why it loads late. */
export function Hint({ label, text }: { label: string; text: MessageDescriptor }) {
  const { i18n } = useLingui();
  const ready = useSyncExternalStore(subscribe, isWanted, isWanted);
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const standIn = (
    <button
      type="button"
      className="ui-info-button"
      aria-label={label}
      onFocus={() => {
        hadFocus.current = true;
        want();
      }}
      onClick={want}
    >
      <span aria-hidden="true">i</span>
    </button>
  );
  return (
    <span ref={box}>
      {ready ? (
        <Suspense fallback={standIn}>
          <FocusOnMount box={box} hadFocus={hadFocus} />
          <Tooltip label={label}>{i18n._(text)}</Tooltip>
        </Suspense>
      ) : (
        standIn
      )}
    </span>
  );
}

/** Keeps keyboard focus on the "i" when the real button replaces the stand-in. */
function FocusOnMount(props: {
  box: React.RefObject<HTMLSpanElement | null>;
  hadFocus: React.RefObject<boolean>;
}) {
  useEffect(() => {
    if (props.hadFocus.current && document.activeElement === document.body) {
      props.box.current?.querySelector('button')?.focus();
    }
  }, [props.box, props.hadFocus]);
  return null;
}
