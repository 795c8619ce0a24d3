/**
 * Journey runs through the gate (runGate with settings.journey, src/core/journey.ts) driven
 * in-process through a fake client on a virtual clock: preview, start, the status long-poll,
 * interruption and recovery decisions, a long-poll the service does not honour, the deadline, and
 * why there is no verdict. Assertions are on the GateResult (with its journey outcome) and on the
 * calls the fake recorded.
 */
import { describe, expect, it } from 'vitest';
import { inputName } from '../src/action/inputs.js';
import {
  DEGRADED_POLL_MS,
  DeadlineError,
  MIN_READ_INTERVAL_MS,
  type RecoveryOption,
} from '../src/client/index.js';
import { FINAL_READ_MS } from '../src/core/conformance.js';
import { runGate } from '../src/core/gate.js';
import type { GateEvent, GateSettings } from '../src/core/model.js';
import {
  DEFAULT,
  FakeClient,
  type JourneyPlan,
  journeySettings,
  makeReport,
  type RecordedCall,
  recordingLog,
  runSlotsFull,
  serviceError,
  T0,
} from './helpers/fake-client.js';

function setup() {
  const fake = new FakeClient();
  const log = recordingLog(fake.clock);
  const hooks = { started: [] as string[], finished: [] as string[] };
  const run = (settings: GateSettings) =>
    runGate(fake.asClient(), settings, {
      now: fake.clock.now,
      names: inputName,
      observer: (event) => {
        log.observer(event);
        if (event.type === 'run-started' && event.kind === 'journey' && event.runId) {
          hooks.started.push(event.runId);
        }
        if (event.type === 'journey-finished') hooks.finished.push(event.runId);
      },
    });
  return { fake, log, hooks, run };
}

const gaps = (calls: RecordedCall[]) => calls.slice(1).map((c, i) => c.t - calls[i]!.t);
const waitOf = (call: RecordedCall) => (call.args[1] as { waitSeconds?: number }).waitSeconds;

const RESUME: RecoveryOption = {
  decision: 'resume',
  label: 'Resume',
  description: 'continue from the last stage',
};
const interruptedAt = (ms: number, recoveryVersion = 1): JourneyPlan => [
  [0, { status: 'running' }],
  [ms, { status: 'interrupted', recoveryVersion, recoveryOptions: [RESUME] }],
];

describe('journey: preview and start', () => {
  it('a plan the service will not run gives no verdict, refused, and nothing is started', async () => {
    const { fake, run, hooks } = setup();
    fake.preview = {
      runAllowed: false,
      plan: {
        stages: [{ name: 'load' }],
        blockers: [{ capability: 'load-testing', message: 'the plan has no load journeys' }],
      },
    };
    const result = await run(journeySettings());
    expect(result).toMatchObject({ verdict: 'error', cause: 'refused', runId: undefined });
    expect(result.reason).toContain(
      'The service will not run this journey plan (runAllowed is false).',
    );
    expect(result.reason).toContain(
      'the plan capability "load-testing": the plan has no load journeys',
    );
    expect(result.journey).toMatchObject({ planId: 'plan_1', stages: [{ name: 'load' }] });
    expect(fake.ops()).toEqual(['connectionPages', 'previewJourney']);
    expect(hooks.started).toEqual([]);
  });

  it('sends the completed definition to the preview and the previewed plan to the start', async () => {
    const { fake, run } = setup();
    await run(journeySettings());
    expect(fake.callsOf('previewJourney')[0]!.args[0]).toEqual({
      schemaVersion: 1,
      topology: { kind: 'first-successful-charge' },
      targetId: 'con_sandbox',
      seed: 'gh-42-1-gate',
    });
    expect(fake.callsOf('startJourney')[0]!.args[0]).toEqual({
      planId: 'plan_1',
      planHash: 'hash_1',
      seed: 'gh-42-1-gate',
      targetId: 'con_sandbox',
    });
  });

  it('wait: false starts the journey and returns no verdict', async () => {
    const { fake, run, hooks } = setup();
    const result = await run(journeySettings('fail', { wait: false }));
    expect(result).toMatchObject({
      verdict: undefined,
      status: 'running',
      runId: 'jrn_1',
      reportId: 'rep_jrn_1',
    });
    expect(result.cause).toBeUndefined();
    expect(result.reason).toBe('Journey run jrn_1 started; not waiting for it (wait: false).');
    expect(fake.callsOf('getJourneyRun')).toHaveLength(0);
    expect(hooks.started).toEqual(['jrn_1']);
  });

  it('waits for a run slot like a conformance run', async () => {
    const { fake, run } = setup();
    let refusals = 0;
    fake.handlers.startJourney = () => {
      if (refusals++ < 2) throw runSlotsFull();
      return DEFAULT;
    };
    const result = await run(journeySettings());
    expect(result.verdict).toBe('pass');
    const starts = fake.callsOf('startJourney');
    expect(starts).toHaveLength(3);
    for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(1_000);
  });

  it('with a seed the user gave, reads the run list once, after the preview, and gives every start its reports', async () => {
    const { fake, run } = setup();
    fake.history = [makeReport('rep_old', { seed: 'release-1' })];
    let refusals = 0;
    fake.handlers.startJourney = () => {
      if (refusals++ < 1) throw runSlotsFull();
      return DEFAULT;
    };
    const result = await run(journeySettings('fail', { seed: 'release-1', seedDerived: false }));
    expect(result.verdict).toBe('pass');
    expect(fake.ops().slice(0, 5)).toEqual([
      'connectionPages',
      'previewJourney',
      'runEntryPages',
      'startJourney',
      'startJourney',
    ]);
    for (const start of fake.callsOf('startJourney')) {
      const options = start.args[1] as { excludeReportIds?: Set<string> };
      expect([...(options.excludeReportIds ?? [])]).toEqual(['rep_old']);
    }
  });
});

describe('journey: to a verdict', () => {
  it('a journey that completes passes, with one status read held by the long-poll and one report read', async () => {
    const { fake, run, hooks } = setup();
    const result = await run(journeySettings());
    expect(result).toMatchObject({
      verdict: 'pass',
      status: 'completed',
      runId: 'jrn_1',
      reportId: 'rep_jrn_1',
    });
    expect(result.cause).toBeUndefined();
    expect(result.report).toMatchObject({ _id: 'rep_jrn_1', runKind: 'journey' });
    expect(result.journey).toMatchObject({
      planId: 'plan_1',
      runId: 'jrn_1',
      reportId: 'rep_jrn_1',
      stages: [
        { name: 'plug-in', module: 'sessions', durationSeconds: 60 },
        { name: 'charge', module: 'sessions', durationSeconds: 600 },
        { name: 'settle', module: 'cdrs' },
      ],
      recoveries: [],
      otherEvents: 1,
    });
    expect(result.journey?.events.map((e) => e.name)).toEqual([
      'run.started',
      'stage.started',
      'run.completed',
    ]);
    expect(result.journey?.cancel).toBeUndefined();
    const reads = fake.callsOf('getJourneyRun');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.answered).toBe(30_000);
    expect(fake.callsOf('locateReport')).toHaveLength(1);
    expect(fake.callsOf('cancelJourneyRun')).toHaveLength(0);
    expect(hooks).toEqual({ started: ['jrn_1'], finished: ['jrn_1'] });
  });

  it('grades the journey report by the threshold', async () => {
    const { fake, run } = setup();
    fake.journeyReport = { runKind: 'journey', checks: { a: 'pass', b: 'fail' } };
    const result = await run(journeySettings());
    expect(result.verdict).toBe('fail');
    expect(result.reason).toContain('pass rate 50% (1 of 2 graded checks) is below the threshold');
  });

  it('a journey that failed at the service gives no verdict', async () => {
    const { fake, run, hooks } = setup();
    fake.journeyPlan = [
      [0, { status: 'running' }],
      [10_000, { status: 'failed' }],
    ];
    const result = await run(journeySettings());
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable', status: 'failed' });
    expect(result.reason).toMatch(/^The run failed at the service/);
    expect(hooks.finished).toEqual(['jrn_1']);
    expect(fake.callsOf('cancelJourneyRun')).toHaveLength(0);
  });

  it('a terminal journey whose report is not in the run list gives no verdict', async () => {
    const { fake, run } = setup();
    fake.handlers.locateReport = () => undefined;
    const result = await run(journeySettings());
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable' });
    expect(result.reason).toBe(
      'No verdict: the journey ended completed, but its report rep_jrn_1 was not found in the run list.',
    );
  });
});

describe('journey: interruption', () => {
  it('on-interrupted "fail": no verdict, and exactly one cancel', async () => {
    const { fake, run, hooks } = setup();
    fake.journeyPlan = interruptedAt(10_000);
    const result = await run(journeySettings('fail'));
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable', status: 'interrupted' });
    expect(result.reason).toBe(
      'No verdict: The journey was interrupted and on-interrupted is "fail". The service offers: "resume" (Resume: continue from the last stage). The run was asked to stop; the service answered "cancelled".',
    );
    expect(result.journey?.cancel).toBe('"cancelled"');
    expect(fake.callsOf('cancelJourneyRun').map((c) => c.args[0])).toEqual(['jrn_1']);
    expect(fake.callsOf('recoverJourneyRun')).toHaveLength(0);
    expect(hooks.finished).toEqual([]);
  });

  it('applies an offered decision, then follows the run to a pass', async () => {
    const { fake, run } = setup();
    fake.journeyPlan = interruptedAt(10_000, 3);
    const result = await run(journeySettings('resume'));
    expect(result).toMatchObject({ verdict: 'pass', status: 'completed' });
    const recoveries = fake.callsOf('recoverJourneyRun');
    expect(recoveries.map((c) => c.args.slice(0, 2))).toEqual([
      ['jrn_1', { decision: 'resume', recoveryVersion: 3 }],
    ]);
    expect(recoveries[0]!.t).toBe(10_000);
    expect(result.journey?.recoveries).toEqual([
      'Applied the recovery decision "resume" (recovery version 3); the service answered running.',
    ]);
    expect(fake.callsOf('cancelJourneyRun')).toHaveLength(0);
  });

  it('a decision the service does not offer gives no verdict, and the run is cancelled', async () => {
    const { fake, run } = setup();
    fake.journeyPlan = interruptedAt(10_000);
    const result = await run(journeySettings('skip-stage'));
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable' });
    expect(result.reason).toContain(
      'the decision "skip-stage" (on-interrupted) is not among those the service offers: "resume" (Resume: continue from the last stage).',
    );
    expect(fake.callsOf('recoverJourneyRun')).toHaveLength(0);
    expect(fake.callsOf('cancelJourneyRun')).toHaveLength(1);
  });

  it('a stale recovery (409) is retried once, with the version read again', async () => {
    const { fake, run, log } = setup();
    fake.journeyPlan = interruptedAt(10_000, 1);
    let stale = 0;
    fake.handlers.recoverJourneyRun = () => {
      if (stale++ > 0) return DEFAULT;
      // Someone else moved the run on meanwhile.
      fake.planJourney([
        [0, { status: 'interrupted', recoveryVersion: 2, recoveryOptions: [RESUME] }],
      ]);
      throw serviceError('POST /testing/journey-runs/{id}/recovery', 409, {
        message: 'recoveryVersion is stale',
      });
    };
    const result = await run(journeySettings('resume'));
    expect(result.verdict).toBe('pass');
    expect(
      fake
        .callsOf('recoverJourneyRun')
        .map((c) => (c.args[1] as { recoveryVersion: number }).recoveryVersion),
    ).toEqual([1, 2]);
    expect(log.of('info')).toContain(
      'The recovery version 1 was stale (recoveryVersion is stale); reading the status again.',
    );
    // The status was read again between the two decisions.
    const ops = fake.ops();
    const first = ops.indexOf('recoverJourneyRun');
    expect(ops.slice(first, ops.lastIndexOf('recoverJourneyRun') + 1)).toEqual([
      'recoverJourneyRun',
      'getJourneyRun',
      'recoverJourneyRun',
    ]);
  });

  it('a recovery refused as stale twice gives no verdict, and the run is cancelled', async () => {
    const { fake, run } = setup();
    fake.journeyPlan = interruptedAt(10_000, 1);
    let version = 1;
    fake.handlers.recoverJourneyRun = () => {
      version++;
      fake.planJourney([
        [0, { status: 'interrupted', recoveryVersion: version, recoveryOptions: [RESUME] }],
      ]);
      throw serviceError('POST /testing/journey-runs/{id}/recovery', 409, {
        message: 'recoveryVersion is stale',
      });
    };
    const result = await run(journeySettings('resume'));
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable' });
    expect(result.reason).toContain(
      'The recovery decision "resume" was refused twice as stale (recovery version 2): recoveryVersion is stale.',
    );
    expect(fake.callsOf('recoverJourneyRun')).toHaveLength(2);
    expect(fake.callsOf('cancelJourneyRun')).toHaveLength(1);
  });
});

describe('journey: pacing and the deadline', () => {
  it('a status long-poll answered at once is given up with one warning; reads are then 2 s apart', async () => {
    const { fake, run, log } = setup();
    fake.ignoresLongPoll = true;
    fake.journeyPlan = [
      [0, { status: 'running' }],
      [20_000, { status: 'completed' }],
    ];
    const result = await run(journeySettings());
    expect(result.verdict).toBe('pass');

    const warnings = log.lines.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.text).toContain('The service answered a long-poll at once');
    expect(warnings[0]!.text).toContain('GET /testing/journey-runs/jrn_1');

    const reads = fake.callsOf('getJourneyRun');
    for (const gap of gaps(reads)) expect(gap).toBeGreaterThanOrEqual(MIN_READ_INTERVAL_MS);
    // The first answer is a change (nothing was known); three unchanged answers at once follow.
    const warnedAt = warnings[0]!.t;
    const before = reads.filter((c) => c.t <= warnedAt);
    const after = reads.filter((c) => c.t > warnedAt);
    expect(before).toHaveLength(4);
    expect(before.every((c) => waitOf(c) !== undefined)).toBe(true);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((c) => waitOf(c) === undefined)).toBe(true);
    expect(after[0]!.t - before.at(-1)!.t).toBeGreaterThanOrEqual(DEGRADED_POLL_MS);
    for (const gap of gaps(after)) expect(gap).toBeGreaterThanOrEqual(DEGRADED_POLL_MS);
    // 20 s of a young run at 2 s: about ten reads, not hundreds.
    expect(reads.length).toBeLessThanOrEqual(14);
  });

  it('a journey still running at the deadline is cancelled, once', async () => {
    const { fake, run, hooks } = setup();
    fake.journeyPlan = [[0, { status: 'running' }]];
    const settings = journeySettings('fail', { minutes: 3 });
    const result = await run(settings);
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable', status: 'running' });
    expect(result.reason).toBe(
      'No verdict: The journey was still running when timeout-minutes ran out. The run was asked to stop; the service answered "cancelled".',
    );
    const cancels = fake.callsOf('cancelJourneyRun');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.t).toBeGreaterThanOrEqual(settings.deadline - T0);
    expect(fake.clock.now()).toBeLessThanOrEqual(settings.deadline + FINAL_READ_MS);
    const reads = fake.callsOf('getJourneyRun');
    for (const gap of gaps(reads)) expect(gap).toBeGreaterThanOrEqual(MIN_READ_INTERVAL_MS);
    // Held long-polls: a handful of reads over three minutes, not one a second.
    expect(reads.length).toBeLessThanOrEqual(12);
    expect(hooks.finished).toEqual([]);
  });

  it('status reads that run into the deadline give the "stopped answering" reason, and a cancel', async () => {
    const { fake, run } = setup();
    fake.journeyPlan = [[0, { status: 'running' }]];
    fake.handlers.getJourneyRun = (id) => {
      if (fake.clock.elapsed() < 60_000) return DEFAULT;
      throw new DeadlineError(`GET /testing/journey-runs/${id}`, 'no answer in time');
    };
    const result = await run(journeySettings('fail', { minutes: 5 }));
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable', status: 'running' });
    expect(result.reason).toContain(
      "The service stopped answering the journey's status reads before timeout-minutes ran out (GET /testing/journey-runs/jrn_1 got no answer in time); the run was last seen running.",
    );
    expect(fake.callsOf('cancelJourneyRun')).toHaveLength(1);
  });
});

describe('journey: no-verdict cause', () => {
  it.each([
    [
      'a configuration the service cannot test (422 on preview)',
      'previewJourney',
      serviceError('POST /testing/journeys/preview', 422, { message: 'unknown profile' }),
      'refused',
    ],
    [
      'a plan capability the account lacks (402 on start)',
      'startJourney',
      serviceError('POST /testing/journey-runs', 402, { capability: 'load-testing' }),
      'refused',
    ],
    [
      'a service failure (503 on preview)',
      'previewJourney',
      serviceError('POST /testing/journeys/preview', 503, { attempts: 4 }),
      'unavailable',
    ],
    [
      'a plan the service itself gave, then lost (404 on start)',
      'startJourney',
      serviceError('POST /testing/journey-runs', 404, {
        resource: { kind: 'journey plan', id: 'plan_1' },
      }),
      'unavailable',
    ],
    [
      'a run the service itself gave, then lost (404 on status)',
      'getJourneyRun',
      serviceError('GET /testing/journey-runs/{id}', 404, {
        resource: { kind: 'journey run', id: 'jrn_1' },
      }),
      'unavailable',
    ],
  ] as const)('%s is %s', async (_name, op, error, cause) => {
    const { fake, run } = setup();
    fake.handlers[op] = () => {
      throw error;
    };
    const result = await run(journeySettings());
    expect(result.verdict).toBe('error');
    expect(result.cause).toBe(cause);
    expect(result.error).toBe(error);
    expect(result.reason).toBe(`No verdict: ${error.message}`);
  });
});

describe('journey: stopped by its caller', () => {
  function stoppable(abortAt: number) {
    const fake = new FakeClient();
    const events: GateEvent[] = [];
    const controller = new AbortController();
    fake.clock.schedule(T0 + abortAt, () => controller.abort());
    const run = (settings: GateSettings) =>
      runGate(fake.asClient(), settings, {
        now: fake.clock.now,
        names: inputName,
        signal: controller.signal,
        observer: (event) => events.push(event),
      });
    return { fake, events, run };
  }

  it('the gate cancels its own journey at once, and says it was stopped', async () => {
    const { fake, events, run } = stoppable(30_000);
    fake.journeyPlan = [[0, { status: 'running' }]];
    const result = await run(journeySettings('fail', { minutes: 10 }));
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable', interrupted: true });
    expect(result.journey?.cancel).toBe('"cancelled"');
    const cancels = fake.callsOf('cancelJourneyRun');
    expect(cancels).toHaveLength(1);
    // Sent when the gate was stopped, not at the deadline ten minutes later.
    expect(cancels[0]!.t).toBeLessThan(60_000);
    const stopping = events.filter((e) => e.type.startsWith('journey-cancel'));
    expect(stopping).toEqual([
      { type: 'journey-cancelling', runId: 'jrn_1', why: 'stopped' },
      { type: 'journey-cancelled', runId: 'jrn_1', answer: '"cancelled"', confirmed: true },
    ]);
  });

  it('returns a result nobody can change', async () => {
    const { run } = stoppable(Number.MAX_SAFE_INTEGER);
    const result = await run(journeySettings());
    expect(result.verdict).toBe('pass');
    expect(Object.isFrozen(result)).toBe(true);
    expect(() => {
      (result as { verdict: string }).verdict = 'fail';
    }).toThrow(TypeError);
  });
});
