/**
 * Graded results of the emulator's reports, for the attestation tests: a GateResult as the gate
 * returns it (report, grade, connection, seed), with the scenario's failures, warnings and the rest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import type { Connection, RunReport } from '../../src/client/index.js';
import { grade } from '../../src/core/grading.js';
import type { GateResult, GradingPolicy } from '../../src/core/model.js';
import { content } from '../../src/emulator/content.js';
import { resolveScenario } from '../../src/emulator/scenarios.js';

export const CONNECTION: Connection = {
  _id: 'con_attest',
  partnerBaseUrl: 'https://CPO.Example.invalid/ocpi/versions',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  ocpiVersion: '2.2.1',
  status: 'registered',
  kind: 'external',
};

export function policyOf(overrides: Partial<GradingPolicy> = {}): GradingPolicy {
  return {
    threshold: 100,
    failOn: new Set(['nothing-graded'] as const),
    allowFailures: [],
    flakyWindow: 10,
    flakyFailures: 'fail',
    ...overrides,
  } as GradingPolicy;
}

/** The emulator's report of a scenario, graded by `policy`, as the gate's result. */
export function gradedResult(
  scenario: Parameters<typeof resolveScenario>[0],
  policy: GradingPolicy = policyOf(),
  status = 'completed',
): GateResult {
  const generated = content.generateConformanceReport({
    seed: 'attest-seed',
    ocpiVersion: '2.2.1',
    connection: CONNECTION,
    scenario: resolveScenario(scenario),
    partnerTokens: [],
  });
  const report: RunReport = { _id: 'rep_attest', status, seed: 'attest-seed', ...generated };
  const graded = grade(report, policy);
  return {
    verdict: graded.verdict,
    reason: graded.reason,
    status,
    connection: CONNECTION,
    reportId: report._id,
    runId: 'exe_attest',
    report,
    grade: graded,
    seed: 'attest-seed',
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(
  readFileSync(path.join(here, '..', 'fixtures', 'in-toto-test-result.schema.json'), 'utf8'),
) as object;
const check = new Ajv({ allErrors: true, strict: false }).compile(schema);

/** What the in-toto test-result schema (test/fixtures) says is wrong with a Statement. */
export function statementErrors(statement: unknown): string[] {
  if (check(statement)) return [];
  return (check.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
