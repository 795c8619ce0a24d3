/**
 * The CTRF file of 50,000 checks: written by the run's writer in pieces, valid against
 * ctrf-io/ctrf's schema, counted as the grade counts, with a secret the checks quote masked.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCtrfFile } from '../src/app/formats/ctrf.js';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import type { GateResult } from '../src/core/model.js';
import { Redactor } from '../src/util/redaction.js';
import { ctrfErrors } from './helpers/ctrf-schema.js';

const CHECKS = 50_000;
const SECRET = 'pets_HUGEc_apikey_7d2b5e9a41';

function hugeReport(): RunReport {
  const suites = Array.from({ length: 100 }, (_, s) => ({
    suiteId: `suite-${s}`,
    module: s % 2 ? 'locations' : 'sessions',
    checks: Array.from({ length: CHECKS / 100 }, (_, c): Check => {
      const failed = c % 3 === 0;
      return {
        testId: `2.2.1/m/s${s}-c${c}`,
        name: `Check ${c} of suite ${s}`,
        passed: !failed,
        expectedStatus: [200],
        actualStatus: failed ? 500 : 200,
        validations: [
          {
            passed: !failed,
            name: 'status',
            severity: 'shall',
            message: failed ? `the partner echoed ${SECRET} back` : 'ok',
            references: [
              { documentTitle: 'OCPI 2.2.1 Part III', section: `8.1.${c % 7}`, strength: 'SHALL' },
            ],
          },
        ],
        exchange: {
          request: { method: 'GET', url: 'https://cpo.example.invalid/x' },
          latencyMs: 7,
        },
      };
    }),
  }));
  return { _id: 'rep_huge', status: 'completed', seed: 'huge', ocpiVersion: '2.2.1', suites };
}

describe('a CTRF file of 50,000 checks', () => {
  it('is written whole, valid, counted as the grade counts, and holds no secret', async () => {
    const report = hugeReport();
    const g = grade(report, {
      threshold: 100,
      failOn: new Set(['nothing-graded']),
      allowFailures: [],
    });
    const redactor = new Redactor();
    redactor.add(SECRET);
    const dir = mkdtempSync(path.join(tmpdir(), 'ctrf-huge-'));
    try {
      const file = path.join(dir, 'ctrf.json');
      const lines: string[] = [];
      const written = await writeCtrfFile(
        file,
        { verdict: g.verdict, reason: g.reason, report, grade: g, seed: 'huge' } as GateResult,
        { info: (line: string) => lines.push(line) },
        redactor,
        '--ctrf-file',
        { start: 1, stop: 2 },
      );
      expect(written).toBe(file);
      expect(lines).toEqual([`CTRF report written to ${file}.`]);
      const text = readFileSync(file, 'utf8');
      // More than one 1 MiB piece was written.
      expect(Buffer.byteLength(text)).toBeGreaterThan(2 * 1_048_576);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(SECRET.slice(0, 8));
      const doc = JSON.parse(text);
      expect(ctrfErrors(doc)).toEqual([]);
      expect(doc.results.tests).toHaveLength(CHECKS);
      expect(doc.results.summary).toMatchObject({
        tests: g.counts.total,
        failed: g.counts.failed,
        passed: g.counts.passed + g.counts.warned,
      });
      const failed = doc.results.tests.find((t: { status: string }) => t.status === 'failed');
      expect(failed.message).toBe('the partner echoed *** back');
      expect(failed.labels.clauses).toEqual(['SHALL OCPI 2.2.1 Part III, section 8.1.0']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('says why none is written without a graded report, naming the setting', async () => {
    const lines: string[] = [];
    const written = await writeCtrfFile(
      path.join(tmpdir(), 'never-written-ctrf.json'),
      { verdict: 'error', reason: 'the service is unavailable' } as GateResult,
      { info: (line: string) => lines.push(line) },
      new Redactor(),
      'ctrf-file',
      { start: 1, stop: 2 },
    );
    expect(written).toBeUndefined();
    expect(lines[0]).toMatch(
      /^No CTRF file written to .*never-written-ctrf\.json: there is no graded report \(the service is unavailable\)/,
    );
  });
});
