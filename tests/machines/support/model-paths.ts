/**
 * Model-based testing for any chart: paths from xstate/graph's createTestModel that together take
 * every transition the chart defines and enter every state, plus a coverage report so a test
 * fails when something cannot be reached. Each path runs against a system under test (the chart
 * itself, the React screens, the server) through TestModel.testPath.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createMachine,
  type EventFromLogic,
  transition,
} from 'xstate';
import { createTestModel, type StatePath, type TestModel } from 'xstate/graph';

type Snapshot = AnyMachineSnapshot;
type Model<M extends AnyStateMachine> = TestModel<Snapshot, EventFromLogic<M>, unknown>;

export interface ModelPathsOptions<M extends AnyStateMachine> {
  /** One model per input: a chart whose first state depends on its input needs each. */
  inputs?: readonly unknown[];
  /** Events a person or the system may send; those the chart cannot take are skipped. */
  events: (snapshot: Snapshot) => readonly EventFromLogic<M>[];
  /** Outputs and failures of invoked actors, by invoke id, offered while they run. */
  actorResults?: Record<string, { outputs?: readonly unknown[]; errors?: readonly unknown[] }>;
  /** What makes two snapshots one state of the model: coarser means fewer paths. */
  serializeState?: (snapshot: Snapshot) => string;
}

export interface ModelPath<M extends AnyStateMachine> {
  model: Model<M>;
  /** Run it with `model.testPath(path, { states, events })`. */
  path: StatePath<Snapshot, EventFromLogic<M>>;
  /** A readable name: the events of the path. */
  name: string;
  /** The events with their payloads, to tell paths apart. */
  sequence: string[];
}

export interface Coverage {
  transitions: { total: number; missing: string[] };
  states: { total: number; missing: string[] };
}

type StateConfig = Record<string, unknown> & {
  id?: string;
  invoke?: unknown;
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
};
type InvokeConfig = { id: string; onDone?: unknown; onError?: unknown };

/**
 * The chart as createTestModel accepts it: it allows no invocations and no delays, so each
 * actor's done and error handlers and each delayed transition become ordinary transitions on the
 * same state, under the very event types the running chart receives.
 */
export function testableChart<M extends AnyStateMachine>(machine: M): M {
  const convert = (config: StateConfig, path: string[]): StateConfig => {
    const { invoke, after, states, on, ...rest } = config;
    const id = config.id ?? path.join('.');
    const settled: Record<string, unknown> = {};
    for (const call of [invoke ?? []].flat() as InvokeConfig[]) {
      if (call.onDone) settled[`xstate.done.actor.${call.id}`] = call.onDone;
      if (call.onError) settled[`xstate.error.actor.${call.id}`] = call.onError;
    }
    for (const [delay, transition] of Object.entries(after ?? {})) {
      settled[`xstate.after.${delay}.${id}`] = transition;
    }
    const children = states
      ? Object.fromEntries(
          Object.entries(states).map(([key, child]) => [key, convert(child, [...path, key])]),
        )
      : undefined;
    return { ...rest, on: { ...on, ...settled }, ...(children ? { states: children } : {}) };
  };
  const config = convert(machine.config as StateConfig, [machine.id]);
  return createMachine(config as never, machine.implementations as never) as unknown as M;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child as AnyStateNode))];
}

/** A chart's state value for a node, so snapshot.matches() can say whether it is active. */
function stateValueOf(node: AnyStateNode): unknown {
  return node.path.reduceRight<unknown>(
    (inner, key) => (inner === null ? key : { [key]: inner }),
    null,
  );
}

function isActive(snapshot: Snapshot, node: AnyStateNode): boolean {
  return node.path.length === 0 || snapshot.matches(stateValueOf(node) as never);
}

/** Every transition the chart defines, named `source event #branch`. */
function definedTransitions(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.entries()].flatMap(([type, list]) =>
      list.map((_, index) => `${node.id} ${type} #${index}`),
    ),
    ...(node.always ?? []).map((_, index) => `${node.id} (always) #${index}`),
  ]);
}

function takenTransitions(machine: AnyStateMachine, from: Snapshot, event: { type: string }) {
  return machine.getTransitionData(from, event as never).map((definition) => {
    const list = definition.source.transitions.get(definition.eventType) ?? [];
    return `${definition.source.id} ${definition.eventType} #${list.indexOf(definition)}`;
  });
}

/** Eventless choices taken on the way into a snapshot: the first branch whose target is active. */
function takenAlways(machine: AnyStateMachine, snapshot: Snapshot): string[] {
  return allNodes(machine.root).flatMap((node) => {
    const index = (node.always ?? []).findIndex((definition) =>
      (definition.target ?? []).some((target) => isActive(snapshot, target)),
    );
    const parentActive = node.parent ? isActive(snapshot, node.parent) : true;
    return index >= 0 && parentActive ? [`${node.id} (always) #${index}`] : [];
  });
}

/** Timers firing and invoked calls settling, read from the real chart's active states. */
function systemEvents(
  realNodes: readonly AnyStateNode[],
  snapshot: Snapshot,
  results: ModelPathsOptions<AnyStateMachine>['actorResults'],
) {
  const active = realNodes.filter((node) => isActive(snapshot, node));
  const delayed = active.flatMap((node) => node.after.map((after) => ({ type: after.eventType })));
  const settled = active.flatMap((node) =>
    node.invoke.flatMap(({ id }) => [
      ...(results?.[id]?.outputs ?? []).map((output) => ({
        type: `xstate.done.actor.${id}`,
        output,
      })),
      ...(results?.[id]?.errors ?? []).map((error) => ({
        type: `xstate.error.actor.${id}`,
        error,
      })),
    ]),
  );
  return [...delayed, ...settled];
}

function describe<M extends AnyStateMachine>(
  model: Model<M>,
  path: StatePath<Snapshot, EventFromLogic<M>>,
): ModelPath<M> {
  const events = path.steps.map((step) => step.event).filter((e) => e.type !== 'xstate.init');
  return {
    model,
    path,
    name: events.map((event) => event.type).join(' → '),
    sequence: events.map((event) => JSON.stringify(event)),
  };
}

/** Paths that take every reachable transition of the chart, and what they leave uncovered. */
export function modelPaths<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
): { paths: ModelPath<M>[]; coverage: Coverage } {
  const chart = testableChart(machine);
  // Only states with timers or calls can produce system events.
  const realNodes = allNodes(machine.root).filter((n) => n.after.length > 0 || n.invoke.length > 0);
  const cache = new WeakMap<Snapshot, { list: EventFromLogic<M>[]; keys: Set<string> }>();
  const offered = (snapshot: Snapshot) => {
    let entry = cache.get(snapshot);
    if (!entry) {
      const list = [
        ...options.events(snapshot),
        ...systemEvents(realNodes, snapshot, options.actorResults),
        // Not snapshot.can(): a transition that deliberately absorbs an event counts too.
      ].filter(
        (event) => chart.getTransitionData(snapshot as never, event as never).length > 0,
      ) as EventFromLogic<M>[];
      entry = { list, keys: new Set(list.map((event) => JSON.stringify(event))) };
      cache.set(snapshot, entry);
    }
    return entry;
  };
  const events = (snapshot: Snapshot) => offered(snapshot).list;
  const covered = new Set<string>();
  const visited = new Set<string>();
  const chosen: ModelPath<M>[] = [];

  const serialize =
    options.serializeState ?? ((snapshot: Snapshot) => JSON.stringify(snapshot.value));
  for (const input of options.inputs ?? [undefined]) {
    const model = createTestModel(chart, {
      events,
      // The model adds a bare event for every type a state handles; keep only the real ones.
      filterEvents: (snapshot, event) => offered(snapshot).keys.has(JSON.stringify(event)),
      input: input as never,
      serializeState: serialize,
    }) as unknown as Model<M>;
    // One path to every state (by default the library drops paths that others extend).
    const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
    for (const path of shortest) {
      const keep = coverPath(chart, path, covered, visited);
      if (keep) chosen.push(describe(model, path));
      // From each reachable state, take every transition no path has taken yet.
      for (const event of events(path.state)) {
        const keys = takenTransitions(chart, path.state, event);
        if (keys.every((key) => covered.has(key))) continue;
        const [next] = transition(chart, path.state as never, event as never);
        const extended = {
          ...path,
          state: next,
          steps: [...path.steps, { state: next, event }],
          weight: (path.weight ?? path.steps.length) + 1,
        };
        if (coverPath(chart, extended, covered, visited)) chosen.push(describe(model, extended));
      }
    }
  }
  const transitions = definedTransitions(machine);
  const states = allNodes(machine.root)
    .slice(1)
    .map((node) => node.id);
  return {
    paths: withoutPrefixes(chosen),
    coverage: {
      transitions: {
        total: transitions.length,
        missing: transitions.filter((t) => !covered.has(t)),
      },
      states: { total: states.length, missing: states.filter((s) => !visited.has(s)) },
    },
  };
}

/** Records what a path takes and enters; true when it adds anything new. */
function coverPath(
  machine: AnyStateMachine,
  path: StatePath<Snapshot, { type: string }>,
  covered: Set<string>,
  visited: Set<string>,
): boolean {
  const before = covered.size + visited.size;
  let previous: Snapshot | undefined;
  for (const step of path.steps) {
    const keys = previous
      ? takenTransitions(machine, previous, step.event)
      : takenAlways(machine, step.state);
    for (const key of keys) covered.add(key);
    // A transient state is passed through, never seen active: taking its choice enters it.
    for (const key of keys.filter((k) => k.includes(' (always) '))) {
      visited.add(key.slice(0, key.indexOf(' ')));
    }
    for (const node of step.state._nodes) visited.add(node.id);
    previous = step.state;
  }
  return covered.size + visited.size > before;
}

/** A path that is the start of a longer chosen path tests nothing the longer one does not. */
function withoutPrefixes<M extends AnyStateMachine>(paths: ModelPath<M>[]): ModelPath<M>[] {
  return paths.filter(
    (candidate) =>
      !paths.some(
        (other) =>
          other !== candidate &&
          other.model === candidate.model &&
          other.sequence.length > candidate.sequence.length &&
          candidate.sequence.every((event, index) => other.sequence[index] === event),
      ),
  );
}
