/**
 * The conformance run on the sandbox (rows long-poll, shape-start, start-lookup, shape-report):
 * started with a long-poll on the module with the fewest checks, found by its seed in the run
 * list, its report read once it has ended, then shared (share.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  type Connection,
  ResponseSchemaError,
  RunReportSchema,
  type ServiceClient,
  SuiteListingSchema,
  TERMINAL_RUN_STATUSES,
} from '../client/index.js';
import { RUN_LIST_PARAMS } from '../client/wire.js';
import { plural } from '../util/text.js';
import type { DoctorContext } from './context.js';
import { items, message, seconds } from './findings.js';
import { DOCTOR_LIMITS } from './limits.js';
import { checkShape } from './shapes.js';
import { shareReport } from './share.js';

/** With --sandbox-runs and no sandbox listed: what its runs would check is left unchecked. */
export function noSandbox(ctx: DoctorContext, listed: number): void {
  const why = `the sandbox (kind "sandbox") is not among the ${plural(listed, 'connection')} listed, and the doctor runs nothing elsewhere`;
  for (const id of [
    'long-poll',
    'start-lookup',
    'shared-path',
    'journey-start',
    'shape-start',
    'shape-preview',
    'shape-cancel',
  ]) {
    ctx.finding(id).unknown.push(why);
  }
}

/**
 * The sandbox conformance run: started with a long-poll, found by its seed, its report read, then
 * shared.
 */
export async function sandboxConformance(
  ctx: DoctorContext,
  sandbox: Connection,
  suites: unknown,
): Promise<void> {
  const seed = `doctor-${randomUUID()}`;
  const pick = shortestModule(suites, sandbox.ocpiVersion);
  const module = pick?.module;
  const wait = DOCTOR_LIMITS.startWaitSeconds;
  const longPoll = ctx.finding('long-poll');
  longPoll.sent.push(
    `POST /testing/runs?wait=${wait} on the sandbox, ${pickWords(pick, sandbox.ocpiVersion)}`,
  );
  ctx.finding('shape-start').sent.push('POST /testing/runs');
  const before = ctx.now();
  let started: Awaited<ReturnType<ServiceClient['runs']['start']>>;
  try {
    started = await ctx.client.runs.start(
      { connectionId: sandbox._id, seed, ...(module ? { module } : {}) },
      { ...ctx.bounds, waitSeconds: wait },
    );
  } catch (error) {
    if (error instanceof ResponseSchemaError) {
      ctx.finding('shape-start').differs.push(error.message);
    }
    longPoll.unknown.push(`the start failed: ${message(error)}`);
    ctx.finding('start-lookup').unknown.push('the start failed');
    return;
  }
  ctx
    .finding('shape-start')
    .held.push(`answered ${started.status} with report ${started.reportId}`);
  ctx.created.conformanceReportId = started.reportId;
  const took = seconds(ctx.now() - before);
  if (started.reconciled) {
    longPoll.unknown.push('the answer was lost and the run was found in the list');
  } else if (TERMINAL_RUN_STATUSES.has(started.status)) {
    longPoll.held.push(`answered ${started.status} after ${took} s`);
  } else if (ctx.now() - before >= (wait - 1.5) * 1000) {
    longPoll.held.push(`held the answer ${took} s, then answered ${started.status}`);
  } else {
    longPoll.differs.push(
      `answered ${started.status} after ${took} s, asked to wait ${wait} s (wait ignored)`,
    );
  }
  await followOwnReport(ctx, sandbox._id, seed, started.reportId);
  await shareReport(ctx, started.reportId);
}

/**
 * Reads the connection's newest runs until the started run has ended: the lost-start lookup
 * (is the run found by its seed alone, within the window the gate gives it?) and the report's
 * shape once it has ended.
 */
async function followOwnReport(
  ctx: DoctorContext,
  connectionId: string,
  seed: string,
  reportId: string,
): Promise<void> {
  const row = ctx.finding('start-lookup');
  const report = ctx.finding('shape-report');
  const { connectionId: byConnection, limit } = RUN_LIST_PARAMS;
  row.sent.push(`GET /testing/runs?${byConnection}=…&${limit}=5, looking for seed ${seed}`);
  const lookupStarted = ctx.now();
  const lookupEnds = lookupStarted + DOCTOR_LIMITS.lookupReads * DOCTOR_LIMITS.lookupSpacingMs;
  let looking = true;
  for (let read = 1; read <= DOCTOR_LIMITS.reportReads; read++) {
    const entries = items(
      await ctx.send('GET', '/testing/runs', {
        query: { [byConnection]: connectionId, [limit]: 5 },
      }),
    );
    const match = entries.find((e) => e.seed === seed);
    const current = entries.find((e) => e._id === reportId);
    if (looking && match) {
      looking = false;
      if (match._id === reportId)
        row.held.push(`found report ${reportId} by its seed on read ${read}`);
      else
        row.differs.push(
          `the seed led to report ${String(match._id)}; the start answered ${reportId}`,
        );
    } else if (looking && current) {
      looking = false;
      row.differs.push(
        `report ${reportId} is listed, but not under seed ${seed} (its seed: ${JSON.stringify(current.seed ?? null)})`,
      );
    } else if (looking && ctx.now() >= lookupEnds) {
      looking = false;
      row.differs.push(
        `the run list did not show seed ${seed} in ${read} reads over ${seconds(ctx.now() - lookupStarted)} s`,
      );
    }
    if (
      current &&
      typeof current.status === 'string' &&
      TERMINAL_RUN_STATUSES.has(current.status)
    ) {
      report.sent.push(`report ${reportId} once ${current.status}`);
      checkShape(
        ctx,
        'shape-report',
        `report ${reportId} (${current.status})`,
        current,
        RunReportSchema,
      );
      if (!looking) return;
    }
    if (ctx.now() + DOCTOR_LIMITS.reportSpacingMs > ctx.deadline) break;
    await ctx.sleep(
      looking ? DOCTOR_LIMITS.lookupSpacingMs : DOCTOR_LIMITS.reportSpacingMs,
      ctx.signal,
    );
  }
  if (report.held.length === 0 && report.differs.length === 0) {
    report.unknown.push(`report ${reportId} did not end within the doctor's reads`);
  }
}

/** The module a sandbox run is asked for, and what the suite listing says of its size. */
export interface ModulePick {
  module: string;
  /** Checks of all the module's suites, by the listing's test_count; undefined when not given. */
  checks: number | undefined;
}

/**
 * The module with the fewest checks for the OCPI version (a run of a module runs all its suites,
 * so a module's size is the sum of its suites' test_count): the shortest sandbox run. A module
 * with a suite the listing gives no count for is not ranked; when none has counts, the first
 * module listed.
 */
export function shortestModule(suites: unknown, version: string): ModulePick | undefined {
  const parsed = SuiteListingSchema.safeParse(suites);
  if (!parsed.success) return undefined;
  const sizes = new Map<string, number | undefined>();
  for (const suite of parsed.data.suites) {
    if (suite.version !== version || !suite.module) continue;
    const sum = sizes.has(suite.module) ? sizes.get(suite.module) : 0;
    const count = suite.test_count;
    sizes.set(suite.module, sum === undefined || count === undefined ? undefined : sum + count);
  }
  let pick: ModulePick | undefined;
  for (const [module, checks] of sizes) {
    if (pick === undefined) pick = { module, checks };
    else if (checks !== undefined && (pick.checks === undefined || checks < pick.checks)) {
      pick = { module, checks };
    }
  }
  return pick;
}

/** The module picked, in words the row's "sent" can carry: which, and by what rule. */
export function pickWords(pick: ModulePick | undefined, version: string): string {
  if (!pick) return `every module (the suite listing names none for OCPI ${version})`;
  if (pick.checks === undefined) {
    return `module ${pick.module} (the first listed for OCPI ${version}: the suite listing gives no check counts)`;
  }
  return `module ${pick.module} (${plural(pick.checks, 'check')}, the fewest of any module for OCPI ${version} in the suite listing)`;
}
