import { describe, expect, it } from 'vitest';
import { OCPI_VERSIONS } from '../src/client/payloads.js';
import type { Connection } from '../src/client/resources/connections.js';
import {
  JOURNEY_KINDS,
  JOURNEY_PROFILES,
  type JourneyPreviewRequest,
} from '../src/client/resources/journeys.js';
import { type Check, RunReportSchema } from '../src/client/resources/run-report.js';
import { SuiteListingSchema } from '../src/client/resources/suites.js';
import { JOURNEY_EVENTS } from '../src/client/wire.js';
import { content } from '../src/emulator/content.js';
import {
  compileJourneyPlan,
  generateJourneyReport,
  journeyTimeline,
  MAX_JOURNEY_EVENTS,
} from '../src/emulator/journeys-content.js';
import { hash32, rng, stableHash } from '../src/emulator/prng.js';
import { BODY_LIMIT, ERROR_LIMIT, generateConformanceReport } from '../src/emulator/reports.js';
import { modulesFor, rosterHash, suiteListing, suitesFor } from '../src/emulator/roster.js';
import { resolveScenario, SCENARIO_NAMES, SCENARIOS } from '../src/emulator/scenarios.js';
import type { GeneratedReport, ScenarioSpec } from '../src/emulator/types.js';
import { growthBeyondLinear } from './helpers/cpu-growth.js';

const connection: Connection = {
  _id: 'con_1',
  partnerBaseUrl: 'https://ocpi.partner.example/ocpi/versions',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  ocpiVersion: '2.2.1',
  status: 'registered',
  kind: 'external',
};

const PARTNER_TOKEN = 'partner-token-c-7f3a9b2e41d0';

function report(
  scenario: ScenarioSpec | string,
  options: { seed?: string; ocpiVersion?: string; module?: string } = {},
): GeneratedReport {
  return generateConformanceReport({
    seed: options.seed ?? 'seed-1',
    ocpiVersion: options.ocpiVersion ?? '2.2.1',
    module: options.module,
    connection,
    scenario: typeof scenario === 'string' ? resolveScenario(scenario) : scenario,
    partnerTokens: [PARTNER_TOKEN],
  });
}

type Bucket = 'passed' | 'warned' | 'failed' | 'unobservable' | 'unreached';

/** The bucket of a check by the rules of the interface (and of src/core/grading.ts). */
function bucketOf(check: Check): Bucket {
  if (check.unreached) return 'unreached';
  if (check.unobservable) return 'unobservable';
  if (check.passed) return (check.warnings?.length ?? 0) > 0 ? 'warned' : 'passed';
  return 'failed';
}

function allChecks(generated: GeneratedReport): Check[] {
  return generated.suites.flatMap((suite) => suite.checks);
}

function countBuckets(checks: Check[]): Record<Bucket, number> {
  const counts = { passed: 0, warned: 0, failed: 0, unobservable: 0, unreached: 0 };
  for (const check of checks) counts[bucketOf(check)]++;
  return counts;
}

function expectConsistentCounts(generated: GeneratedReport): void {
  const totals = { total: 0, passed: 0, failed: 0, warned: 0, unobservable: 0 };
  for (const suite of generated.suites) {
    const counts = countBuckets(suite.checks);
    expect(suite.total).toBe(suite.checks.length);
    expect(suite.passed).toBe(counts.passed);
    expect(suite.failed).toBe(counts.failed);
    expect(suite.warned).toBe(counts.warned);
    expect(suite.unobservable).toBe(counts.unobservable);
    expect(suite.total).toBe(
      counts.passed + counts.failed + counts.warned + counts.unobservable + counts.unreached,
    );
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += suite[key]!;
  }
  expect(generated.summary).toEqual(totals);
  for (const check of allChecks(generated)) {
    // Exactly one bucket: the flags never contradict each other.
    if (check.unreached) expect(check.passed).toBe(false);
    if (check.unreached) expect(check.unobservable).toBe(false);
    if (check.unobservable) expect(check.passed).toBe(false);
    if (check.passed) expect(check.unobservable).toBe(false);
  }
}

function asRunReport(generated: GeneratedReport, runKind = 'conformance') {
  return RunReportSchema.safeParse({
    _id: 'rep_1',
    status: 'completed',
    runKind,
    connectionLabel: 'ocpi.partner.example (2.2.1)',
    seed: 'seed-1',
    draining: false,
    ...generated,
  });
}

function preview(kind: string, extra: Partial<JourneyPreviewRequest> = {}): JourneyPreviewRequest {
  return {
    schemaVersion: 1,
    targetId: 'con_1',
    topology: { kind: kind as JourneyPreviewRequest['topology']['kind'] },
    seed: 'journey-seed',
    ...extra,
  };
}

describe('prng', () => {
  it('is deterministic per seed parts and differs across parts', () => {
    const a = rng('seed', 'x');
    const b = rng('seed', 'x');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(rng('seed', 'y').next()).not.toBe(first[0]);
    expect(rng('seedx').next()).not.toBe(rng('seed', 'x').next());
    expect(stableHash('roster')).toMatch(/^[0-9a-f]{16}$/);
    expect(hash32('a')).not.toBe(hash32('b'));
  });

  it('keeps int() within bounds and covers them', () => {
    const r = rng('bounds');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = r.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('roster', () => {
  it('has the modules of each OCPI version', () => {
    const base = ['credentials', 'locations', 'sessions', 'cdrs', 'tariffs', 'tokens', 'commands'];
    expect(modulesFor('2.1.1')).toEqual(base);
    expect(modulesFor('2.2')).toEqual([...base, 'chargingprofiles', 'hubclientinfo']);
    expect(modulesFor('2.2.1')).toEqual([...base, 'chargingprofiles', 'hubclientinfo']);
    expect(modulesFor('2.3.0')).toEqual([
      ...base,
      'chargingprofiles',
      'hubclientinfo',
      'bookings',
      'payments',
    ]);
    expect(modulesFor('9.9')).toEqual([]);
  });

  it('lists suites that parse and whose test_count equals their checks', () => {
    const listing = suiteListing();
    const parsed = SuiteListingSchema.safeParse(listing);
    expect(parsed.success).toBe(true);
    expect(listing.total_suites).toBe(listing.suites.length);
    expect(listing.endpoint).toBe('/testing/suites');
    const orders = new Set<number>();
    for (const entry of listing.suites) {
      const suite = suitesFor(entry.version, entry.module).find((s) => s.id === entry.id);
      expect(suite, entry.id).toBeDefined();
      expect(entry.test_count).toBe(suite!.checks.length);
      orders.add(entry.order!);
    }
    expect(orders.size).toBe(listing.suites.length);
  });

  it('has 1 or 2 suites per module, 3 to 10 checks per suite, unique ids and local dependencies', () => {
    for (const version of OCPI_VERSIONS) {
      const ids = new Set<string>();
      for (const module of modulesFor(version)) {
        const suites = suitesFor(version, module);
        expect(suites.length).toBeGreaterThanOrEqual(1);
        expect(suites.length).toBeLessThanOrEqual(2);
        for (const suite of suites) {
          expect(suite.checks.length, suite.id).toBeGreaterThanOrEqual(3);
          expect(suite.checks.length, suite.id).toBeLessThanOrEqual(10);
          const before = new Set<string>();
          for (const check of suite.checks) {
            expect(check.testId.startsWith(`${version}/${module}/`)).toBe(true);
            expect(ids.has(check.testId), check.testId).toBe(false);
            ids.add(check.testId);
            // Dependencies point at earlier checks of the same suite.
            for (const dependency of check.dependsOn) expect(before.has(dependency)).toBe(true);
            before.add(check.testId);
            expect(check.validations.some((v) => v.severity === 'shall')).toBe(true);
            for (const reference of check.references) {
              expect(reference.quote.length).toBeGreaterThan(10);
              expect(reference.documentTitle).toContain(`OCPI ${version}`);
            }
          }
        }
      }
    }
    expect(suitesFor('2.2.1', 'locations').map((s) => s.id)).toEqual([
      '2.2.1/locations/sender',
      '2.2.1/locations/receiver',
    ]);
    expect(
      suitesFor('2.2.1', 'locations')[0]!.checks.some(
        (c) => c.testId === '2.2.1/locations/get-list-paging',
      ),
    ).toBe(true);
  });

  it('limits version-specific checks to their versions', () => {
    const ids = (version: string) =>
      suitesFor(version).flatMap((suite) => suite.checks.map((check) => check.testId));
    expect(ids('2.1.1')).not.toContain('2.1.1/credentials/versions-request-id');
    expect(ids('2.2.1')).toContain('2.2.1/credentials/versions-request-id');
    expect(ids('2.1.1')).not.toContain('2.1.1/commands/cancel-reservation');
    const dns = suitesFor('2.2.1', 'credentials').flatMap((s) =>
      s.checks.filter((c) => c.transportKind === 'DNS'),
    );
    expect(dns.map((c) => c.testId)).toEqual(['2.2.1/credentials/versions-dns']);
  });

  it('has a stable roster hash', () => {
    expect(rosterHash()).toMatch(/^[0-9a-f]{16}$/);
    expect(rosterHash()).toBe(rosterHash());
  });
});

describe('scenarios', () => {
  it('has every preset with its effect', () => {
    expect(SCENARIO_NAMES).toHaveLength(11);
    expect(SCENARIOS['all-pass']).toMatchObject({ failRate: 0, queueSeconds: 1, runSeconds: 4 });
    expect(SCENARIOS['some-failures'].failRate).toBeCloseTo(0.15);
    expect(SCENARIOS['some-failures'].unreachedOnFailure).toBe(true);
    expect(SCENARIOS.warnings.warnRate).toBeCloseTo(0.2);
    expect(SCENARIOS.unobservable.unobservableRate).toBeCloseTo(0.1);
    expect(SCENARIOS.withheld.withheldModules).toEqual([
      'chargingprofiles',
      'hubclientinfo',
      'bookings',
      'payments',
    ]);
    expect(SCENARIOS.draining).toMatchObject({ draining: true, queueSeconds: 30 });
    expect(SCENARIOS.slow.runSeconds).toBeGreaterThan(55);
    expect(SCENARIOS['failed-run'].outcome).toBe('failed');
    expect(SCENARIOS['failed-run'].failureMessage).toContain('ECONNREFUSED');
    expect(SCENARIOS['interrupted-journey'].journey.interruptAtStage).toBe(2);
    expect(SCENARIOS['cancelled-journey'].journey.cancelAtStage).toBe(2);
    expect(SCENARIOS.wavering.waver).toEqual([
      { id: 'locations/get-object', breaks: 'shall' },
      { id: 'locations/unknown-object', breaks: 'should' },
    ]);
  });

  it('wavering: the named checks fail in odd-numbered runs of a connection and pass between', () => {
    const scenario = resolveScenario('wavering');
    for (const ocpiVersion of ['2.1.1', '2.2', '2.2.1', '2.3.0']) {
      for (const runOrdinal of [0, 1, 2, 3, 4, 5]) {
        const report = generateConformanceReport({
          seed: `waver-${runOrdinal}`,
          ocpiVersion,
          connection: { ...connection, ocpiVersion },
          scenario,
          partnerTokens: [],
          runOrdinal,
        });
        const checks = report.suites.flatMap((suite) => suite.checks);
        const failed = checks.filter((check) => check.passed === false).map((c) => c.testId);
        const wanted =
          runOrdinal % 2 === 1
            ? [`${ocpiVersion}/locations/get-object`, `${ocpiVersion}/locations/unknown-object`]
            : [];
        expect(failed.sort(), `${ocpiVersion} run ${runOrdinal}`).toEqual(wanted);
        if (runOrdinal % 2 === 0) continue;
        // The SHALL one breaks a SHALL validation; the other only SHOULD ones (or the response time).
        const severities = (id: string) =>
          checks
            .find((check) => check.testId === id)!
            .validations!.filter((v) => v.passed === false)
            .map((v) => v.severity);
        expect(severities(wanted[0]!)).toContain('shall');
        const soft = severities(wanted[1]!);
        expect(soft.length).toBeGreaterThan(0);
        expect(soft.every((s) => s === 'should')).toBe(true);
        expect(report.summary.failed).toBe(2);
      }
    }
    expect(() => resolveScenario({ waver: [{ id: 'get-object', breaks: 'shall' }] })).toThrow(
      /scenario field waver/,
    );
  });

  it('resolves names to copies and partial specs over a base', () => {
    const spec = resolveScenario('withheld');
    spec.withheldModules.push('locations');
    expect(SCENARIOS.withheld.withheldModules).not.toContain('locations');
    expect(resolveScenario({ failRate: 0.5 })).toEqual({ ...SCENARIOS['all-pass'], failRate: 0.5 });
    const over = resolveScenario({ warnRate: 0.3 }, SCENARIOS.draining);
    expect(over).toMatchObject({ warnRate: 0.3, draining: true, queueSeconds: 30 });
    expect(
      resolveScenario({ journey: { cancelAtStage: 1 } }, SCENARIOS['interrupted-journey']).journey,
    ).toEqual({ interruptAtStage: 2, cancelAtStage: 1 });
  });

  it('names the bad scenario or field', () => {
    expect(() => resolveScenario('nope')).toThrow(
      /unknown scenario "nope".*all-pass.*cancelled-journey/,
    );
    expect(() => resolveScenario({ failRate: 1.5 })).toThrow(/failRate/);
    expect(() => resolveScenario({ warnRate: -0.1 })).toThrow(/warnRate/);
    expect(() => resolveScenario({ unobservableRate: Number.NaN })).toThrow(/unobservableRate/);
    expect(() => resolveScenario({ queueSeconds: -1 })).toThrow(/queueSeconds/);
    expect(() => resolveScenario({ runSeconds: -5 })).toThrow(/runSeconds/);
    expect(() => resolveScenario({ journey: { interruptAtStage: -1 } })).toThrow(
      /interruptAtStage/,
    );
  });
});

describe('conformance reports', () => {
  it('is deterministic in its input and varies with the seed', () => {
    const scenario = resolveScenario({ failRate: 0.3, warnRate: 0.2, unreachedOnFailure: true });
    expect(report(scenario)).toEqual(report(scenario));
    expect(report(scenario, { seed: 'seed-2' })).not.toEqual(report(scenario));
  });

  it('gives a module the same checks alone as in the full run, unless a rate guarantee forced one', () => {
    const scenario = resolveScenario({
      failRate: 0.3,
      warnRate: 0.4,
      unobservableRate: 0.3,
      unreachedOnFailure: true,
    });
    const full = report(scenario, { ocpiVersion: '2.3.0' });
    let identical = 0;
    for (const module of modulesFor('2.3.0')) {
      const scoped = report(scenario, { ocpiVersion: '2.3.0', module });
      expect(scoped.module).toBe(module);
      const fromFull = full.suites.filter((suite) => suite.module === module);
      const fullChecks = fromFull.flatMap((suite) => suite.checks);
      const scopedChecks = allChecks(scoped);
      expect(scopedChecks.map((c) => c.testId)).toEqual(fullChecks.map((c) => c.testId));
      const differing = scopedChecks.filter((check, i) => {
        try {
          expect(check).toEqual(fullChecks[i]);
          return false;
        } catch {
          return true;
        }
      });
      // The scoped run forces a result only when the module's own draws lack one of the buckets.
      const drawn = countBuckets(fullChecks);
      const forcedPossible = drawn.failed === 0 || drawn.warned === 0 || drawn.unobservable === 0;
      if (differing.length === 0) identical++;
      else expect(forcedPossible, `${module} differs without a forced result`).toBe(true);
      // A forced result and the checks it makes unreached; never the whole module.
      expect(differing.length).toBeLessThan(scopedChecks.length);
    }
    // Modules that draw every bucket themselves force nothing and match exactly.
    expect(identical).toBeGreaterThanOrEqual(3);
  });

  it('keeps bucket accounting consistent under every preset and version', () => {
    for (const name of SCENARIO_NAMES) {
      for (const version of OCPI_VERSIONS) {
        expectConsistentCounts(report(name, { ocpiVersion: version, seed: `acct-${name}` }));
      }
    }
    expectConsistentCounts(
      report(
        resolveScenario({
          failRate: 0.5,
          warnRate: 0.5,
          unobservableRate: 0.3,
          unreachedOnFailure: true,
        }),
      ),
    );
  });

  it('passes everything under all-pass', () => {
    const generated = report('all-pass', { ocpiVersion: '2.3.0' });
    const checks = allChecks(generated);
    expect(checks.length).toBeGreaterThan(60);
    expect(countBuckets(checks).passed).toBe(checks.length);
    expect(
      generated.summary.failed + generated.summary.warned + generated.summary.unobservable,
    ).toBe(0);
    expect(generated.withheldModules).toEqual([]);
    for (const check of checks) {
      expect(check.expectedStatus).toContain(check.actualStatus);
      expect(check.validations!.every((v) => v.passed)).toBe(true);
    }
  });

  it('fails checks with actionable messages under some-failures and makes dependants unreached', () => {
    const generated = report('some-failures', { ocpiVersion: '2.3.0' });
    const checks = allChecks(generated);
    const failed = checks.filter((c) => bucketOf(c) === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    for (const check of failed) {
      const broken = check.validations!.filter((v) => v.passed === false);
      expect(broken.length).toBeGreaterThan(0);
      for (const validation of broken) {
        expect(validation.message).toMatch(/expected/);
        expect(validation.references!.length).toBeGreaterThan(0);
        expect(validation.references![0]!.quote).toBeTruthy();
        expect(validation.details).toMatchObject({ expected: expect.anything() });
      }
      if (check.exchange?.response) {
        const statusBroken = !check.expectedStatus!.includes(check.actualStatus!);
        const validationBroken = broken.some((v) => v.name !== 'HTTP status');
        expect(statusBroken || validationBroken).toBe(true);
      } else {
        expect(check.exchange?.error).toBeTruthy();
      }
    }
    const bucketById = new Map(checks.map((c) => [c.testId, bucketOf(c)]));
    const unreached = checks.filter((c) => c.unreached);
    for (const check of unreached) {
      expect(check.unreached).toBe('dependency');
      expect(check.exchange).toBeUndefined();
      const definition = suitesFor('2.3.0')
        .flatMap((s) => s.checks)
        .find((d) => d.testId === check.testId)!;
      expect(
        definition.dependsOn.some((id) => ['failed', 'unreached'].includes(bucketById.get(id)!)),
      ).toBe(true);
    }
    // provenBy and source citations show up on some checks.
    const many = [1, 2, 3, 4].flatMap((n) => allChecks(report('some-failures', { seed: `p${n}` })));
    expect(many.some((c) => (c.provenBy?.length ?? 0) > 0)).toBe(true);
    expect(many.some((c) => (c.sourceCitations?.length ?? 0) > 0)).toBe(true);
  });

  it('reads like a conformance tool on a paging failure', () => {
    const failed = [...Array(30).keys()]
      .flatMap((n) =>
        allChecks(
          report(resolveScenario({ failRate: 1 }), { seed: `page-${n}`, module: 'locations' }),
        ),
      )
      .flatMap((c) => c.validations ?? [])
      .find((v) => v.name === 'Page size honours limit' && v.passed === false);
    expect(failed?.message).toBe(
      'GET /locations?offset=10&limit=10 returned 12 items; expected at most 10 items (limit=10).',
    );
  });

  it('shows warnings under the warnings preset, as should-validations that failed', () => {
    const checks = allChecks(report('warnings'));
    const warned = checks.filter((c) => bucketOf(c) === 'warned');
    expect(warned.length).toBeGreaterThan(0);
    expect(checks.filter((c) => bucketOf(c) === 'failed')).toHaveLength(0);
    for (const check of warned) {
      for (const warning of check.warnings!) {
        expect(warning.severity).toBe('should');
        expect(warning.passed).toBe(false);
      }
    }
  });

  it('marks the validation that could not be observed under the unobservable preset', () => {
    const checks = allChecks(report('unobservable'));
    const unobservable = checks.filter((c) => bucketOf(c) === 'unobservable');
    expect(unobservable.length).toBeGreaterThan(0);
    for (const check of unobservable) {
      expect(check.passed).toBe(false);
      const marked = check.validations!.filter((v) => v.unobservable);
      expect(marked).toHaveLength(1);
      expect(marked[0]!.message).toMatch(/^Could not observe/);
    }
  });

  it('shows every rate above zero at least once, even when the draws gave none', () => {
    const tiny = resolveScenario({ failRate: 1e-9, warnRate: 1e-9, unobservableRate: 1e-9 });
    const counts = countBuckets(allChecks(report(tiny, { module: 'tariffs' })));
    expect(counts.failed).toBe(1);
    expect(counts.warned).toBe(1);
    expect(counts.unobservable).toBe(1);
  });

  it('leaves withheld modules out and lists only those in scope for the version', () => {
    const full = report('withheld', { ocpiVersion: '2.3.0' });
    expect(full.withheldModules).toEqual([
      'chargingprofiles',
      'hubclientinfo',
      'bookings',
      'payments',
    ]);
    const modules = new Set(full.suites.map((s) => s.module));
    for (const module of full.withheldModules) expect(modules.has(module)).toBe(false);
    expect(modules.has('locations')).toBe(true);
    expect(report('withheld', { ocpiVersion: '2.1.1' }).withheldModules).toEqual([]);
    expect(report('withheld', { ocpiVersion: '2.2.1' }).withheldModules).toEqual([
      'chargingprofiles',
      'hubclientinfo',
    ]);
    const scoped = report('withheld', { ocpiVersion: '2.3.0', module: 'bookings' });
    expect(scoped.suites).toEqual([]);
    expect(scoped.withheldModules).toEqual(['bookings']);
    expect(scoped.summary.total).toBe(0);
    expect(report('withheld', { ocpiVersion: '2.3.0', module: 'cdrs' }).withheldModules).toEqual(
      [],
    );
  });

  it('produces output that parses as a run report', () => {
    for (const name of ['all-pass', 'some-failures', 'warnings', 'unobservable', 'withheld']) {
      const parsed = asRunReport(report(name, { ocpiVersion: '2.3.0' }));
      expect(parsed.success, parsed.error?.message).toBe(true);
    }
    const generated = report('all-pass');
    expect(generated.provenance).toEqual({
      toolVersion: expect.stringMatching(/^emulator-\d/),
      rosterHash: rosterHash(),
      specVersions: ['2.2.1'],
    });
  });

  it('flags truncated bodies, headers and errors', () => {
    const generated = report('all-pass', { ocpiVersion: '2.3.0' });
    const checks = allChecks(generated);
    const cutBodies = checks.filter((c) => c.exchange?.response?.bodyTruncated);
    expect(cutBodies.length).toBeGreaterThan(0);
    for (const check of cutBodies) {
      expect(typeof check.exchange!.response!.body).toBe('string');
      expect((check.exchange!.response!.body as string).length).toBe(BODY_LIMIT);
    }
    for (const check of checks.filter((c) => c.exchange?.response?.bodyTruncated === false)) {
      expect(JSON.stringify(check.exchange!.response!.body).length).toBeLessThanOrEqual(BODY_LIMIT);
    }
    // One check per module has its headers cut.
    for (const module of modulesFor('2.3.0')) {
      const inModule = generated.suites
        .filter((s) => s.module === module)
        .flatMap((s) => s.checks)
        .filter((c) => c.exchange?.response?.headersTruncated);
      expect(inModule, module).toHaveLength(1);
    }
    // Transport failures carry an error, no response, and long errors are cut.
    const failing = [...Array(12).keys()].flatMap((n) =>
      allChecks(report(resolveScenario({ failRate: 1 }), { seed: `t${n}`, ocpiVersion: '2.3.0' })),
    );
    const transport = failing.filter((c) => c.exchange?.error);
    expect(transport.length).toBeGreaterThan(0);
    for (const check of transport) {
      expect(check.exchange!.response).toBeUndefined();
      expect(check.actualStatus).toBeUndefined();
      expect(check.exchange!.error!.length).toBeLessThanOrEqual(ERROR_LIMIT);
    }
    expect(transport.some((c) => c.exchange!.errorTruncated === true)).toBe(true);
    const dns = failing.find((c) => c.transportKind === 'DNS' && c.exchange?.error);
    expect(dns?.exchange?.error).toMatch(/ENOTFOUND|altnames/);
  });

  it('masks partner credentials unless echoSecrets, which echoes them as OCPI sends them', () => {
    const masked = JSON.stringify(report('all-pass'));
    const base64 = Buffer.from(PARTNER_TOKEN).toString('base64');
    expect(masked).not.toContain(PARTNER_TOKEN);
    expect(masked).not.toContain(base64);
    expect(masked).toContain('Token ***');

    const echoing = report(resolveScenario({ echoSecrets: true }));
    const text = JSON.stringify(echoing);
    expect(text).toContain(`Token ${base64}`);
    const credentialBodies = allChecks(echoing)
      .map((c) => c.exchange?.request?.body as { token?: string } | undefined)
      .filter((body) => body?.token !== undefined);
    expect(credentialBodies.some((body) => body!.token === PARTNER_TOKEN)).toBe(true);
    // OCPI 2.1.1 sends the token as is.
    expect(
      JSON.stringify(report(resolveScenario({ echoSecrets: true }), { ocpiVersion: '2.1.1' })),
    ).toContain(`Token ${PARTNER_TOKEN}`);
  });

  it('builds exchange URLs under the partner OCPI root', () => {
    const checks = allChecks(report('all-pass'));
    const byId = new Map(checks.map((c) => [c.testId, c]));
    expect(byId.get('2.2.1/credentials/versions-get-list')!.exchange!.request!.url).toBe(
      'https://ocpi.partner.example/ocpi/versions',
    );
    expect(byId.get('2.2.1/locations/get-list-paging')!.exchange!.request!.url).toBe(
      'https://ocpi.partner.example/ocpi/2.2.1/locations?offset=10&limit=10',
    );
    expect(
      byId.get('2.2.1/credentials/versions-unauthorized')!.exchange!.request!.headers,
    ).not.toHaveProperty('Authorization');
  });

  it('refuses unknown versions and modules', () => {
    expect(() => report('all-pass', { ocpiVersion: '3.0' })).toThrow(/unknown OCPI version "3.0"/);
    expect(() => report('all-pass', { ocpiVersion: '2.1.1', module: 'bookings' })).toThrow(
      /"bookings" is not part of OCPI 2.1.1/,
    );
  });
});

describe('journey plans', () => {
  it('compiles every kind for every version with stages covering the duration', () => {
    for (const version of OCPI_VERSIONS) {
      for (const kind of JOURNEY_KINDS) {
        const plan = compileJourneyPlan(
          preview(kind, { topology: { kind, ocpiVersion: version } }),
          connection,
        );
        expect(plan.kind).toBe(kind);
        expect(plan.ocpiVersion).toBe(version);
        expect(JOURNEY_PROFILES).toContain(plan.profile);
        expect(plan.clock).toEqual({ durationSeconds: 1800, accelerationFactor: 120 });
        expect(plan.session).toEqual({ cadenceSeconds: 60, jitterSeconds: 0, updates: [] });
        expect(plan.completion).toEqual({ cdrDelaySeconds: 30 });
        expect(plan.blockers).toEqual([]);
        expect(plan.stages.length).toBeGreaterThanOrEqual(3);
        let at = 0;
        for (const stage of plan.stages) {
          expect(stage.startSecond).toBe(at);
          expect(stage.durationSeconds).toBeGreaterThan(0);
          expect(modulesFor(version)).toContain(stage.module);
          at += stage.durationSeconds;
        }
        expect(at).toBe(1800);
        expect(new Set(plan.stages.map((s) => s.id)).size).toBe(plan.stages.length);
      }
    }
  });

  it('picks profiles, versions and capabilities from the body and the connection', () => {
    const defaults: Record<string, string> = {
      'first-successful-charge': 'core-charging',
      'remote-start-stop': 'commands',
      'cdr-desk': 'billing',
      'offline-catch-up': 'recovery',
      'hub-routed-charge': 'hub',
      'book-arrive-charge': 'booking',
      'direct-terminal-payment': 'direct-payment',
      'smart-charging-control': 'charging-profiles',
      'hub-connection-status': 'hub-client-info',
      'invalid-charging-data': 'negative',
    };
    for (const [kind, profile] of Object.entries(defaults)) {
      expect(compileJourneyPlan(preview(kind), connection).profile).toBe(profile);
    }
    const chosen = compileJourneyPlan(
      preview('cdr-desk', { topology: { kind: 'cdr-desk', profile: 'negative' } }),
      connection,
    );
    expect(chosen.profile).toBe('negative');
    expect(chosen.ocpiVersion).toBe('2.2.1');
    expect(chosen.requiredCapabilities).toEqual(['external-endpoints']);
    const sandbox = { ...connection, kind: 'sandbox' };
    expect(
      compileJourneyPlan(preview('first-successful-charge'), sandbox).requiredCapabilities,
    ).toEqual([]);
    const legacy = { ...connection, kind: undefined };
    expect(compileJourneyPlan(preview('reservation'), legacy).requiredCapabilities).toEqual([
      'external-endpoints',
      'bookings',
    ]);
    expect(compileJourneyPlan(preview('book-arrive-charge'), sandbox).requiredCapabilities).toEqual(
      ['bookings'],
    );
    expect(
      compileJourneyPlan(preview('direct-terminal-payment'), sandbox).requiredCapabilities,
    ).toEqual(['direct-payment']);
    const stages = compileJourneyPlan(preview('first-successful-charge'), connection).stages;
    expect(stages.map((s) => s.module)).toEqual([
      'credentials',
      'tokens',
      'sessions',
      'sessions',
      'sessions',
      'cdrs',
    ]);
    const booking = (version: string) =>
      compileJourneyPlan(
        preview('book-arrive-charge', {
          topology: { kind: 'book-arrive-charge', ocpiVersion: version as '2.3.0' },
        }),
        connection,
      ).stages.find((s) => s.id === 'booking')!.module;
    expect(booking('2.3.0')).toBe('bookings');
    expect(booking('2.2.1')).toBe('commands');
    expect(() => compileJourneyPlan(preview('teleport'), connection)).toThrow(
      /unknown journey kind "teleport"/,
    );
  });
});

describe('journey timelines', () => {
  const plan = compileJourneyPlan(preview('first-successful-charge'), connection);

  it('starts, steps through the stages and ends with run.completed, sorted', () => {
    const events = journeyTimeline(plan, 'seed-1');
    expect(events[0]).toMatchObject({ atSecond: 0, type: JOURNEY_EVENTS.runStarted });
    expect(events.at(-1)).toMatchObject({ atSecond: 1800, type: JOURNEY_EVENTS.runCompleted });
    for (let i = 1; i < events.length; i++) {
      expect(events[i]!.atSecond).toBeGreaterThanOrEqual(events[i - 1]!.atSecond);
    }
    const known = new Set<string>(Object.values(JOURNEY_EVENTS));
    for (const event of events) expect(known.has(event.type)).toBe(true);
    const started = events.filter((e) => e.type === JOURNEY_EVENTS.stageStarted);
    const completed = events.filter((e) => e.type === JOURNEY_EVENTS.stageCompleted);
    expect(started.map((e) => e.stage)).toEqual(plan.stages.map((_, i) => i));
    expect(completed.map((e) => e.stage)).toEqual(plan.stages.map((_, i) => i));
    expect(started.map((e) => e.atSecond)).toEqual(plan.stages.map((s) => s.startSecond));

    const charging = plan.stages.findIndex((s) => s.id === 'charging');
    const stage = plan.stages[charging]!;
    const updates = events.filter((e) => e.type === JOURNEY_EVENTS.sessionUpdate);
    expect(updates.length).toBe(Math.ceil(stage.durationSeconds / 60) - 1);
    let previous = 0;
    for (const update of updates) {
      expect(update.stage).toBe(charging);
      expect(update.atSecond).toBeGreaterThan(stage.startSecond);
      expect(update.atSecond).toBeLessThan(stage.startSecond + stage.durationSeconds);
      const kWh = update.fields.kWh as number;
      expect(kWh).toBeGreaterThanOrEqual(previous);
      expect(Number(kWh.toFixed(3))).toBe(kWh);
      previous = kWh;
    }
    const cdr = events.filter((e) => e.type === JOURNEY_EVENTS.cdrIssued);
    expect(cdr).toHaveLength(1);
    expect(cdr[0]!.atSecond).toBe(stage.startSecond + stage.durationSeconds + 30);
  });

  it('is deterministic in plan and seed, and keeps jitter inside the stage', () => {
    expect(journeyTimeline(plan, 'a')).toEqual(journeyTimeline(plan, 'a'));
    expect(journeyTimeline(plan, 'a')).not.toEqual(journeyTimeline(plan, 'b'));
    const jittery = compileJourneyPlan(
      preview('rough-session', { session: { cadenceSeconds: 30, jitterSeconds: 20 } }),
      connection,
    );
    const events = journeyTimeline(jittery, 'j');
    const updates = events.filter((e) => e.type === JOURNEY_EVENTS.sessionUpdate);
    expect(updates.length).toBeGreaterThan(10);
    let previous = { seq: 0, kWh: 0 };
    for (const update of updates) {
      const stage = jittery.stages[update.stage!]!;
      expect(update.atSecond).toBeGreaterThanOrEqual(stage.startSecond);
      expect(update.atSecond).toBeLessThanOrEqual(stage.startSecond + stage.durationSeconds);
      // Jitter never reorders: sequence numbers and energy only grow along the timeline.
      const current = update.fields as { seq: number; kWh: number };
      expect(current.seq).toBeGreaterThan(previous.seq);
      expect(current.kWh).toBeGreaterThanOrEqual(previous.kWh);
      previous = current;
    }
    expect(new Set(updates.map((u) => u.atSecond % 30)).size).toBeGreaterThan(1);
    // A suspended EV draws no power in a session that stays ACTIVE: OCPI has no suspended status.
    const suspended = updates.filter((u) => u.fields.suspended === true);
    expect(suspended.length).toBeGreaterThan(0);
    for (const u of suspended) expect(u.fields).toMatchObject({ status: 'ACTIVE', powerKw: 0 });
  });

  it('clamps the CDR inside the journey and schedules scripted updates', () => {
    const late = compileJourneyPlan(
      preview('first-successful-charge', {
        completion: { cdrDelaySeconds: 100_000 },
        session: { updates: [{ atSecond: 100, kWh: 1.5 }, 'ignored'] },
      }),
      connection,
    );
    const events = journeyTimeline(late, 's');
    expect(events.find((e) => e.type === JOURNEY_EVENTS.cdrIssued)!.atSecond).toBe(1800);
    expect(events.at(-1)!.type).toBe(JOURNEY_EVENTS.runCompleted);
    const scripted = events.filter((e) => e.fields.scripted === true);
    expect(scripted).toEqual([
      expect.objectContaining({ atSecond: 100, fields: expect.objectContaining({ kWh: 1.5 }) }),
    ]);
  });

  it('generates a 100,000-event journey in time linear in its events, and caps huge ones', async () => {
    // The charging stage of first-successful-charge takes 6/11 of the clock.
    const plan = (durationSeconds: number) =>
      compileJourneyPlan(
        preview('first-successful-charge', {
          clock: { durationSeconds },
          session: { cadenceSeconds: 60 },
        }),
        connection,
      );
    const big = plan(11_000_000);
    const events = journeyTimeline(big, 'bench');
    expect(events.length).toBeGreaterThanOrEqual(100_000);
    expect(events.length).toBeLessThanOrEqual(MAX_JOURNEY_EVENTS);
    expect(events.at(-1)!.type).toBe(JOURNEY_EVENTS.runCompleted);
    // One journey of 100,000 events costs about the CPU of eight of 12,500 (quadratic work,
    // eight times as much); how quick it is on a given machine is the benchmark's to say.
    const plans = new Map([1_375_000, 11_000_000].map((seconds) => [seconds, plan(seconds)]));
    const growth = await growthBeyondLinear(
      (seconds: number) => journeyTimeline(plans.get(seconds)!, 'bench'),
      { small: 1_375_000, large: 11_000_000, times: 3 },
    );
    expect(growth).toBeLessThan(3);

    const huge = compileJourneyPlan(
      preview('first-successful-charge', {
        clock: { durationSeconds: 500_000_000 },
        session: { cadenceSeconds: 1 },
      }),
      connection,
    );
    const capped = journeyTimeline(huge, 'cap');
    expect(capped.length).toBeLessThanOrEqual(MAX_JOURNEY_EVENTS);
    expect(capped.length).toBeGreaterThan(MAX_JOURNEY_EVENTS / 2);
    expect(capped.at(-1)!.type).toBe(JOURNEY_EVENTS.runCompleted);
  });
});

describe('journey reports', () => {
  it('grades one suite per stage with 2 to 5 checks, for every kind and version', () => {
    for (const version of OCPI_VERSIONS) {
      for (const kind of JOURNEY_KINDS) {
        const plan = compileJourneyPlan(
          preview(kind, { topology: { kind, ocpiVersion: version } }),
          connection,
        );
        const generated = generateJourneyReport(plan, 'seed', SCENARIOS['some-failures'], {
          status: 'completed',
          reachedStage: plan.stages.length - 1,
        });
        expect(generated.suites.map((s) => s.suiteId)).toEqual(
          plan.stages.map((s) => `journey/${kind}/${s.id}`),
        );
        generated.suites.forEach((suite, i) => {
          expect(suite.module).toBe(plan.stages[i]!.module);
          expect(suite.checks.length, suite.suiteId).toBeGreaterThanOrEqual(2);
          expect(suite.checks.length, suite.suiteId).toBeLessThanOrEqual(5);
          for (const check of suite.checks)
            expect(check.testId.startsWith(`${suite.suiteId}/`)).toBe(true);
        });
        expectConsistentCounts(generated);
        expect(generated.withheldModules).toEqual([]);
        expect(generated.provenance.specVersions).toEqual([version]);
      }
    }
  });

  it('marks the stage a run stopped in, and later ones, unreached', () => {
    const plan = compileJourneyPlan(preview('first-successful-charge'), connection);
    const generated = generateJourneyReport(plan, 'seed', SCENARIOS['all-pass'], {
      status: 'cancelled',
      reachedStage: 2,
    });
    generated.suites.forEach((suite, i) => {
      for (const check of suite.checks) {
        if (i < 2) expect(bucketOf(check)).toBe('passed');
        else expect(check.unreached).toBe('dependency');
      }
    });
    expectConsistentCounts(generated);
    expect(generated.summary.passed).toBeLessThan(generated.summary.total);
    const parsed = asRunReport(generated, 'journey');
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it('is deterministic in seed and applies the scenario rates', () => {
    const plan = compileJourneyPlan(preview('cdr-desk'), connection);
    const outcome = { status: 'completed', reachedStage: plan.stages.length - 1 };
    const a = generateJourneyReport(plan, 's1', SCENARIOS['some-failures'], outcome);
    expect(generateJourneyReport(plan, 's1', SCENARIOS['some-failures'], outcome)).toEqual(a);
    expect(generateJourneyReport(plan, 's2', SCENARIOS['some-failures'], outcome)).not.toEqual(a);
    expect(a.summary.failed).toBeGreaterThan(0);
    expect(generateJourneyReport(plan, 's1', SCENARIOS['all-pass'], outcome).summary.failed).toBe(
      0,
    );
    // Exchanges go to the connection the plan was compiled for.
    const url = allChecks(a).find((c) => c.exchange?.request)?.exchange?.request?.url;
    expect(url?.startsWith('https://ocpi.partner.example/ocpi/')).toBe(true);
  });
});

describe('content', () => {
  it('exposes the generators the server consumes', () => {
    expect(content.suiteListing()).toEqual(suiteListing());
    expect(content.modulesFor('2.2')).toEqual(modulesFor('2.2'));
    expect(content.rosterHash()).toBe(rosterHash());
    expect(typeof content.generateConformanceReport).toBe('function');
    expect(typeof content.compileJourneyPlan).toBe('function');
    expect(typeof content.journeyTimeline).toBe('function');
    expect(typeof content.generateJourneyReport).toBe('function');
  });
});
