/**
 * The component side of a chart: its bank calls supplied, one actor for the component's life,
 * its snapshot, and handlers for what it emits. Replaces provide() + useActorRef + actor.on().
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { AnyStateMachine, EmittedFrom, InputFrom } from 'xstate';
import { type BankCallsOf, withBankCalls } from './bank-calls';

/** A handler per emitted event type, given that event. */
export type EmittedHandlers<M extends AnyStateMachine> = {
  [E in EmittedFrom<M> as E['type']]?: (event: E) => void;
};

export interface BankChartOptions<M extends AnyStateMachine> {
  /** The chart's bank calls; those of the first render are used, as the actor is started once. */
  calls: BankCallsOf<M>;
  /** The chart's input, read when the actor starts. */
  input?: InputFrom<M>;
  /** What to do on each emitted event; the latest handlers are called, no resubscribing. */
  on?: EmittedHandlers<M>;
}

/** The running actor of a chart, for components that read its snapshot elsewhere. */
export function useBankActor<M extends AnyStateMachine>(
  chart: M,
  options: NoInfer<BankChartOptions<M>>,
) {
  const [provided] = useState(() => withBankCalls(chart, options.calls));
  const actor = useActorRef(provided, { input: options.input });
  const handlers = useRef(options.on);
  handlers.current = options.on;
  useEffect(() => {
    const emitted = actor.on('*', (event: { type: string }) => {
      const handle = (handlers.current as Record<string, (e: unknown) => void> | undefined)?.[
        event.type
      ];
      handle?.(event);
    });
    return () => emitted.unsubscribe();
  }, [actor]);
  return actor;
}

/** The chart running for this component: its snapshot, `send`, and the actor itself. */
export function useBankChart<M extends AnyStateMachine>(
  chart: M,
  options: NoInfer<BankChartOptions<M>>,
) {
  const actor = useBankActor(chart, options);
  const snapshot = useSelector(actor, (state) => state);
  return { snapshot, send: actor.send, actor };
}
