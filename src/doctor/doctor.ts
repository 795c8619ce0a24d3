/**
 * `ocpi-conformance doctor`: checks a live service against every guess of wire.ts (the rows of
 * client/assumptions.ts) and the shapes of the interface it reads, with the user's key.
 *
 * By default it starts no run: it reads, previews a journey (the service saves the plan; nothing
 * runs from it), and sends two requests that no service can act on: a journey start without a
 * plan, and recovery decisions nobody offered to a journey run that has ended. It reads
 * suites, usage, connections and the run list, and
 * reads a journey run's status and stream when the list has one. With `sandboxRuns` it also runs
 * one conformance run and one short journey against the built-in sandbox peer (never an external
 * connection): start, long-poll, the lookup of a start by its seed, the report, sharing, the
 * stream's resume, cancel and recovery. Every request is bounded (DOCTOR_LIMITS) and counted.
 *
 * This file holds the order of the probes and what a failure inside one means; each probe (a file
 * of this folder, by resource) records its rows' findings in the DoctorContext they share.
 */
import {
  ASSUMPTIONS,
  type Assumption,
  connectionKind,
  type ServiceClient,
  SHAPES,
  SuiteListingSchema,
  UsageSchema,
} from '../client/index.js';
import { checkConnections } from './connections.js';
import { type Created, DoctorContext, type DoctorOptions } from './context.js';
import {
  describeFailure,
  isAnswerOfTheService,
  isRefusal,
  JOURNEY_ROWS,
  ROW_ROUTES,
  type Verdict,
} from './findings.js';
import { cancelOwnJourney } from './journey-cancel.js';
import { findJourney } from './journey-report.js';
import { checkJourney } from './journey-run.js';
import { previewOnly, probeJourneyStart, sandboxJourney } from './journey-start.js';
import { checkRunList } from './run-list.js';
import { noSandbox, sandboxConformance } from './sandbox-conformance.js';
import { errorShape, plainShape } from './shapes.js';

export type { DoctorOptions } from './context.js';
export type { Verdict } from './findings.js';

export interface DoctorRow extends Assumption {
  verdict: Verdict;
  /** What was sent to find out (requests, in a few words). */
  sent: string;
  /** What the service answered; for `not checked`, why not. */
  seen: string;
}

export interface DoctorReport {
  rows: DoctorRow[];
  /** Requests sent (the client retries a failed one at most once more). */
  requests: number;
  seconds: number;
  sandboxRuns: boolean;
  /**
   * Reports the sandbox runs left in the account (never deleted: they are the evidence), and the
   * plan its journey preview saved (without --sandbox-runs too; nothing runs from it).
   */
  created: Created;
}

export async function runDoctor(
  client: ServiceClient,
  options: DoctorOptions,
): Promise<DoctorReport> {
  const ctx = new DoctorContext(client, options);
  try {
    await probe(ctx, options.progress ?? (() => {}));
    return report(ctx);
  } catch (error) {
    // Stopped (an interrupt) or failed with its journey still running: cancel it before leaving.
    await cancelOwnJourney(ctx, options.progress);
    throw error;
  }
}

/** The probes, in the order of the requests the doctor sends. */
async function probe(ctx: DoctorContext, progress: (line: string) => void): Promise<void> {
  progress('Reading the suites, usage and connections.');
  const suites = await plainShape(
    ctx,
    'shape-suites',
    '/testing/suites',
    SuiteListingSchema,
    false,
  );
  // The suite listing above is the base URL's test (its failure ends the doctor); from here on
  // a failure is a row's finding, and only a refused key ends it.
  await step(ctx, ['shape-usage'], () =>
    plainShape(ctx, 'shape-usage', '/usage', UsageSchema, true),
  );
  const connections =
    (await step(ctx, ['connection-list', 'shape-connection'], () => checkConnections(ctx))) ?? [];
  const sandbox = connections.find((c) => connectionKind(c) === 'sandbox');

  /** The id of the journey run to read: the doctor's own, or one of the account's. */
  let journeyRunId: string | undefined;
  if (ctx.sandboxRuns) {
    if (!sandbox) {
      noSandbox(ctx, connections.length);
    } else {
      progress(`Running one conformance run on the sandbox connection ${sandbox._id}.`);
      await sandboxConformance(ctx, sandbox, suites);
      progress('Running one short journey on the sandbox, then cancelling it.');
      journeyRunId = await step(ctx, ['journey-start', 'shape-preview', ...JOURNEY_ROWS], () =>
        sandboxJourney(ctx, sandbox),
      );
    }
  } else {
    for (const id of ['long-poll', 'shared-path', 'shape-start', 'shape-cancel']) {
      ctx.finding(id).unknown.push('it needs a run of its own: --sandbox-runs starts one');
    }
  }
  progress('Reading the run list: page size, cursor and filters.');
  await step(ctx, ['run-list', 'shape-report'], () => checkRunList(ctx));
  if (!ctx.sandboxRuns) {
    await step(ctx, ['shape-preview'], () => previewOnly(ctx, sandbox, connections.length));
    await step(ctx, ['journey-start'], () => probeJourneyStart(ctx));
    journeyRunId = await step(ctx, ['report-run-id', ...JOURNEY_ROWS], () => findJourney(ctx));
  }
  if (journeyRunId !== undefined) {
    const runId = journeyRunId;
    progress(`Reading journey run ${runId}: status, stream and recovery.`);
    await step(ctx, [...JOURNEY_ROWS, 'report-run-id'], () =>
      checkJourney(ctx, runId, !ctx.sandboxRuns),
    );
  }
  // A step that stopped before the cancel of its own journey leaves nothing running.
  await cancelOwnJourney(ctx, progress);
}

/**
 * One step of the check. When the service refuses or fails a request of it, that is what the
 * step's first row saw (a refusal of what the gate also sends: differs; a failure or no answer:
 * not checked), its other rows are left unchecked, and the doctor goes on with the next step,
 * so that one difference still gives the whole table. A refused key, an interrupt or an error
 * of the doctor's own ends it.
 */
async function step<T>(
  ctx: DoctorContext,
  rows: readonly string[],
  work: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!isAnswerOfTheService(error)) throw error;
    const operation = error.operation ?? 'a request';
    const what = `${operation} answered ${describeFailure(error)}`;
    // The row of the request that failed, where the step has one; else the step's first.
    const at = rows.find((id) => ROW_ROUTES[id]?.test(operation)) ?? rows[0]!;
    if (isRefusal(error)) {
      ctx.finding(at).differs.push(what);
      errorShape(ctx, error);
    } else {
      ctx.finding(at).unknown.push(what.replace(' answered ', ' failed: '));
    }
    for (const id of rows) {
      const row = ctx.finding(id);
      if (id !== at && row.verdict() === 'not checked') row.unknown.push(`not reached: ${what}`);
    }
    return undefined;
  }
}

/** The table: a row per assumption and shape, with what was found of it. */
function report(ctx: DoctorContext): DoctorReport {
  const rows = [...ASSUMPTIONS, ...SHAPES].map((assumption): DoctorRow => {
    const finding = ctx.finding(assumption.id);
    if (finding.verdict() === 'not checked' && finding.unknown.length === 0) {
      finding.unknown.push(
        ctx.sandboxRuns
          ? 'nothing the service answered showed it'
          : 'nothing in the account showed it; --sandbox-runs makes what it needs',
      );
    }
    return {
      ...assumption,
      verdict: finding.verdict(),
      sent: finding.sent.join('; '),
      seen: finding.seen(),
    };
  });
  return {
    rows,
    requests: ctx.requests(),
    seconds: Math.round((ctx.now() - ctx.started) / 100) / 10,
    sandboxRuns: ctx.sandboxRuns,
    created: ctx.created,
  };
}
