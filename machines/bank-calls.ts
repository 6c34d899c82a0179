/**
 * What every chart shares about its bank calls: they are invoked actors the caller supplies with
 * `machine.provide()`, and a failed one carries the bank's message for the customer.
 */
import type {
  AnyActorLogic,
  DoneActorEvent,
  ErrorActorEvent,
  InputFrom,
  MachineContext,
  OutputFrom,
} from 'xstate';

/** The stand-in for a bank call the caller has not provided. */
export function notProvided(): Promise<never> {
  return Promise.reject(new Error('The app provides the bank calls with machine.provide()'));
}

/** A failed call's message, or '' so the screen shows its fallback text. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/** What a chart emits for a failed call (`notifyError: emit(bankError)`): the bank's message. */
export const bankError = (_: unknown, error: unknown) => ({
  type: 'error' as const,
  message: errorText(error),
});

/** One way a call can settle: a guard, a target and actions, all named as in the chart's setup. */
export interface Outcome {
  readonly guard?: string;
  readonly target?: string;
  readonly actions?: string | readonly string[];
}

/** How a call settles: a target alone, one outcome, or guarded outcomes tried in order. */
export type Settle = string | Outcome | readonly Outcome[];

type Named<N, P> = N extends string ? { readonly type: N; readonly params: P } : never;
type NamedAll<A, P> = A extends readonly unknown[]
  ? { readonly [I in keyof A]: Named<A[I], P> }
  : Named<A, P>;
type Resolved<O, P> = {
  readonly [K in keyof O]: K extends 'guard'
    ? Named<O[K], P>
    : K extends 'actions'
      ? NamedAll<O[K], P>
      : O[K];
};
/** The transition XState runs: every named guard and action given the call's result. */
export type Settled<S, P> = S extends string
  ? S
  : S extends readonly unknown[]
    ? { readonly [I in keyof S]: Resolved<S[I], P> }
    : Resolved<S, P>;

type OutputParams<L> = (args: { event: DoneActorEvent<OutputFrom<L>> }) => OutputFrom<L>;
type ErrorParams = (args: { event: ErrorActorEvent }) => unknown;

type InputMapper<TContext, TLogic> = (args: { context: TContext }) => InputFrom<TLogic>;

export interface BankCallOptions<TInput, TDone extends Settle, TError extends Settle> {
  /** What the call is asked with, read from the chart's context. */
  input?: TInput;
  /** On success: guards and actions get the call's output as their params. */
  onDone: TDone;
  /** On failure: guards and actions get the error as it came (errorText gives its message). */
  onError: TError;
}

const output = ({ event }: { event: DoneActorEvent }) => event.output;
const failure = ({ event }: { event: ErrorActorEvent }) => event.error;

function resolve(settle: Settle, params: (args: never) => unknown): unknown {
  if (typeof settle === 'string') return settle;
  if (Array.isArray(settle)) return settle.map((outcome) => resolve(outcome, params));
  const { guard, actions, ...rest } = settle as Outcome;
  const named = (type: string) => ({ type, params });
  return {
    ...rest,
    ...(guard ? { guard: named(guard) } : {}),
    ...(actions
      ? { actions: Array.isArray(actions) ? actions.map(named) : named(actions as string) }
      : {}),
  };
}

/**
 * The invoke block of a chart's bank calls, typed by the chart's context and actors:
 *
 *   const bankCall = bankCalls<Context, typeof actors>();
 *   submitting: { invoke: bankCall('createAccount', { input, onDone, onError }) }
 *
 * The result is a plain invoke config (id = src = the actor's name, onDone, onError), so the
 * model tests read its handlers like any other.
 */
export function bankCalls<
  TContext extends MachineContext,
  TActors extends Record<string, AnyActorLogic>,
>() {
  return function bankCall<
    const TSrc extends keyof TActors & string,
    const TDone extends Settle,
    const TError extends Settle,
    TInput extends InputMapper<TContext, TActors[TSrc]> | undefined,
  >(src: TSrc, options: BankCallOptions<TInput, TDone, TError>) {
    const { input, onDone, onError } = options;
    return {
      id: src,
      src,
      ...(input ? { input } : {}),
      onDone: resolve(onDone, output),
      onError: resolve(onError, failure),
    } as {
      readonly id: TSrc;
      readonly src: TSrc;
      readonly onDone: Settled<TDone, OutputParams<TActors[TSrc]>>;
      readonly onError: Settled<TError, ErrorParams>;
    } & (TInput extends undefined ? unknown : { readonly input: TInput });
  };
}
