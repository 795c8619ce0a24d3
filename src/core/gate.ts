/**
 * The conformance gate, from settings to verdict, with nothing GitHub-specific: the action and the
 * CLI both drive it. Steps: resolve the connection (sandbox, an id, or ensure one for a partner
 * endpoint), check the module against the suite listing, start the run (waiting for
 * a run slot when the plan's concurrency is used up), wait until it is terminal, read and grade
 * the report.
 */
import {
  ClientError,
  type Connection,
  connectionKind,
  DeadlineError,
  InputError,
  LATER_PAGE_SIZE,
  ReadPacer,
  type RunListEntry,
  type RunReport,
  type ServiceClient,
  ServiceError,
} from '../client/index.js';
import { FINAL_READ_MS, type LocatedReport, longPollSeconds, watchRun } from './conformance.js';
import { grade } from './grading.js';
import { runJourney } from './journey.js';
import type {
  ConnectionChoice,
  GateResult,
  GateSettings,
  JourneyOutcome,
  NoVerdictCause,
  Regressions,
  ShareOutcome,
} from './model.js';
import { comparable, compareReports } from './regressions.js';

export type {
  ConnectionChoice,
  GateResult,
  GateSettings,
  NoVerdictCause,
  ShareOutcome,
} from './model.js';

export interface GateLog {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
  /** Opens and closes a collapsible group in the log, where the log has them. */
  group?(name: string): void;
  groupEnd?(): void;
}

export interface GateHooks {
  /** A journey run exists (its id is saved so a post step can cancel it). */
  onJourneyStarted?(runId: string): void;
  /** The journey run is terminal. */
  onJourneyFinished?(runId: string): void;
}

/** How often to log that we are still waiting. */
const PROGRESS_EVERY_MS = 30_000;
/** Spacing of start attempts while waiting for a run slot: 1 s plus up to 2 s of jitter. */
const SLOT_RETRY_MIN_MS = 1_000;
const SLOT_RETRY_SPREAD_MS = 2_000;

export async function runGate(
  client: ServiceClient,
  settings: GateSettings,
  log: GateLog,
  options: { signal?: AbortSignal; now?: () => number; hooks?: GateHooks } = {},
): Promise<GateResult> {
  const result = await reachVerdict(client, settings, log, options);
  // Only what is known to be a refusal says so; anything else may pass with a later try.
  if (result.verdict === 'error') result.cause ??= 'unavailable';
  return result;
}

async function reachVerdict(
  client: ServiceClient,
  settings: GateSettings,
  log: GateLog,
  options: { signal?: AbortSignal; now?: () => number; hooks?: GateHooks },
): Promise<GateResult> {
  const now = options.now ?? Date.now;
  const gateStarted = now();
  const call = { signal: options.signal, deadline: settings.deadline };
  const result: GateResult = {
    verdict: 'error',
    reason: '',
    status: undefined,
    connection: undefined,
    reportId: undefined,
    runId: undefined,
    report: undefined,
    grade: undefined,
    seed: settings.seed,
  };
  try {
    const connection = await resolveConnection(client, settings.connection, log, call, now);
    result.connection = connection;
    if (settings.module) await checkModule(client, connection, settings.module, call);
    const waitForSlot = <T>(start: () => Promise<T>) =>
      startWithSlot(client, log, call, now, start);

    // A seed the user gave may be on earlier reports: a lost start answer must not adopt them.
    const exclude = settings.seedDerived
      ? undefined
      : await reportsWithSeed(client, connection._id, settings.seed, call);

    if (settings.journey) {
      return await journeyGate(client, settings, connection, result, {
        log,
        now,
        signal: options.signal,
        hooks: options.hooks,
        waitForSlot,
        excludeReportIds: exclude,
      });
    }

    log.info(
      `Starting a conformance run on ${connection._id}${settings.module ? ` (module ${settings.module})` : ' (all modules)'} with seed "${settings.seed}".`,
    );
    let startSentAt = now();
    const started = await waitForSlot(() => {
      startSentAt = now();
      return client.startRun(
        { connectionId: connection._id, module: settings.module, seed: settings.seed },
        {
          ...call,
          waitSeconds: settings.wait ? longPollSeconds(settings.deadline - now()) : undefined,
          excludeReportIds: exclude,
        },
      );
    });
    result.reportId = started.reportId;
    result.runId = started.executionId;
    result.status = started.status;
    log.debug(`timing: start answered at ${Math.round(now() - gateStarted)} ms`);
    log.info(
      `Run started: report ${started.reportId}${started.executionId ? `, execution ${started.executionId}` : ''}, status ${started.status}${started.draining ? ' (the service queue is draining; the run may wait longer)' : ''}.`,
    );
    if (!settings.wait) {
      return {
        ...result,
        verdict: undefined,
        reason: `Run ${started.reportId} started; not waiting for it (wait: false).`,
      };
    }

    const startedAt = now();
    let lastProgress = startedAt;
    const outcome = await watchRun(client, started, connection._id, {
      origin: startSentAt,
      deadline: settings.deadline,
      signal: options.signal,
      now,
      onStatus: (status, report) => {
        result.status = status;
        log.info(
          `Run ${started.reportId}: ${status}${report?.draining ? ' (queue draining)' : ''} after ${seconds(now() - startedAt)}.`,
        );
        lastProgress = now();
      },
      onPoll: () => {
        if (now() - lastProgress >= PROGRESS_EVERY_MS) {
          log.info(
            `Still waiting for run ${started.reportId}: ${result.status} after ${seconds(now() - startedAt)}.`,
          );
          lastProgress = now();
        }
      },
    });
    if (outcome.kind === 'timeout') {
      return {
        ...result,
        status: outcome.lastStatus,
        reason: outcome.unanswered
          ? `No verdict: the service stopped answering before timeout-minutes ran out (${outcome.unanswered}); run ${started.reportId} was last seen ${outcome.lastStatus}. Look for the report later in the service, or re-run when the service answers again.`
          : `No verdict: run ${started.reportId} was still ${outcome.lastStatus} when timeout-minutes ran out. Raise timeout-minutes, or look for the report later in the service.`,
      };
    }
    return await finish(
      client,
      settings,
      { ...result, status: outcome.report.status },
      outcome.found,
      log,
      afterDeadline(settings, options.signal),
    );
  } catch (error) {
    return {
      ...result,
      verdict: 'error',
      reason: `No verdict: ${errorReason(error)}`,
      error,
      cause: noVerdictCause(error),
    };
  }
}

async function resolveConnection(
  client: ServiceClient,
  choice: ConnectionChoice,
  log: GateLog,
  call: { signal?: AbortSignal; deadline: number },
  now: () => number,
): Promise<Connection> {
  const all = await allConnections(client, call);

  if (choice.mode === 'sandbox') {
    const sandbox = all.find((c) => connectionKind(c) === 'sandbox');
    if (!sandbox) {
      throw new InputError(
        'connection',
        'The account has no built-in sandbox connection. Give a connection id in `connection`, or a partner endpoint in `partner-base-url`.',
      );
    }
    log.info(`Connection: the built-in sandbox ${describeConnection(sandbox)}.`);
    return sandbox;
  }
  if (choice.mode === 'id') {
    const found = all.find((c) => c._id === choice.id);
    if (!found) {
      throw new InputError(
        'connection',
        `The connection "${choice.id}" is unknown to the owner of this API key: it does not exist, was deleted, or belongs to another account. Connections of this account: ${all.map((c) => c._id).join(', ') || 'none'}.`,
      );
    }
    log.info(`Connection: ${describeConnection(found)}.`);
    return requireRegistered(found);
  }

  const wanted = choice.request;
  const match = all.find(
    (c) =>
      connectionKind(c) === 'external' &&
      sameUrl(c.partnerBaseUrl, wanted.partnerBaseUrl) &&
      c.ourRole === wanted.ourRole &&
      c.theirRole === wanted.theirRole &&
      c.ocpiVersion === wanted.ocpiVersion,
  );
  let connection: Connection;
  if (match) {
    log.info(`Reusing connection ${describeConnection(match)}.`);
    connection = match;
  } else {
    connection = await client.createConnection(wanted, call);
    log.info(`Created connection ${describeConnection(connection)}.`);
  }
  if (connection.status !== 'registered') {
    log.info(`Running the OCPI credentials handshake with ${connection.partnerBaseUrl}...`);
    connection = await client.registerConnection(connection._id, call);
    if (connection.status === 'pending') {
      connection = await waitForHandshake(client, connection, log, call, now);
    }
    log.info(`Handshake finished: ${connection.status}.`);
  }
  return requireRegistered(connection);
}

/** Spacing of connection status reads while a handshake is in progress. */
const HANDSHAKE_POLL_MS = 2_000;

/**
 * The handshake may still be going when the register call answers (`pending`): the partner
 * exchanges credentials with the service in its own time. Read the connection's status until it
 * settles, within the deadline. There is no single-connection read, so the list is read.
 */
async function waitForHandshake(
  client: ServiceClient,
  pending: Connection,
  log: GateLog,
  call: { signal?: AbortSignal; deadline: number },
  now: () => number,
): Promise<Connection> {
  log.info(
    `The handshake with ${pending.partnerBaseUrl} is in progress (connection ${pending._id} is pending); waiting for it to finish.`,
  );
  const pacer = new ReadPacer('GET /connections', { now, sleep: client.transport.sleep });
  await pacer.ready(); // the register call was the first read
  let connection = pending;
  while (connection.status === 'pending') {
    if (!(await pacer.ready({ intervalMs: HANDSHAKE_POLL_MS, ...call }))) {
      throw new DeadlineError(
        'POST /connections/{id}/register',
        `The OCPI credentials handshake with ${pending.partnerBaseUrl} was still pending when timeout-minutes ran out (connection ${pending._id}).${connection.lastError ? ` The service reported: ${connection.lastError}` : ''} The partner may be slow to answer: run again, or raise timeout-minutes.`,
      );
    }
    const current = (await allConnections(client, call)).find((c) => c._id === pending._id);
    if (!current) {
      throw new InputError(
        'connection',
        `Connection ${pending._id} left the connection list while its handshake was in progress: it was deleted. Run again to create it anew.`,
      );
    }
    connection = current;
  }
  return connection;
}

/** The account's connections, every page (there is no single-connection read). */
async function allConnections(
  client: ServiceClient,
  call: { signal?: AbortSignal; deadline: number },
): Promise<Connection[]> {
  const all: Connection[] = [];
  for await (const page of client.connectionPages({ limit: 100 }, call)) all.push(...page.items);
  return all;
}

function requireRegistered(connection: Connection): Connection {
  if (connection.status === 'registered') return connection;
  const why = connection.lastError ? ` The service reported: ${connection.lastError}` : '';
  throw new HandshakeError(
    connection.status === 'failed'
      ? `The OCPI credentials handshake with ${connection.partnerBaseUrl} failed (connection ${connection._id}).${why} Check the partner endpoint and the registration token (token-a), then run again.`
      : `Connection ${connection._id} is ${connection.status}, not registered: the credentials handshake has not completed.${why} Give partner-base-url and a token so the action can run the handshake, or register it in the service.`,
  );
}

export class HandshakeError extends ClientError {
  readonly kind = 'input' as const;
}

async function checkModule(
  client: ServiceClient,
  connection: Connection,
  module: string,
  call: { signal?: AbortSignal; deadline: number },
): Promise<void> {
  const listing = await client.listSuites(call);
  const modules = [
    ...new Set(
      listing.suites.filter((s) => s.version === connection.ocpiVersion).map((s) => s.module),
    ),
  ].sort();
  if (modules.length > 0 && !modules.includes(module)) {
    throw new InputError(
      'module',
      `The module "${module}" has no suites for OCPI ${connection.ocpiVersion}. Valid modules: ${modules.join(', ')}.`,
    );
  }
}

/** Reports that already carry a user-given seed, so that reconciling a lost start skips them. */
async function reportsWithSeed(
  client: ServiceClient,
  connectionId: string,
  seed: string,
  call: { signal?: AbortSignal; deadline: number },
): Promise<Set<string>> {
  const ids = new Set<string>();
  // Only ids and seeds are read: the entries are not validated as whole reports (see listRunEntries).
  for await (const page of client.runEntryPages(
    { connectionId },
    { pageSize: 100, maxPages: 3 },
    call,
  )) {
    for (const entry of page.items) if (entry.seed === seed) ids.add(entry._id);
  }
  return ids;
}

/**
 * Starts a run; when the plan's run-concurrency is used up (402 run-concurrency), waits for a
 * slot within the deadline. Asking again with the start itself is the cheapest way to both learn
 * that a slot is free and take it; the jittered 1 to 3 s spacing keeps many waiting jobs polite
 * and out of step with each other.
 */
async function startWithSlot<T>(
  client: ServiceClient,
  log: GateLog,
  call: { signal?: AbortSignal; deadline: number },
  now: () => number,
  start: () => Promise<T>,
  random: () => number = Math.random,
): Promise<T> {
  let waitingSince: number | undefined;
  let lastNote = 0;
  for (;;) {
    try {
      return await start();
    } catch (error) {
      if (
        !(error instanceof ServiceError) ||
        error.status !== 402 ||
        error.limit?.id !== 'run-concurrency'
      ) {
        throw error;
      }
      const delay = SLOT_RETRY_MIN_MS + Math.floor(random() * SLOT_RETRY_SPREAD_MS);
      if (now() + delay >= call.deadline) {
        throw new DeadlineError(
          error.operation ?? 'POST /testing/runs',
          `All ${error.limit.cap} run slots of the plan were still in use (${error.limit.used} in flight) when timeout-minutes ran out${waitingSince === undefined ? '' : ` after waiting ${seconds(now() - waitingSince)}`}. Raise timeout-minutes, run fewer gates at once, or move to a plan with more concurrent runs.`,
          error,
        );
      }
      if (waitingSince === undefined || now() - lastNote >= PROGRESS_EVERY_MS) {
        waitingSince ??= now();
        lastNote = now();
        log.info(
          `All ${error.limit.cap} run slots of the plan are in use (${error.limit.used} in flight); waiting for one to free up before starting${now() > waitingSince ? ` (waiting ${seconds(now() - waitingSince)})` : ''}.`,
        );
      }
      await client.transport.sleep(delay, call.signal);
    }
  }
}

/** The journey flow after the connection is known: preview, start, follow, grade. */
async function journeyGate(
  client: ServiceClient,
  settings: GateSettings,
  connection: Connection,
  result: GateResult,
  context: {
    log: GateLog;
    now: () => number;
    signal?: AbortSignal;
    hooks?: GateHooks;
    waitForSlot: <T>(start: () => Promise<T>) => Promise<T>;
    excludeReportIds?: ReadonlySet<string>;
  },
): Promise<GateResult> {
  const journey = settings.journey!;
  const outcome: JourneyOutcome = { stages: [], events: [], otherEvents: 0, recoveries: [] };
  result.journey = outcome;
  const end = await runJourney(
    {
      client,
      definition: journey.definition,
      targetId: connection._id,
      seed: settings.seed,
      onInterrupted: journey.onInterrupted,
      follow: settings.wait,
      deadline: settings.deadline,
      signal: context.signal,
      now: context.now,
      log: context.log,
      start: context.waitForSlot,
      excludeReportIds: context.excludeReportIds,
      onStarted: (runId) => {
        result.runId = runId;
        result.reportId = outcome.reportId;
        context.hooks?.onJourneyStarted?.(runId);
      },
      onFinished: (runId) => context.hooks?.onJourneyFinished?.(runId),
    },
    outcome,
  );
  result.runId = outcome.runId;
  result.reportId = outcome.reportId;
  result.status = outcome.status?.status;
  if (end.kind === 'started') {
    return {
      ...result,
      status: 'running',
      verdict: undefined,
      reason: `Journey run ${outcome.runId} started; not waiting for it (wait: false).`,
    };
  }
  if (end.kind !== 'terminal') {
    if ((end.kind === 'timeout' || end.kind === 'needs-decision') && outcome.runId) {
      // A journey left running (or waiting for a decision nobody here will make) holds a run
      // slot and keeps the partner busy: stop it, in the CLI as in the action.
      outcome.cancel = await cancelJourney(client, outcome.runId, context.log);
    }
    const cancelled = outcome.cancel
      ? ` The run was asked to stop; the service answered ${outcome.cancel}.`
      : '';
    return {
      ...result,
      verdict: 'error',
      reason: `No verdict: ${end.reason}${cancelled}`,
      // A plan the service will not run for this account is refused, not unavailable.
      cause: end.kind === 'not-allowed' ? 'refused' : 'unavailable',
    };
  }
  // The report read may run past the deadline, within FINAL_READ_MS: the run is over, only its
  // grade is missing.
  const call = afterDeadline(settings, context.signal);
  const found = outcome.reportId
    ? await client.locateReport(outcome.reportId, { connectionId: connection._id }, call)
    : undefined;
  if (!found) {
    return {
      ...result,
      verdict: 'error',
      reason: `No verdict: the journey ended ${end.status.status}, but its report ${outcome.reportId ?? '(no id)'} was not found in the run list.`,
    };
  }
  return finish(client, settings, result, found, context.log, call);
}

/** Grades a terminal report against the previous comparable one, then shares it when asked. */
async function finish(
  client: ServiceClient,
  settings: GateSettings,
  result: GateResult,
  found: LocatedReport,
  log: GateLog,
  call: { signal?: AbortSignal; deadline: number },
): Promise<GateResult> {
  const report = found.report;
  let regressions: Regressions | undefined;
  let regressionNote: string | undefined;
  if (report.status === 'completed') {
    try {
      regressions = compareReports(report, await previousComparable(client, found, call));
      if (regressions.previousReportId) {
        log.info(
          `Compared with report ${regressions.previousReportId}: ${regressions.newlyFailing.length} newly failing, ${regressions.recovered.length} recovered, ${regressions.noLongerGraded.length} no longer graded.`,
        );
      }
    } catch (error) {
      regressionNote = `Regressions could not be computed: ${errorReason(error)}`;
      log.info(regressionNote);
    }
  }
  const graded = grade(report, settings.policy, { regressions });
  if (regressionNote) graded.notes.push(regressionNote);
  const done: GateResult = {
    ...result,
    report,
    grade: graded,
    regressions,
    verdict: graded.verdict,
    reason: graded.reason,
  };
  if (
    settings.share === 'always' ||
    (settings.share === 'on-failure' && graded.verdict !== 'pass')
  ) {
    done.share = await shareReport(client, report._id, settings.shareUrlTemplate, log, call);
  }
  return done;
}

/** The newest earlier report this one can be compared with: first after it in the list, then further pages. */
async function previousComparable(
  client: ServiceClient,
  found: LocatedReport,
  call: { signal?: AbortSignal; deadline: number },
): Promise<RunReport | undefined> {
  // Entries are validated one by one, and only completed ones (cheap to tell): a page of full
  // reports can run to megabytes, and the first completed one is usually the match.
  const firstComparable = (entries: Iterable<{ entry: RunListEntry; index: number }>) => {
    for (const { entry, index } of entries) {
      if (entry.status !== 'completed') continue;
      const candidate = client.parseRunEntry(entry, index);
      if (comparable(found.report, candidate)) return candidate;
    }
    return undefined;
  };
  const match = firstComparable(found.later);
  if (match || !found.nextCursor) return match;
  const connectionId = (found.report as { connectionId?: unknown }).connectionId;
  for await (const page of client.runEntryPages(
    { connectionId: typeof connectionId === 'string' ? connectionId : undefined },
    { pageSize: LATER_PAGE_SIZE, maxPages: 5, cursor: found.nextCursor },
    call,
  )) {
    const next = firstComparable(page.items.map((entry, index) => ({ entry, index })));
    if (next) return next;
  }
  return undefined;
}

/** Issues a public share token. The token is the user's to pass on, so it is not masked, but it is not logged either. */
export async function shareReport(
  client: ServiceClient,
  reportId: string,
  template: string,
  log: { info(message: string): void },
  call: { signal?: AbortSignal; deadline?: number } = {},
): Promise<ShareOutcome> {
  try {
    const token = await client.shareRun(reportId, call);
    log.info(`Report ${reportId} is shared; the link is in the share-url output and the summary.`);
    return { token, url: shareUrl(template, { baseUrl: client.baseUrl, token, reportId }) };
  } catch (error) {
    const warning =
      error instanceof ServiceError && error.status === 402
        ? `The report was not shared: ${error.message}`
        : `The report was not shared: ${errorReason(error)}`;
    return { warning };
  }
}

export function shareUrl(
  template: string,
  values: { baseUrl: string; token: string; reportId: string },
): string {
  const origin = new URL(values.baseUrl).origin;
  const map: Record<string, string> = {
    origin,
    baseUrl: values.baseUrl,
    token: encodeURIComponent(values.token),
    reportId: encodeURIComponent(values.reportId),
  };
  return template.replace(/\{(origin|baseUrl|token|reportId)\}/g, (_m, name: string) => map[name]!);
}

/** Best-effort cooperative cancel; returns what the service answered, in words. */
export async function cancelJourney(
  client: ServiceClient,
  runId: string,
  log: { info(message: string): void },
  timeoutMs = 5_000,
): Promise<string> {
  try {
    const answer = await client.cancelJourneyRun(runId, { deadline: Date.now() + timeoutMs });
    log.info(`Asked the service to cancel journey run ${runId}; it answered "${answer.status}".`);
    return `"${answer.status}"`;
  } catch (error) {
    const text = (error as Error).message;
    log.info(`Could not cancel journey run ${runId}: ${text}`);
    return `no confirmation (${text})`;
  }
}

/** Call options for the work after a run is over: bounded by the deadline plus FINAL_READ_MS. */
function afterDeadline(
  settings: GateSettings,
  signal: AbortSignal | undefined,
): { signal?: AbortSignal; deadline: number } {
  return { signal, deadline: settings.deadline + FINAL_READ_MS };
}

function describeConnection(c: Connection): string {
  return `${c._id} (${c.partnerBaseUrl}, OCPI ${c.ocpiVersion}, ${c.ourRole} to ${c.theirRole}, ${c.status})`;
}

function sameUrl(a: string, b: string): boolean {
  const norm = (u: string) => u.trim().replace(/\/+$/, '').toLowerCase();
  return norm(a) === norm(b);
}

function seconds(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/**
 * Whether an error that prevented a verdict is a refusal of the configuration. The gate's own
 * checks against what the service holds (a connection or module it does not know, a handshake
 * that did not complete) are; so are the service's refusals, except a 404 for a run, report or
 * plan whose id the service itself gave the gate: losing those is the service's failure.
 */
export function noVerdictCause(error: unknown): NoVerdictCause {
  if (error instanceof InputError || error instanceof HandshakeError) return 'refused';
  if (error instanceof ServiceError && error.isRefusal) {
    // A 404 that names no resource is a path the service does not have: a wrong base-url.
    const given = error.status === 404 && error.resource && error.resource.kind !== 'connection';
    return given ? 'unavailable' : 'refused';
  }
  return 'unavailable';
}

/** The reason line for an error that prevented a verdict. */
export function errorReason(error: unknown): string {
  if (error instanceof ClientError) return error.message;
  return `an unexpected error occurred: ${(error as Error)?.message ?? String(error)}`;
}
