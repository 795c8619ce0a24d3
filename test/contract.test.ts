/**
 * Contract tests: every client operation against the emulator over real HTTP on 127.0.0.1,
 * including the errors of the interface, paging to the end, long-poll clamping, stream resume
 * after a drop, cross-owner 404 and the never-start-twice rule.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type JourneyPreviewRequest,
  ServiceClient,
  ServiceError,
  type StartedRun,
  TERMINAL_RUN_STATUSES,
} from '../src/client/index.js';
import { LONG_POLL_PARAM, SHARED_REPORT_PATH } from '../src/client/wire.js';
import { type Emulator, type OwnerSeed, startEmulator } from '../src/emulator/index.js';
import { Redactor } from '../src/util/redaction.js';

const KEYS = {
  team: 'pets_contract_team_000000001',
  free: 'pets_contract_free_000000002',
  other: 'pets_contract_other_00000003',
  big: 'pets_contract_big_0000000004',
};

let emulator: Emulator;

function client(
  key: string,
  overrides: Partial<ConstructorParameters<typeof ServiceClient>[0]> = {},
) {
  return new ServiceClient({
    baseUrl: emulator.baseUrl,
    apiKey: key,
    redactor: new Redactor(),
    ...overrides,
  });
}

beforeAll(async () => {
  emulator = await startEmulator({
    speed: 200,
    owners: [
      { id: 'team', plan: 'team', keys: [KEYS.team] },
      { id: 'free', plan: 'free', keys: [KEYS.free] },
      { id: 'other', plan: 'team', keys: [KEYS.other] },
      { id: 'big', plan: 'enterprise', keys: [KEYS.big] },
    ],
  });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.clearFaults();
  emulator.setScenario('all-pass');
});

const partner = (n: number) => `https://cpo-${n}.partner.example/ocpi/versions`;
const registration = (n: number) => ({
  partnerBaseUrl: partner(n),
  ourRole: 'EMSP' as const,
  theirRole: 'CPO' as const,
  ocpiVersion: '2.2.1' as const,
  tokenA: `token-a-${n}-abcdef`,
});

async function terminalReport(c: ServiceClient, reportId: string, connectionId: string) {
  for (let i = 0; i < 200; i++) {
    const report = await c.reports.find(reportId, { connectionId });
    if (report && TERMINAL_RUN_STATUSES.has(report.status)) return report;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`run ${reportId} did not end`);
}

/**
 * An emulator of its own (speed 200) on a real-time clock that moves only when the test moves
 * it (`advance`, real ms): what a run is at each step is decided by the test, not by how fast a
 * busy machine gets there.
 */
async function withStoppedClock(
  owners: OwnerSeed[],
  body: (stopped: { emulator: Emulator; advance(realMs: number): void }) => Promise<void>,
): Promise<void> {
  let realNow = Date.UTC(2030, 5, 1);
  const own = await startEmulator({ speed: 200, now: () => realNow, owners });
  try {
    await body({ emulator: own, advance: (realMs) => (realNow += realMs) });
  } finally {
    await own.close();
  }
}

describe('suites and usage', () => {
  it('lists suites without a key', async () => {
    const listing = await client('').suites.list();
    expect(listing.suites.length).toBeGreaterThan(5);
    const versions = new Set(listing.suites.map((s) => s.version));
    expect(versions).toContain('2.2.1');
    for (const suite of listing.suites) expect(suite.module).toBeTruthy();
  });

  it('answers 401 to a missing or refused key, saying so', async () => {
    const error = await client('pets_not_a_real_key_123')
      .usage.get()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/refused the API key/);
    expect(error.message).not.toContain('pets_not_a_real_key_123');
  });

  it('reads usage that reflects what the owner did', async () => {
    const c = client(KEYS.other);
    const before = await c.usage.get();
    const sandbox = emulator.sandboxConnectionId('other');
    await c.runs.start({ connectionId: sandbox, seed: 'usage-1' }, { waitSeconds: 55 });
    const after = await c.usage.get();
    expect(after.runs?.thisMonth).toBe((before.runs?.thisMonth ?? 0) + 1);
    expect(after.runs?.inflightCap).toBe(5);
    expect(after.plan).toBe('team');
  });
});

describe('connections', () => {
  it('creates with either form, lists, and registers', async () => {
    const c = client(KEYS.team);
    const created = await c.connections.create(registration(1));
    expect(created.status).toBe('pending');
    expect(created.kind).toBe('external');
    const existing = await c.connections.create({
      partnerBaseUrl: partner(2),
      ourRole: 'EMSP',
      theirRole: 'CPO',
      ocpiVersion: '2.2.1',
      tokenC: 'token-c-2-abcdef',
      localTokenB: 'token-b-2-abcdef',
      ourPartyId: 'EXA',
      ourCountryCode: 'NL',
    });
    const ids: string[] = [];
    for await (const page of c.connections.pages({ limit: 1 }))
      ids.push(...page.items.map((x) => x._id));
    expect(ids).toEqual(expect.arrayContaining([created._id, existing._id]));
    expect(ids).toContain(emulator.sandboxConnectionId('team'));
    expect(new Set(ids).size).toBe(ids.length);

    const registered = await c.connections.register(created._id);
    expect(registered.status).toBe('registered');
  });

  it('ends a failed handshake with lastError', async () => {
    emulator.setPartner('https://cpo-3.', {
      status: 'failed',
      lastError: 'versions endpoint answered 503',
    });
    const c = client(KEYS.team);
    const created = await c.connections.create(registration(3));
    const after = await c.connections.register(created._id);
    expect(after.status).toBe('failed');
    expect(after.lastError).toContain('503');
  });

  it('answers 402 at the plan ceiling, naming the limit', async () => {
    const c = client(KEYS.free);
    await c.connections.create({ ...registration(10) });
    const error = await c.connections.create(registration(11)).catch((e) => e);
    expect(error.status).toBe(402);
    expect(error.limit).toMatchObject({ id: 'connections', cap: 1 });
    expect(error.message).toMatch(/connections \(1 of 1 allowed\)/);
  });

  it('answers 409 when the local token is already in use, without echoing it', async () => {
    const c = client(KEYS.team);
    const body = {
      partnerBaseUrl: partner(20),
      ourRole: 'EMSP' as const,
      theirRole: 'CPO' as const,
      ocpiVersion: '2.2.1' as const,
      tokenC: 'token-c-20-abcdef',
      localTokenB: 'token-b-20-shared',
      ourPartyId: 'EXA',
      ourCountryCode: 'NL',
    };
    await c.connections.create(body);
    const error = await c.connections
      .create({ ...body, partnerBaseUrl: partner(21), tokenC: 'token-c-21-abcdef' })
      .catch((e) => e);
    expect(error.status).toBe(409);
    expect(error.message).not.toContain('token-b-20-shared');
  });

  it('answers 422 to an unsupported configuration', async () => {
    const error = await client(KEYS.team)
      .connections.create({ ...registration(30), theirRole: 'EMSP' })
      .catch((e) => e);
    expect(error.status).toBe(422);
  });
});

describe('conformance runs', () => {
  it('starts, long-polls to completion, and finds the graded report', async () => {
    const c = client(KEYS.team);
    const sandbox = emulator.sandboxConnectionId('team');
    const run = await c.runs.start(
      { connectionId: sandbox, seed: 'contract-1' },
      { waitSeconds: 55 },
    );
    expect(run.status).toBe('completed');
    expect(run.summary?.total).toBeGreaterThan(0);
    const report = await c.reports.find(run.reportId, { connectionId: sandbox });
    expect(report?.suites?.length).toBeGreaterThan(0);
    expect(report?.provenance?.rosterHash).toBeTruthy();
  });

  it('gives the same report for the same seed', async () => {
    const c = client(KEYS.team);
    const sandbox = emulator.sandboxConnectionId('team');
    emulator.setScenario('some-failures');
    const a = await c.runs.start({ connectionId: sandbox, seed: 'same-seed' }, { waitSeconds: 55 });
    const b = await c.runs.start({ connectionId: sandbox, seed: 'same-seed' }, { waitSeconds: 55 });
    const ra = await terminalReport(c, a.reportId, sandbox);
    const rb = await terminalReport(c, b.reportId, sandbox);
    expect(ra._id).not.toBe(rb._id);
    expect(rb.summary).toEqual(ra.summary);
    expect(rb.suites).toEqual(ra.suites);
    expect(ra.summary?.failed).toBeGreaterThan(0);
  });

  it('clamps a long-poll above 55 s on the wire', async () => {
    const c = client(KEYS.team);
    emulator.resetRequests();
    await c.runs.start(
      { connectionId: emulator.sandboxConnectionId('team'), seed: 'clamp' },
      { waitSeconds: 3600 },
    );
    const [start] = emulator.requests({ method: 'POST', route: 'POST /testing/runs' });
    expect(start?.path).toContain(`${LONG_POLL_PARAM}=55`);
  });

  it('answers 400 to an unknown module, listing the valid ones', async () => {
    const error = await client(KEYS.team)
      .runs.start({ connectionId: emulator.sandboxConnectionId('team'), module: 'teleport' })
      .catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/locations/);
  });

  it('answers 409 to a run on a connection that is not registered', async () => {
    const c = client(KEYS.team);
    const pending = await c.connections.create(registration(40));
    const error = await c.runs.start({ connectionId: pending._id }).catch((e) => e);
    expect(error.status).toBe(409);
  });

  it('answers 402 when the run-concurrency limit is reached', async () => {
    // On a clock that stands still the first run is in flight however long the second start
    // takes to arrive (on the shared clock a busy machine let it end first).
    await withStoppedClock([{ id: 'free', plan: 'free', keys: [KEYS.free] }], async (stopped) => {
      const c = new ServiceClient({
        baseUrl: stopped.emulator.baseUrl,
        apiKey: KEYS.free,
        redactor: new Redactor(),
      });
      const sandbox = stopped.emulator.sandboxConnectionId('free');
      await c.runs.start({ connectionId: sandbox, seed: 'conc-1' });
      const error = await c.runs.start({ connectionId: sandbox, seed: 'conc-2' }).catch((e) => e);
      expect(error.status).toBe(402);
      expect(error.limit).toEqual({ id: 'run-concurrency', used: 1, cap: 1 });
      expect(error.message).toMatch(/runs in flight \(1 of 1/);
      // Once the first has ended (5 emulated s), the next one starts.
      stopped.advance(1_000);
      await c.runs.start({ connectionId: sandbox, seed: 'conc-3' });
    });
  });

  it('pages the run list to the end with filters', async () => {
    // Each run has ended (5 emulated s) once the test moves the clock on after its start, so none
    // waits in real time and the plan's run-concurrency cap is never reached. Nine runs by four:
    // two whole pages and a last one of one (45 by 20 spent 1.8 s of CPU on the reports the
    // pages carry, for the same paging).
    const owners = [{ id: 'big', plan: 'enterprise' as const, keys: [KEYS.big] }];
    await withStoppedClock(owners, async (stopped) => {
      const c = new ServiceClient({
        baseUrl: stopped.emulator.baseUrl,
        apiKey: KEYS.big,
        redactor: new Redactor(),
      });
      const sandbox = stopped.emulator.sandboxConnectionId('big');
      for (let i = 0; i < 9; i++) {
        await c.runs.start({ connectionId: sandbox, seed: `page-${i}` });
        stopped.advance(1_000);
      }
      const ids: string[] = [];
      let pages = 0;
      for await (const page of c.runs.pages({ connectionId: sandbox, limit: 4 })) {
        pages++;
        ids.push(...page.items.map((r) => r._id));
      }
      expect(pages).toBe(3);
      expect(ids).toHaveLength(9);
      expect(new Set(ids).size).toBe(9);
      const completed = await c.runs.list({
        connectionId: sandbox,
        status: 'completed',
        limit: 100,
      });
      expect(completed.items).toHaveLength(9);
      for (const r of completed.items) expect(r.status).toBe('completed');
      // The filter filters: one run started and not yet ended is not among the completed ones.
      await c.runs.start({ connectionId: sandbox, seed: 'page-running' });
      const after = await c.runs.list({ connectionId: sandbox, status: 'completed', limit: 100 });
      expect(after.items).toHaveLength(9);
    });
  });

  it('deletes, shares and revokes; a revoked or deleted report stops being served', async () => {
    const c = client(KEYS.team);
    const sandbox = emulator.sandboxConnectionId('team');
    const run = await c.runs.start({ connectionId: sandbox, seed: 'share-1' }, { waitSeconds: 55 });
    const token = await c.shares.create(run.reportId);
    const shared = await fetch(`${emulator.baseUrl}${SHARED_REPORT_PATH}/${token}`);
    expect(shared.status).toBe(200);
    await c.shares.remove(run.reportId);
    expect((await fetch(`${emulator.baseUrl}${SHARED_REPORT_PATH}/${token}`)).status).toBe(404);

    const token2 = await c.shares.create(run.reportId);
    await c.runs.delete(run.reportId);
    expect((await fetch(`${emulator.baseUrl}${SHARED_REPORT_PATH}/${token2}`)).status).toBe(404);
    expect(await c.reports.find(run.reportId, { connectionId: sandbox })).toBeUndefined();
    const again = await c.runs.delete(run.reportId).catch((e) => e);
    expect(again.status).toBe(404);
  });

  it("answers 402 to sharing a report about the owner's own endpoint without a current plan", async () => {
    const c = client(KEYS.free);
    const list = await c.connections.list();
    const external = list.items.find((x) => x.kind === 'external');
    expect(external).toBeDefined();
    await c.connections.register(external!._id);
    emulator.setScenario('all-pass');
    // The free owner's only run slot may still be held by the slow run of an earlier test.
    let run: StartedRun | undefined;
    for (let i = 0; i < 100 && !run; i++) {
      run = await c.runs
        .start({ connectionId: external!._id, seed: 'own' }, { waitSeconds: 55 })
        .catch((e) => {
          if (e.status === 402 && e.limit?.id === 'run-concurrency') return undefined;
          throw e;
        });
      if (!run) await new Promise((r) => setTimeout(r, 50));
    }
    const error = await c.shares.create(run!.reportId).catch((e) => e);
    expect(error.status).toBe(402);
    expect(error.capability).toBeTruthy();
  });
});

describe('owners are isolated', () => {
  it("answers 404 for another owner's connection, report and journey run", async () => {
    const mine = client(KEYS.team);
    const theirs = client(KEYS.other);
    const sandbox = emulator.sandboxConnectionId('team');
    const run = await mine.runs.start({ connectionId: sandbox, seed: 'iso' }, { waitSeconds: 55 });
    const journey = await startJourney(mine, sandbox, 'iso-journey');
    const checks = [
      theirs.connections.register(sandbox),
      theirs.runs.start({ connectionId: sandbox }),
      theirs.shares.create(run.reportId),
      theirs.runs.delete(run.reportId),
      theirs.journeys.get(journey.runId),
      theirs.journeys.cancel(journey.runId),
    ];
    for (const outcome of await Promise.allSettled(checks)) {
      expect(outcome.status).toBe('rejected');
      const error = (outcome as PromiseRejectedResult).reason;
      expect(error.status).toBe(404);
      expect(error.message).toMatch(/unknown to the owner of this API key/);
    }
    expect(await theirs.reports.find(run.reportId)).toBeUndefined();
  });
});

function journeyBody(
  targetId: string,
  seed: string,
  kind = 'first-successful-charge',
): JourneyPreviewRequest {
  return {
    schemaVersion: 1,
    targetId,
    topology: { kind: kind as JourneyPreviewRequest['topology']['kind'] },
    clock: { durationSeconds: 1200, accelerationFactor: 120 },
    seed,
  };
}

async function startJourney(c: ServiceClient, targetId: string, seed: string) {
  const preview = await c.journeys.preview(journeyBody(targetId, seed));
  expect(preview.runAllowed).toBe(true);
  return c.journeys.start({ planId: preview.planId, planHash: preview.planHash, seed, targetId });
}

describe('journeys', () => {
  it('previews, starts, streams every event once and reaches a terminal status', async () => {
    const c = client(KEYS.team);
    const sandbox = emulator.sandboxConnectionId('team');
    const run = await startJourney(c, sandbox, 'journey-1');
    const seqs: number[] = [];
    const names: string[] = [];
    for await (const event of c.journeys.events(run.runId)) {
      seqs.push(event.seq);
      names.push(event.name);
    }
    expect(seqs.length).toBeGreaterThan(3);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(names.at(-1)).toBe('run.completed');
    const status = await c.journeys.get(run.runId, { waitSeconds: 55 });
    expect(status.status).toBe('completed');
    const report = await c.reports.find(status.reportId!, { connectionId: sandbox });
    expect(report?.runKind).toBe('journey');
  });

  it('resumes a dropped stream without losing or repeating events', async () => {
    const c = client(KEYS.team);
    const sandbox = emulator.sandboxConnectionId('team');
    const run = await startJourney(c, sandbox, 'journey-drop');
    emulator.addFault({
      route: 'GET /testing/journey-runs/{id}/stream',
      times: 2,
      fault: { kind: 'drop-stream', afterEvents: 3 },
    });
    const seqs: number[] = [];
    let reconnects = 0;
    for await (const event of c.journeys.events(run.runId, { onReconnect: () => reconnects++ })) {
      seqs.push(event.seq);
    }
    expect(reconnects).toBeGreaterThanOrEqual(2);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });

  it('says when a plan may not run (free plan, external target)', async () => {
    const c = client(KEYS.free);
    const list = await c.connections.list();
    const external = list.items.find((x) => x.kind === 'external')!;
    const preview = await c.journeys.preview(journeyBody(external._id, 'not-allowed'));
    expect(preview.runAllowed).toBe(false);
    const error = await c.journeys
      .start({
        planId: preview.planId,
        planHash: preview.planHash,
        seed: 'not-allowed',
        targetId: external._id,
      })
      .catch((e) => e);
    expect(error.status).toBe(402);
    expect(error.capability).toBe('external-endpoints');
  });

  it('recovers an interrupted run with the current version only', async () => {
    const c = client(KEYS.team);
    const sandbox = emulator.sandboxConnectionId('team');
    emulator.setScenario('interrupted-journey');
    const run = await startJourney(c, sandbox, 'journey-interrupt');
    const status = await c.journeys.get(run.runId, { waitSeconds: 55 });
    expect(status.status).toBe('interrupted');
    expect(status.recoveryOptions?.map((o) => o.decision)).toContain('resume');
    const stale = await c.journeys
      .recover(run.runId, {
        decision: 'resume',
        recoveryVersion: (status.recoveryVersion ?? 1) - 1,
      })
      .catch((e) => e);
    expect(stale.status).toBe(409);
    const unknown = await c.journeys
      .recover(run.runId, {
        decision: 'teleport',
        recoveryVersion: status.recoveryVersion!,
      })
      .catch((e) => e);
    expect(unknown.status).toBe(422);
    const applied = await c.journeys.recover(run.runId, {
      decision: 'resume',
      recoveryVersion: status.recoveryVersion!,
    });
    expect(applied.status).toBe('recovering');
    emulator.setScenario('all-pass');
    let final = await c.journeys.get(run.runId, { waitSeconds: 55 });
    for (let i = 0; i < 20 && !TERMINAL_RUN_STATUSES.has(final.status); i++) {
      final = await c.journeys.get(run.runId, { waitSeconds: 55 });
    }
    expect(final.status).toBe('completed');
  });

  it('cancels cooperatively', async () => {
    const c = client(KEYS.team);
    const sandbox = emulator.sandboxConnectionId('team');
    const preview = await c.journeys.preview({
      ...journeyBody(sandbox, 'journey-cancel'),
      clock: { durationSeconds: 36_000, accelerationFactor: 10 },
    });
    const run = await c.journeys.start({
      planId: preview.planId,
      planHash: preview.planHash,
      seed: 'journey-cancel',
      targetId: sandbox,
    });
    const answer = await c.journeys.cancel(run.runId);
    expect(typeof answer.status).toBe('string');
    let status = await c.journeys.get(run.runId, { waitSeconds: 55 });
    for (let i = 0; i < 20 && !TERMINAL_RUN_STATUSES.has(status.status); i++) {
      status = await c.journeys.get(run.runId, { waitSeconds: 55 });
    }
    expect(status.status).toBe('cancelled');
  });
});

describe('faults over real HTTP', () => {
  it('survives 503s and a 429 with Retry-After on reads', async () => {
    const c = client(KEYS.team, { sleep: async () => {} });
    emulator.addFault({ route: 'GET /usage', times: 2, fault: { kind: 'status', status: 503 } });
    emulator.addFault({
      route: 'GET /usage',
      times: 1,
      fault: { kind: 'status', status: 429, retryAfter: 1 },
    });
    const usage = await c.usage.get();
    expect(usage.plan).toBe('team');
  });

  it('reports a per-minute cap (429) that outlasts the retries', async () => {
    const c = client(KEYS.team, { sleep: async () => {} });
    emulator.addFault({
      route: 'POST /testing/runs',
      times: 10,
      fault: { kind: 'status', status: 429, retryAfter: 7 },
    });
    const error = await c.runs
      .start({ connectionId: emulator.sandboxConnectionId('team') })
      .catch((e) => e);
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(7000);
  });

  it('never starts two runs when the start answer is lost after the run was created', async () => {
    const c = client(KEYS.other, { sleep: async () => {} });
    const sandbox = emulator.sandboxConnectionId('other');
    emulator.addFault({
      route: 'POST /testing/runs',
      phase: 'after',
      times: 1,
      fault: { kind: 'reset-mid-body' },
    });
    emulator.resetRequests();
    const run = await c.runs.start({ connectionId: sandbox, seed: 'lost-answer' });
    expect(run.reconciled).toBe(true);
    expect(emulator.requests({ route: 'POST /testing/runs' })).toHaveLength(1);
    const all = await c.runs.list({ connectionId: sandbox, limit: 100 });
    expect(all.items.filter((r) => r.seed === 'lost-answer')).toHaveLength(1);
  });

  it('retries a start that failed before the run was created, and starts exactly one', async () => {
    const c = client(KEYS.other, { sleep: async () => {} });
    const sandbox = emulator.sandboxConnectionId('other');
    emulator.addFault({
      route: 'POST /testing/runs',
      times: 1,
      fault: { kind: 'status', status: 502 },
    });
    const run = await c.runs.start({ connectionId: sandbox, seed: 'retry-once' });
    expect(run.reconciled).toBe(false);
    const all = await c.runs.list({ connectionId: sandbox, limit: 100 });
    expect(all.items.filter((r) => r.seed === 'retry-once')).toHaveLength(1);
  });

  it('does not retry a connection creation that failed with a 500, and says so', async () => {
    const c = client(KEYS.team, { sleep: async () => {} });
    emulator.addFault({
      route: 'POST /connections',
      times: 1,
      fault: { kind: 'status', status: 500 },
    });
    emulator.resetRequests();
    const error = await c.connections.create(registration(50)).catch((e) => e);
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/service's side/);
    expect(emulator.requests({ route: 'POST /connections' })).toHaveLength(1);
  });

  it('names the field of a response that breaks the schema', async () => {
    const c = client(KEYS.team, { sleep: async () => {}, retry: { maxRetries: 0 } });
    emulator.addFault({ route: 'GET /usage', times: 1, fault: { kind: 'schema-break' } });
    const error = await c.usage.get().catch((e) => e);
    expect(error.kind).toBe('schema');
    expect(error.message).toMatch(/data\./);
  });
});
