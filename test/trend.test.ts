/**
 * The pass-rate trend: earlier comparable completed reports graded with this run's policy, oldest
 * first, this run last; read once, before the run starts, with the regression comparison and
 * flakiness; bounded by the deadline and by pages, bytes and reports, never by wall-clock time; a
 * failure is a note, and where the verdict depends on what was not read (flaky-failures tolerate,
 * fail-on regressions) its reason says so and the verdict is the one without it. Driven through
 * the gate with a fake client.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { inputName } from '../src/action/inputs.js';
import {
  BodyLimitError,
  DeadlineError,
  type Page,
  type RunListEntry,
  type RunReport,
  ServiceClient,
} from '../src/client/index.js';
import { runGate } from '../src/core/gate.js';
import { HISTORY_MAX_BYTES, History } from '../src/core/history.js';
import type { GateSettings, Trend } from '../src/core/model.js';
import { directionOf, TREND_MAX_POINTS } from '../src/core/trend.js';
import { trendLine } from '../src/report/trend.js';
import { Redactor } from '../src/util/redaction.js';
import {
  DEFAULT,
  FakeClient,
  gateSettings,
  makeReport,
  type Outcome,
  policy,
  serviceError,
} from './helpers/fake-client.js';

function setup() {
  const fake = new FakeClient();
  const run = (settings: GateSettings) =>
    runGate(fake.asClient(), settings, { now: fake.clock.now, names: inputName });
  return { fake, run };
}

/** A report with `passing` of 10 checks passing. */
function reportWithRate(id: string, passing: number, extra: Parameters<typeof makeReport>[1] = {}) {
  const checks: Record<string, Outcome> = {};
  for (let i = 0; i < 10; i++) checks[`t${i}`] = i < passing ? 'pass' : 'fail';
  return makeReport(id, { checks, ...extra });
}

describe('the pass-rate trend', () => {
  it('grades up to 19 earlier comparable reports with this policy, oldest first, this run last', async () => {
    const { fake, run } = setup();
    fake.runReport = { checks: { t0: 'pass', t1: 'pass', t2: 'fail', t3: 'fail' } };
    // Newest first, as the list has them: 30 reports, some not comparable.
    fake.history = Array.from({ length: 30 }, (_, i) =>
      i % 5 === 4
        ? reportWithRate(`rep_other_${i}`, 10, { module: 'cdrs' })
        : reportWithRate(`rep_${i}`, 10 - (i % 10)),
    );
    const result = await run(gateSettings({ policy: policy({ threshold: 0 }) }));
    const trend = result.trend!;
    expect(trend.points).toHaveLength(TREND_MAX_POINTS);
    expect(trend.points.at(-1)).toEqual({
      reportId: result.reportId,
      passRate: 50,
      current: true,
    });
    const earlier = trend.points.slice(0, -1);
    expect(earlier.every((p) => !p.current && !p.reportId.startsWith('rep_other'))).toBe(true);
    // Oldest first: the newest earlier report (rep_0, 100%) is right before this run.
    expect(earlier.at(-1)).toEqual({ reportId: 'rep_0', passRate: 100, current: false });
    expect(earlier.at(-2)).toEqual({ reportId: 'rep_1', passRate: 90, current: false });
    expect(trend.direction).toBe('down');
    expect(trend.note).toBeUndefined();
    // One page walk serves the comparison and the trend; the trend reads 2 pages beyond the first.
    expect(fake.callsOf('runEntryPages')).toHaveLength(1);
    expect(trend.requests).toBeLessThanOrEqual(2);
    expect(result.regressions?.previousReportId).toBe('rep_0');
  });

  it("draws only the baseline branch's reports when that branch is known", async () => {
    const { fake, run } = setup();
    fake.runReport = { checks: { t0: 'pass', t1: 'fail' } };
    // Newest first: other branches' and pull requests' runs between main's.
    fake.history = [
      reportWithRate('rep_pr', 0, { seed: 'gh:acme/charging:9:1:conformance:locations' }),
      reportWithRate('rep_main_2', 80, {
        seed: 'gh:acme/charging:8:1:conformance:locations:@main',
      }),
      reportWithRate('rep_dev', 10, { seed: 'gh:acme/charging:7:1:conformance:locations:@dev' }),
      reportWithRate('rep_main_1', 60, {
        seed: 'gh:acme/charging:6:1:conformance:locations:@main',
      }),
    ];
    const result = await run(
      gateSettings({ baselineBranch: 'main', policy: policy({ threshold: 0 }) }),
    );
    expect(result.trend?.points.map((p) => p.reportId)).toEqual([
      'rep_main_1',
      'rep_main_2',
      result.reportId,
    ]);
    expect(result.regressions?.previousReportId).toBe('rep_main_2');
  });

  it('grades earlier reports with allow-failures as this run is graded', async () => {
    const { fake, run } = setup();
    fake.runReport = { checks: { t0: 'pass', t1: 'fail' } };
    fake.history = [makeReport('rep_prev', { checks: { t0: 'fail', t1: 'fail' } })];
    const result = await run(
      gateSettings({ policy: policy({ threshold: 0, allowFailures: ['t1'] }) }),
    );
    expect(result.trend?.points.map((p) => p.passRate)).toEqual([0, 100]);
    expect(result.trend?.direction).toBe('up');
  });

  it('is a note, not a changed verdict, when earlier pages cannot be read', async () => {
    const { fake, run } = setup();
    fake.runReport = { checks: { t0: 'pass' } };
    fake.history = Array.from({ length: 5 }, (_, i) => reportWithRate(`rep_${i}`, 10));
    fake.handlers.runEntryPages = () => {
      throw serviceError('GET /testing/runs', 503, { message: 'maintenance' });
    };
    const result = await run(gateSettings({ policy: policy({ threshold: 100 }) }));
    expect(result.verdict).toBe('pass');
    expect(result.trend?.note).toMatch(/^Earlier reports could not be read: /);
    // What the first page held is still drawn.
    expect(result.trend?.points).toHaveLength(2);
  });

  it('waits for earlier reports that take longer than a second to read: no wall clock cuts them', async () => {
    const { fake, run } = setup();
    fake.runReport = { checks: { t0: 'pass' } };
    fake.history = Array.from({ length: 30 }, (_, i) => reportWithRate(`rep_${i}`, 10));
    // The history's pages take 1.5 s of real time to come, as on a busy machine or a slow service.
    fake.handlers.runEntryPages = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return DEFAULT;
    };
    const result = await run(gateSettings({ policy: policy({ threshold: 0 }) }));
    expect(result.verdict).toBe('pass');
    expect(result.trend?.note).toBeUndefined();
    expect(result.trend?.points).toHaveLength(TREND_MAX_POINTS);
  });

  it('reads the earlier reports before the start, and nothing after the report', async () => {
    const { fake, run } = setup();
    fake.runReport = { checks: { t0: 'pass' } };
    fake.history = Array.from({ length: 30 }, (_, i) => reportWithRate(`rep_${i}`, 10));
    const result = await run(gateSettings({ policy: policy({ threshold: 0 }) }));
    expect(result.trend?.points).toHaveLength(TREND_MAX_POINTS);
    expect(fake.ops()).toEqual(['connectionPages', 'runEntryPages', 'startRun', 'locateReport']);
    // Never two in flight: the history was answered before the start was sent.
    const [history] = fake.callsOf('runEntryPages');
    expect(history!.answered).toBeLessThanOrEqual(fake.callsOf('startRun')[0]!.t);
  });
});

describe('a verdict that depends on earlier reports that could not be read', () => {
  it('ends the gate, starting no run, when they could not be read by the deadline', async () => {
    const { fake, run } = setup();
    fake.history = [reportWithRate('rep_0', 10)];
    fake.handlers.runEntryPages = () => {
      throw new DeadlineError(
        'GET /testing/runs',
        'The deadline passed while waiting for GET /testing/runs. Raise timeout-minutes if runs need longer.',
      );
    };
    const result = await run(gateSettings());
    expect(result.verdict).toBe('error');
    expect(result.reason).toBe(
      'No verdict: The deadline passed while waiting for GET /testing/runs. Raise timeout-minutes if runs need longer.',
    );
    expect(fake.callsOf('startRun')).toHaveLength(0);
  });

  /** A report whose failed checks break only SHOULD clauses: failures flaky-failures may tolerate. */
  const soft = (report: RunReport): RunReport => {
    for (const suite of report.suites ?? []) {
      for (const check of suite.checks) {
        for (const validation of check.validations ?? []) {
          validation.severity = 'should';
          for (const reference of validation.references ?? []) reference.strength = 'SHOULD';
        }
        for (const reference of check.references ?? []) reference.strength = 'SHOULD';
      }
    }
    return report;
  };
  /** Newest first: t0 passed, failed, passed, failed, passed; this run fails it (5 flips). */
  const wavering = () =>
    Array.from({ length: 5 }, (_, i) =>
      soft(makeReport(`rep_${i}`, { checks: { t0: i % 2 === 0 ? 'pass' : 'fail', t1: 'pass' } })),
    );
  const failing = () => {
    const now = soft(makeReport('now', { checks: { t0: 'fail', t1: 'pass' } }));
    return { checks: { t0: 'fail', t1: 'pass' }, extra: { suites: now.suites } } as const;
  };
  const tolerate = () => gateSettings({ policy: policy({ flakyFailures: 'tolerate' }) });

  it('tolerates the flaky failure when the earlier reports are read', async () => {
    const { fake, run } = setup();
    fake.runReport = failing();
    fake.history = wavering();
    const result = await run(tolerate());
    expect(result.verdict).toBe('pass');
    expect(result.grade?.flakiness?.tolerated).toEqual(['t0']);
  });

  it('fails it when they could not be read, and the reason says why', async () => {
    const { fake, run } = setup();
    fake.runReport = failing();
    fake.history = wavering();
    fake.handlers.runEntryPages = () => {
      throw serviceError('GET /testing/runs', 503, { message: 'maintenance', attempts: 4 });
    };
    const result = await run(tolerate());
    expect(result.verdict).toBe('fail');
    expect(result.grade?.flakiness).toMatchObject({ reports: 2, checks: [], tolerated: [] });
    expect(result.reason).toMatch(/^Failed: pass rate 50% \(1 of 2 graded checks\)/);
    expect(result.reason).toContain(
      '. Earlier reports could not all be read before the run started, so no check was found flaky from the 2 comparable reports read (this one included), fewer than the 5 flakiness is told from, and no failure was tolerated although flaky-failures is tolerate. The service failed on GET /testing/runs (HTTP 503) after 4 attempts.',
    );
  });

  it('says so when fail-on regressions found no report to compare with among those read', async () => {
    const { fake, run } = setup();
    fake.runReport = { checks: { t0: 'fail' } };
    // The report's own page holds an entry of another module; the comparable one lies beyond it.
    fake.history = [
      makeReport('rep_cdrs', { module: 'cdrs', checks: { t0: 'pass' } }),
      makeReport('rep_prev', { checks: { t0: 'pass' } }),
    ];
    fake.handlers.runEntryPages = () => {
      throw serviceError('GET /testing/runs', 503, { message: 'maintenance', attempts: 4 });
    };
    const failOn = new Set(['regressions'] as const);
    const result = await run(gateSettings({ policy: policy({ threshold: 0, failOn }) }));
    expect(result.verdict).toBe('pass');
    expect(result.regressions).toBeUndefined();
    expect(result.reason).toContain(
      '. Earlier reports could not all be read before the run started, so no earlier comparable report was found among those read to compare with, and the regressions condition of fail-on did not apply. The service failed on GET /testing/runs (HTTP 503)',
    );
  });

  it('leaves the reason alone when the verdict does not depend on them', async () => {
    const { fake, run } = setup();
    fake.runReport = failing();
    fake.history = wavering();
    fake.handlers.runEntryPages = () => {
      throw serviceError('GET /testing/runs', 503, { message: 'maintenance', attempts: 4 });
    };
    const result = await run(gateSettings());
    expect(result.verdict).toBe('fail');
    expect(result.reason).toBe(
      'Failed: pass rate 50% (1 of 2 graded checks) is below the threshold of 100%.',
    );
    expect(result.trend?.note).toMatch(/^Earlier reports could not be read: /);
  });
});

describe('direction and the one-line trend', () => {
  const trend = (rates: (number | undefined)[], note?: string): Trend => {
    const points = rates.map((passRate, i) => ({
      reportId: `r${i}`,
      passRate,
      current: i === rates.length - 1,
    }));
    return { points, direction: directionOf(points), note, requests: 0 };
  };

  it('compares the last rate with the mean of up to four before it', () => {
    expect(directionOf(trend([90]).points)).toBeUndefined();
    expect(directionOf(trend([90, 95]).points)).toBe('up');
    expect(directionOf(trend([100, 80, 80, 80, 80, 85]).points)).toBe('up');
    expect(directionOf(trend([80, 90, 90, 90, 90, 85]).points)).toBe('down');
    expect(directionOf(trend([90, 90.05]).points)).toBe('flat');
    expect(directionOf(trend([90, undefined, 80]).points)).toBe('down');
  });

  it('prints the last five rates, this run marked, and the direction', () => {
    expect(trendLine(trend([10, 20, 70, 80, 85, 90.5]))).toBe(
      'Pass rate, last 5 comparable runs: 20% → 70% → 80% → 85% → 90.5% (this run): going up.',
    );
    expect(trendLine(trend([100]))).toBe(
      'Pass rate trend: no earlier comparable completed report to compare with.',
    );
    expect(trendLine(trend([100, 90], 'Earlier reports could not be read: boom.'))).toBe(
      'Pass rate, last 2 comparable runs: 100% → 90% (this run): going down. (Earlier reports could not be read: boom.)',
    );
  });
});

describe('the byte bound on reading history', () => {
  it('stops a run-list page at maxBytes, after one request, naming the limit', async () => {
    const body = JSON.stringify({
      success: true,
      data: Array.from({ length: 40 }, (_, i) => ({
        ...makeReport(`rep_${i}`, { checks: { t0: 'pass' } }),
        filler: 'x'.repeat(10_000),
      })),
      meta: {},
    });
    let requests = 0;
    const server = createServer((_request, response) => {
      requests++;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const client = new ServiceClient({
        baseUrl: `http://127.0.0.1:${port}/api/v1`,
        apiKey: 'k'.repeat(32),
        redactor: new Redactor(),
      });
      const error = await client.runs.entries({}, { maxBytes: 100_000 }).catch((e) => e);
      expect(error).toBeInstanceOf(BodyLimitError);
      expect(error.message).toMatch(/longer than the 97.7 KiB left to read/);
      expect(requests).toBe(1);
      // Within the limit the same page is read whole, and its size is told.
      const page = await client.runs.entries({}, { maxBytes: body.length });
      expect(page.items).toHaveLength(40);
      expect(page.bytes).toBe(body.length);
    } finally {
      server.close();
    }
  });

  it(`reads at most ${HISTORY_MAX_BYTES / 1048576} MiB of run-list pages in all, and says what that left out`, async () => {
    const budgets: number[] = [];
    const pageBytes = 20 * 1048576;
    const client = {
      runs: {
        async *entryPages(_query: unknown, _walk: unknown, options: { maxBytes: number }) {
          for (let page = 1; ; page++) {
            budgets.push(options.maxBytes);
            if (options.maxBytes < pageBytes) {
              throw new BodyLimitError('GET /testing/runs', 'too long');
            }
            // Runs still going: nothing looks comparable, so reading goes on.
            const items = [makeReport(`rep_${page}`, { status: 'running' })];
            yield {
              items,
              meta: { nextCursor: `c${page}` },
              bytes: pageBytes,
            } as Page<RunListEntry>;
          }
        },
      },
    } as unknown as ServiceClient;
    const history = new History(client, {
      connectionId: 'con_a',
      journey: false,
      policy: policy(),
    });
    await history.read({ deadline: Number.POSITIVE_INFINITY });
    expect(budgets).toEqual([
      HISTORY_MAX_BYTES,
      HISTORY_MAX_BYTES - pageBytes,
      HISTORY_MAX_BYTES - 2 * pageBytes,
      HISTORY_MAX_BYTES - 3 * pageBytes,
    ]);
    expect(history.reports.map((kept) => kept.id)).toEqual(['rep_1', 'rep_2', 'rep_3']);
    expect(history.bytes).toBe(3 * pageBytes);
    expect(history.failure).toBeUndefined();
    expect(history.note()).toBe(
      'Earlier reports could not all be read: earlier reports are read up to 64 MiB of the run list, and older ones lie beyond that.',
    );
  });

  it('keeps the words of another bound than its byte budget (a page kept past its memory limit)', async () => {
    const held = 'The report takes more than 128 MiB of memory once read.';
    const { fake, run } = setup();
    fake.runReport = { checks: { t0: 'pass' } };
    fake.handlers.runEntryPages = () => {
      throw new BodyLimitError('GET /testing/runs', held, 'held');
    };
    const result = await run(gateSettings());
    expect(result.trend?.note).toBe(`Earlier reports could not be read: ${held}`);
  });

  it('tells the trend note and leaves the verdict alone when the limit is reached', async () => {
    const { fake, run } = setup();
    fake.runReport = { checks: { t0: 'pass' } };
    fake.history = Array.from({ length: 5 }, (_, i) => reportWithRate(`rep_${i}`, 10));
    fake.handlers.runEntryPages = () => {
      throw new BodyLimitError('GET /testing/runs', 'too long');
    };
    const result = await run(gateSettings({ policy: policy({ threshold: 100 }) }));
    expect(result.verdict).toBe('pass');
    expect(result.trend?.note).toBe(
      'Earlier reports could not all be read: earlier reports are read up to 64 MiB of the run list, and older ones lie beyond that.',
    );
  });
});
