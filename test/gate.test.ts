/**
 * The gate pipeline (src/core/gate.ts) driven in-process through a fake client on a virtual clock:
 * connection resolution, the module check, waiting for a run slot, following the run, grading,
 * regressions and sharing. Minutes of service time run in milliseconds; assertions are on the
 * GateResult and on the calls the fake recorded (which, how many, and when in virtual time).
 */
import { describe, expect, it } from 'vitest';
import { inputName } from '../src/action/inputs.js';
import { DeadlineError, NetworkError } from '../src/client/index.js';
import { POLL_INTERVAL_MS } from '../src/core/conformance.js';
import { runGate } from '../src/core/gate.js';
import { HISTORY_MAX_PAGES } from '../src/core/history.js';
import type { GateSettings } from '../src/core/model.js';
import {
  connection,
  DEFAULT,
  FakeClient,
  gateSettings,
  makeReport,
  policy,
  type RecordedCall,
  recordingLog,
  runSlotsFull,
  sandbox,
  serviceError,
  T0,
} from './helpers/fake-client.js';

function setup() {
  const fake = new FakeClient();
  const log = recordingLog(fake.clock);
  const run = (settings: GateSettings) =>
    runGate(fake.asClient(), settings, {
      observer: log.observer,
      now: fake.clock.now,
      names: inputName,
    });
  return { fake, log, run };
}

/** Gaps between consecutive calls, start to start, in virtual ms. */
const gaps = (calls: RecordedCall[]) => calls.slice(1).map((c, i) => c.t - calls[i]!.t);

const ENSURE = {
  partnerBaseUrl: 'https://partner.example/ocpi/versions',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  ocpiVersion: '2.2.1',
  tokenA: 'token-a-secret',
} as const;
const ensure = { mode: 'ensure', request: ENSURE } as const;

describe('connection resolution', () => {
  it('uses the built-in sandbox, and a run done inside the start long-poll costs the earlier reports, a start and one report read', async () => {
    const { fake, run } = setup();
    fake.connections = [connection('con_a'), sandbox()];
    const result = await run(gateSettings());
    expect(result).toMatchObject({
      verdict: 'pass',
      status: 'completed',
      reportId: 'rep_run_1',
      runId: 'exe_1',
    });
    expect(result.cause).toBeUndefined();
    expect(result.connection?._id).toBe('con_sandbox');
    // The earlier reports are read before the start, none after the report.
    expect(fake.ops()).toEqual(['connectionPages', 'runEntryPages', 'startRun', 'locateReport']);
    // The start was held until the run completed (20 s into the run), then answered.
    expect(fake.callsOf('startRun')[0]!.answered).toBe(20_000);
    expect(fake.callsOf('locateReport')[0]!.t).toBe(20_000);
  });

  it('refuses an account without a sandbox', async () => {
    const { fake, run } = setup();
    fake.connections = [connection('con_a')];
    const result = await run(gateSettings());
    expect(result.verdict).toBe('error');
    expect(result.cause).toBe('refused');
    expect(result.reason).toMatch(/^No verdict: The account has no built-in sandbox connection/);
    expect(fake.ops()).toEqual(['connectionPages']);
  });

  it('names the account connections when the id is unknown', async () => {
    const { fake, run } = setup();
    fake.connections = [sandbox(), connection('con_a'), connection('con_b')];
    const result = await run(gateSettings({ connection: { mode: 'id', id: 'con_x' } }));
    expect(result).toMatchObject({ verdict: 'error', cause: 'refused' });
    expect(result.reason).toContain('The connection "con_x" is unknown');
    expect(result.reason).toContain('Connections of this account: con_sandbox, con_a, con_b.');
    expect(fake.callsOf('startRun')).toHaveLength(0);
  });

  it('uses a registered connection by id, and refuses one whose handshake failed', async () => {
    const { fake, run } = setup();
    fake.connections = [
      connection('con_a'),
      connection('con_b', { status: 'failed', lastError: 'partner answered 401 on /versions' }),
    ];
    const ok = await run(gateSettings({ connection: { mode: 'id', id: 'con_a' } }));
    expect(ok.verdict).toBe('pass');
    expect(fake.callsOf('startRun')[0]!.args[0]).toMatchObject({ connectionId: 'con_a' });

    const bad = await run(gateSettings({ connection: { mode: 'id', id: 'con_b' } }));
    expect(bad).toMatchObject({ verdict: 'error', cause: 'refused' });
    expect(bad.reason).toContain('handshake with https://partner.example/ocpi/versions failed');
    expect(bad.reason).toContain('The service reported: partner answered 401 on /versions');
    expect(fake.callsOf('registerConnection')).toHaveLength(0);
  });

  it('ensure: reuses a matching registered connection (URL compared loosely)', async () => {
    const { fake, run } = setup();
    fake.connections = [
      sandbox(),
      connection('con_other_role', { ourRole: 'CPO', theirRole: 'EMSP' }),
      connection('con_other_version', { ocpiVersion: '2.1.1' }),
      connection('con_match', { partnerBaseUrl: 'https://Partner.example/ocpi/versions/' }),
    ];
    const result = await run(gateSettings({ connection: ensure }));
    expect(result.verdict).toBe('pass');
    expect(result.connection?._id).toBe('con_match');
    expect(fake.callsOf('createConnection')).toHaveLength(0);
    expect(fake.callsOf('registerConnection')).toHaveLength(0);
  });

  it('ensure: creates a connection when none matches and runs the handshake', async () => {
    const { fake, run } = setup();
    fake.connections = [sandbox(), connection('con_other_version', { ocpiVersion: '2.1.1' })];
    const result = await run(gateSettings({ connection: ensure }));
    expect(result.verdict).toBe('pass');
    expect(result.connection).toMatchObject({ _id: 'con_new_1', status: 'registered' });
    expect(fake.ops().slice(0, 4)).toEqual([
      'connectionPages',
      'createConnection',
      'registerConnection',
      'startRun',
    ]);
    expect(fake.callsOf('createConnection')[0]!.args[0]).toEqual(ENSURE);
    expect(fake.callsOf('registerConnection')[0]!.args[0]).toBe('con_new_1');
  });

  it('ensure: runs the handshake of a matching connection that is not registered', async () => {
    const { fake, run } = setup();
    fake.connections = [connection('con_match', { status: 'pending' })];
    const result = await run(gateSettings({ connection: ensure }));
    expect(result.verdict).toBe('pass');
    expect(fake.callsOf('createConnection')).toHaveLength(0);
    expect(fake.callsOf('registerConnection').map((c) => c.args[0])).toEqual(['con_match']);
  });

  it('ensure: waits for a pending handshake, reading the list at least 1 s apart', async () => {
    const { fake, run } = setup();
    fake.connections = [];
    fake.handlers.registerConnection = (id) => {
      const c = fake.connections.find((x) => x._id === id)!;
      c.status = 'pending';
      fake.clock.schedule(fake.clock.now() + 5_000, () => {
        c.status = 'registered';
      });
      return { ...c };
    };
    const result = await run(gateSettings({ connection: ensure }));
    expect(result.verdict).toBe('pass');
    const register = fake.callsOf('registerConnection')[0]!;
    const reads = fake.calls
      .slice(fake.calls.indexOf(register))
      .filter((c) => c.op === 'connectionPages');
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads[0]!.t - register.t).toBeGreaterThanOrEqual(1_000);
    for (const gap of gaps(reads)) expect(gap).toBeGreaterThanOrEqual(1_000);
    // Not a read more than needed: the last one saw the connection registered (at 5 s).
    expect(reads.at(-1)!.t).toBeGreaterThanOrEqual(5_000);
    expect(reads.at(-2)!.t).toBeLessThan(5_000);
    expect(fake.callsOf('startRun')[0]!.t).toBe(reads.at(-1)!.t);
  });

  it('ensure: a handshake that ends failed is refused, quoting the service', async () => {
    const { fake, run } = setup();
    fake.connections = [];
    fake.handlers.registerConnection = (id) => {
      const c = fake.connections.find((x) => x._id === id)!;
      c.status = 'pending';
      fake.clock.schedule(fake.clock.now() + 3_000, () => {
        c.status = 'failed';
        c.lastError = 'GET /versions answered 401 Unauthorized';
      });
      return { ...c };
    };
    const result = await run(gateSettings({ connection: ensure }));
    expect(result).toMatchObject({ verdict: 'error', cause: 'refused' });
    expect(result.reason).toContain('failed (connection con_new_1)');
    expect(result.reason).toContain(
      'The service reported: GET /versions answered 401 Unauthorized',
    );
    expect(fake.callsOf('startRun')).toHaveLength(0);
  });

  it('ensure: gives up on a handshake still pending at the deadline', async () => {
    const { fake, run } = setup();
    fake.connections = [];
    fake.handlers.registerConnection = (id) => {
      const c = fake.connections.find((x) => x._id === id)!;
      c.status = 'pending';
      return { ...c };
    };
    const settings = gateSettings({ connection: ensure, minutes: 1 });
    const result = await run(settings);
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable' });
    expect(result.reason).toContain('was still pending when timeout-minutes ran out');
    expect(result.reason).toContain('(connection con_new_1)');
    expect(fake.clock.now()).toBeLessThanOrEqual(settings.deadline);
    const reads = fake.callsOf('connectionPages').slice(1);
    expect(reads.length).toBeGreaterThan(5);
    for (const gap of gaps(reads)) expect(gap).toBeGreaterThanOrEqual(1_000);
    expect(fake.callsOf('startRun')).toHaveLength(0);
  });
});

describe('module check', () => {
  it('refuses a module with no suites for the connection OCPI version, listing the valid ones', async () => {
    const { fake, run } = setup();
    const result = await run(gateSettings({ module: 'commands' }));
    expect(result).toMatchObject({ verdict: 'error', cause: 'refused' });
    expect(result.reason).toBe(
      'No verdict: The module "commands" has no suites for OCPI 2.2.1. Valid modules: cdrs, locations, tariffs.',
    );
    expect(fake.ops()).toEqual(['connectionPages', 'listSuites']);
  });

  it('suggests the listed module a wrong name is a slip of, and none for a name that is no slip', async () => {
    const { fake, run } = setup();
    for (const [typed, suggested] of [
      ['locatoins', 'locations'],
      ['Tariffs', 'tariffs'],
      ['cdr', 'cdrs'],
      ['sessions', undefined],
    ] as const) {
      const result = await run(gateSettings({ module: typed }));
      expect(result).toMatchObject({ verdict: 'error', cause: 'refused' });
      expect(result.reason).toBe(
        `No verdict: The module "${typed}" has no suites for OCPI 2.2.1.${suggested ? ` Did you mean "${suggested}"?` : ''} Valid modules: cdrs, locations, tariffs.`,
      );
    }
    // Suggested from the service's listing, before anything was started.
    expect(fake.callsOf('startRun')).toHaveLength(0);
  });

  it('starts a run of a listed module', async () => {
    const { fake, run } = setup();
    const result = await run(gateSettings({ module: 'tariffs' }));
    expect(result.verdict).toBe('pass');
    expect(fake.callsOf('startRun')[0]!.args[0]).toEqual({
      connectionId: 'con_sandbox',
      module: 'tariffs',
      seed: 'gh-42-1-gate',
    });
  });

  it('does not check against an empty listing for the version', async () => {
    const { fake, run } = setup();
    fake.suites = [{ id: '2.1.1/commands/sender', module: 'commands', version: '2.1.1' }];
    const result = await run(gateSettings({ module: 'anything' }));
    expect(result.verdict).toBe('pass');
  });
});

describe('start', () => {
  it('waits for a run slot on 402 run-concurrency, retrying 1 to 3 s apart', async () => {
    const { fake, log, run } = setup();
    let refusals = 0;
    fake.handlers.startRun = () => {
      if (refusals++ < 3) throw runSlotsFull();
      return DEFAULT;
    };
    const result = await run(gateSettings());
    expect(result.verdict).toBe('pass');
    const starts = fake.callsOf('startRun');
    expect(starts).toHaveLength(4);
    for (const gap of gaps(starts)) {
      expect(gap).toBeGreaterThanOrEqual(1_000);
      expect(gap).toBeLessThanOrEqual(3_000);
    }
    expect(log.of('info').filter((l) => l.startsWith('All 2 run slots'))).toHaveLength(1);
  });

  it('gives up waiting for a slot at the deadline', async () => {
    const { fake, run } = setup();
    fake.handlers.startRun = () => {
      throw runSlotsFull();
    };
    const settings = gateSettings({ minutes: 1 });
    const result = await run(settings);
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable', reportId: undefined });
    expect(result.reason).toMatch(
      /All 2 run slots of the plan were still in use \(2 in flight\) when timeout-minutes ran out after waiting (\d+ min )?\d+ s/,
    );
    const starts = fake.callsOf('startRun');
    expect(starts.length).toBeGreaterThanOrEqual(20);
    expect(starts.length).toBeLessThanOrEqual(60);
    expect(fake.clock.now()).toBeLessThan(settings.deadline);
    expect(fake.callsOf('locateReport')).toHaveLength(0);
  });

  it('does not wait on another 402: a plan limit is a refusal', async () => {
    const { fake, run } = setup();
    fake.handlers.startRun = () => {
      throw serviceError('POST /testing/runs', 402, { capability: 'external-endpoints' });
    };
    const result = await run(gateSettings());
    expect(result).toMatchObject({ verdict: 'error', cause: 'refused' });
    expect(fake.callsOf('startRun')).toHaveLength(1);
  });

  it('with a seed the user gave, passes the reports already carrying it to the start', async () => {
    const { fake, run } = setup();
    fake.history = [
      makeReport('rep_old_same_seed', { seed: 'release-1' }),
      makeReport('rep_old_other', { seed: 'release-0' }),
    ];
    const result = await run(gateSettings({ seed: 'release-1', seedDerived: false }));
    expect(result.verdict).toBe('pass');
    const [, options] = fake.callsOf('startRun')[0]!.args as [
      unknown,
      { excludeReportIds?: Set<string> },
    ];
    expect([...(options.excludeReportIds ?? [])]).toEqual(['rep_old_same_seed']);
  });

  it('with a seed the user gave, one walk of the run list serves the seed and the earlier reports, which it finds as without the seed', async () => {
    // One in three earlier reports comparable: the history stops after two of its pages (40
    // entries) with 14 of them; the seed is searched further, down to entry 45.
    const history = Array.from({ length: 70 }, (_, i) =>
      makeReport(`rep_${i}`, {
        seed: i === 45 ? 'release-1' : `other-${i}`,
        ...(i % 3 === 0 ? {} : { module: 'cdrs' }),
      }),
    );
    const derived = setup();
    derived.fake.history = history;
    const without = await derived.run(gateSettings());
    const given = setup();
    given.fake.history = history;
    const withSeed = await given.run(gateSettings({ seed: 'release-1', seedDerived: false }));

    expect(given.fake.callsOf('runEntryPages')).toHaveLength(1);
    const [, options] = given.fake.callsOf('startRun')[0]!.args as [
      unknown,
      { excludeReportIds?: Set<string> },
    ];
    expect([...(options.excludeReportIds ?? [])]).toEqual(['rep_45']);
    expect(without.trend?.points.length).toBe(15);
    expect(withSeed.trend?.points).toEqual(without.trend?.points);
    expect(withSeed.regressions?.previousReportId).toBe(without.regressions?.previousReportId);
    expect(withSeed.verdict).toBe(without.verdict);
  });

  it('with a seed the user gave, a run list that cannot be read starts no run', async () => {
    const { fake, run } = setup();
    fake.history = [makeReport('rep_old', { seed: 'release-1' })];
    fake.handlers.runEntryPages = () => {
      throw new NetworkError('GET /testing/runs', 'ECONNRESET', false, 'connection reset');
    };
    const result = await run(gateSettings({ seed: 'release-1', seedDerived: false }));
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable' });
    expect(fake.callsOf('startRun')).toHaveLength(0);
  });
});

describe('following the run', () => {
  it('wait: false starts the run and returns no verdict', async () => {
    const { fake, run } = setup();
    const result = await run(gateSettings({ wait: false }));
    expect(result).toMatchObject({
      verdict: undefined,
      reportId: 'rep_run_1',
      runId: 'exe_1',
      status: 'queued',
    });
    expect(result.cause).toBeUndefined();
    expect(result.reason).toContain('not waiting for it (wait: false)');
    const [, options] = fake.callsOf('startRun')[0]!.args as [unknown, { waitSeconds?: number }];
    expect(options.waitSeconds).toBeUndefined();
    expect(fake.callsOf('locateReport')).toHaveLength(0);
  });

  it('reads the run list on whole intervals after the start long-poll until the run is over', async () => {
    const { fake, run } = setup();
    fake.runPlan = [
      [0, 'queued'],
      [30_000, 'running'],
      [95_000, 'completed'],
    ];
    const result = await run(gateSettings());
    expect(result).toMatchObject({ verdict: 'pass', status: 'completed' });
    expect(fake.callsOf('startRun')[0]!.answered).toBe(55_000);
    expect(fake.callsOf('locateReport').map((c) => c.t)).toEqual([
      60_000, 70_000, 80_000, 90_000, 100_000,
    ]);
    expect(POLL_INTERVAL_MS).toBe(10_000);
  });

  it('a run still queued at the deadline gives no verdict, naming the status', async () => {
    const { fake, run } = setup();
    fake.runPlan = [[0, 'queued']];
    const settings = gateSettings({ minutes: 2 });
    const result = await run(settings);
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable', status: 'queued' });
    expect(result.reason).toBe(
      'No verdict: run rep_run_1 was still queued when timeout-minutes ran out. Raise timeout-minutes, or look for the report later in the service.',
    );
    const reads = fake.callsOf('locateReport');
    // The last read is made at the deadline, not after it.
    expect(reads.at(-1)!.t).toBe(settings.deadline - T0);
    expect(fake.clock.now()).toBe(settings.deadline);
  });

  it('a final read that fails gives the "stopped answering" reason', async () => {
    const { fake, run } = setup();
    fake.runPlan = [
      [0, 'queued'],
      [5_000, 'running'],
    ];
    const settings = gateSettings({ minutes: 2 });
    fake.handlers.locateReport = () => {
      if (fake.clock.now() < settings.deadline) return DEFAULT;
      throw new NetworkError(
        'GET /testing/runs',
        'ECONNRESET',
        false,
        'The connection to the service broke during GET /testing/runs (ECONNRESET).',
      );
    };
    const result = await run(settings);
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable', status: 'running' });
    expect(result.reason).toBe(
      'No verdict: the service stopped answering before timeout-minutes ran out (The connection to the service broke during GET /testing/runs (ECONNRESET).); run rep_run_1 was last seen running. Look for the report later in the service, or re-run when the service answers again.',
    );
  });

  it('reads that run into the deadline give the "stopped answering" reason too', async () => {
    const { fake, run } = setup();
    fake.runPlan = [[0, 'running']];
    fake.handlers.locateReport = () => {
      if (fake.clock.elapsed() < 80_000) return DEFAULT;
      throw new DeadlineError('GET /testing/runs', 'GET /testing/runs got no answer in time.');
    };
    const result = await run(gateSettings({ minutes: 3 }));
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable', status: 'running' });
    expect(result.reason).toContain(
      'the service stopped answering before timeout-minutes ran out (GET /testing/runs got no answer in time)',
    );
    // The loop stops at the first read that ran into the deadline; one last read follows it.
    const reads = fake.callsOf('locateReport').map((c) => c.t);
    expect(reads.slice(-2)).toEqual([80_000, 80_000]);
  });

  it('a run the service failed gives no verdict', async () => {
    const { fake, run } = setup();
    fake.runPlan = [
      [0, 'running'],
      [10_000, 'failed'],
    ];
    fake.runReport = { extra: { error: 'worker lost' } };
    const result = await run(gateSettings());
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable', status: 'failed' });
    expect(result.reason).toBe('The run failed at the service: worker lost.');
    expect(result.grade?.status).toBe('failed');
  });
});

describe('verdict', () => {
  const threeOfFour = { checks: { a: 'pass', b: 'pass', c: 'pass', d: 'fail' } } as const;

  it('passes when the pass rate reaches the threshold', async () => {
    const { fake, run } = setup();
    fake.runReport = threeOfFour;
    const result = await run(gateSettings({ policy: policy({ threshold: 75 }) }));
    expect(result.verdict).toBe('pass');
    expect(result.reason).toBe(
      'Passed: pass rate 75% (3 of 4 graded checks) meets the threshold of 75%.',
    );
    expect(result.grade?.counts).toMatchObject({ passed: 3, failed: 1, graded: 4 });
    expect(result.report?._id).toBe('rep_run_1');
    expect(result.cause).toBeUndefined();
  });

  it('fails below the threshold', async () => {
    const { fake, run } = setup();
    fake.runReport = threeOfFour;
    const result = await run(gateSettings({ policy: policy({ threshold: 80 }) }));
    expect(result.verdict).toBe('fail');
    expect(result.reason).toContain(
      'pass rate 75% (3 of 4 graded checks) is below the threshold of 80%',
    );
    expect(result.cause).toBeUndefined();
  });
});

describe('regressions', () => {
  const now = { checks: { a: 'pass', b: 'pass', c: 'fail' } } as const;
  const before = makeReport('rep_prev', { checks: { a: 'fail', b: 'pass', c: 'pass' } });

  it('compares with the previous comparable report, and fails on regressions when asked', async () => {
    const { fake, run } = setup();
    fake.runReport = now;
    fake.history = [before];
    const failOn = new Set(['regressions'] as const);
    const result = await run(gateSettings({ policy: policy({ threshold: 0, failOn }) }));
    expect(result.regressions).toMatchObject({ previousReportId: 'rep_prev', count: 1 });
    expect(result.regressions?.newlyFailing.map((i) => i.testId)).toEqual(['c']);
    expect(result.regressions?.recovered.map((i) => i.testId)).toEqual(['a']);
    expect(result.verdict).toBe('fail');
    expect(result.reason).toContain('1 regression since report rep_prev');
    // The earlier reports were read before the start: nothing is read after the report.
    expect(fake.ops()).toEqual(['connectionPages', 'runEntryPages', 'startRun', 'locateReport']);
  });

  it('reports regressions without failing when fail-on does not include them', async () => {
    const { fake, run } = setup();
    fake.runReport = now;
    fake.history = [before];
    const result = await run(gateSettings({ policy: policy({ threshold: 0 }) }));
    expect(result.verdict).toBe('pass');
    expect(result.regressions?.count).toBe(1);
  });

  it('looks on further pages, skipping reports that are not comparable', async () => {
    const { fake, run } = setup();
    fake.runReport = now;
    fake.history = [
      makeReport('rep_cdrs', { module: 'cdrs' }),
      makeReport('rep_v211', { ocpiVersion: '2.1.1' }),
      makeReport('rep_running', { status: 'running' }),
      before,
      makeReport('rep_older'),
    ];
    const result = await run(gateSettings({ policy: policy({ threshold: 0 }) }));
    expect(result.regressions?.previousReportId).toBe('rep_prev');
    // One walk from the top of the list, before the start.
    const pages = fake.callsOf('runEntryPages');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.args[1]).toEqual({ pageSize: 20, maxPages: HISTORY_MAX_PAGES });
    expect(pages[0]!.answered).toBeLessThanOrEqual(fake.callsOf('startRun')[0]!.t);
  });

  it('compares with the newest report of the baseline branch, not with newer ones of other branches', async () => {
    const { fake, run } = setup();
    fake.runReport = now;
    const main = makeReport('rep_main', {
      checks: { a: 'fail', b: 'pass', c: 'pass' },
      seed: 'gh:acme/charging:1001:1:gate:@main',
    });
    fake.history = [
      // Another pull request's run (no branch), a run of another branch, an old-format seed.
      makeReport('rep_pr_a', { checks: { a: 'pass', b: 'pass', c: 'fail' } }),
      makeReport('rep_dev', { seed: 'gh:acme/charging:1003:1:gate:@dev' }),
      makeReport('rep_old', { seed: 'gh:acme/charging:1002:1:gate' }),
      main,
      makeReport('rep_main_older', { seed: 'gh:acme/charging:999:1:gate:@main' }),
    ];
    const failOn = new Set(['regressions'] as const);
    const result = await run(
      gateSettings({ baselineBranch: 'main', policy: policy({ threshold: 0, failOn }) }),
    );
    expect(result.regressions).toMatchObject({
      previousReportId: 'rep_main',
      count: 1,
      baseline: { branch: 'main', ciRun: 'workflow run 1001', searched: 4 },
    });
    // Against rep_pr_a, c would not be newly failing and a would not have recovered.
    expect(result.regressions?.newlyFailing.map((i) => i.testId)).toEqual(['c']);
    expect(result.regressions?.recovered.map((i) => i.testId)).toEqual(['a']);
    expect(result.verdict).toBe('fail');
    expect(result.reason).toContain('1 regression since report rep_main of branch main');
  });

  it('says the run list was read whole when it ended within the bound', async () => {
    const { fake, run } = setup();
    fake.runReport = now;
    fake.history = Array.from({ length: 3 }, (_, i) =>
      makeReport(`rep_dev_${i}`, { seed: `gh:acme/charging:${3000 + i}:1:gate:@dev` }),
    );
    const result = await run(gateSettings({ baselineBranch: 'main' }));
    expect(result.regressions?.baseline).toEqual({
      branch: 'main',
      ciRun: undefined,
      searched: 3,
      wholeList: true,
    });
  });

  it('finds no baseline beyond the history bound: no regression gate applies, and a note says so', async () => {
    const { fake, run } = setup();
    fake.runReport = now;
    fake.history = [
      ...Array.from({ length: 130 }, (_, i) =>
        makeReport(`rep_pr_${i}`, { seed: `gh:acme/charging:${2000 + i}:1:gate:@feature-${i}` }),
      ),
      makeReport('rep_main', { seed: 'gh:acme/charging:1001:1:gate:@main' }),
    ];
    const failOn = new Set(['regressions'] as const);
    const result = await run(
      gateSettings({ baselineBranch: 'main', policy: policy({ threshold: 0, failOn }) }),
    );
    // At most HISTORY_MAX_PAGES pages of 20 (the report's page holds one of them again).
    expect(result.regressions).toMatchObject({
      previousReportId: undefined,
      count: 0,
      baseline: {
        branch: 'main',
        ciRun: undefined,
        searched: HISTORY_MAX_PAGES * 20,
        wholeList: false,
      },
    });
    expect(result.verdict).toBe('pass');
    expect(result.grade?.notes).toContain(
      'fail-on includes regressions, but no earlier comparable report of branch main was found to compare with, so that condition did not apply.',
    );
    const pages = fake.callsOf('runEntryPages');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.args[1]).toMatchObject({ maxPages: HISTORY_MAX_PAGES });
  });

  it('compares with a report of any branch when the baseline branch is not known', async () => {
    const { fake, run } = setup();
    fake.runReport = now;
    fake.history = [makeReport('rep_dev', { seed: 'gh:acme/charging:1003:1:gate:@dev' }), before];
    const result = await run(gateSettings({ policy: policy({ threshold: 0 }) }));
    expect(result.regressions).toMatchObject({
      previousReportId: 'rep_dev',
      baseline: { branch: undefined, ciRun: 'workflow run 1003' },
    });
  });

  it('has nothing to compare with on a first run', async () => {
    const { fake, run } = setup();
    fake.history = [makeReport('rep_cdrs', { module: 'cdrs' })];
    const result = await run(gateSettings());
    expect(result.verdict).toBe('pass');
    expect(result.regressions).toMatchObject({ previousReportId: undefined, count: 0 });
  });
});

describe('share', () => {
  it('always: shares the report and builds the link from the template', async () => {
    const { fake, run } = setup();
    const result = await run(gateSettings({ share: 'always' }));
    expect(result.verdict).toBe('pass');
    expect(result.share).toEqual({
      token: 'tok_1',
      url: 'https://service.example/api/v1/shared/tok_1',
    });
    expect(fake.callsOf('shareRun').map((c) => c.args[0])).toEqual(['rep_run_1']);
  });

  it('on-failure: does not share a pass, shares a fail', async () => {
    const passing = setup();
    const passed = await passing.run(gateSettings({ share: 'on-failure' }));
    expect(passed.verdict).toBe('pass');
    expect(passed.share).toBeUndefined();
    expect(passing.fake.callsOf('shareRun')).toHaveLength(0);

    const failing = setup();
    failing.fake.runReport = { checks: { a: 'fail' } };
    const failed = await failing.run(
      gateSettings({ share: 'on-failure', shareUrlTemplate: '{origin}/r/{reportId}?t={token}' }),
    );
    expect(failed.verdict).toBe('fail');
    expect(failed.share?.url).toBe('https://service.example/r/rep_run_1?t=tok_1');
  });

  it('a share that fails is a warning, not a failure', async () => {
    const { fake, run } = setup();
    fake.handlers.shareRun = () => {
      throw serviceError('POST /testing/runs/{id}/share', 402, { capability: 'ci-handoff' });
    };
    const result = await run(gateSettings({ share: 'always' }));
    expect(result.verdict).toBe('pass');
    expect(result.cause).toBeUndefined();
    expect(result.share?.token).toBeUndefined();
    expect(result.share?.warning).toMatch(/^The report was not shared: .*"ci-handoff"/);
  });
});

describe('no-verdict cause', () => {
  it.each([
    ['401 on the connection list', serviceError('GET /connections', 401), 'refused'],
    ['a 503 after retries', serviceError('GET /connections', 503, { attempts: 4 }), 'unavailable'],
    ['a 429 rate limit', serviceError('GET /connections', 429), 'unavailable'],
    [
      'a broken connection',
      new NetworkError('GET /connections', 'ECONNRESET', false, 'connection reset'),
      'unavailable',
    ],
    ['an unexpected bug', new TypeError('x is undefined'), 'unavailable'],
  ] as const)('%s is %s', async (_name, error, cause) => {
    const { fake, run } = setup();
    fake.handlers.connectionPages = () => {
      throw error;
    };
    const result = await run(gateSettings());
    expect(result.verdict).toBe('error');
    expect(result.cause).toBe(cause);
    expect(result.error).toBe(error);
  });

  it('a 404 for the report the service itself named is unavailable, not refused', async () => {
    const { fake, run } = setup();
    fake.handlers.locateReport = (id) => {
      throw serviceError('GET /testing/runs', 404, { resource: { kind: 'report', id } });
    };
    const result = await run(gateSettings());
    expect(result).toMatchObject({ verdict: 'error', cause: 'unavailable' });
  });
});
