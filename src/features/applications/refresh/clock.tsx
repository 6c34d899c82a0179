import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * The app's one source of "now" for countdowns: the time and a tick. Tests and stories supply a
 * clock they move by hand, so a countdown can be shown at any moment and run to zero at once.
 */
export interface Clock {
  now: () => number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every: (ms: number, tick: () => void) => () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
};

const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}

/** The clock's time, read again every `ms`. */
export function useNow(ms = 1000): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    return clock.every(ms, () => setNow(clock.now()));
  }, [clock, ms]);
  return now;
}
