/**
 * Service text that ends a sentence of ours keeps one full stop (issue 26: no `.".` or `..`), and
 * service text without one gets it.
 */
import { describe, expect, it } from 'vitest';
import { describeServiceError } from '../src/client/errors.js';
import type { RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { startEmulator } from '../src/emulator/index.js';
import { endSentence, quotedEnd } from '../src/util/text.js';
import { cli } from './cli-harness.js';

const DOUBLED = /\.\s*"\.|\.\.(?!\.)|\.\s+\./;

describe('service text at the end of a sentence', () => {
  it('adds a full stop only when the text has none', () => {
    expect(endSentence('Partner unreachable')).toBe('Partner unreachable.');
    expect(endSentence('Partner unreachable.')).toBe('Partner unreachable.');
    expect(endSentence('Is it down?  ')).toBe('Is it down?');
    expect(quotedEnd('POST is not allowed')).toBe('"POST is not allowed".');
    expect(quotedEnd('POST is not allowed.')).toBe('"POST is not allowed."');
  });

  it('an error status quoting the service never doubles the stop', () => {
    for (const serviceMessage of ['POST is not allowed on /api/v1/x.', 'POST is not allowed']) {
      for (const status of [400, 401, 404, 405, 409, 422, 429, 500, 503]) {
        const message = describeServiceError({
          names: (setting) => setting,
          operation: 'POST /testing/runs',
          status,
          envelope: undefined,
          serviceMessage,
          attempts: 1,
        });
        expect(message, `${status} ${serviceMessage}`).not.toMatch(DOUBLED);
        expect(message).toContain(serviceMessage);
      }
    }
  });

  it("a run's reason quoting the service's error never doubles the stop", () => {
    for (const error of [
      'The partner endpoint did not answer.',
      'The partner endpoint did not answer',
    ]) {
      for (const status of ['failed', 'cancelled', 'interrupted'] as const) {
        const report: RunReport = { _id: 'rep_1', status, error, suites: [] };
        const { reason } = grade(report, {
          threshold: 100,
          failOn: new Set(['nothing-graded']),
          allowFailures: [],
        });
        expect(reason, `${status}: ${error}`).not.toMatch(DOUBLED);
        expect(reason).toContain('The partner endpoint did not answer.');
      }
    }
  });
});

describe('a failed check whose status was the one expected', () => {
  it('is never said to have "expected HTTP 200, got 200" in the CLI output', async () => {
    const key = 'pets_sentences_key_000001';
    const emulator = await startEmulator({
      speed: 100,
      scenario: 'some-failures',
      owners: [{ id: 'o', plan: 'team', keys: [key] }],
    });
    try {
      // A fixed seed: the report (and so which failed checks are shown) is the same every time.
      const run = await cli(['run', '--seed', 'sentences-status-matched-1'], {
        env: { OCPI_TESTING_API_KEY: key, OCPI_TESTING_BASE_URL: emulator.baseUrl },
      });
      expect(run.code).toBe(1);
      const same = [...run.stdout.matchAll(/Expected HTTP (\d{3}), got (\d{3})/g)].filter(
        (m) => m[1] === m[2],
      );
      expect(same.map((m) => m[0])).toEqual([]);
      expect(run.stdout).toMatch(/HTTP \d{3}, as expected\./);
    } finally {
      await emulator.close();
    }
  });
});
