/**
 * Schema drift: a newer (or older) service answering with unknown fields everywhere, optional
 * fields left out, values this tool does not know, and a connection without `kind`. The gate keeps
 * working, says what it did not understand, and never takes an unknown status for success.
 */
import nock from 'nock';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../src/client/index.js';
import { runGate } from '../src/core/gate.js';
import type { GateSettings } from '../src/core/model.js';
import { eventLines } from '../src/report/events.js';
import { Redactor } from '../src/util/redaction.js';

const ORIGIN = 'https://drift.test';
const extra = { futureField: { nested: [1, 2] }, anotherOne: 'x' };

const connection = {
  _id: 'con_old',
  partnerBaseUrl: 'https://cpo.example/ocpi/versions',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  ocpiVersion: '2.2.1',
  status: 'registered',
  ...extra,
};

function reportWith(status: string) {
  return {
    _id: 'rep_drift',
    status,
    runKind: 'conformance-v2',
    seed: 'drift-seed',
    ...extra,
    summary: { total: 3, passed: 2, failed: 0, warned: 0, unobservable: 0, skipped: 1, ...extra },
    suites: [
      {
        suiteId: 'locations',
        ...extra,
        checks: [
          { testId: 'a', passed: true, transportKind: 'QUIC', ...extra },
          {
            testId: 'b',
            passed: true,
            validations: [
              {
                passed: true,
                severity: 'critical',
                references: [{ strength: 'REQUIRED', ...extra }],
                ...extra,
              },
            ],
          },
          { testId: 'c', passed: false, unreached: 'budget-exhausted' },
        ],
      },
    ],
  };
}

let agent: Agent;
beforeAll(() => {
  nock.disableNetConnect();
  agent = new Agent();
});
afterAll(async () => {
  nock.enableNetConnect();
  await agent.close();
});
afterEach(() => nock.cleanAll());

const settings: GateSettings = {
  connection: { mode: 'id', id: 'con_old' },
  module: undefined,
  seed: 'drift-seed',
  seedDerived: true,
  policy: { threshold: 100, failOn: new Set(['nothing-graded']), allowFailures: [] },
  wait: true,
  deadline: Date.now() + 60_000,
  share: 'never',
  shareUrlTemplate: '{baseUrl}/shared/{token}',
};

function serve(status: string) {
  nock(ORIGIN)
    .get('/api/v1/connections')
    .query(true)
    .reply(200, { success: true, data: [connection], meta: { limit: 100, skip: 0, ...extra } })
    .get('/api/v1/usage')
    .reply(200, { success: true, data: { plan: 'team', brandNew: true } })
    .post('/api/v1/testing/runs')
    .query(true)
    .reply(200, { success: true, data: { reportId: 'rep_drift', status, ...extra } })
    .get('/api/v1/testing/runs')
    .query(true)
    .times(20)
    .reply(200, { success: true, data: [reportWith(status)], meta: {} });
}

async function gate() {
  const logs: string[] = [];
  const client = new ServiceClient({
    baseUrl: `${ORIGIN}/api/v1`,
    apiKey: 'pets_drift_key_0001',
    dispatcher: agent,
    redactor: new Redactor(),
    sleep: async () => {},
  });
  const result = await runGate(
    client,
    { ...settings, deadline: Date.now() + 5_000 },
    {
      observer: (event) => logs.push(...eventLines(event).map((line) => line.text)),
      now: Date.now,
    },
  );
  return { result, logs };
}

describe('schema drift', () => {
  it('keeps working and says which values it did not understand', async () => {
    serve('completed');
    const { result, logs } = await gate();
    expect(result.verdict).toBe('pass');
    expect(result.connection?._id).toBe('con_old');
    expect(logs.join('\n')).toMatch(/OCPI 2\.2\.1/);
    const notes = result.grade!.notes.join('\n');
    expect(notes).toMatch(/a runKind value this tool does not know: conformance-v2/);
    expect(notes).toMatch(/a severity value this tool does not know: critical/);
    expect(notes).toMatch(/a strength value this tool does not know: REQUIRED/);
    expect(notes).toMatch(/a transportKind value this tool does not know: QUIC/);
    expect(notes).toMatch(/Unreached reasons not known to this tool: budget-exhausted/);
    expect(result.grade!.counts).toMatchObject({ graded: 2, unreached: 1 });
  });

  it('never takes an unknown run status for success', async () => {
    serve('finished-ish');
    const { result } = await gate();
    expect(result.verdict).toBe('error');
    expect(result.reason).toMatch(/No verdict/);
  });
});
