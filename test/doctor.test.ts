/**
 * `ocpi-conformance doctor` against the emulator (every row held) and against the divergent
 * service (test/helpers/divergent-service.ts), once per row of the assumptions table: that row,
 * and only that row, reported as differs, with what was seen. The CLI runs in-process with real
 * HTTP and real time; cases run concurrently, each with its own owner and proxy.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderDoctor } from '../src/cli/doctor.js';
import { ASSUMPTIONS, SHAPES } from '../src/client/assumptions.js';
import { JOURNEY_START_PATH, RUN_LIST_PARAMS } from '../src/client/wire.js';
import { DOCTOR_LIMITS } from '../src/doctor/limits.js';
import { pickWords, shortestModule } from '../src/doctor/sandbox-conformance.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { suiteListing } from '../src/emulator/roster.js';
import { cli } from './cli-harness.js';
import {
  type Divergence,
  type DivergentService,
  JOURNEY_START_ROUTE,
  JOURNEY_STATUS_ROUTE,
  RUN_START_ROUTE,
  startDivergentService,
} from './helpers/divergent-service.js';

const OWNERS = 32;
const keyOf = (i: number) => `pets_doctor_owner_${String(i).padStart(4, '0')}`;
/** Sandbox runs: 0.5 s queued, then 2.5 s running (emulator speed 1). */
const RUN_SCENARIO = { queueSeconds: 0.5, runSeconds: 2.5 };
const ROW_IDS = [...ASSUMPTIONS, ...SHAPES].map((row) => row.id);

vi.setConfig({ maxConcurrency: OWNERS });

let emulator: Emulator;
let nextOwner = 0;
/** A fresh owner of the emulator for each doctor run (its account's history is its own). */
function newOwner(): number {
  if (nextOwner >= OWNERS)
    throw new Error(`more doctor runs than the ${OWNERS} owners: raise OWNERS`);
  return nextOwner++;
}
const proxies: DivergentService[] = [];

beforeAll(async () => {
  emulator = await startEmulator({
    speed: 1,
    owners: Array.from({ length: OWNERS }, (_, i) => ({
      id: `owner${i}`,
      plan: 'team',
      keys: [keyOf(i)],
    })),
  });
  emulator.setScenario(RUN_SCENARIO);
});
afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await emulator.close();
});

interface Row {
  id: string;
  verdict: string;
  sent: string;
  seen: string;
  safety: boolean;
}

async function doctor(divergence: Divergence | undefined, args: string[] = ['--sandbox-runs']) {
  const owner = newOwner();
  let baseUrl = emulator.baseUrl;
  let proxy: DivergentService | undefined;
  if (divergence) {
    proxy = await startDivergentService(emulator.baseUrl, divergence);
    proxies.push(proxy);
    baseUrl = proxy.baseUrl;
  }
  const env = { OCPI_TESTING_API_KEY: keyOf(owner), OCPI_TESTING_BASE_URL: baseUrl };
  const run = await cli(['doctor', '--json', ...args], { env });
  const document = run.json();
  if (!Array.isArray(document.rows)) {
    throw new Error(`the doctor gave no table (exit ${run.code}): ${run.stdout}\n${run.stderr}`);
  }
  const rows = new Map<string, Row>(document.rows.map((row: Row) => [row.id, row]));
  return { run, document, rows, proxy, owner, env };
}

/**
 * What a row finds against the emulator when nothing differs: held, but the connection list's
 * limit and skip, which need two connections (an owner has its sandbox only), so held in part.
 */
function expectHeld(row: Row): void {
  if (row.id === 'connection-list') {
    expect(row.verdict, row.seen).toBe('held in part');
    expect(row.seen).toContain(
      'not checked: limit and skip: the account has 1 connection, paging needs two',
    );
  } else expect(row, row.id).toMatchObject({ verdict: 'held' });
}

function others(rows: Map<string, Row>, id: string): Row[] {
  return [...rows.values()].filter((row) => row.id !== id);
}

describe.concurrent('doctor against the emulator', () => {
  it('finds every row held with --sandbox-runs, within its bounds, and counts its requests', async () => {
    const { run, document, rows, proxy, owner } = await doctor({});
    expect(run.code).toBe(0);
    expect([...rows.keys()]).toEqual(ROW_IDS);
    for (const row of rows.values()) expectHeld(row);
    expect(document.verdict).toBe('ok');
    // The conformance run is of the module the suite listing gives the fewest checks, and the row
    // says which, by that rule; the report it left is of that module, with that many checks.
    const pick = shortestModule(suiteListing(), '2.2.1')!;
    expect(rows.get('long-poll')!.sent).toBe(
      `POST /testing/runs?wait=10 on the sandbox, ${pickWords(pick, '2.2.1')}`,
    );
    const env = { OCPI_TESTING_API_KEY: keyOf(owner), OCPI_TESTING_BASE_URL: emulator.baseUrl };
    const listed = (await cli(['runs', 'list', '--all', '--json'], { env })).json();
    const own = listed.runs.find(
      (r: { _id: string }) => r._id === document.created.conformanceReportId,
    );
    expect(own).toMatchObject({ module: pick.module, summary: { total: pick.checks } });
    // The count it reports is what reached the service, within the README's bound.
    expect(document.requests).toBe(proxy!.log.length);
    expect(document.requests).toBeLessThanOrEqual(DOCTOR_LIMITS.sandboxRunsRequests);
    // Its bound in time holds by this test ending at all: its own timeout, 120 s, is well within
    // DOCTOR_LIMITS.sandboxRunsMs (a check in ms here could not fail before the timeout did).
    expect(DOCTOR_LIMITS.sandboxRunsMs).toBeGreaterThan(120_000);
    // One conformance run and one journey, both on the sandbox, and nothing else started.
    const starts = proxy!.forwardedStarts();
    expect(starts.map((s) => s.route).sort()).toEqual([JOURNEY_START_ROUTE, RUN_START_ROUTE]);
    expect(rows.get('start-lookup')!.seen).toContain(
      `found report ${document.created.conformanceReportId}`,
    );
    expect(rows.get('journey-long-poll')!.seen).toMatch(
      /held the answer 3\.\d s|answered on a change/,
    );
    // The share it made is revoked.
    expect(proxy!.requests('DELETE /testing/runs/{id}/share')).toHaveLength(1);
  }, 120_000);

  it('starts nothing by default, and says what it could not check and why', async () => {
    // An account with history: one conformance run and one journey run, both ended.
    const history = await doctor(undefined);
    expect(history.run.code).toBe(0);
    // Through a faithful proxy, which sees every request (the emulator logs /testing/suites without an owner).
    const proxy = await startDivergentService(emulator.baseUrl, {});
    proxies.push(proxy);
    const { run, document, rows } = await readOnlyOf(history.owner, proxy.baseUrl);
    expect(run.code).toBe(0);
    expect(document.sandboxRuns).toBe(false);
    const sent = proxy.log;
    expect(sent.length).toBe(document.requests);
    expect(sent.length).toBeLessThanOrEqual(DOCTOR_LIMITS.readOnlyRequests);
    // No start: the only POST to the journey start path had no plan and was refused.
    expect(sent.filter((r) => r.route === RUN_START_ROUTE)).toEqual([]);
    const journeyStarts = sent.filter((r) => r.route === JOURNEY_START_ROUTE);
    expect(journeyStarts.map((r) => r.status)).toEqual([400]);
    // Recovery probes were refused; nothing was cancelled or shared.
    for (const r of sent.filter((r) => r.method === 'POST' && !r.route.includes('preview'))) {
      expect(r.status, r.route).toBeGreaterThanOrEqual(400);
    }
    expect(sent.some((r) => r.route.endsWith('/cancel') || r.route.endsWith('/share'))).toBe(false);
    // What it does write: one journey preview, whose saved plan it names (it starts no run).
    expect(sent.filter((r) => r.route === 'POST /testing/journeys/preview')).toHaveLength(1);
    expect(document.created).toEqual({ previewPlanId: expect.any(String) });
    expect(renderDoctor(document, (text) => text)).toContain(
      `started no run; its journey preview saved plan ${document.created.previewPlanId} (nothing runs from it).`,
    );
    const notChecked = [...rows.values()].filter((row) => row.verdict === 'not checked');
    expect(notChecked.map((row) => row.id).sort()).toEqual(
      ['journey-long-poll', 'long-poll', 'shape-cancel', 'shape-start', 'shared-path'].sort(),
    );
    for (const row of notChecked) expect(row.seen).not.toBe('');
    expect(rows.get('journey-long-poll')!.seen).toMatch(
      /is cancelled: a long-poll needs one in progress/,
    );
    for (const row of rows.values()) expect(row.verdict, row.id).not.toBe('differs');
  }, 120_000);

  it('prints the table: each row with what was sent and seen, and the gate on a difference', async () => {
    const history = await doctor(undefined);
    const env = {
      OCPI_TESTING_API_KEY: keyOf(history.owner),
      OCPI_TESTING_BASE_URL: emulator.baseUrl,
    };
    const human = await cli(['doctor'], { env });
    expect(human.code).toBe(0);
    const lines = human.stdout.split('\n');
    expect(lines[0]).toMatch(/^#\s+ASSUMPTION\s+RESULT\s+IF IT DIFFERS$/);
    ASSUMPTIONS.forEach((assumption, i) => {
      const at = lines.findIndex((line) => line.startsWith(`${i + 1} `));
      expect(lines[at]).toContain(assumption.detail.replace(/`/g, ''));
      expect(lines[at + 1]).toMatch(/^ {5}sent: /);
      expect(lines[at + 2]).toMatch(/^ {5}seen: /);
      expect(lines[at + 3]).toBe(
        `     if it differs, the gate ${assumption.ifDiffers.replace(/`/g, '')}`,
      );
    });
    expect(human.stdout).toContain("Nothing the gate's safety leans on differs.");
    expect(human.stdout).not.toContain(keyOf(history.owner));
    // The sandbox run names the reports it left, and they are in the account to delete.
    const { conformanceReportId, journeyReportId } = history.document.created;
    const rendered = renderDoctor(history.document, (text) => text);
    expect(rendered).toContain(
      `The sandbox runs left reports ${conformanceReportId} and ${journeyReportId} in the account`,
    );
    // What it says it started is what it started: the runs it names, and no more.
    expect(rendered).toContain(
      `${history.document.requests} requests in ${history.document.seconds} s; started one conformance run and one journey (cancelled) on the sandbox.`,
    );
    // It started no run, and names the plan its journey preview saved (the one thing it writes).
    const previewed = human.stdout.match(
      / requests in [\d.]+ s; started no run; its journey preview saved plan (\S+) \(nothing runs from it\)\.$/m,
    );
    expect(previewed, human.stdout).not.toBeNull();
    const listed = (await cli(['runs', 'list', '--all', '--json'], { env })).json();
    const ids = listed.runs.map((report: { _id: string }) => report._id);
    expect(ids).toEqual(expect.arrayContaining([conformanceReportId, journeyReportId]));
  }, 120_000);
});

async function readOnlyOf(owner: number, baseUrl = emulator.baseUrl) {
  const env = { OCPI_TESTING_API_KEY: keyOf(owner), OCPI_TESTING_BASE_URL: baseUrl };
  const run = await cli(['doctor', '--json'], { env });
  const document = run.json();
  const rows = new Map<string, Row>(document.rows.map((row: Row) => [row.id, row]));
  return { run, document, rows, env };
}

/** One divergence per row of the assumptions table, and a fact the row must report. */
const CASES: { row: string; divergence: Divergence; seen: RegExp }[] = [
  {
    row: 'long-poll',
    divergence: { ignoreLongPoll: [RUN_START_ROUTE] },
    seen: /answered queued after 0\.\d s, asked to wait 10 s \(wait ignored\)/,
  },
  {
    row: 'connection-list',
    divergence: { ignoreConnectionListParams: true },
    seen: /listed as both inbound and outbound \(direction ignored\)/,
  },
  {
    row: 'run-list',
    divergence: { ignoreRunListFilters: true },
    seen: /\?status=\w+ listed a \w+ report \(filter ignored\)/,
  },
  {
    row: 'run-list',
    divergence: { ignoreCursor: true },
    seen: /\?cursor= gave the first page again/,
  },
  {
    row: 'start-lookup',
    divergence: { dropReportSeed: true },
    seen: /report rep_\w+ is listed, but not under seed doctor-[\w-]+ \(its seed: null\)/,
  },
  {
    row: 'journey-start',
    divergence: { journeyStartMissing: 404 },
    seen: /answered 404 not_found/,
  },
  {
    row: 'recovery-field',
    divergence: { renameRecoveryField: true },
    seen: /with "decision" sent, it answered 400 \w+ \(.*decision.*required/,
  },
  {
    row: 'stream-cursor',
    divergence: { ignoreStreamCursor: true },
    seen: /asked after 1, the stream began at event 1 \(replayed\)/,
  },
  {
    row: 'event-names',
    divergence: { renameEvents: true },
    seen: /unknown names: RunStarted/,
  },
  {
    row: 'report-run-id',
    divergence: { dropReportRunId: true },
    seen: /report rep_\w+ carries runId null, not jr_\w+/,
  },
  {
    row: 'journey-long-poll',
    divergence: { ignoreLongPoll: [JOURNEY_STATUS_ROUTE] },
    seen: /answered running, unchanged, after 0\.\d s; asked to wait 3 s \(wait ignored\)/,
  },
  {
    row: 'shared-path',
    divergence: { sharedReportElsewhere: true },
    seen: /the link answered 404/,
  },
];

describe('doctor without an answer', () => {
  it('exits 4 for a key the service refuses, 3 when nothing answers, 2 for a bad option, and never shows the key', async () => {
    const proxy = await startDivergentService(emulator.baseUrl, {});
    proxies.push(proxy);
    const wrongKey = 'pets_doctor_not_a_known_key_01';
    const refused = await cli(['doctor', '--json'], {
      env: { OCPI_TESTING_API_KEY: wrongKey, OCPI_TESTING_BASE_URL: proxy.baseUrl },
    });
    expect(refused.code).toBe(4);
    expect(refused.json().errorKind).toBe('refused');
    expect(refused.json().error.status).toBe(401);
    expect(refused.stdout + refused.stderr).not.toContain(wrongKey);
    // The first 401 ends it: nothing is started or probed after the key is refused.
    expect(proxy.log.filter((r) => r.status === 401)).toHaveLength(1);
    expect(proxy.log.filter((r) => r.method === 'POST')).toEqual([]);

    const closed = await startDivergentService(emulator.baseUrl, {});
    const closedUrl = closed.baseUrl;
    await closed.close();
    const unreachable = await cli(['doctor', '--json'], {
      env: { OCPI_TESTING_API_KEY: keyOf(newOwner()), OCPI_TESTING_BASE_URL: closedUrl },
    });
    expect(unreachable.code).toBe(3);
    expect(unreachable.json().errorKind).toBe('unavailable');

    const before = proxy.log.length;
    const usage = await cli(['doctor', '--sandbox-runs=yes'], {
      env: { OCPI_TESTING_API_KEY: keyOf(newOwner()), OCPI_TESTING_BASE_URL: proxy.baseUrl },
    });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--sandbox-runs');
    expect(proxy.log.length).toBe(before);
  }, 60_000);
});

describe('doctor without a sandbox connection', () => {
  it('starts nothing, even with --sandbox-runs, and says why each row went unchecked', async () => {
    // Connections without `kind`: none is known to be the sandbox, so none may be run on.
    const { run, rows, proxy, document } = await doctor({ dropConnectionKind: true });
    expect(run.code).toBe(0);
    expect(proxy!.forwardedStarts()).toEqual([]);
    expect(proxy!.log.filter((r) => r.route === 'POST /testing/journeys/preview')).toEqual([]);
    expect(document.created).toEqual({});
    // Asked for sandbox runs, it says it started none, as it did not.
    expect(renderDoctor(document, (text) => text)).toMatch(
      / requests in [\d.]+ s; started no run\.$/m,
    );
    const listed = proxy!.log.find((r) => r.route === 'GET /connections')!;
    expect(listed.notes).toContain('dropped kind from connections');
    for (const id of ['long-poll', 'start-lookup', 'shared-path', 'journey-start', 'shape-start']) {
      expect(rows.get(id)!.verdict, id).toBe('not checked');
      expect(rows.get(id)!.seen).toContain(
        'the sandbox (kind "sandbox") is not among the 1 connection listed',
      );
    }
  }, 60_000);
});

describe.concurrent('doctor against a strict service', () => {
  it('gives the whole table when a request is refused: that row differs, and it goes on', async () => {
    // The run list refuses our name of the OCPI version filter, as a service naming it otherwise could.
    const { run, rows, document, proxy } = await doctor({
      refuseParams: [RUN_LIST_PARAMS.ocpiVersion],
    });
    expect([...rows.keys()]).toEqual(ROW_IDS);
    const runList = rows.get('run-list')!;
    expect(runList.verdict).toBe('differs');
    expect(runList.seen).toContain(
      `GET /testing/runs answered 400 invalid_request (Unknown query parameter "${RUN_LIST_PARAMS.ocpiVersion}".)`,
    );
    // The steps after it ran: the journey was read, cancelled and checked.
    for (const id of ['stream-cursor', 'event-names', 'shape-cancel', 'recovery-field']) {
      expect(rows.get(id)!.verdict, id).toBe('held');
    }
    expect(proxy!.log.filter((r) => r.route.endsWith('/cancel')).map((r) => r.status)).toEqual([
      200,
    ]);
    // The gate's safety leans on the run list: exit 1, and the table says which row.
    expect(run.code).toBe(1);
    expect(document.verdict).toBe('differs');
  }, 120_000);

  it('says a read the service failed was not checked, and goes on (read-only)', async () => {
    const { run, rows, document } = await doctor(
      { failRoutes: [{ route: 'GET /usage', status: 503 }] },
      [],
    );
    expect(run.code).toBe(0);
    expect(document.verdict).toBe('ok');
    const usage = rows.get('shape-usage')!;
    expect(usage.verdict).toBe('not checked');
    expect(usage.seen).toContain(
      'GET /usage failed: 503 unavailable (The service is unavailable.)',
    );
    for (const id of ['connection-list', 'shape-connection', 'journey-start', 'shape-preview']) {
      expectHeld(rows.get(id)!);
    }
  }, 60_000);
});

describe.concurrent('doctor stopped', () => {
  it('cancels the journey it started when it is interrupted, and exits 3', async () => {
    const proxy = await startDivergentService(emulator.baseUrl, {});
    proxies.push(proxy);
    const owner = newOwner();
    const controller = new AbortController();
    // Interrupt once the journey start has been answered, before the doctor's own cancel.
    const watch = setInterval(() => {
      const start = proxy.log.find((r) => r.route === JOURNEY_START_ROUTE);
      if (start?.status === 201) controller.abort();
    }, 20);
    const run = await cli(['doctor', '--sandbox-runs', '--json'], {
      env: { OCPI_TESTING_API_KEY: keyOf(owner), OCPI_TESTING_BASE_URL: proxy.baseUrl },
      signal: controller.signal,
    }).finally(() => clearInterval(watch));
    expect(run.code).toBe(3);
    expect(run.json().errorKind).toBe('interrupted');
    const cancels = proxy.log.filter((r) => r.route.endsWith('/cancel'));
    expect(cancels.map((r) => r.status)).toEqual([200]);
    const runId = /journey-runs\/([^/]+)\/cancel/.exec(cancels[0]!.path)![1]!;
    expect(run.stderr).toContain('Interrupted (abort): stopping.');
    expect(run.stderr).toContain(`Cancelled journey run ${runId}, which the doctor started.`);
    // The service ends the run as cancelled (cancellation is cooperative: read until it has).
    let status = '';
    for (let read = 0; read < 3 && status !== 'cancelled'; read++) {
      const answer = (await fetch(`${emulator.baseUrl}/testing/journey-runs/${runId}?wait=10`, {
        headers: { authorization: `Bearer ${keyOf(owner)}` },
      }).then((r) => r.json())) as { data: { status: string } };
      status = answer.data.status;
    }
    expect(status).toBe('cancelled');
  }, 60_000);

  it('cancels the journey it started when the interrupt comes while the start is answered', async () => {
    // The start reaches the service, which starts the journey; its answer is slow to come back,
    // and the interrupt comes in between. The doctor must still learn the run id, and cancel it.
    const proxy = await startDivergentService(emulator.baseUrl, {
      slowReplies: [{ route: JOURNEY_START_ROUTE, delayMs: 1_500 }],
    });
    proxies.push(proxy);
    const owner = newOwner();
    const controller = new AbortController();
    const watch = setInterval(() => {
      const start = proxy.log.find((r) => r.route === JOURNEY_START_ROUTE);
      if (start?.forwarded) controller.abort();
    }, 20);
    const run = await cli(['doctor', '--sandbox-runs', '--json'], {
      env: { OCPI_TESTING_API_KEY: keyOf(owner), OCPI_TESTING_BASE_URL: proxy.baseUrl },
      signal: controller.signal,
    }).finally(() => clearInterval(watch));
    expect(run.code).toBe(3);
    expect(run.json().errorKind).toBe('interrupted');
    const start = proxy.log.find((r) => r.route === JOURNEY_START_ROUTE)!;
    expect(start.status).toBe(201);
    const cancels = proxy.log.filter((r) => r.route.endsWith('/cancel'));
    expect(cancels.map((r) => r.status)).toEqual([200]);
    const runId = /journey-runs\/([^/]+)\/cancel/.exec(cancels[0]!.path)![1]!;
    expect(run.stderr).toContain(`Cancelled journey run ${runId}, which the doctor started.`);
  }, 60_000);
});

describe('doctor against a service that differs, one row at a time', () => {
  it('has a case for every row of the assumptions table', () => {
    expect(new Set(CASES.map((c) => c.row))).toEqual(new Set(ASSUMPTIONS.map((a) => a.id)));
  });

  it.concurrent.each(CASES)(
    'reports $row, and only it, as differs ($divergence)',
    async (c) => {
      const { run, document, rows, proxy } = await doctor(c.divergence);
      const row = rows.get(c.row)!;
      expect(row.verdict, row.seen).toBe('differs');
      expect(row.seen).toMatch(c.seen);
      const safety = ASSUMPTIONS.find((a) => a.id === c.row)!.safety;
      expect(run.code).toBe(safety ? 1 : 0);
      expect(document.verdict).toBe(safety ? 'differs' : 'ok');
      // Every other row held; without a journey start, the journey rows could not be checked.
      for (const other of others(rows, c.row)) {
        if (c.row === 'journey-start' && JOURNEY_ROWS.has(other.id)) {
          expect(other.verdict, other.id).toBe('not checked');
          expect(other.seen).toContain('the journey start failed');
        } else if (c.row === 'journey-start' && other.id === 'run-list') {
          // Without a journey the account has one report: the cursor needs a second page.
          expect(other.verdict, other.seen).toBe('held in part');
          expect(other.seen).toContain('not checked: cursor: the list has one report');
        } else expectHeld(other);
      }
      // Never a second start, whatever the service answered.
      expect(proxy!.forwardedStarts().length).toBeLessThanOrEqual(2);
      expect(document.requests).toBeLessThanOrEqual(DOCTOR_LIMITS.sandboxRunsRequests);
    },
    120_000,
  );
});

const JOURNEY_ROWS = new Set([
  'journey-long-poll',
  'stream-cursor',
  'event-names',
  'report-run-id',
  'recovery-field',
  'shape-cancel',
  'shape-journey-status',
]);

describe('docs/assumptions.md and docs/doctor.md', () => {
  it('lists the assumptions table in the order and words of the doctor', () => {
    const section = readFileSync('docs/assumptions.md', 'utf8');
    const details = section
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('| ') && !line.startsWith('| Not shown') && !line.startsWith('| ---'),
      )
      .slice(0, ASSUMPTIONS.length)
      .map((line) => line.split(' | ')[0]!.slice(2));
    expect(details).toEqual(ASSUMPTIONS.map((a) => a.detail));
    expect(JOURNEY_START_PATH).toBe('/testing/journey-runs');
  });

  it('states the bounds the doctor keeps, and shows its table with every row', () => {
    const section = readFileSync('docs/doctor.md', 'utf8');
    const L = DOCTOR_LIMITS;
    const prose = section.replace(/\s+/g, ' ');
    expect(prose).toContain(
      `at most ${L.readOnlyRequests} requests in at most ${L.readOnlyMs / 1000} s`,
    );
    expect(prose).toContain(
      `at most ${L.sandboxRunsRequests} requests in at most ${L.sandboxRunsMs / 60_000} minutes`,
    );
    // What it writes without --sandbox-runs (a saved preview plan) is not "read-only"; the module
    // of its sandbox run is picked by the listing's check counts, not "the smallest".
    expect(prose).not.toMatch(/read-only|starts nothing|smallest module/);
    expect(prose).toContain('starts no run');
    expect(prose).toContain('the module with the fewest checks in the suite listing');
    const table = section.slice(section.indexOf('```text'), section.lastIndexOf('```'));
    ASSUMPTIONS.forEach((assumption, i) => {
      // As the doctor finds the emulator (expectHeld): the connection list held in part.
      const result = assumption.id === 'connection-list' ? 'held in part' : 'held';
      expect(table).toMatch(
        new RegExp(
          `^${i + 1} +${assumption.detail.replace(/`/g, '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} +${result}  `,
          'm',
        ),
      );
    });
    expect(table).toContain('19 held, 1 held in part, 0 differ, 0 not checked');
  });
});
