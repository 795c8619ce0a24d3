/**
 * The typed client of the Partner Endpoint Testing Service: one method per operation of the
 * interface (shared/service-interface.md, section 4). Requests are validated before they are sent,
 * answers are checked against the schemas of section 2, and failures become the typed errors of
 * errors.ts.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  AbortedError,
  AmbiguousStartError,
  ClientError,
  formatSeconds,
  InputError,
  ResponseSchemaError,
  ServiceError,
} from './errors.js';
import { cursorPages, type Page, skipPages } from './paging.js';
import { nextDelay } from './retry.js';
import {
  carryStreamed,
  parseReportHead,
  type RunListStreamOptions,
  readRunListStream,
  type StreamedRunList,
  streamedEntry,
} from './run-list-stream.js';
import {
  CancelResultSchema,
  type Connection,
  ConnectionSchema,
  type CreateConnection,
  CreateConnectionSchema,
  describeIssues,
  EmptySchema,
  type JourneyPreviewRequest,
  type JourneyPreviewResult,
  JourneyPreviewResultSchema,
  type JourneyRunStatus,
  JourneyRunStatusSchema,
  OCPI_VERSIONS,
  RecoveryResultSchema,
  RUN_STATUSES,
  type RunListEntry,
  RunListEntrySchema,
  type RunReport,
  RunReportSchema,
  ShareResultSchema,
  type StartRunRequest,
  StartRunRequestSchema,
  type StartRunResult,
  StartRunResultSchema,
  SuiteListingSchema,
  TERMINAL_RUN_STATUSES,
  UsageSchema,
} from './schemas.js';
import { type FollowOptions, followJourneyEvents, type JourneyEvent } from './stream.js';
import {
  type CallOptions,
  type Reply,
  type RequestSpec,
  Transport,
  type TransportSettings,
} from './transport.js';
import {
  CONNECTION_LIST_PARAMS,
  CONNECTION_PAGE_SIZE,
  IDEMPOTENCY_HEADER,
  JOURNEY_START_FIELDS,
  JOURNEY_START_PATH,
  LONG_POLL_MAX_SECONDS,
  LONG_POLL_MIN_SECONDS,
  LONG_POLL_PARAM,
  RECOVERY_DECISION_FIELD,
  REPORT_RUN_ID_FIELD,
  RUN_LIST_PARAMS,
  RUN_PAGE_SIZE,
} from './wire.js';

export type ClientOptions = TransportSettings;

/**
 * The longest run-list page listRuns holds whole (it returns full reports, for `runs list`): a
 * page of 20 reports of ordinary size is a few MB. The gate's own reads stream their pages
 * (listRunEntries) with the larger limits of run-list-stream.ts.
 */
const RUN_LIST_PAGE_HELD_MAX_BYTES = 64 * 1024 * 1024;

export interface WaitOptions extends CallOptions {
  /** Long-poll: seconds the service may hold the answer (clamped to 1..55). Absent: answer at once. */
  waitSeconds?: number;
}

export interface StartRunOptions extends WaitOptions {
  /**
   * Reports that existed before this start and carry the same seed. Reconciliation of an
   * ambiguous start skips them; pass them when the seed is not unique to this start.
   */
  excludeReportIds?: ReadonlySet<string>;
}

export interface StartedRun extends StartRunResult {
  /** The seed actually sent (generated when the caller gave none). */
  seed: string;
  /** True when the start's answer was lost and the run was found in the run list instead. */
  reconciled: boolean;
}

/**
 * A file for the report's entry as it streams (LocateOptions.spool). `room` bytes at its start are
 * left unwritten, for text the caller puts before the entry later (the report file's head), so
 * that the file can become the report file without a copy of hundreds of MB.
 */
export interface ReportSpool {
  file: string;
  room?: number;
}

/** Options of a report lookup. */
export interface LocateOptions {
  /** Pages read at most; default 50. */
  maxPages?: number;
  /**
   * A file to write the report's entry to, redacted, as the page streams: the report as the
   * service sent it, with the exchanges the returned report leaves out (see run-list-stream.ts).
   * Replaced on every read that finds the report; `spooled` says whether it holds it.
   */
  spool?: ReportSpool;
}

/** How far runEntryPages walks the run list. */
export interface RunListWalk {
  /** Size of the first page; default pageSize. */
  firstPageSize?: number;
  /** Size of the other pages, 1..100; default 20. */
  pageSize?: number;
  /** Pages read at most; the walk ends there without error. Default: to the end of the list. */
  maxPages?: number;
  /** Where to start: a nextCursor from an earlier page. */
  cursor?: string;
}

/** The run-list filters that need no field of an entry beyond its id (see listRunEntries). */
export type RunEntryQuery = Pick<RunListQuery, 'connectionId' | 'targetId' | 'limit' | 'cursor'>;

export interface RunListQuery {
  connectionId?: string;
  /** The stable target identity of a connection (an alternative to connectionId). */
  targetId?: string;
  status?: string;
  ocpiVersion?: string;
  /** Page size, 1..100 (default 20). */
  limit?: number;
  cursor?: string;
}

export interface ConnectionListQuery {
  direction?: 'inbound' | 'outbound';
  /** Page size, 1..100 (default 50). */
  limit?: number;
  skip?: number;
}

export interface StartJourneyRequest {
  planId: string;
  planHash?: string;
  /** The seed and target of the previewed body: how an ambiguous start is reconciled. */
  seed: string;
  targetId: string;
}

/**
 * Page sizes when looking for a report. A report just started or finished is at the top of the
 * newest-first list and the one before it is usually the one it is compared with, so the first
 * page holds two; reports can run to hundreds of kilobytes each, and a first page of ten on a
 * connection with history cost ~40 ms of a verdict. Further pages are modest for the same reason.
 */
export const FIRST_PAGE_SIZE = 2;
export const LATER_PAGE_SIZE = 20;

/**
 * Waits between reads of the run list after a start whose answer was lost: the list may show a
 * new run only a moment later. 30 s in all, at least 1 s apart.
 */
export const RECONCILE_REREAD_DELAYS_MS: readonly number[] = [
  1_000, 2_000, 3_000, 4_000, 5_000, 5_000, 5_000, 5_000,
];
export const RECONCILE_WINDOW_MS = RECONCILE_REREAD_DELAYS_MS.reduce((a, b) => a + b, 0);
/** Entries per read and pages read when looking for a lost start: a new run is at the top. */
const RECONCILE_PAGE_SIZE = 20;
const RECONCILE_PAGES = 3;

/** Extra time allowed beyond a long-poll wait before the request counts as timed out. */
export const LONG_POLL_MARGIN_MS = 10_000;

/** Clamps a long-poll wait to the interface's 1..55 seconds (whole seconds). */
export function clampWait(seconds: number | undefined): number | undefined {
  if (seconds === undefined || !Number.isFinite(seconds)) return undefined;
  return Math.min(LONG_POLL_MAX_SECONDS, Math.max(LONG_POLL_MIN_SECONDS, Math.ceil(seconds)));
}

export class ServiceClient {
  readonly transport: Transport;

  constructor(options: ClientOptions) {
    this.transport = new Transport(options);
  }

  get baseUrl(): string {
    return this.transport.baseUrl;
  }

  // 4.2 Suites (no authentication, no envelope).
  async listSuites(options: CallOptions = {}) {
    const reply = await this.transport.call(
      {
        method: 'GET',
        path: '/testing/suites',
        auth: false,
        envelope: false,
        schema: SuiteListingSchema,
        retryClass: 'idempotent',
      },
      options,
    );
    return reply.data;
  }

  // 4.1 Connections.
  async createConnection(body: CreateConnection, options: CallOptions = {}): Promise<Connection> {
    // Tokens are secrets from the moment we hold them, valid or not.
    const redactor = this.transport.redactor;
    for (const key of ['tokenA', 'tokenC', 'localTokenB'] as const) {
      const value = (body as Partial<Record<string, unknown>>)[key];
      if (typeof value === 'string') redactor.add(value);
    }
    const parsed = CreateConnectionSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InputError(
        String(issue?.path[0] ?? 'connection'),
        `The connection is invalid: ${redactor.redact(describeIssues(parsed.error))}.`,
      );
    }
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: '/connections',
        body: parsed.data,
        schema: ConnectionSchema,
        retryClass: 'unsafe',
      },
      options,
    );
    return reply.data;
  }

  async listConnections(
    query: ConnectionListQuery = {},
    options: CallOptions = {},
  ): Promise<Page<Connection>> {
    const limit = checkPageSize(query.limit, CONNECTION_PAGE_SIZE, 'limit');
    if (query.skip !== undefined && (!Number.isInteger(query.skip) || query.skip < 0)) {
      throw new InputError('skip', `skip must be a whole number of 0 or more, not ${query.skip}.`);
    }
    if (query.direction !== undefined && !['inbound', 'outbound'].includes(query.direction)) {
      throw new InputError('direction', 'direction must be "inbound" or "outbound".');
    }
    const reply = await this.transport.call(
      {
        method: 'GET',
        path: '/connections',
        query: {
          [CONNECTION_LIST_PARAMS.direction]: query.direction,
          [CONNECTION_LIST_PARAMS.limit]: limit,
          [CONNECTION_LIST_PARAMS.skip]: query.skip,
        },
        schema: z.array(ConnectionSchema),
        retryClass: 'idempotent',
      },
      options,
    );
    return { items: reply.data, meta: reply.meta };
  }

  /** Every page of the connection list. */
  connectionPages(
    query: Omit<ConnectionListQuery, 'skip'> = {},
    options: CallOptions = {},
  ): AsyncGenerator<Page<Connection>> {
    const limit = checkPageSize(query.limit, CONNECTION_PAGE_SIZE, 'limit');
    return skipPages(
      'GET /connections',
      limit ?? CONNECTION_PAGE_SIZE.default,
      (skip) => this.listConnections({ ...query, limit, skip: skip || undefined }, options),
      (connection) => connection._id,
    );
  }

  async registerConnection(id: string, options: CallOptions = {}): Promise<Connection> {
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: `/connections/${pathId(id, 'connection id')}/register`,
        route: '/connections/{id}/register',
        schema: ConnectionSchema,
        retryClass: 'unsafe',
        resource: { kind: 'connection', id },
      },
      options,
    );
    return reply.data;
  }

  // 4.2 Conformance runs and reports.
  /**
   * Starts a conformance run. Never starts two runs for one call: a start whose outcome is
   * unknown is looked up in the connection's runs by its seed before it is tried again.
   */
  async startRun(request: StartRunRequest, options: StartRunOptions = {}): Promise<StartedRun> {
    const seed = request.seed ?? randomUUID();
    const parsed = StartRunRequestSchema.safeParse({ ...request, seed });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InputError(
        String(issue?.path[0] ?? 'run'),
        `The run request is invalid: ${describeIssues(parsed.error)}.`,
      );
    }
    const body = parsed.data;
    const wait = clampWait(options.waitSeconds);
    const idempotencyKey = randomUUID();
    const operation = 'POST /testing/runs';
    const reconcile = async (): Promise<Reply<StartRunResult> | undefined> => {
      const found = await this.findLostStart(
        operation,
        body.connectionId,
        { seed, module: body.module, exclude: options.excludeReportIds },
        options,
        (why, cause) =>
          new AmbiguousStartError(
            operation,
            seed,
            `Starting the run may have succeeded, but the answer was lost and ${why}. Not starting again, to avoid testing the partner twice. Look for a run with seed "${seed}" before re-running.`,
            cause,
          ),
      );
      if (!found) return undefined;
      return {
        status: 200,
        meta: undefined,
        data: {
          reportId: found._id,
          status: found.status,
          seed,
          draining: found.draining,
          summary: found.summary,
          withheldModules: found.withheldModules,
        },
      };
    };
    const { reply, reconciled } = await this.sendStart(
      {
        method: 'POST',
        path: '/testing/runs',
        query: { [LONG_POLL_PARAM]: wait },
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        schema: StartRunResultSchema,
        retryClass: 'start',
        timeoutMs: longPollTimeout(wait),
        resource: { kind: 'connection', id: body.connectionId },
      },
      options,
      reconcile,
    );
    return { ...reply.data, seed: reply.data.seed ?? seed, reconciled };
  }

  async listRuns(query: RunListQuery = {}, options: CallOptions = {}): Promise<Page<RunReport>> {
    const limit = checkPageSize(query.limit, RUN_PAGE_SIZE, 'limit');
    if (query.status !== undefined && !(RUN_STATUSES as readonly string[]).includes(query.status)) {
      throw new InputError(
        'status',
        `status "${query.status}" is not a run status; use one of ${RUN_STATUSES.join(', ')}.`,
      );
    }
    if (
      query.ocpiVersion !== undefined &&
      !(OCPI_VERSIONS as readonly string[]).includes(query.ocpiVersion)
    ) {
      throw new InputError(
        'ocpiVersion',
        `ocpiVersion "${query.ocpiVersion}" is not supported; use one of ${OCPI_VERSIONS.join(', ')}.`,
      );
    }
    const reply = await this.runListCall(query, limit, z.array(RunReportSchema), options, {
      maxBytes: RUN_LIST_PAGE_HELD_MAX_BYTES,
    });
    // Filter here too: a service that ignores a filter must not hand us other runs.
    const items = reply.data.filter(
      (report) =>
        (query.status === undefined || report.status === query.status) &&
        (query.ocpiVersion === undefined ||
          report.ocpiVersion === undefined ||
          report.ocpiVersion === query.ocpiVersion),
    );
    return { items, meta: reply.meta };
  }

  /**
   * A page of the run list with each entry checked only as far as its id: for scanning the list
   * for one report, where validating every full report on the page (hundreds of kilobytes each)
   * would cost more than the rest of the verdict. Validate an entry before use: parseRunEntry.
   * No status or version filter: those need the entries' fields, which are not validated here.
   */
  async listRunEntries(
    query: RunEntryQuery = {},
    options: CallOptions & Pick<RunListStreamOptions, 'spool' | 'maxBytes'> = {},
  ): Promise<Page<RunListEntry>> {
    const limit = checkPageSize(query.limit, RUN_PAGE_SIZE, 'limit');
    // The page is read as a stream (run-list-stream.ts): one entry may be a report of tens of
    // thousands of checks. The last attempt's figures are the page's.
    let read: StreamedRunList | undefined;
    const readBody = async (chunks: AsyncIterable<Buffer>) => {
      read = await readRunListStream(chunks, {
        redactor: this.transport.redactor,
        spool: options.spool,
        maxBytes: options.maxBytes,
      });
      return read.body;
    };
    const reply = await this.runListCall(query, limit, z.array(RunListEntrySchema), options, {
      readBody,
    });
    carryStreamed(reply.data, (read?.body as { data?: unknown } | undefined)?.data);
    return { items: reply.data, meta: reply.meta, bytes: read?.bytes, spooled: read?.spooled };
  }

  /**
   * An entry of listRunEntries as a report, held to the whole report schema. A mismatch is the
   * service's answer breaking the interface: a ResponseSchemaError naming the entry's fields.
   */
  parseRunEntry(entry: RunListEntry, index: number): RunReport {
    const streamed = streamedEntry(entry);
    if (streamed?.problem !== undefined) {
      throw new ResponseSchemaError('GET /testing/runs', 200, streamed.problem);
    }
    // A streamed entry's checks were validated as they were read: only the rest is checked here.
    const parsed = streamed ? parseReportHead(entry) : RunReportSchema.safeParse(entry);
    if (parsed.success) return parsed.data;
    throw new ResponseSchemaError(
      'GET /testing/runs',
      200,
      this.transport.redactor.redact(describeIssues(parsed.error, `data[${index}]`)),
    );
  }

  private runListCall<T>(
    query: RunListQuery,
    limit: number | undefined,
    schema: z.ZodType<T>,
    options: CallOptions,
    read: Pick<RequestSpec<T>, 'readBody' | 'maxBytes'>,
  ): Promise<Reply<T>> {
    return this.transport.call(
      {
        method: 'GET',
        path: '/testing/runs',
        query: {
          [RUN_LIST_PARAMS.connectionId]: query.connectionId,
          [RUN_LIST_PARAMS.targetId]: query.targetId,
          [RUN_LIST_PARAMS.status]: query.status,
          [RUN_LIST_PARAMS.ocpiVersion]: query.ocpiVersion,
          [RUN_LIST_PARAMS.limit]: limit,
          [RUN_LIST_PARAMS.cursor]: query.cursor,
        },
        schema,
        retryClass: 'idempotent',
        ...read,
      },
      options,
    );
  }

  /**
   * The one walk over the run list that every lookup uses: pages of entries (checked only as far as
   * their ids, see listRunEntries), newest first, from `walk.cursor` on. A first page of
   * `firstPageSize` (a report just started or finished is at the top), later ones of `pageSize`,
   * at most `maxPages`. A cursor handed out twice stops the walk with a PagingError.
   */
  runEntryPages(
    query: Pick<RunEntryQuery, 'connectionId' | 'targetId'> = {},
    walk: RunListWalk = {},
    options: CallOptions & Pick<RunListStreamOptions, 'spool' | 'maxBytes'> = {},
  ): AsyncGenerator<Page<RunListEntry>> {
    const pageSize = walk.pageSize ?? RUN_PAGE_SIZE.default;
    let pages = 0;
    return cursorPages(
      'GET /testing/runs',
      (cursor) =>
        this.listRunEntries(
          { ...query, limit: pages++ === 0 ? (walk.firstPageSize ?? pageSize) : pageSize, cursor },
          options,
        ),
      walk.maxPages,
      walk.cursor,
    );
  }

  /** Every page of the run list, newest first. */
  runPages(
    query: Omit<RunListQuery, 'cursor'> = {},
    options: CallOptions = {},
  ): AsyncGenerator<Page<RunReport>> {
    return cursorPages('GET /testing/runs', (cursor) =>
      this.listRuns({ ...query, cursor }, options),
    );
  }

  /** Finds a report by id in the run list (there is no single-report read), scanning at most maxPages. */
  async findReport(
    reportId: string,
    query: Omit<RunEntryQuery, 'cursor'> = {},
    options: CallOptions & { maxPages?: number } = {},
  ): Promise<RunReport | undefined> {
    return (await this.locateReport(reportId, query, options))?.report;
  }

  /**
   * Like findReport, and also returns the entries listed after it (older ones, the list being
   * newest first) on the same page, with the cursor of the next page: what a comparison with
   * earlier runs needs, without reading the list again. Only the report found is validated; the
   * later entries are validated by whoever uses them (parseRunEntry).
   */
  async locateReport(
    reportId: string,
    query: Omit<RunEntryQuery, 'cursor'> = {},
    options: CallOptions & LocateOptions = {},
  ): Promise<
    | {
        report: RunReport;
        later: { entry: RunListEntry; index: number }[];
        nextCursor: string | undefined;
        /** `options.spool` holds the report's entry as the service sent it, redacted. */
        spooled?: boolean;
      }
    | undefined
  > {
    const spool = options.spool && { reportId, ...options.spool };
    for await (const page of this.runEntryPages(
      query,
      {
        firstPageSize: FIRST_PAGE_SIZE,
        pageSize: LATER_PAGE_SIZE,
        maxPages: options.maxPages ?? 50,
      },
      { ...options, spool },
    )) {
      const index = page.items.findIndex((entry) => entry._id === reportId);
      if (index >= 0) {
        return {
          report: this.parseRunEntry(page.items[index]!, index),
          later: page.items
            .slice(index + 1)
            .map((entry, offset) => ({ entry, index: index + 1 + offset })),
          nextCursor: page.meta?.nextCursor,
          spooled: page.spooled === true,
        };
      }
    }
    return undefined;
  }

  async deleteRun(id: string, options: CallOptions = {}): Promise<void> {
    await this.transport.call(
      {
        method: 'DELETE',
        path: `/testing/runs/${pathId(id, 'report id')}`,
        route: '/testing/runs/{id}',
        schema: EmptySchema,
        retryClass: 'idempotent',
        resource: { kind: 'report', id },
      },
      options,
    );
  }

  async shareRun(id: string, options: CallOptions = {}): Promise<string> {
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: `/testing/runs/${pathId(id, 'report id')}/share`,
        route: '/testing/runs/{id}/share',
        schema: ShareResultSchema,
        retryClass: 'unsafe',
        resource: { kind: 'report', id },
      },
      options,
    );
    return reply.data.shareToken;
  }

  async unshareRun(id: string, options: CallOptions = {}): Promise<void> {
    await this.transport.call(
      {
        method: 'DELETE',
        path: `/testing/runs/${pathId(id, 'report id')}/share`,
        route: '/testing/runs/{id}/share',
        schema: EmptySchema,
        retryClass: 'idempotent',
        resource: { kind: 'report', id },
      },
      options,
    );
  }

  // 4.3 Journeys.
  async previewJourney(
    body: JourneyPreviewRequest,
    options: CallOptions = {},
  ): Promise<JourneyPreviewResult> {
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: '/testing/journeys/preview',
        body,
        schema: JourneyPreviewResultSchema,
        // Compiling and saving a plan touches no partner; a duplicate plan is harmless.
        retryClass: 'idempotent',
      },
      options,
    );
    return reply.data;
  }

  /** Starts a journey run from a previewed plan, with the same never-start-twice care as startRun. */
  async startJourney(
    request: StartJourneyRequest,
    options: Omit<StartRunOptions, 'waitSeconds'> = {},
  ): Promise<JourneyRunStatus & { reconciled: boolean }> {
    if (!request.planId) throw new InputError('planId', 'planId is required to start a journey.');
    const operation = `POST ${JOURNEY_START_PATH}`;
    const { reply, reconciled } = await this.sendStart(
      {
        method: 'POST',
        path: JOURNEY_START_PATH,
        body: {
          [JOURNEY_START_FIELDS.planId]: request.planId,
          [JOURNEY_START_FIELDS.planHash]: request.planHash,
        },
        headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
        schema: JourneyRunStatusSchema,
        retryClass: 'start',
        resource: { kind: 'journey plan', id: request.planId },
      },
      options,
      async () => {
        const found = await this.findLostStart(
          operation,
          request.targetId,
          { seed: request.seed, exclude: options.excludeReportIds },
          options,
          (why, cause) =>
            new AmbiguousStartError(
              operation,
              request.seed,
              `Starting the journey may have succeeded, but the answer was lost and ${why}. Not starting again, to avoid running the journey twice. Look for a journey run with seed "${request.seed}" before re-running.`,
              cause,
            ),
        );
        if (!found) return undefined;
        const runId = (found as Record<string, unknown>)[REPORT_RUN_ID_FIELD];
        if (typeof runId !== 'string') {
          throw new AmbiguousStartError(
            operation,
            request.seed,
            `The journey was started (report ${found._id}) but its answer was lost, and the run list does not give its run id. Open the report in the service to follow it.`,
          );
        }
        return {
          status: 200,
          meta: undefined,
          data: { runId, reportId: found._id, status: found.status },
        };
      },
    ).catch((error: unknown) => {
      throw journeyStartMissing(error, operation);
    });
    return { ...reply.data, reconciled };
  }

  async getJourneyRun(id: string, options: WaitOptions = {}): Promise<JourneyRunStatus> {
    const wait = clampWait(options.waitSeconds);
    const reply = await this.transport.call(
      {
        method: 'GET',
        path: `/testing/journey-runs/${pathId(id, 'journey run id')}`,
        route: '/testing/journey-runs/{id}',
        query: { [LONG_POLL_PARAM]: wait },
        schema: JourneyRunStatusSchema,
        retryClass: 'idempotent',
        timeoutMs: longPollTimeout(wait),
        resource: { kind: 'journey run', id },
      },
      options,
    );
    return reply.data;
  }

  /**
   * The run's events, replayed and then followed live, resumed after drops without duplicates.
   * Ends after a terminal event, or when the stream ends and the status read says the run is over.
   */
  journeyEvents(id: string, options: FollowOptions = {}): AsyncGenerator<JourneyEvent> {
    pathId(id, 'journey run id');
    const isTerminal = async () => {
      const status = await this.getJourneyRun(id, { signal: options.signal });
      return TERMINAL_RUN_STATUSES.has(status.status);
    };
    return followJourneyEvents(this.transport, id, isTerminal, options);
  }

  async recoverJourneyRun(
    id: string,
    request: { decision: string; recoveryVersion: number },
    options: CallOptions = {},
  ) {
    if (!request.decision) throw new InputError('decision', 'A recovery decision is required.');
    if (!Number.isInteger(request.recoveryVersion) || request.recoveryVersion < 0) {
      throw new InputError(
        'recoveryVersion',
        'recoveryVersion must be the whole number read from the run status.',
      );
    }
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: `/testing/journey-runs/${pathId(id, 'journey run id')}/recovery`,
        route: '/testing/journey-runs/{id}/recovery',
        body: {
          [RECOVERY_DECISION_FIELD]: request.decision,
          recoveryVersion: request.recoveryVersion,
        },
        schema: RecoveryResultSchema,
        retryClass: 'unsafe',
        resource: { kind: 'journey run', id },
      },
      options,
    );
    return reply.data;
  }

  async cancelJourneyRun(id: string, options: CallOptions = {}) {
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: `/testing/journey-runs/${pathId(id, 'journey run id')}/cancel`,
        route: '/testing/journey-runs/{id}/cancel',
        schema: CancelResultSchema,
        // Asking twice to stop is the same as asking once.
        retryClass: 'idempotent',
        resource: { kind: 'journey run', id },
      },
      options,
    );
    return reply.data;
  }

  // 4.4 Usage.
  async getUsage(options: CallOptions = {}) {
    const reply = await this.transport.call(
      {
        method: 'GET',
        path: '/usage',
        schema: UsageSchema,
        retryClass: 'idempotent',
      },
      options,
    );
    return reply.data;
  }

  /**
   * Sends a start, which is not idempotent and reaches the partner: never twice for one run. The
   * transport sends it again only when it surely did not reach the service. After any other
   * failure (a 5xx, a reset or timeout after sending, a cut answer) the run is looked for first
   * (`lookUp`, see findLostStart); only when it is not there is the start sent again, with the
   * backoff and attempt bound of retry.ts, within the deadline.
   */
  private async sendStart<T>(
    spec: RequestSpec<T>,
    options: CallOptions,
    lookUp: () => Promise<Reply<T> | undefined>,
  ): Promise<{ reply: Reply<T>; reconciled: boolean }> {
    const { transport } = this;
    const operation = `${spec.method} ${spec.route ?? spec.path}`;
    for (let attempt = 1; ; attempt++) {
      let failure: ClientError;
      try {
        return { reply: await transport.call(spec, options), reconciled: false };
      } catch (error) {
        if (!(error instanceof ClientError) || !error.mayHaveTakenEffect) throw error;
        failure = error;
      }
      transport.log.warn(
        `${operation} failed after it may have reached the service (${failure.message}); looking for the run before trying again.`,
      );
      const found = await lookUp();
      if (found) {
        transport.log.warn(`${operation}: the service had started the run; continuing with it.`);
        return { reply: found, reconciled: true };
      }
      const delay =
        attempt <= transport.retry.maxRetries
          ? nextDelay({
              retry: attempt - 1,
              retryAfterMs: failure instanceof ServiceError ? failure.retryAfterMs : undefined,
              settings: transport.retry,
              now: transport.now(),
              deadline: options.deadline,
              random: transport.random,
            })
          : undefined;
      if (delay === undefined) throw failure;
      transport.log.warn(
        `${operation}: the run is not in the run list, so the start did not take effect; sending it again in ${formatSeconds(delay)} (attempt ${attempt + 1} of ${transport.retry.maxRetries + 1}).`,
      );
      try {
        await transport.sleep(delay, options.signal);
      } catch {
        throw new AbortedError(operation);
      }
    }
  }

  /**
   * Looks for the run a start whose answer was lost may have created. A run matches by what
   * identifies it: its seed, its connection and module where the entry names them, and not one of
   * the reports that carried the seed before. Enum values such as runKind are not looked at: the
   * interface does not fix them. The list may show a new run only a moment after the start (a
   * cache, eventual consistency), so it is read again for RECONCILE_WINDOW_MS before the start is
   * taken not to have happened. When in doubt (the list cannot be read, the deadline comes first,
   * several runs match) `lost` is thrown: the caller must not start again.
   */
  private async findLostStart(
    operation: string,
    connectionId: string,
    identity: { seed: string; module?: string; exclude?: ReadonlySet<string> },
    options: CallOptions,
    lost: (why: string, cause?: unknown) => Error,
  ): Promise<RunReport | undefined> {
    for (let read = 0; ; read++) {
      let matches: { entry: RunListEntry; index: number }[];
      try {
        // A run the list shows late shows at its top: later reads need only the first page.
        matches = await this.entriesOfStart(
          connectionId,
          identity,
          options,
          read === 0 ? RECONCILE_PAGES : 1,
        );
      } catch (error) {
        throw lost(`the run list could not be read to check (${(error as Error).message})`, error);
      }
      if (matches.length === 1) return this.parseRunEntry(matches[0]!.entry, matches[0]!.index);
      if (matches.length > 1) {
        throw lost(
          `the run list holds ${matches.length} runs with its seed (${matches.map((m) => m.entry._id).join(', ')}), so which one is this start's cannot be told`,
        );
      }
      const delay = RECONCILE_REREAD_DELAYS_MS[read];
      if (delay === undefined) return undefined;
      if (options.deadline !== undefined && this.transport.now() + delay >= options.deadline) {
        throw lost(
          'the run did not show in the run list before the deadline (the list may lag behind a start)',
        );
      }
      try {
        await this.transport.sleep(delay, options.signal);
      } catch {
        throw new AbortedError(operation);
      }
    }
  }

  /** The newest entries of a connection's run list that identify the start (see findLostStart). */
  private async entriesOfStart(
    connectionId: string,
    identity: { seed: string; module?: string; exclude?: ReadonlySet<string> },
    options: CallOptions,
    maxPages: number,
  ): Promise<{ entry: RunListEntry; index: number }[]> {
    const matches: { entry: RunListEntry; index: number }[] = [];
    // A just-started run is at the top of a newest-first list.
    for await (const page of this.runEntryPages(
      { connectionId },
      { pageSize: RECONCILE_PAGE_SIZE, maxPages },
      { signal: options.signal, deadline: options.deadline },
    )) {
      page.items.forEach((entry, index) => {
        if (identifiesStart(entry, connectionId, identity)) matches.push({ entry, index });
      });
    }
    return matches;
  }
}

/**
 * Whether a run list entry can be the run a start created. Fields the entry does not carry cannot
 * tell against it; fields it carries must agree. `connectionId` is not in the interface's report
 * (2.5) but a service that adds it is held to it: the list's connection filter may be ignored.
 */
export function identifiesStart(
  entry: RunListEntry,
  connectionId: string,
  identity: { seed: string; module?: string; exclude?: ReadonlySet<string> },
): boolean {
  if (entry.seed !== identity.seed || identity.exclude?.has(entry._id)) return false;
  const entryConnection = (entry as Record<string, unknown>).connectionId;
  if (typeof entryConnection === 'string' && entryConnection !== connectionId) return false;
  if (
    identity.module !== undefined &&
    entry.module !== undefined &&
    entry.module !== identity.module
  ) {
    return false;
  }
  return true;
}

/**
 * The endpoint that starts a journey is our guess (wire.ts). A 404 or 405 there may be a plan the
 * service does not know, or a service that starts journeys elsewhere: say both.
 */
function journeyStartMissing(error: unknown, operation: string): unknown {
  if (!(error instanceof ServiceError) || ![404, 405, 501].includes(error.status)) return error;
  return new ServiceError(
    `${error.message} The service may also start journey runs at another endpoint than ${operation}: the interface does not show it (see README "Assumptions about the service"), so a service that differs cannot run journeys with this version of the tool.`,
    operation,
    error,
  );
}

function longPollTimeout(wait: number | undefined): number | undefined {
  return wait === undefined ? undefined : wait * 1000 + LONG_POLL_MARGIN_MS;
}

function checkPageSize(
  value: number | undefined,
  bounds: { min: number; max: number },
  field: string,
): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw new InputError(
      field,
      `${field} (page size) must be a whole number from ${bounds.min} to ${bounds.max}, not ${value}.`,
    );
  }
  return value;
}

function pathId(id: string, what: string): string {
  if (typeof id !== 'string' || id.trim() === '') {
    throw new InputError(what, `A ${what} is required.`);
  }
  return encodeURIComponent(id);
}
