/**
 * An emulator that agrees with itself (issues 26 and 33): wherever a scenario makes a check fail,
 * warn or be unobservable, every fact its validations' words state is what the recorded exchange
 * shows. Walks every check of every report the emulator can produce (every scenario, every OCPI
 * version, 20 seeds; journeys of every kind too) with one generic reader of facts
 * (test/exchange-facts.ts): it knows the forms a fact takes in words (a request line, `HTTP 500`,
 * `status_code 2001`, a quoted value, a bare number, a count of items, a header name, a field said
 * to be missing, a latency in ms), not the roster's phrasings, and holds each to the exchange the
 * words sit on. Its limits: a passed validation restates its rule ("Observed at most 10 items
 * (limit=10)"), so only its status, status_code, headers and quoted values are held; a body cut
 * at the report's limit (bodyTruncated) is JSON text, in which quoted values are looked for but
 * counts and missing fields cannot be seen, so those are not held.
 */
import { describe, expect, it } from 'vitest';
import {
  type Check,
  type Connection,
  JOURNEY_KINDS,
  type JourneyPreviewRequest,
} from '../src/client/index.js';
import { compileJourneyPlan, generateJourneyReport } from '../src/emulator/journeys-content.js';
import { generateConformanceReport } from '../src/emulator/reports.js';
import { resolveScenario, SCENARIO_NAMES } from '../src/emulator/scenarios.js';
import type { GeneratedReport } from '../src/emulator/types.js';
import {
  claimOf,
  contradictions,
  type Exchange,
  factsOf,
  isShown,
  valuesAt,
} from './exchange-facts.js';

const connection: Connection = {
  _id: 'con_1',
  partnerBaseUrl: 'https://ocpi.partner.example/ocpi/versions',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  ocpiVersion: '2.2.1',
  status: 'registered',
  kind: 'external',
};
const VERSIONS = ['2.1.1', '2.2', '2.2.1', '2.3.0'];
const SEEDS = Array.from({ length: 20 }, (_, i) => `agree-${i + 1}`);

/** The contradictions of the reports' shown checks, and how many facts their words state. */
function walk(reports: Iterable<{ seed: string; report: GeneratedReport }>) {
  const found = new Set<string>();
  let facts = 0;
  for (const { seed, report } of reports) {
    for (const suite of report.suites) {
      for (const check of suite.checks ?? []) {
        if (!isShown(check)) continue;
        for (const v of [...(check.validations ?? []), ...(check.warnings ?? [])]) {
          facts += factsOf(claimOf(v.message ?? '')?.claim ?? '').length;
        }
        for (const line of contradictions(check)) found.add(`${seed} ${line}`);
      }
    }
  }
  return { found: [...found], facts };
}

function* conformanceReports(scenario: string, seeds: readonly string[]) {
  for (const ocpiVersion of VERSIONS) {
    for (const [index, seed] of seeds.entries()) {
      const report = generateConformanceReport({
        seed,
        ocpiVersion,
        connection: { ...connection, ocpiVersion },
        scenario: resolveScenario(scenario),
        partnerTokens: ['partner-token-c-agree-0001'],
        // Every other seed is a connection's second run: the turn in which wavering checks fail.
        runOrdinal: index % 2,
      });
      yield { seed, report };
    }
  }
}

/** A journey plan of every kind for every version, compiled once. */
const JOURNEY_PLANS = VERSIONS.flatMap((ocpiVersion) =>
  JOURNEY_KINDS.map((kind) => {
    const request = {
      schemaVersion: 1,
      targetId: 'con_1',
      topology: { kind, ocpiVersion },
    } as JourneyPreviewRequest;
    return compileJourneyPlan(request, { ...connection, ocpiVersion });
  }),
);

function* journeyReports(scenario: string, seeds: readonly string[]) {
  for (const plan of JOURNEY_PLANS) {
    for (const seed of seeds) {
      const outcome = { status: 'completed', reachedStage: plan.stages.length };
      yield { seed, report: generateJourneyReport(plan, seed, resolveScenario(scenario), outcome) };
    }
  }
}

/**
 * The walk of a scenario, shared by scenarios that differ only in what does not reach a report's
 * content (the queue and run times, draining, the run's outcome, journey interruptions: those
 * shape the run, not its checks), so that ten scenarios take the time of five.
 */
const walks = new Map<string, ReturnType<typeof walkScenario>>();
function walkScenario(scenario: string) {
  const conformance = walk(conformanceReports(scenario, SEEDS));
  // A journey's checks are the roster's, graded by the same code: a few seeds suffice.
  const journeys = walk(journeyReports(scenario, SEEDS.slice(0, 3)));
  return { conformance, journeys };
}
function walked(scenario: string) {
  const { queueSeconds, runSeconds, draining, outcome, failureMessage, journey, ...content } =
    resolveScenario(scenario);
  const key = JSON.stringify(content);
  if (!walks.has(key)) walks.set(key, walkScenario(scenario));
  return walks.get(key)!;
}

describe('every report the emulator produces agrees with its exchanges', () => {
  for (const scenario of SCENARIO_NAMES) {
    it(scenario, () => {
      const { conformance, journeys } = walked(scenario);
      const spec = resolveScenario(scenario);
      if (spec.failRate + spec.warnRate + spec.unobservableRate > 0) {
        expect(conformance.facts).toBeGreaterThan(0);
        expect(journeys.facts).toBeGreaterThan(0);
      }
      // Wavering checks fail in a connection's odd-numbered conformance runs (journeys do not waver).
      if (spec.waver) expect(conformance.facts).toBeGreaterThan(0);
      expect(conformance.found.slice(0, 30)).toEqual([]);
      expect(journeys.found.slice(0, 30)).toEqual([]);
    });
  }
});

describe('an unobservable validation', () => {
  it('that says the response left out a field has an exchange without it', () => {
    let seen = 0;
    let held = 0;
    for (const { report } of conformanceReports('unobservable', SEEDS)) {
      for (const check of report.suites.flatMap((suite) => suite.checks ?? [])) {
        for (const v of check.validations ?? []) {
          // Issue 33 found "the response omitted the optional object" over a body that held it.
          if (!v.unobservable || !/the response (left out|omitted)/.test(v.message ?? '')) continue;
          seen++;
          const path = (v.details as { jsonPath: string }).jsonPath;
          const body = check.exchange?.response?.body;
          expect(v.message).toContain(`left out ${path.split('.').at(-1)},`);
          // A body cut at the report's limit (JSON text, bodyTruncated) is not read here.
          if (typeof body === 'string') continue;
          held++;
          expect(valuesAt(body, path), `${check.testId} ${path}`).toEqual([]);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(held).toBeGreaterThan(0);
  });
});

/** The first check with that id, in a report of the first seed (of at most 500) where `wanted` holds. */
function findCheck(scenario: string, testId: string, wanted: (check: Check) => boolean): Check {
  for (let i = 0; i < 500; i++) {
    const report = generateConformanceReport({
      seed: `issue-33-${i}`,
      ocpiVersion: '2.2.1',
      connection,
      scenario: resolveScenario(scenario),
      partnerTokens: ['partner-token-c-agree-0001'],
    });
    const check = report.suites
      .flatMap((suite) => suite.checks ?? [])
      .find((c) => c.testId === testId);
    if (check && wanted(check)) return check;
  }
  throw new Error(`no seed of 500 made ${testId} as wanted in ${scenario}`);
}

const failedOn = (name: string) => (check: Check) =>
  [...(check.validations ?? []), ...(check.warnings ?? [])].some(
    (v) => v.name === name && v.passed === false && v.unobservable !== true,
  );

describe('the contradictions issue 33 found', () => {
  it('a charging preferences answer said to be "OK" shows data "OK"', () => {
    const check = findCheck('some-failures', '2.2.1/sessions/charging-preferences', (c) =>
      (c.validations ?? []).some(
        (v) => v.passed === false && /returned data/.test(v.message ?? ''),
      ),
    );
    const failed = check.validations!.find((v) => /returned data/.test(v.message ?? ''))!;
    expect(failed.message).toContain('returned data "OK"');
    expect((check.exchange!.response!.body as { data: unknown }).data).toBe('OK');
  });

  it('a repeated command result is not said to be answered with a status the exchange lacks', () => {
    const check = findCheck(
      'warnings',
      '2.2.1/commands/result-accepted',
      failedOn('Repeated result tolerated'),
    );
    const warning = check.warnings!.find((v) => v.name === 'Repeated result tolerated')!;
    expect(warning.message).not.toMatch(/HTTP \d{3}/);
    expect(warning.message).toContain('not recorded here');
    expect(check.exchange!.response!.status).toBe(200);
  });
});

describe('the reader of facts', () => {
  const exchange: Exchange = {
    request: {
      method: 'PUT',
      url: 'https://p.invalid/ocpi/2.2.1/sessions/S1/charging_preferences',
      body: { result: 'ACCEPTED' },
    },
    response: {
      status: 200,
      headers: { 'X-Total-Count': '302' },
      body: { status_code: 1000, data: ['a', 'b'] },
    },
    latencyMs: 120,
  };
  const wrongs = (message: string) =>
    contradictions({
      testId: 'x',
      passed: false,
      validations: [{ passed: false, message }],
      exchange,
    } as Check);

  it('finds each form of fact that the exchange contradicts', () => {
    for (const message of [
      'PUT /sessions/S1/charging_preferences returned data "OK"; expected data ACCEPTED.',
      'POST /commands/START_SESSION/abc answered HTTP 500 to a repeated result; expected HTTP 200.',
      'PUT /sessions/S1/charging_preferences answered status_code 2001; expected 1000.',
      'PUT /sessions/S1/charging_preferences sent no X-Total-Count header; expected one.',
      'PUT /sessions/S1/charging_preferences answered without a Link header although X-Limit says more; expected one.',
      'PUT /sessions/S1/charging_preferences returned 12 items; expected at most 10 items.',
      'PUT /sessions/S1/charging_preferences answered in 2400 ms; expected 2000 ms.',
      'PUT /sessions/S1/charging_preferences returned kwh -0.5; expected kwh >= 0.',
      'GET /sessions/S1/charging_preferences returned data "a"; expected more.',
      'PUT /tokens/T1 returned data "a"; expected more.',
      'Observed HTTP 201.',
      'Observed HTTP 404 or status_code 2001 for a command that does not exist.',
      'PUT /sessions/S1/charging_preferences returned data "a" but not "b"; expected more.',
      'PUT /sessions/S1/charging_preferences did not answer: sent "c"; expected more.',
      'Observed an entry with version "2.3.0".',
      'PUT /sessions/S1/charging_preferences returned an envelope without status_code; expected one.',
    ]) {
      expect(wrongs(message), message).not.toEqual([]);
    }
  });

  it('accepts words whose facts the exchange shows', () => {
    for (const message of [
      'PUT /sessions/S1/charging_preferences returned data "a" for result "ACCEPTED"; expected data ACCEPTED, DEPARTURE_REQUIRED or 2 others.',
      'PUT /sessions/S1/charging_preferences answered HTTP 200 or 201 with status_code 1000; expected HTTP 404.',
      'PUT /sessions/S1/charging_preferences sent no X-Limit header although X-Total-Count exceeds the page; expected one.',
      'PUT /sessions/S1/charging_preferences returned 2 items; expected at most 10 items.',
      'PUT /sessions/S1/charging_preferences answered in 120 ms; expected 2000 ms.',
      'PUT /sessions/S1/charging_preferences did not list "c"; expected "c".',
      'Could not observe data "Z": it was not there.',
      'Observed HTTP 200.',
      'Observed status_code 1000 in the response envelope.',
      'Observed HTTP 404 or status_code 1000 for a command that does not exist.',
      'Observed data "x" or "b" in the list.',
      'Observed at most 10 items (limit=10) in a page under RFC 3339.',
      'Observed a data.url such as "charging_preferences".',
      'PUT /sessions/S1/charging_preferences returned 2 items, fewer than asked; expected 10.',
      'PUT /sessions/S1/charging_preferences returned data without timeout; expected one.',
      'PUT /sessions/S1/charging_preferences answered with an X-Total-Count header; expected none.',
    ]) {
      expect(wrongs(message), message).toEqual([]);
    }
  });
});
