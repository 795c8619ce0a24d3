/**
 * Every guess in README "Assumptions about the service" (src/client/wire.ts), proved wrong on
 * purpose: the action runs in-process (runAction with a recording core, real HTTP, real time)
 * against the divergent service (test/helpers/divergent-service.ts), a proxy in front of the
 * emulator that behaves otherwise than the guess. The emulator shares wire.ts, so only such a
 * proxy can tell whether the action survives a service that chose differently.
 *
 * Invariants checked for every case:
 * (a) at most one run start reached the upstream (forwarded conformance and journey starts, and
 *     the emulator's reports with the action's seed);
 * (b) no request storm: no route is requested more than MAX_PER_WINDOW times in any WINDOW_MS
 *     sliding window, and the total stays within a budget per second of the step's clock;
 * (c) nothing the step waits out outlasts timeout-minutes plus MARGIN_MS on its clock: every
 *     time limit that ends a request (its last read's included) and every wait ends by then, and a
 *     journey's cancel, sent last, gets CANCEL_TIMEOUT_MS of its own; on a test clock the step
 *     ends by then too;
 * (d) the verdict is the fault-free one, or `error` with a reason that says what happened (key
 *     words per case); never `pass` where the fault-free verdict is not `pass`;
 * (e) where the service answers a long-poll at once, one warning line says so.
 *
 * Cases run concurrently, all at once (each has its own owner, connection and proxy; faults are
 * scoped to the owner): most of their time is waiting on real-time runs. The service runs in real
 * time, so the step does too, on the system's clock, recorded (test/helpers/test-clock.ts): its
 * limits and waits are asserted as the step set them, not by how long it took. A case whose
 * verdict needs the service to hold still until the action has done something (the long-poll
 * warning) has an emulator of its own whose clock the case moves on at that event.
 *
 * Several cases are expected to fail against code that trusts a guess (a tight loop on a long-poll
 * answered at once, reconciling a lost start by runKind, a single read of a lagging run list);
 * each defect has a case here that fails until it is fixed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAction } from '../src/action/main.js';
import { ServiceClient } from '../src/client/index.js';
import { CANCEL_TIMEOUT_MS } from '../src/core/cancel.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import type { ScenarioName } from '../src/emulator/types.js';
import { Redactor } from '../src/util/redaction.js';
import {
  type Divergence,
  type DivergentService,
  JOURNEY_START_ROUTE,
  JOURNEY_STATUS_ROUTE,
  JOURNEY_STREAM_ROUTE,
  RUN_LIST_ROUTE,
  RUN_START_ROUTE,
  startDivergentService,
} from './helpers/divergent-service.js';
import { type RecordingCore, recordingCore } from './helpers/fake-core.js';
import { endHangsByTheirLimits, RecordingClock, TestClock } from './helpers/test-clock.js';

const OWNERS = 60;
const keyOf = (i: number) => `pets_assumption_owner_${String(i).padStart(4, '0')}`;
/** Conformance runs on the sandbox: 0.5 s queued, then 2.5 s running (emulator speed 1). */
const RUN_SCENARIO = { queueSeconds: 0.5, runSeconds: 2.5 };
/** A journey definition of `seconds` real seconds (3 by default). */
const journeyOf = (seconds = 3) => ({
  topology: { kind: 'first-successful-charge' },
  clock: { durationSeconds: 1800, accelerationFactor: 1800 / seconds },
});
/**
 * timeout-minutes of a case whose verdict is not the deadline's. Such a run ends long before it
 * (its service's runs take seconds), so it costs nothing; it is the headroom a run in real time
 * has on a busy machine (0.5 was not enough beside CPU hogs). A case about the deadline sets its
 * own and runs on a test clock.
 */
const TIMEOUT_MINUTES = 1.5;
/** (c): nothing the step waits for outlasts the deadline plus this. */
const MARGIN_MS = 15_000;
/** (b): at most MAX_PER_WINDOW requests of one route in any WINDOW_MS. */
const WINDOW_MS = 5_000;
const MAX_PER_WINDOW = 7;
/**
 * (b): the whole step makes at most this many requests plus READS_PER_SECOND per second of its
 * clock. That clock is the system's here (the service runs in real time): load only lengthens
 * the step, and so only loosens the budget.
 */
const BASE_REQUESTS = 20;
const READS_PER_SECOND = 1.5;
/** (e): the line the action logs when the service answers a long-poll at once. */
const LONG_POLL_AT_ONCE = 'answered a long-poll at once';
/** What the journey's cancel request is named by on the step's clock. */
const CANCEL_ROUTE = 'POST /testing/journey-runs/{id}/cancel';
/** vitest's limit per case (a guard against a step that hangs): the deadline, the margin and more. */
const CASE_TIMEOUT_MS = TIMEOUT_MINUTES * 60_000 + MARGIN_MS + 15_000;

// Every case at once: they wait on real-time runs, not on the CPU. Vitest's default of 5 cases at
// a time ran the 29 cases in rounds, 35 s instead of 15 s.
vi.setConfig({ maxConcurrency: OWNERS });

const owners = Array.from({ length: OWNERS }, (_, i) => ({
  id: `a${i}`,
  plan: 'enterprise' as const,
  keys: [keyOf(i)],
}));
let emulator: Emulator;
/** The same service, but honouring Idempotency-Key: shows what stripping the header costs. */
let honouring: Emulator;
let work: string;
let nextOwner = 0;
const services: DivergentService[] = [];
/** Emulators of one case each, whose clock the case moves (movableUpstream). */
const movables: Emulator[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'assumptions-'));
  emulator = await startEmulator({ speed: 1, owners, onInternalError: () => {} });
  honouring = await startEmulator({
    speed: 1,
    owners,
    honourIdempotencyKey: true,
    onInternalError: () => {},
  });
});
afterAll(async () => {
  await Promise.all(services.map((service) => service.close()));
  await Promise.all(movables.map((movable) => movable.close()));
  await emulator.close();
  await honouring.close();
  rmSync(work, { recursive: true, force: true });
});

type Verdict = 'pass' | 'fail' | 'error';

interface Case {
  kind: 'conformance' | 'journey';
  divergence: Divergence;
  scenario?: ScenarioName;
  /** Overrides of the sandbox's conformance scenario (seconds queued and running). */
  run?: { queueSeconds: number; runSeconds: number };
  timeoutMinutes?: number;
  /** Real seconds a journey lasts (default 3). */
  journeySeconds?: number;
  /** Inputs over the defaults; a function is called after `before`. */
  inputs?: Record<string, string> | ((owner: Owner) => Record<string, string>);
  /** 'movable': an emulator of the case's own, whose clock `during` moves on. */
  upstream?: 'default' | 'honouring' | 'movable';
  /** Runs before the action, with the owner (to seed history or set up other connections). */
  before?: (owner: Owner) => Promise<void>;
  /** Runs beside the action (aborted when the step ends), to act on what it does. */
  during?: (step: StepInProgress) => Promise<void>;
  /**
   * 'test': the step runs on a test clock (test/helpers/test-clock.ts), for a case whose verdict
   * is the deadline's: the deadline comes after the same reads whatever the load, and a request
   * the service holds (slowAnswers) ends when the clock is moved to its limit. Default: the
   * system's clock, recorded, as the service runs in real time.
   */
  clock?: 'test';
}

/** What `during` sees and can do while the step runs. */
interface StepInProgress {
  core: RecordingCore;
  service: DivergentService;
  /**
   * Moves the upstream's clock `ms` on (a 'movable' upstream only), and reads the case's journey
   * there: the emulator plays a journey up to its clock when it is read, and tells its listeners
   * (a held long-poll, the stream) what moving the clock made happen.
   */
  move: (ms: number) => Promise<void>;
  /** Aborted when the step ended. */
  signal: AbortSignal;
}

interface Owner {
  id: string;
  key: string;
  connectionId: string;
  upstream: Emulator;
  client: ServiceClient;
}

interface Outcome {
  core: RecordingCore;
  verdict: string | undefined;
  reason: string;
  /** The step's clock, with every limit and wait the step set on it. */
  clock: RecordingClock | TestClock;
  /** The step's deadline on its clock (epoch ms). */
  deadline: number;
  /** Seconds of the step's clock from its start to its end. */
  stepSeconds: number;
  service: DivergentService;
  owner: Owner;
  /** Reports at the emulator that carry the action's seed. */
  seedReports: number;
}

function newOwner(upstream: Emulator): Owner {
  const index = nextOwner++;
  if (index >= OWNERS) throw new Error('assumptions.test.ts: raise OWNERS');
  const id = `a${index}`;
  const key = keyOf(index);
  return {
    id,
    key,
    connectionId: upstream.sandboxConnectionId(id),
    upstream,
    client: new ServiceClient({ baseUrl: upstream.baseUrl, apiKey: key, redactor: new Redactor() }),
  };
}

/** The journey runs the action asked the service about. */
function journeyRunIds(service: DivergentService): Set<string> {
  const ids = service.log.map((entry) => /\/testing\/journey-runs\/([^/?]+)/.exec(entry.path)?.[1]);
  return new Set(ids.filter((id): id is string => id !== undefined));
}

/** An emulator for one case, whose clock the case moves on (`move`). */
async function movableUpstream(): Promise<{ upstream: Emulator; move: (ms: number) => void }> {
  let shift = 0;
  const upstream = await startEmulator({
    speed: 1,
    owners,
    onInternalError: () => {},
    now: () => Date.now() + shift,
  });
  movables.push(upstream);
  return {
    upstream,
    move: (ms) => {
      shift += ms;
    },
  };
}

async function runCase(c: Case): Promise<Outcome> {
  const movable = c.upstream === 'movable' ? await movableUpstream() : undefined;
  const upstream = movable?.upstream ?? (c.upstream === 'honouring' ? honouring : emulator);
  const owner = newOwner(upstream);
  upstream.setScenario(c.scenario ?? 'all-pass', { connectionId: owner.connectionId });
  upstream.setScenario(c.run ?? RUN_SCENARIO, { connectionId: owner.connectionId });
  await c.before?.(owner);
  const service = await startDivergentService(upstream.baseUrl, c.divergence);
  services.push(service);
  const timeoutMinutes = c.timeoutMinutes ?? TIMEOUT_MINUTES;
  const deadlineMs = timeoutMinutes * 60_000;
  const core = recordingCore({
    'api-key': owner.key,
    'base-url': service.baseUrl,
    'timeout-minutes': String(timeoutMinutes),
    ...(c.kind === 'journey'
      ? { 'run-kind': 'journey', journey: JSON.stringify(journeyOf(c.journeySeconds)) }
      : {}),
    ...(typeof c.inputs === 'function' ? c.inputs(owner) : c.inputs),
  });
  // A step that hangs is cancelled well after the margin, so the file ends.
  const stop = new AbortController();
  const guard = setTimeout(() => stop.abort(), deadlineMs + MARGIN_MS + 5_000);
  const clock = c.clock === 'test' ? new TestClock() : new RecordingClock();
  const startedAt = clock.now();
  const ended = new AbortController();
  const during = c.during?.({
    core,
    service,
    move: async (ms) => {
      movable?.move(ms);
      for (const runId of journeyRunIds(service)) {
        await owner.client.journeys.get(runId).catch(() => {});
      }
    },
    signal: ended.signal,
  });
  try {
    const step = runAction(core, {
      env: {
        RUNNER_TEMP: work,
        GITHUB_RUN_ID: `${Date.now()}${nextOwner}`,
        GITHUB_REPOSITORY: 'acme/assumptions',
        GITHUB_JOB: 'conformance',
      },
      signal: stop.signal,
      clock,
    });
    if (clock instanceof TestClock) {
      // The requests the service holds end only as their limits would: when the clock gets there.
      const slow = new Set(c.divergence.slowAnswers?.map((rule) => rule.route));
      const held = () => service.log.filter((entry) => slow.has(entry.route)).length;
      await endHangsByTheirLimits(clock, held, step);
    }
    await step;
  } finally {
    clearTimeout(guard);
    ended.abort();
    await during?.catch(() => {});
  }
  const stepSeconds = (clock.now() - startedAt) / 1000;
  const seed = core.outputs.seed ?? '';
  const reports = await owner.client.runs.list({ limit: 100 });
  const outcome: Outcome = {
    core,
    verdict: core.outputs.verdict,
    reason: core.outputs.reason ?? '',
    clock,
    deadline: startedAt + deadlineMs,
    stepSeconds,
    service,
    owner,
    seedReports: reports.items.filter((report) => report.seed === seed).length,
  };
  console.log(describeOutcome(outcome));
  return outcome;
}

/** Largest number of requests of one route within any WINDOW_MS, per route. */
function busiestWindows(service: DivergentService): Map<string, number> {
  const byRoute = new Map<string, number[]>();
  for (const entry of service.log) {
    const times = byRoute.get(entry.route) ?? [];
    times.push(entry.at);
    byRoute.set(entry.route, times);
  }
  const busiest = new Map<string, number>();
  for (const [route, times] of byRoute) {
    times.sort((a, b) => a - b);
    let max = 0;
    let from = 0;
    for (let to = 0; to < times.length; to++) {
      while (times[to]! - times[from]! >= WINDOW_MS) from++;
      max = Math.max(max, to - from + 1);
    }
    busiest.set(route, max);
  }
  return busiest;
}

/** The lines people see: the log (not debug) and the annotations. */
function visibleLines(core: RecordingCore): string[] {
  return [
    ...core.log.filter((line) => !line.startsWith('::debug::')),
    ...core.annotations.map((a) => a.message),
  ];
}

function describeOutcome(o: Outcome): string {
  const windows = [...busiestWindows(o.service)]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([route, n]) => `${route}=${n}`)
    .join(', ');
  return `[assumptions] verdict=${o.verdict} starts=${o.service.forwardedStarts().length} seedReports=${o.seedReports} requests=${o.service.log.length} busiest5s={${windows}} step=${o.stepSeconds.toFixed(1)}s reason=${o.reason.slice(0, 240)}`;
}

interface Expectation {
  /** What the service gives without the divergence. */
  faultFree: Verdict;
  /** With verdict error (when that is not the fault-free verdict): patterns the reason must match. */
  errorSays: RegExp[];
  /** (e): the action must log, once, that a long-poll was answered at once. */
  longPollAnsweredAtOnce?: 'once' | 'at-most-once' | 'never';
}

function checkInvariants(o: Outcome, expectation: Expectation): void {
  const starts = o.service.forwardedStarts();
  // (a) At most one run start reached the upstream.
  expect(
    starts.length,
    `(a) starts that reached the upstream: ${starts.map((s) => `${s.route} at ${s.at}`).join('; ')}`,
  ).toBeLessThanOrEqual(1);
  expect(o.seedReports, '(a) reports with the seed at the emulator').toBeLessThanOrEqual(1);

  // (b) No request storm.
  for (const [route, count] of busiestWindows(o.service)) {
    expect(
      count,
      `(b) ${route}: ${count} requests within ${WINDOW_MS} ms (at most ${MAX_PER_WINDOW})`,
    ).toBeLessThanOrEqual(MAX_PER_WINDOW);
  }
  const budget = BASE_REQUESTS + Math.ceil(o.stepSeconds * READS_PER_SECOND);
  expect(o.service.log.length, `(b) requests in ${o.stepSeconds} s`).toBeLessThanOrEqual(budget);

  // (c) Nothing the step waited out (a limit that fired, a wait that woke) outlasts the deadline
  // plus the margin; the cancel gets its own limit. On a test clock, the step ended by then too.
  const end = o.deadline + MARGIN_MS;
  const cancels = o.clock.limits.filter((limit) => limit.what === CANCEL_ROUTE);
  for (const cancel of cancels) {
    expect(cancel.ms, '(c) the cancel gets its own limit').toBeLessThanOrEqual(CANCEL_TIMEOUT_MS);
  }
  const late = [
    ...o.clock.limits.filter((l) => l.what !== CANCEL_ROUTE && l.state === 'fired'),
    ...o.clock.sleeps.filter((w) => w.state === 'woke'),
  ].filter((waited) => waited.armedAt + waited.ms > end);
  expect(late, '(c) waits that ended after the deadline plus the margin').toEqual([]);
  if (o.clock instanceof TestClock) expect(o.clock.now(), '(c) the end').toBeLessThanOrEqual(end);

  // (d) The fault-free verdict, or error saying what happened; never a pass that was not one.
  if (expectation.faultFree !== 'pass') expect(o.verdict, '(d) never pass').not.toBe('pass');
  expect([expectation.faultFree, 'error'], `(d) verdict; reason: ${o.reason}`).toContain(o.verdict);
  if (o.verdict === 'error') {
    expect(o.reason, '(d) an error says why').toMatch(/^No verdict: \S/);
    if (expectation.faultFree !== 'error') {
      for (const pattern of expectation.errorSays) expect(o.reason, '(d) reason').toMatch(pattern);
    }
  }

  // (e) A long-poll answered at once is said, once.
  const said = visibleLines(o.core).filter((line) => line.includes(LONG_POLL_AT_ONCE));
  const want = expectation.longPollAnsweredAtOnce;
  if (want === 'once') {
    expect(said, `(e) lines containing "${LONG_POLL_AT_ONCE}"`).toHaveLength(1);
  } else if (want === 'at-most-once') {
    expect(said.length, `(e) lines containing "${LONG_POLL_AT_ONCE}"`).toBeLessThanOrEqual(1);
  } else if (want === 'never') {
    expect(said, `(e) lines containing "${LONG_POLL_AT_ONCE}"`).toHaveLength(0);
  }
}

const test = (name: string, body: () => Promise<void>) => it(name, body, CASE_TIMEOUT_MS);

/** Resolves once `holds` does (looking every 20 ms), or when `signal` aborts. */
async function until(holds: () => boolean, signal: AbortSignal): Promise<void> {
  while (!holds() && !signal.aborted) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Real seconds of the journey that runs until the case moves the service's clock past its end. */
const HELD_JOURNEY_SECONDS = 600;

/**
 * A journey that ends when the action has shown what the case is about, not when some real time
 * has passed: the service holds still (a journey ten minutes long, on an emulator of the case's
 * own) until `shown` resolves; then its clock moves past the journey's end, and the next status
 * read sees it completed.
 */
function heldJourney(
  shown: (step: StepInProgress) => Promise<void>,
): Pick<Case, 'journeySeconds' | 'upstream' | 'during'> {
  return {
    journeySeconds: HELD_JOURNEY_SECONDS,
    upstream: 'movable',
    during: async (step) => {
      await shown(step);
      await step.move((HELD_JOURNEY_SECONDS + 60) * 1000);
    },
  };
}

/** Held until the action said the status long-poll was answered at once and read it twice more. */
const untilWarned = () =>
  heldJourney(async ({ core, service, signal }) => {
    await until(() => visibleLines(core).some((l) => l.includes(LONG_POLL_AT_ONCE)), signal);
    const reads = () => service.log.filter((e) => e.route === JOURNEY_STATUS_ROUTE).length;
    const seen = reads();
    await until(() => reads() >= seen + 2, signal);
  });

/**
 * Held until the stream was opened four times: each opening replays the journey's first events
 * and is dropped after three (the service's clock is moved a minute on at the first opening, for
 * the journey to have them).
 */
const untilReopened = () =>
  heldJourney(async ({ service, move, signal }) => {
    const opens = () => service.log.filter((e) => e.route === JOURNEY_STREAM_ROUTE).length;
    await until(() => opens() >= 1, signal);
    await move(60_000);
    await until(() => opens() >= 4, signal);
  });

/** What a lost start that was not reconciled would have to say. */
const LOST_START = [/start|started/i, /seed|lost|answer/i];

describe.concurrent('baseline: the proxy without divergence changes nothing', () => {
  test('conformance run passes', async () => {
    const o = await runCase({ kind: 'conformance', divergence: {} });
    checkInvariants(o, { faultFree: 'pass', errorSays: [], longPollAnsweredAtOnce: 'never' });
    expect(o.verdict).toBe('pass');
    expect(o.service.forwardedStarts()).toHaveLength(1);
  });

  test('conformance run with failures fails', async () => {
    const o = await runCase({ kind: 'conformance', divergence: {}, scenario: 'some-failures' });
    checkInvariants(o, { faultFree: 'fail', errorSays: [], longPollAnsweredAtOnce: 'never' });
    expect(o.verdict).toBe('fail');
  });

  test('journey run passes', async () => {
    const o = await runCase({ kind: 'journey', divergence: {} });
    checkInvariants(o, { faultFree: 'pass', errorSays: [], longPollAnsweredAtOnce: 'never' });
    expect(o.verdict).toBe('pass');
    expect(o.service.forwardedStarts()).toHaveLength(1);
  });
});

describe.concurrent('Long-poll parameter: the service ignores `wait` and answers at once', () => {
  test('conformance run', async () => {
    const o = await runCase({ kind: 'conformance', divergence: { ignoreLongPoll: true } });
    checkInvariants(o, {
      faultFree: 'pass',
      errorSays: [/long-poll|wait|timeout-minutes/i],
      longPollAnsweredAtOnce: 'at-most-once',
    });
  });

  test('conformance run that outlasts the deadline (timeout-minutes 0.2): error by the deadline, with a bounded final read', async () => {
    const o = await runCase({
      kind: 'conformance',
      divergence: { ignoreLongPoll: true },
      run: { queueSeconds: 1, runSeconds: 60 },
      timeoutMinutes: 0.2,
      clock: 'test',
    });
    checkInvariants(o, {
      faultFree: 'error',
      errorSays: [],
      longPollAnsweredAtOnce: 'at-most-once',
    });
    expect(o.verdict).toBe('error');
    expect(o.reason).toMatch(/timeout-minutes/);
  });

  test('conformance run outlasting a 6 s deadline while the run list answers slowly: the final read is bounded', async () => {
    const o = await runCase({
      kind: 'conformance',
      divergence: {
        ignoreLongPoll: true,
        slowAnswers: [{ route: RUN_LIST_ROUTE, delayMs: 120_000 }],
      },
      run: { queueSeconds: 1, runSeconds: 60 },
      timeoutMinutes: 0.1,
      clock: 'test',
    });
    checkInvariants(o, { faultFree: 'error', errorSays: [] });
    expect(o.verdict).toBe('error');
  });

  test('journey run outlasting a 6 s deadline while its status answers slowly: the final read is bounded', async () => {
    const o = await runCase({
      kind: 'journey',
      divergence: {
        ignoreLongPoll: true,
        slowAnswers: [{ route: JOURNEY_STATUS_ROUTE, delayMs: 120_000 }],
      },
      journeySeconds: 60,
      timeoutMinutes: 0.1,
      clock: 'test',
    });
    checkInvariants(o, { faultFree: 'error', errorSays: [] });
    expect(o.verdict).toBe('error');
  });

  test('journey run: no tight loop on the status, and one warning that the long-poll was answered at once', async () => {
    const o = await runCase({
      kind: 'journey',
      divergence: { ignoreLongPoll: true },
      ...untilWarned(),
    });
    checkInvariants(o, {
      faultFree: 'pass',
      errorSays: [/long-poll|wait/i],
      longPollAnsweredAtOnce: 'once',
    });
  });
});

describe.concurrent('GET /connections query names: the service ignores direction, limit and skip', () => {
  test('conformance run on a connection named by id, among several', async () => {
    let chosen = '';
    const o = await runCase({
      kind: 'conformance',
      divergence: { ignoreConnectionListParams: true },
      before: async (owner) => {
        for (let i = 0; i < 3; i++) {
          const created = await owner.client.connections.create({
            partnerBaseUrl: `https://cpo-${owner.id}-${i}.example/ocpi/versions`,
            ourRole: 'EMSP',
            theirRole: 'CPO',
            ocpiVersion: '2.2.1',
            tokenA: `token-a-${owner.id}-${i}-assumption`,
          });
          const registered = await owner.client.connections.register(created._id);
          owner.upstream.setScenario(RUN_SCENARIO, { connectionId: registered._id });
          chosen = registered._id;
        }
      },
      inputs: () => ({ connection: chosen }),
    });
    checkInvariants(o, {
      faultFree: 'pass',
      errorSays: [/connection|skip|page/i],
    });
    expect(o.core.outputs['connection-id']).toBe(chosen);
  });
});

/**
 * Another job's runs on another connection of the same account, started just after ours: with
 * the connection filter ignored they come first in the list, and with the cursor ignored the
 * second page is the first one again.
 */
function noiseAfterOurStart(): { divergence: Divergence; before: Case['before'] } {
  let other: { client: ServiceClient; connectionId: string } | undefined;
  let fired = false;
  return {
    divergence: {
      ignoreRunListFilters: true,
      ignoreCursor: true,
      loseStartAnswers: 1,
      onForwarded: (entry) => {
        if (fired || !other) return;
        if (entry.route !== RUN_START_ROUTE && entry.route !== JOURNEY_START_ROUTE) return;
        fired = true;
        const { client, connectionId } = other;
        setTimeout(() => {
          void (async () => {
            for (let i = 0; i < 3; i++) {
              await client.runs.start({ connectionId, seed: `noise-${i}` }).catch(() => {});
            }
          })();
        }, 200);
      },
    },
    before: async (owner) => {
      // History on our connection, so that a comparison with an earlier report is made.
      await owner.client.runs.start(
        { connectionId: owner.connectionId, seed: 'history' },
        { waitSeconds: 10 },
      );
      const created = await owner.client.connections.create({
        partnerBaseUrl: `https://other-${owner.id}.example/ocpi/versions`,
        ourRole: 'EMSP',
        theirRole: 'CPO',
        ocpiVersion: '2.2.1',
        tokenA: `token-a-${owner.id}-other-assumption`,
      });
      const registered = await owner.client.connections.register(created._id);
      owner.upstream.setScenario(RUN_SCENARIO, { connectionId: registered._id });
      other = { client: owner.client, connectionId: registered._id };
    },
  };
}

describe.concurrent('GET /testing/runs query names: the service ignores the filters and the cursor', () => {
  test('conformance run with a lost start answer, while another connection starts runs', async () => {
    const noise = noiseAfterOurStart();
    const o = await runCase({ kind: 'conformance', ...noise });
    checkInvariants(o, {
      faultFree: 'pass',
      errorSays: [/run list|report|cursor|page/i],
    });
  });

  test('failing conformance run under the same conditions never passes', async () => {
    const noise = noiseAfterOurStart();
    const o = await runCase({ kind: 'conformance', scenario: 'some-failures', ...noise });
    checkInvariants(o, {
      faultFree: 'fail',
      errorSays: [/run list|report|cursor|page/i],
    });
  });

  test('journey run with a lost start answer, while another connection starts runs', async () => {
    const noise = noiseAfterOurStart();
    const o = await runCase({ kind: 'journey', ...noise });
    checkInvariants(o, {
      faultFree: 'pass',
      errorSays: [/run list|report|cursor|page/i],
    });
  });
});

describe.concurrent('Run start de-duplication: Idempotency-Key ignored and the start answer lost', () => {
  test('conformance run (502 after the service started it)', async () => {
    const o = await runCase({
      kind: 'conformance',
      upstream: 'honouring',
      divergence: { ignoreIdempotencyKey: true, loseStartAnswers: 1 },
    });
    checkInvariants(o, { faultFree: 'pass', errorSays: LOST_START });
  });

  test('conformance run (connection reset before the long-poll ended)', async () => {
    const o = await runCase({
      kind: 'conformance',
      upstream: 'honouring',
      divergence: {
        ignoreIdempotencyKey: true,
        loseStartAnswers: 1,
        loseStartAnswerAs: 'reset',
        loseStartAnswerAfterMs: 300,
      },
    });
    checkInvariants(o, { faultFree: 'pass', errorSays: LOST_START });
  });

  test('journey run (connection reset)', async () => {
    const o = await runCase({
      kind: 'journey',
      upstream: 'honouring',
      divergence: { ignoreIdempotencyKey: true, loseStartAnswers: 1, loseStartAnswerAs: 'reset' },
    });
    checkInvariants(o, { faultFree: 'pass', errorSays: LOST_START });
  });
});

describe.concurrent('Endpoint that starts a journey: the service has none', () => {
  for (const status of [404, 405] as const) {
    test(`journey start answered ${status}: error naming the start request, nothing started`, async () => {
      const o = await runCase({ kind: 'journey', divergence: { journeyStartMissing: status } });
      checkInvariants(o, {
        faultFree: 'pass',
        errorSays: [/POST \/testing\/journey-runs\b/, new RegExp(`\\b${status}\\b`)],
      });
      expect(o.verdict).toBe('error');
      expect(o.service.forwardedStarts()).toHaveLength(0);
    });
  }
});

describe.concurrent('Recovery decision field: the service expects another name', () => {
  test('interrupted journey with on-interrupted resume: error about the recovery request', async () => {
    const o = await runCase({
      kind: 'journey',
      scenario: 'interrupted-journey',
      divergence: { renameRecoveryField: true },
      inputs: { 'on-interrupted': 'resume' },
    });
    checkInvariants(o, {
      faultFree: 'pass',
      errorSays: [/recovery/i, /400|malformed|decision/i],
    });
  });
});

describe.concurrent('Journey stream cursor parameter: the service ignores `after` and Last-Event-ID', () => {
  test('journey run whose stream drops three times replays from the start each time', async () => {
    const o = await runCase({
      kind: 'journey',
      ...untilReopened(),
      divergence: { ignoreStreamCursor: true },
      before: async (owner) => {
        owner.upstream.addFault({
          route: 'GET /testing/journey-runs/{id}/stream',
          ownerId: owner.id,
          times: 3,
          fault: { kind: 'drop-stream', afterEvents: 3 },
        });
      },
    });
    checkInvariants(o, { faultFree: 'pass', errorSays: [/stream|event/i] });
    // Each event shown once, in order, even though the service replayed them.
    const seqs = o.core.log
      .map((line) => /^#(\d+) /.exec(line)?.[1])
      .filter((seq): seq is string => seq !== undefined)
      .map(Number);
    expect(seqs.length).toBeGreaterThan(3);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });
});

describe.concurrent('Journey event names: the service names events otherwise', () => {
  test('journey run with renamed events still gets its verdict from the status', async () => {
    const o = await runCase({ kind: 'journey', divergence: { renameEvents: true } });
    checkInvariants(o, { faultFree: 'pass', errorSays: [/event|stream/i] });
  });

  test('failing journey with renamed events never passes', async () => {
    const o = await runCase({
      kind: 'journey',
      scenario: 'some-failures',
      divergence: { renameEvents: true },
    });
    checkInvariants(o, { faultFree: 'fail', errorSays: [/event|stream/i] });
  });
});

describe.concurrent('Journey run id in the run list: the service does not give it', () => {
  test('journey run with a lost start answer: error saying the run id is unknown, not a second start', async () => {
    const o = await runCase({
      kind: 'journey',
      divergence: { dropReportRunId: true, loseStartAnswers: 1 },
    });
    checkInvariants(o, { faultFree: 'pass', errorSays: [/run id/i, /lost|answer/i] });
  });
});

describe.concurrent('Journey status long-poll: the service answers it at once', () => {
  test('journey run: polled at a polite pace, with one warning', async () => {
    const o = await runCase({
      kind: 'journey',
      divergence: { ignoreLongPoll: [JOURNEY_STATUS_ROUTE] },
      ...untilWarned(),
    });
    checkInvariants(o, {
      faultFree: 'pass',
      errorSays: [/long-poll|wait|status/i],
      longPollAnsweredAtOnce: 'once',
    });
  });
});

describe.concurrent('runKind unknown to the client, with a lost start answer', () => {
  for (const runKind of ['regression', null] as const) {
    const label = runKind === null ? 'absent' : `"${runKind}"`;
    test(`conformance run, runKind ${label}`, async () => {
      const o = await runCase({
        kind: 'conformance',
        divergence: { runKind, loseStartAnswers: 1 },
      });
      checkInvariants(o, { faultFree: 'pass', errorSays: LOST_START });
    });

    test(`journey run, runKind ${label}`, async () => {
      const o = await runCase({ kind: 'journey', divergence: { runKind, loseStartAnswers: 1 } });
      checkInvariants(o, { faultFree: 'pass', errorSays: LOST_START });
    });
  }
});

describe.concurrent('Run list lag after a start, with a lost start answer', () => {
  test('conformance run whose report shows in the list 4 s after it is first read', async () => {
    const o = await runCase({
      kind: 'conformance',
      divergence: { listLagMs: 4_000, loseStartAnswers: 1 },
    });
    checkInvariants(o, { faultFree: 'pass', errorSays: LOST_START });
  });

  test('journey run whose report shows in the list 4 s after it is first read', async () => {
    const o = await runCase({
      kind: 'journey',
      divergence: { listLagMs: 4_000, loseStartAnswers: 1 },
    });
    checkInvariants(o, { faultFree: 'pass', errorSays: LOST_START });
  });
});
