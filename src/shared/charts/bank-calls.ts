/**
 * A chart's bank calls as plain async functions: the app's implementations of the actors the
 * chart invokes (machines/bank-calls.ts), typed from the chart itself.
 */
import { type AnyStateMachine, fromPromise, type PromiseActorLogic } from 'xstate';

type ChartActors<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]['actors']>;

/** One async function per actor of the chart, taking the actor's input, resolving to its output. */
export type BankCallsOf<M extends AnyStateMachine> = {
  [K in keyof ChartActors<M>]-?: NonNullable<ChartActors<M>[K]> extends PromiseActorLogic<
    infer Output,
    infer Input
  >
    ? (input: Input) => Promise<Output>
    : never;
};

/** The chart with its bank calls supplied, ready to run. */
export function withBankCalls<M extends AnyStateMachine>(chart: M, calls: BankCallsOf<M>): M {
  const actors = Object.fromEntries(
    Object.entries(calls as Record<string, (input: unknown) => Promise<unknown>>).map(
      ([name, call]) => [name, fromPromise(({ input }) => call(input))],
    ),
  );
  return chart.provide({ actors } as Parameters<M['provide']>[0]) as M;
}
