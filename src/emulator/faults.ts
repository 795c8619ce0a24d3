/**
 * Fault injection: rules that make chosen requests fail the way real networks and services fail,
 * so the client's retries, reconciliation and stream resumption are exercised over real HTTP.
 *
 * Rules are checked in the order they were added. A request is examined by each live rule whose
 * route (and owner, when the rule names one) matches; a rule first lets `skip` such requests
 * through, then applies to the next `times` of them. The first rule that applies wins, and rules
 * after it do not see the request. Exhausted rules stay inert until clearFaults().
 *
 * `drop-stream` only concerns the event stream route; on other routes such a rule is not examined.
 */
import { ROUTE_KEYS, STREAM_ROUTE } from './routes.js';

export type Fault =
  | { kind: 'status'; status: number; retryAfter?: number | string; body?: unknown }
  | { kind: 'delay'; ms: number }
  | { kind: 'reset' }
  | { kind: 'reset-mid-body' }
  | { kind: 'malformed-json' }
  | { kind: 'schema-break' }
  | { kind: 'drop-stream'; afterEvents: number };

export type FaultRule = {
  /** 'POST /testing/runs', 'GET /testing/journey-runs/{id}/stream', or '*' for every route. */
  route: string;
  ownerId?: string;
  /** Let the first N matching requests through (default 0). */
  skip?: number;
  /** Then apply to the next N (default 1; Infinity for always). */
  times?: number;
  /** 'after': the handler runs (state changes) and then its response is replaced. */
  phase?: 'before' | 'after';
  fault: Fault;
};

export const FAULT_SPEC_SYNTAX = [
  'ROUTE=FAULT[xN|x*][+N][@after|@before][#OWNER]',
  '  ROUTE   * or "METHOD /path" as in the API, ids as {id}: "POST /testing/runs"',
  '  FAULT   STATUS[:RETRY_AFTER_SECONDS]  e.g. 503, 429:5',
  '          delay:MS | reset | reset-mid-body | malformed | schema-break | drop:EVENTS',
  '  xN      apply to N requests (default 1); x* for every request',
  '  +N      let the first N matching requests through first',
  '  @after  let the request take effect, then replace its answer (default @before)',
  '  #OWNER  only requests authenticated as that owner',
  'Examples: "POST /testing/runs=503x2@after", "GET /testing/runs=429:5", "*=delay:300",',
  '          "GET /testing/journey-runs/{id}/stream=drop:5"',
].join('\n');

class FaultSpecError extends Error {
  constructor(spec: string, problem: string) {
    super(`Fault spec "${spec}": ${problem}\nSyntax: ${FAULT_SPEC_SYNTAX}`);
  }
}

const ROUTE_NAMES: ReadonlySet<string> = new Set(ROUTE_KEYS);

/** Parses the command-line fault syntax (FAULT_SPEC_SYNTAX) into a rule. */
export function parseFaultSpec(spec: string): FaultRule {
  const equals = spec.indexOf('=');
  if (equals < 0) throw new FaultSpecError(spec, 'missing "=" between the route and the fault');
  const route = spec.slice(0, equals).trim();
  const rest = spec.slice(equals + 1).trim();
  const head = /^(\d{3}|[a-z]+(?:-[a-z]+)*)(?::([0-9.]+))?/.exec(rest);
  if (!head) throw new FaultSpecError(spec, `the fault "${rest}" is not a status or a fault name`);
  const [whole, name, arg] = head as unknown as [string, string, string | undefined];
  const fault = parseFault(spec, name, arg);
  const rule: FaultRule = { route, fault };
  let modifiers = rest.slice(whole.length);
  while (modifiers.length > 0) {
    const modifier = /^(x(\d+|\*)|\+(\d+)|@(after|before)|#([A-Za-z0-9_.-]+))/.exec(modifiers);
    if (!modifier) {
      throw new FaultSpecError(
        spec,
        `"${modifiers}" is not a modifier (xN, x*, +N, @after, #OWNER)`,
      );
    }
    const [text, , times, skip, phase, owner] = modifier;
    if (times !== undefined) rule.times = times === '*' ? Number.POSITIVE_INFINITY : Number(times);
    if (skip !== undefined) rule.skip = Number(skip);
    if (phase !== undefined) rule.phase = phase as 'after' | 'before';
    if (owner !== undefined) rule.ownerId = owner;
    modifiers = modifiers.slice(text.length);
  }
  try {
    return normalizeFaultRule(rule);
  } catch (error) {
    throw new FaultSpecError(spec, (error as Error).message);
  }
}

function parseFault(spec: string, name: string, arg: string | undefined): Fault {
  const needs = (what: string): number => {
    if (arg === undefined || !/^\d+$/.test(arg)) {
      throw new FaultSpecError(spec, `"${name}" needs a whole number of ${what}, as in ${name}:5`);
    }
    return Number(arg);
  };
  const none = (fault: Fault): Fault => {
    if (arg !== undefined) throw new FaultSpecError(spec, `"${name}" takes no ":${arg}"`);
    return fault;
  };
  if (/^\d{3}$/.test(name)) {
    if (arg !== undefined && !/^\d+(\.\d+)?$/.test(arg)) {
      throw new FaultSpecError(spec, `the retry-after "${arg}" is not a number of seconds`);
    }
    return arg === undefined
      ? { kind: 'status', status: Number(name) }
      : { kind: 'status', status: Number(name), retryAfter: Number(arg) };
  }
  switch (name) {
    case 'delay':
      return { kind: 'delay', ms: needs('milliseconds') };
    case 'drop':
      return { kind: 'drop-stream', afterEvents: needs('events') };
    case 'reset':
      return none({ kind: 'reset' });
    case 'reset-mid-body':
      return none({ kind: 'reset-mid-body' });
    case 'malformed':
      return none({ kind: 'malformed-json' });
    case 'schema-break':
      return none({ kind: 'schema-break' });
    default:
      throw new FaultSpecError(
        spec,
        `the fault "${name}" is unknown; use a status (503, 429:5), delay:MS, reset, reset-mid-body, malformed, schema-break or drop:N`,
      );
  }
}

/**
 * Checks a rule given as an object (addFault, the control API) and fills its defaults. Throws an
 * Error naming the bad field.
 */
export function normalizeFaultRule(
  rule: FaultRule,
): Required<Omit<FaultRule, 'ownerId'>> & Pick<FaultRule, 'ownerId'> {
  if (!rule || typeof rule !== 'object') throw new Error('a fault rule must be an object');
  const { route, fault } = rule;
  if (typeof route !== 'string' || (route !== '*' && !ROUTE_NAMES.has(route))) {
    throw new Error(
      `route "${String(route)}" is not "*" or one of the API routes: ${ROUTE_KEYS.join(', ')}`,
    );
  }
  if (rule.ownerId !== undefined && typeof rule.ownerId !== 'string') {
    throw new Error('ownerId must be a string');
  }
  const skip = rule.skip ?? 0;
  if (!Number.isInteger(skip) || skip < 0)
    throw new Error(`skip must be an integer >= 0, not ${skip}`);
  const times = rule.times ?? 1;
  if (!(times === Number.POSITIVE_INFINITY || (Number.isInteger(times) && times >= 1))) {
    throw new Error(`times must be an integer >= 1 or Infinity, not ${times}`);
  }
  const phase = rule.phase ?? 'before';
  if (phase !== 'before' && phase !== 'after') {
    throw new Error(`phase must be "before" or "after", not "${String(phase)}"`);
  }
  checkFault(fault);
  if (fault.kind === 'drop-stream' && route !== '*' && route !== STREAM_ROUTE) {
    throw new Error(`drop-stream applies only to the event stream route "${STREAM_ROUTE}"`);
  }
  return { route, ownerId: rule.ownerId, skip, times, phase, fault };
}

function checkFault(fault: Fault): void {
  if (!fault || typeof fault !== 'object') throw new Error('fault must be an object with a kind');
  switch (fault.kind) {
    case 'status': {
      if (!Number.isInteger(fault.status) || fault.status < 100 || fault.status > 599) {
        throw new Error(`status ${String(fault.status)} is not an HTTP status (100..599)`);
      }
      const { retryAfter } = fault;
      if (
        retryAfter !== undefined &&
        !(typeof retryAfter === 'string' || (Number.isFinite(retryAfter) && retryAfter >= 0))
      ) {
        throw new Error('retryAfter must be a number of seconds >= 0 or an HTTP date string');
      }
      return;
    }
    case 'delay':
      if (!Number.isFinite(fault.ms) || fault.ms < 0) throw new Error('delay ms must be >= 0');
      return;
    case 'drop-stream':
      if (!Number.isInteger(fault.afterEvents) || fault.afterEvents < 0) {
        throw new Error('drop-stream afterEvents must be an integer >= 0');
      }
      return;
    case 'reset':
    case 'reset-mid-body':
    case 'malformed-json':
    case 'schema-break':
      return;
    default:
      throw new Error(
        `fault kind "${String((fault as { kind?: unknown }).kind)}" is not one of status, delay, reset, reset-mid-body, malformed-json, schema-break, drop-stream`,
      );
  }
}

interface LiveRule {
  rule: ReturnType<typeof normalizeFaultRule>;
  seen: number;
  applied: number;
}

/** The active rules and their counters. */
export class FaultBook {
  private rules: LiveRule[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ rule: normalizeFaultRule(rule), seen: 0, applied: 0 });
  }

  clear(): void {
    this.rules = [];
  }

  /**
   * The fault for this request in this phase, if a rule applies (and counts it). Called once per
   * request with the phase 'before' for stream and before-rules, and once with 'after'.
   */
  take(route: string, ownerId: string | undefined, phase: 'before' | 'after'): Fault | undefined {
    for (const live of this.rules) {
      const { rule } = live;
      if (live.applied >= rule.times) continue;
      if (rule.route !== '*' && rule.route !== route) continue;
      if (rule.ownerId !== undefined && rule.ownerId !== ownerId) continue;
      if (rule.fault.kind === 'drop-stream' && route !== STREAM_ROUTE) continue;
      // drop-stream acts during the stream, whatever phase it was given.
      const rulePhase = rule.fault.kind === 'drop-stream' ? 'before' : rule.phase;
      if (rulePhase !== phase) continue;
      live.seen++;
      if (live.seen <= rule.skip) continue;
      live.applied++;
      return rule.fault;
    }
    return undefined;
  }

  /** The rules with their counters, for the control API. */
  describe(): { rule: FaultRule; seen: number; applied: number }[] {
    return this.rules.map(({ rule, seen, applied }) => ({ rule: { ...rule }, seen, applied }));
  }
}
