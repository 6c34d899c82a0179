import { useEffect, useState } from 'react';
import { type BreakpointName, breakpoints, resizeDebounceMs } from './constants';

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export interface ViewportInfo {
  width: number;
  /** The largest breakpoint the width reaches, or 'xs' below sm. */
  breakpoint: BreakpointName | 'xs';
  device: DeviceType;
}

const ascending = (Object.entries(breakpoints) as [BreakpointName, number][]).sort(
  (a, b) => a[1] - b[1],
);

/** Classifies a viewport width: below md is mobile, below lg tablet, from lg desktop. */
export function describeViewport(width: number): ViewportInfo {
  let breakpoint: ViewportInfo['breakpoint'] = 'xs';
  for (const [name, min] of ascending) if (width >= min) breakpoint = name;
  const device: DeviceType =
    width < breakpoints.md ? 'mobile' : width < breakpoints.lg ? 'tablet' : 'desktop';
  return { width, breakpoint, device };
}

function currentWidth(): number {
  return typeof window === 'undefined' ? breakpoints.lg : window.innerWidth;
}

/**
 * The viewport's breakpoint and device type. A resize is re-evaluated only once the window has
 * been still for resizeDebounceMs, so dragging a window edge does not re-render on every frame.
 */
export function useBreakpoint(): ViewportInfo {
  const [info, setInfo] = useState(() => describeViewport(currentWidth()));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = describeViewport(currentWidth());
        setInfo((prev) => (prev.width === next.width ? prev : next));
      }, resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  return info;
}
