/**
 * Failures by spec clause (issue 28, point 1): the grade carries each clause broken once, with the
 * checks and modules that broke it; the CLI's --json and the PR comment carry them.
 */
import { describe, expect, it } from 'vitest';
import type { Check, Reference, RunReport } from '../src/client/index.js';
import { clauseKey } from '../src/core/clauses.js';
import { grade } from '../src/core/grading.js';
import { combine } from '../src/core/merge.js';
import type { MergedLeg } from '../src/core/model.js';
import { startEmulator } from '../src/emulator/index.js';
import { renderComment } from '../src/report/comment.js';
import { renderMergeSummary } from '../src/report/merge.js';
import { cli } from './cli-harness.js';

const POLICY = { threshold: 100, failOn: new Set<never>(), allowFailures: [] };
const clause = (section: string, strength = 'SHALL'): Reference => ({
  documentTitle: 'OCPI 2.2.1 Part II',
  section,
  strength,
  quote: `Clause ${section}.`,
});
const failing = (testId: string, references: Reference[], extra: Partial<Check> = {}): Check => ({
  testId,
  passed: false,
  validations: [{ passed: false, message: 'no', references }],
  ...extra,
});

describe('the clauses of a grade', () => {
  it('holds each clause once, with the checks and modules that broke it, failed and warned', () => {
    const report: RunReport = {
      _id: 'rep_1',
      status: 'completed',
      suites: [
        {
          suiteId: 'locations-sender',
          module: 'locations',
          checks: [
            failing('a', [clause('4.1.5'), { ...clause('4.1.5'), quote: ' Clause  4.1.5. ' }]),
            failing('b', [clause('4.1.5'), clause('8.1')]),
            { testId: 'ok', passed: true },
          ],
        },
        {
          suiteId: 'sessions-sender',
          module: 'sessions',
          checks: [
            failing('c', [clause('4.1.5')]),
            {
              testId: 'w',
              passed: true,
              warnings: [{ passed: false, message: 'slow', references: [clause('9.9', 'SHOULD')] }],
            },
            // A failed check citing nothing through its validations broke the clauses it cites.
            failing('d', [], { references: [clause('2.2')] }),
          ],
        },
      ],
    };
    const { clauses } = grade(report, POLICY);
    const keys = clauses.map((c) => clauseKey(c.reference));
    expect(new Set(keys).size).toBe(keys.length);
    const first = clauses[0]!;
    expect(first.reference.section).toBe('4.1.5');
    expect(first.checks).toEqual(['a', 'b', 'c']);
    expect(first.modules).toEqual(['locations', 'sessions']);
    expect(first.failed).toBe(3);
    const warned = clauses.find((c) => c.reference.section === '9.9')!;
    expect(warned).toMatchObject({ checks: ['w'], failed: 0, warned: 1, modules: ['sessions'] });
    expect(clauses.find((c) => c.reference.section === '2.2')?.checks).toEqual(['d']);
    expect(clauses.map((c) => c.reference.section).sort()).toEqual(['2.2', '4.1.5', '8.1', '9.9']);

    const comment = renderComment({
      key: { workflow: 'w', job: 'j', connectionId: 'con_1', module: undefined },
      verdict: 'fail',
      reason: 'Failed.',
      grade: grade(report, POLICY),
      regressions: undefined,
      share: undefined,
      seed: 's',
      reportId: 'rep_1',
      runUrl: undefined,
    });
    expect(comment).toContain('**Spec clauses broken** (3 of 4):');
    expect(comment).toContain('- OCPI 2.2.1 Part II, section 4.1.5 (SHALL): 3 checks');
  });

  it('reach the CLI: --json clauses agree with the failed checks, and the human output names them', async () => {
    const key = 'pets_clauses_key_00000001';
    const emulator = await startEmulator({
      speed: 100,
      scenario: 'some-failures',
      owners: [{ id: 'o', plan: 'team', keys: [key] }],
    });
    try {
      const env = { OCPI_TESTING_API_KEY: key, OCPI_TESTING_BASE_URL: emulator.baseUrl };
      const run = await cli(['run', '--json', '--seed', 'clauses-1'], { env });
      const document = run.json();
      expect(document.clauses.length).toBeGreaterThan(0);
      const failedIds = new Set(document.failedChecks.map((c: { testId: string }) => c.testId));
      for (const c of document.clauses) {
        expect(c.checks.length).toBe(c.failed + c.warned);
        for (const id of c.checks.filter((id: string) => id.length > 0)) {
          if (c.warned === 0) expect(failedIds.has(id), id).toBe(true);
        }
      }
      const human = await cli(['run', '--seed', 'clauses-1'], { env });
      expect(human.stdout).toContain(`Spec clauses broken (${document.clauses.length}):`);
    } finally {
      await emulator.close();
    }
  });
});

describe('the clauses of a merged matrix', () => {
  it('lists each clause once across the legs, the same test of two legs counted twice', () => {
    const legOf = (name: string, module: string, ...ids: string[]): MergedLeg => {
      const report: RunReport = {
        _id: `rep_${name}`,
        status: 'completed',
        suites: [
          {
            suiteId: `${module}-sender`,
            module,
            checks: ids.map((id) => failing(id, [clause('4.1.5')])),
          },
        ],
      };
      const g = grade(report, POLICY);
      return {
        file: `${name}.json`,
        name,
        url: undefined,
        shareUrl: undefined,
        verdict: g.verdict,
        reason: g.reason,
        counts: g.counts,
        passRate: g.passRate,
        threshold: 100,
        reportId: report._id,
        failed: g.checks.failed,
        failedTotal: g.checks.failed.length,
        notes: [],
        clauses: g.clauses,
      };
    };
    const merged = combine(
      [legOf('locations', 'locations', 'a', 'b'), legOf('sessions', 'sessions', 'a')],
      [],
      2,
    );
    expect(merged.clauses).toHaveLength(1);
    expect(merged.clauses[0]).toMatchObject({
      checks: ['a', 'b', 'a'],
      modules: ['locations', 'sessions'],
      failed: 3,
      warned: 0,
    });
    const md = renderMergeSummary({ result: merged, toolVersion: 't' } as Parameters<
      typeof renderMergeSummary
    >[0]);
    expect(md).toContain('### Spec clauses broken (1)');
    expect(md).toMatch(
      /\| 1 \| OCPI 2\.2\.1 Part II, section 4\.1\.5: “Clause 4\.1\.5\.” \| SHALL \| 3 \|/,
    );
  });
});
