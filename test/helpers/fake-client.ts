/**
 * An in-process stand-in for ServiceClient, on a virtual clock, for driving the gate (runGate) and
 * the journey code without HTTP. It serves exactly the resource methods the core calls
 * (`runs.start`, `reports.locate`...), records every call under its operation's name (Op) with its
 * virtual send time, and models the service's behaviour closely enough for the gate to be tested
 * by its public result:
 *
 * - the virtual clock advances only through sleeps and long-polls: a test that waits minutes of
 *   service time runs in milliseconds; state changes are scheduled on the same clock;
 * - a conformance run follows a plan of statuses from its start; the start's long-poll holds until
 *   the run is terminal or the wait runs out; the run list holds its entry at the top, the full
 *   schema-valid report once terminal;
 * - a journey run follows a plan of statuses; the status long-poll holds until the run is settled
 *   (terminal or waiting for a decision) or the wait runs out, unless told to answer at once;
 * - a long-poll whose wait would run past the caller's deadline ends at the deadline with a
 *   DeadlineError, as the real transport's time limit does.
 *
 * Each method first asks `handlers` for an override: a test that needs a failure or an odd answer
 * sets one; the call is recorded either way.
 */

import { inputName } from '../../src/action/inputs.js';
import {
  type CancelResult,
  type Connection,
  DeadlineError,
  describeServiceError,
  type FollowOptions,
  type JourneyEvent,
  type JourneyPreviewResult,
  type JourneyRunStatus,
  type Page,
  type RecoveryResult,
  ResponseSchemaError,
  type RunListEntry,
  type RunReport,
  RunReportSchema,
  type ServiceClient,
  ServiceError,
  type ServiceErrorDetails,
  type StartedRun,
  type SuiteEntry,
  type SuiteListing,
  TERMINAL_RUN_STATUSES,
} from '../../src/client/index.js';
import type { Transport } from '../../src/client/transport.js';
import { JOURNEY_STATUS_SETTLED } from '../../src/client/wire.js';
import type {
  FailOnCondition,
  GateEvent,
  GateSettings,
  GradingPolicy,
  JourneyDefinition,
} from '../../src/core/model.js';
import { eventLines } from '../../src/report/events.js';

// The clock.

interface Task {
  at: number;
  seq: number;
  tag: string | undefined;
  run: () => void;
}

/** Epoch ms the virtual clock starts at (2026-01-01T00:00:00Z). */
export const T0 = Date.UTC(2026, 0, 1);

/** Virtual time: advances only when something sleeps or a long-poll holds; runs scheduled tasks on the way. */
export class VirtualClock {
  private current = T0;
  private tasks: Task[] = [];
  private seq = 0;
  /** Every sleep asked for, in ms, in order. */
  readonly sleeps: number[] = [];

  readonly now = (): number => this.current;

  /** Milliseconds since T0. */
  elapsed(): number {
    return this.current - T0;
  }

  readonly sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    this.sleeps.push(ms);
    this.advanceTo(this.current + Math.max(0, ms));
    // Let other work that is due run, as a real sleep would.
    await Promise.resolve();
  };

  /** Runs `run` when the clock reaches `at` (epoch ms). A tag lets a group of tasks be dropped. */
  schedule(at: number, run: () => void, tag?: string): void {
    this.tasks.push({ at, seq: this.seq++, tag, run });
    this.tasks.sort((a, b) => a.at - b.at || a.seq - b.seq);
  }

  /** Drops the tasks scheduled with `tag` that have not run yet. */
  cancel(tag: string): void {
    this.tasks = this.tasks.filter((task) => task.tag !== tag);
  }

  advanceTo(at: number): void {
    for (;;) {
      const next = this.tasks[0];
      if (!next || next.at > at) break;
      this.tasks.shift();
      this.current = Math.max(this.current, next.at);
      next.run();
    }
    this.current = Math.max(this.current, at);
  }

  /**
   * Holds like a long-poll: until `settled()` holds (checked at once and after every task that
   * runs) or `maxMs` passes. Returns whether it settled.
   */
  hold(maxMs: number, settled: () => boolean): boolean {
    const end = this.current + maxMs;
    for (;;) {
      if (settled()) return true;
      const next = this.tasks[0];
      if (!next || next.at > end) break;
      this.advanceTo(next.at);
    }
    this.advanceTo(end);
    return settled();
  }
}

// Reports.

/** A check of a report, schema-valid and shaped like the service's (2.5). */
export type Outcome = 'pass' | 'fail' | 'warn';

export function check(testId: string, outcome: Outcome = 'pass') {
  const passed = outcome !== 'fail';
  const reference = {
    path: 'OCPI-2.2.1/mod_locations.asciidoc',
    section: '8.3.1',
    documentTitle: 'Locations module',
    strength: 'MUST',
    quote: 'The CPO SHALL return the list of locations.',
  };
  return {
    testId,
    name: `Check ${testId}`,
    passed,
    expectedStatus: [200],
    actualStatus: passed ? 200 : 500,
    validations: [
      {
        passed,
        name: 'status_code',
        message: passed ? 'ok' : 'expected 1000',
        required: true,
        severity: 'must',
        references: [reference],
      },
    ],
    warnings:
      outcome === 'warn'
        ? [{ passed: false, name: 'timestamp', message: 'should be UTC', severity: 'should' }]
        : [],
    unreached: null,
    transportKind: 'HTTPS',
    unobservable: false,
    references: [reference],
    exchange: {
      request: { method: 'GET', url: 'https://partner.example/ocpi/2.2.1/locations' },
      response: { status: passed ? 200 : 500, bodyTruncated: false },
      latencyMs: 12,
    },
  };
}

export interface ReportShape {
  /** testId -> outcome; the default is three passing checks. */
  checks?: Record<string, Outcome>;
  module?: string;
  ocpiVersion?: string;
  runKind?: string;
  seed?: string;
  status?: string;
  extra?: Record<string, unknown>;
}

/** A report as the service lists it, validated against RunReportSchema before it is handed out. */
export function makeReport(id: string, shape: ReportShape = {}): RunReport {
  const outcomes: Record<string, Outcome> = shape.checks ?? { a: 'pass', b: 'pass', c: 'pass' };
  const checks = Object.entries(outcomes).map(([testId, outcome]) => check(testId, outcome));
  const count = (o: Outcome) => Object.values(outcomes).filter((v) => v === o).length;
  const passed = count('pass');
  const module = shape.module ?? 'locations';
  return RunReportSchema.parse({
    _id: id,
    status: shape.status ?? 'completed',
    ocpiVersion: shape.ocpiVersion ?? '2.2.1',
    runKind: shape.runKind ?? 'conformance',
    connectionLabel: 'Partner (CPO)',
    seed: shape.seed ?? `seed-${id}`,
    provenance: { toolVersion: '3.1.0', rosterHash: 'roster-1', specVersions: ['2.2.1'] },
    module: shape.module,
    withheldModules: [],
    summary: {
      total: checks.length,
      passed,
      failed: count('fail'),
      warned: count('warn'),
      unobservable: 0,
    },
    suites: [
      {
        suiteId: `2.2.1/${module}/sender`,
        module,
        total: checks.length,
        passed,
        failed: count('fail'),
        warned: count('warn'),
        unobservable: 0,
        checks,
      },
    ],
    ...shape.extra,
  });
}

// Connections and errors.

export function connection(id: string, extra: Partial<Connection> = {}): Connection {
  return {
    _id: id,
    partnerBaseUrl: 'https://partner.example/ocpi/versions',
    ourRole: 'EMSP',
    theirRole: 'CPO',
    ocpiVersion: '2.2.1',
    status: 'registered',
    kind: 'external',
    ...extra,
  };
}

export const sandbox = (id = 'con_sandbox') =>
  connection(id, { kind: 'sandbox', partnerBaseUrl: 'https://sandbox.service.example/ocpi' });

/** A ServiceError as the transport builds it from an error answer. */
export function serviceError(
  operation: string,
  status: number,
  details: Partial<ServiceErrorDetails> & { message?: string } = {},
): ServiceError {
  const serviceMessage = details.serviceMessage ?? details.message ?? '';
  const full: ServiceErrorDetails = { attempts: 1, ...details, status, serviceMessage };
  const message = describeServiceError({
    names: inputName,
    operation,
    status,
    envelope: { message: serviceMessage, limit: full.limit, capability: full.capability },
    serviceMessage,
    resource: full.resource,
    attempts: full.attempts,
  });
  return new ServiceError(message, operation, full);
}

export const runSlotsFull = (used = 2, cap = 2) =>
  serviceError('POST /testing/runs', 402, {
    limit: { id: 'run-concurrency', used, cap },
    message: 'run concurrency limit reached',
  });

// Settings and log.

export function policy(overrides: Partial<GradingPolicy> = {}): GradingPolicy {
  return {
    threshold: 100,
    failOn: new Set<FailOnCondition>(['nothing-graded']),
    allowFailures: [],
    ...overrides,
  };
}

export const JOURNEY: JourneyDefinition = {
  body: { topology: { kind: 'first-successful-charge' } },
  origin: 'inline JSON',
};

/** GateSettings as toGateSettings builds them, with a deadline `minutes` after T0. */
export function gateSettings(
  overrides: Partial<GateSettings> & { minutes?: number } = {},
): GateSettings {
  const { minutes = 10, ...rest } = overrides;
  return {
    connection: { mode: 'sandbox' },
    module: undefined,
    seed: 'gh-42-1-gate',
    seedDerived: true,
    policy: policy(),
    wait: true,
    deadline: T0 + minutes * 60_000,
    share: 'never',
    shareUrlTemplate: '{baseUrl}/shared/{token}',
    ...rest,
  };
}

export function journeySettings(
  onInterrupted = 'fail',
  overrides: Partial<GateSettings> & { minutes?: number } = {},
): GateSettings {
  return gateSettings({ journey: { definition: JOURNEY, onInterrupted }, ...overrides });
}

export interface LogLine {
  level: 'info' | 'warn' | 'debug' | 'group' | 'groupEnd';
  text: string;
  /** Virtual ms since T0. */
  t: number;
}

export function recordingLog(clock: VirtualClock) {
  const lines: LogLine[] = [];
  const events: GateEvent[] = [];
  return {
    lines,
    events,
    /** The gate's observer: keeps each event, and its log lines as the front ends word them. */
    observer: (event: GateEvent) => {
      events.push(event);
      for (const line of eventLines(event)) {
        lines.push({ level: line.level, text: line.text, t: clock.elapsed() });
      }
    },
    of: (level: LogLine['level']) => lines.filter((l) => l.level === level).map((l) => l.text),
  };
}

// The fake client.

type Used =
  | 'connectionPages'
  | 'listSuites'
  | 'createConnection'
  | 'registerConnection'
  | 'startRun'
  | 'runEntryPages'
  | 'locateReport'
  | 'parseRunEntry'
  | 'shareRun'
  | 'previewJourney'
  | 'startJourney'
  | 'getJourneyRun'
  | 'journeyEvents'
  | 'recoverJourneyRun'
  | 'cancelJourneyRun';

export type Op = Exclude<Used, 'parseRunEntry'>;

/** Each operation the fake serves, as the resource method the client calls it by. */
interface Calls {
  connectionPages: ServiceClient['connections']['pages'];
  listSuites: ServiceClient['suites']['list'];
  createConnection: ServiceClient['connections']['create'];
  registerConnection: ServiceClient['connections']['register'];
  startRun: ServiceClient['runs']['start'];
  runEntryPages: ServiceClient['runs']['entryPages'];
  locateReport: ServiceClient['reports']['locate'];
  parseRunEntry: ServiceClient['runs']['parseEntry'];
  shareRun: ServiceClient['shares']['create'];
  previewJourney: ServiceClient['journeys']['preview'];
  startJourney: ServiceClient['journeys']['start'];
  getJourneyRun: ServiceClient['journeys']['get'];
  journeyEvents: ServiceClient['journeys']['events'];
  recoverJourneyRun: ServiceClient['journeys']['recover'];
  cancelJourneyRun: ServiceClient['journeys']['cancel'];
}

export interface RecordedCall {
  op: Op;
  /** Virtual ms since T0 the call was sent. */
  t: number;
  args: unknown[];
  /** Virtual ms since T0 it was answered (or failed). */
  answered?: number;
}

/** A plan of statuses from the moment a run is started: [ms after the start, status]. */
export type RunPlan = readonly (readonly [number, string])[];
export type JourneyPlan = readonly (readonly [
  number,
  Partial<JourneyRunStatus> & { status: string },
])[];

/** Returned by a handler: do what the fake does by default for this call. */
export const DEFAULT: unique symbol = Symbol('default');

type Handlers = {
  [K in Op]?: (...args: Parameters<Calls[K]>) => unknown;
};

interface LiveRun {
  id: string;
  status: string;
  seed: string;
  module: string | undefined;
  report: ReportShape;
}

/** What of ServiceClient the fake serves: the resource methods of Calls, and the transport's clock. */
interface FakeService {
  transport: Pick<Transport, 'now' | 'sleep' | 'baseUrl'>;
  connections: Pick<ServiceClient['connections'], 'pages' | 'create' | 'register'>;
  suites: Pick<ServiceClient['suites'], 'list'>;
  runs: Pick<ServiceClient['runs'], 'start' | 'entryPages' | 'parseEntry'>;
  reports: Pick<ServiceClient['reports'], 'locate'>;
  shares: Pick<ServiceClient['shares'], 'create'>;
  journeys: Pick<
    ServiceClient['journeys'],
    'preview' | 'start' | 'get' | 'events' | 'recover' | 'cancel'
  >;
}

export class FakeClient implements Pick<Calls, Used> {
  readonly clock = new VirtualClock();
  readonly transport: Pick<Transport, 'now' | 'sleep' | 'baseUrl'> = {
    now: this.clock.now,
    sleep: this.clock.sleep,
    baseUrl: 'https://service.example/api/v1',
  };
  readonly calls: RecordedCall[] = [];
  /** Overrides, per method: return a value (or a promise), throw, or return DEFAULT. */
  readonly handlers: Handlers = {};

  connections: Connection[] = [sandbox()];
  suites: SuiteEntry[] = [
    { id: '2.2.1/locations/sender', module: 'locations', version: '2.2.1' },
    { id: '2.2.1/tariffs/sender', module: 'tariffs', version: '2.2.1' },
    { id: '2.2.1/cdrs/sender', module: 'cdrs', version: '2.2.1' },
    { id: '2.1.1/commands/sender', module: 'commands', version: '2.1.1' },
  ];
  /** Reports already in the run list before the gate starts, newest first. */
  history: RunReport[] = [];
  /** What a started conformance run goes through, and its report once completed. */
  runPlan: RunPlan = [
    [0, 'queued'],
    [2_000, 'running'],
    [20_000, 'completed'],
  ];
  runReport: ReportShape = {};
  /** What a started journey run goes through; its report once terminal. */
  journeyPlan: JourneyPlan = [
    [0, { status: 'running' }],
    [30_000, { status: 'completed' }],
  ];
  journeyReport: ReportShape = { runKind: 'journey' };
  preview: Partial<JourneyPreviewResult> = {};
  /** The journey's event stream: delivered in full, then the stream ends. */
  events: JourneyEvent[] = [
    { seq: 1, name: 'run.started', data: { type: 'run.started', at: '2026-01-01T00:00:00Z' } },
    { seq: 2, name: 'stage.started', data: { type: 'stage.started', stage: 'plug-in' } },
    { seq: 3, name: 'session.update', data: { type: 'session.update', kwh: 1.5 } },
    { seq: 4, name: 'run.completed', data: { type: 'run.completed' } },
  ];
  /** The service answers every journey status long-poll at once (ignores the wait parameter). */
  ignoresLongPoll = false;

  private live: LiveRun[] = [];
  journey: JourneyRunStatus | undefined;
  private shares = 0;
  private created = 0;

  /**
   * The fake as the gate sees it: ServiceClient's resources and transport. Each resource method
   * calls the fake's operation of its name, looked up when called, so that a test may replace one
   * (flaky.test.ts does).
   */
  asClient(): ServiceClient {
    const client: FakeService = {
      transport: this.transport,
      connections: {
        pages: (...args) => this.connectionPages(...args),
        create: (...args) => this.createConnection(...args),
        register: (...args) => this.registerConnection(...args),
      },
      suites: { list: (...args) => this.listSuites(...args) },
      runs: {
        start: (...args) => this.startRun(...args),
        entryPages: (...args) => this.runEntryPages(...args),
        parseEntry: (...args) => this.parseRunEntry(...args),
      },
      reports: { locate: (...args) => this.locateReport(...args) },
      shares: { create: (...args) => this.shareRun(...args) },
      journeys: {
        preview: (...args) => this.previewJourney(...args),
        start: (...args) => this.startJourney(...args),
        get: (...args) => this.getJourneyRun(...args),
        events: (...args) => this.journeyEvents(...args),
        recover: (...args) => this.recoverJourneyRun(...args),
        cancel: (...args) => this.cancelJourneyRun(...args),
      },
    };
    return client as unknown as ServiceClient;
  }

  /** Calls of one operation. */
  callsOf(op: Op): RecordedCall[] {
    return this.calls.filter((c) => c.op === op);
  }

  ops(): Op[] {
    return this.calls.map((c) => c.op);
  }

  /** Moves the journey from now on through `plan` (ms from now), dropping what was planned. */
  planJourney(plan: JourneyPlan): void {
    this.clock.cancel('journey');
    const base = this.clock.now();
    for (const [ms, change] of plan) {
      this.clock.schedule(
        base + ms,
        () => {
          this.journey = { runId: 'jrn_1', reportId: 'rep_jrn_1', ...change };
        },
        'journey',
      );
    }
    this.clock.advanceTo(base);
  }

  // The run list, newest first: live runs (started here) over the history.
  private entries(): RunListEntry[] {
    const live = this.live.map((run): RunListEntry => {
      if (TERMINAL_RUN_STATUSES.has(run.status)) {
        return makeReport(run.id, {
          seed: run.seed,
          module: run.module,
          ...run.report,
          status: run.status,
        });
      }
      return { _id: run.id, status: run.status, seed: run.seed, module: run.module };
    });
    const journey = this.journey
      ? [
          TERMINAL_RUN_STATUSES.has(this.journey.status)
            ? makeReport('rep_jrn_1', {
                ...this.journeyReport,
                status: this.journey.status,
                extra: { runId: 'jrn_1' },
              })
            : { _id: 'rep_jrn_1', status: this.journey.status, runKind: 'journey', runId: 'jrn_1' },
        ]
      : [];
    return [...live, ...journey, ...this.history];
  }

  private async record<T>(op: Op, args: unknown[], fallback: () => T | Promise<T>): Promise<T> {
    const call: RecordedCall = { op, t: this.clock.elapsed(), args };
    this.calls.push(call);
    try {
      const handler = this.handlers[op] as ((...a: unknown[]) => unknown) | undefined;
      const answer = handler ? await handler(...args) : DEFAULT;
      return answer === DEFAULT ? await fallback() : (answer as T);
    } finally {
      call.answered = this.clock.elapsed();
    }
  }

  /** Holds a long-poll of `waitSeconds` (none: answers at once) until `settled`, within the deadline. */
  private longPoll(
    operation: string,
    waitSeconds: number | undefined,
    deadline: number | undefined,
    settled: () => boolean,
  ): void {
    if (waitSeconds === undefined) return;
    const wait = Math.min(55, Math.max(1, Math.ceil(waitSeconds))) * 1000;
    const limit = deadline === undefined ? wait : Math.min(wait, deadline - this.clock.now());
    if (!this.clock.hold(Math.max(0, limit), settled) && limit < wait) {
      throw new DeadlineError(operation, `${operation} got no answer before the deadline.`);
    }
  }

  // Connections and suites.

  async *connectionPages(
    ...args: Parameters<Calls['connectionPages']>
  ): AsyncGenerator<Page<Connection>> {
    const pages = await this.record('connectionPages', args, () => [
      { items: this.connections.map((c) => ({ ...c })), meta: undefined },
    ]);
    yield* pages as Page<Connection>[];
  }

  listSuites(...args: Parameters<Calls['listSuites']>): Promise<SuiteListing> {
    return this.record('listSuites', args, () => ({ suites: this.suites }));
  }

  createConnection(...args: Parameters<Calls['createConnection']>): Promise<Connection> {
    const [body] = args;
    return this.record('createConnection', args, () => {
      const created = connection(`con_new_${++this.created}`, {
        partnerBaseUrl: body.partnerBaseUrl,
        ourRole: body.ourRole,
        theirRole: body.theirRole,
        ocpiVersion: body.ocpiVersion,
        status: 'pending',
      });
      this.connections.push(created);
      return { ...created };
    });
  }

  registerConnection(...args: Parameters<Calls['registerConnection']>): Promise<Connection> {
    const [id] = args;
    return this.record('registerConnection', args, () => {
      const found = this.connections.find((c) => c._id === id);
      if (!found)
        throw serviceError('POST /connections/{id}/register', 404, {
          resource: { kind: 'connection', id },
        });
      found.status = 'registered';
      return { ...found };
    });
  }

  // Conformance runs.

  startRun(...args: Parameters<Calls['startRun']>): Promise<StartedRun> {
    const [request, options = {}] = args;
    return this.record('startRun', args, () => {
      const run: LiveRun = {
        id: `rep_run_${this.live.length + 1}`,
        status: 'queued',
        seed: request.seed ?? 'generated-seed',
        module: request.module,
        report: this.runReport,
      };
      this.live.unshift(run);
      const base = this.clock.now();
      for (const [ms, status] of this.runPlan) {
        this.clock.schedule(base + ms, () => {
          run.status = status;
        });
      }
      this.clock.advanceTo(base);
      this.longPoll('POST /testing/runs', options.waitSeconds, options.deadline, () =>
        TERMINAL_RUN_STATUSES.has(run.status),
      );
      return {
        reportId: run.id,
        executionId: `exe_${this.live.length}`,
        status: run.status,
        seed: run.seed,
        reconciled: false,
      };
    });
  }

  async *runEntryPages(
    ...args: Parameters<Calls['runEntryPages']>
  ): AsyncGenerator<Page<RunListEntry>> {
    const [, walk = {}] = args;
    const pages = await this.record('runEntryPages', args, () => {
      const all = this.entries();
      const out: Page<RunListEntry>[] = [];
      let offset = walk.cursor ? Number(walk.cursor.slice(1)) : 0;
      const pageSize = walk.pageSize ?? 20;
      while (offset < all.length && out.length < (walk.maxPages ?? Number.POSITIVE_INFINITY)) {
        const size = out.length === 0 ? (walk.firstPageSize ?? pageSize) : pageSize;
        const items = all.slice(offset, offset + size);
        offset += size;
        out.push({ items, meta: { nextCursor: offset < all.length ? `c${offset}` : undefined } });
      }
      return out;
    });
    yield* pages as Page<RunListEntry>[];
  }

  locateReport(...args: Parameters<Calls['locateReport']>): ReturnType<Calls['locateReport']> {
    const [reportId] = args;
    return this.record('locateReport', args, () => {
      // Pages as the real client reads them: 2 entries, then 20 at a time.
      const all = this.entries();
      let offset = 0;
      for (let page = 0; offset < all.length; page++) {
        const size = page === 0 ? 2 : 20;
        const items = all.slice(offset, offset + size);
        offset += size;
        const index = items.findIndex((entry) => entry._id === reportId);
        if (index >= 0) {
          return {
            report: this.parseRunEntry(items[index]!, index),
            later: items.slice(index + 1).map((entry, i) => ({ entry, index: index + 1 + i })),
            nextCursor: offset < all.length ? `c${offset}` : undefined,
          };
        }
      }
      return undefined;
    });
  }

  parseRunEntry(entry: RunListEntry, index: number): RunReport {
    const parsed = RunReportSchema.safeParse(entry);
    if (parsed.success) return parsed.data;
    throw new ResponseSchemaError('GET /testing/runs', 200, `data[${index}]: not a report`);
  }

  shareRun(...args: Parameters<Calls['shareRun']>): Promise<string> {
    return this.record('shareRun', args, () => `tok_${++this.shares}`);
  }

  // Journeys.

  previewJourney(...args: Parameters<Calls['previewJourney']>): Promise<JourneyPreviewResult> {
    return this.record('previewJourney', args, () => ({
      planId: 'plan_1',
      planHash: 'hash_1',
      runAllowed: true,
      plan: {
        stages: [
          { name: 'plug-in', module: 'sessions', durationSeconds: 60 },
          { name: 'charge', module: 'sessions', durationSeconds: 600 },
          { id: 'settle', module: 'cdrs' },
        ],
      },
      ...this.preview,
    }));
  }

  startJourney(...args: Parameters<Calls['startJourney']>): ReturnType<Calls['startJourney']> {
    return this.record('startJourney', args, () => {
      this.planJourney(this.journeyPlan);
      return { ...this.journey!, reconciled: false };
    });
  }

  getJourneyRun(...args: Parameters<Calls['getJourneyRun']>): Promise<JourneyRunStatus> {
    const [id, options = {}] = args;
    return this.record('getJourneyRun', args, () => {
      if (!this.journey || id !== this.journey.runId) {
        throw serviceError('GET /testing/journey-runs/{id}', 404, {
          resource: { kind: 'journey run', id },
        });
      }
      if (!this.ignoresLongPoll) {
        this.longPoll('GET /testing/journey-runs/{id}', options.waitSeconds, options.deadline, () =>
          JOURNEY_STATUS_SETTLED.has(this.journey!.status),
        );
      }
      return { ...this.journey };
    });
  }

  journeyEvents(id: string, options?: FollowOptions): AsyncGenerator<JourneyEvent> {
    const fake = this;
    async function* stream(): AsyncGenerator<JourneyEvent> {
      const events = await fake.record('journeyEvents', [id, options], () => fake.events);
      for (const event of events) {
        await Promise.resolve();
        yield event;
      }
    }
    return stream();
  }

  recoverJourneyRun(...args: Parameters<Calls['recoverJourneyRun']>): Promise<RecoveryResult> {
    return this.record('recoverJourneyRun', args, () => {
      this.planJourney([
        [0, { status: 'running' }],
        [10_000, { status: 'completed' }],
      ]);
      return { status: 'running' };
    });
  }

  cancelJourneyRun(...args: Parameters<Calls['cancelJourneyRun']>): Promise<CancelResult> {
    return this.record('cancelJourneyRun', args, () => {
      this.planJourney([[0, { status: 'cancelled' }]]);
      return { status: 'cancelled' };
    });
  }
}
