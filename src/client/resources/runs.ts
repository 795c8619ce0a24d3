/**
 * 4.2 Conformance runs: started (never twice, starts.ts), listed newest first, and deleted. The
 * run list is the only read of a report: pages of full reports (list, for `runs list`) or of
 * entries checked only as far as their ids, streamed (entries, for the gate's lookups). The
 * report itself (2.5) is described in run-report.ts.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { InputError } from '../../util/errors.js';
import { describeIssues } from '../../util/schema-issues.js';
import { AmbiguousStartError, ResponseSchemaError } from '../errors.js';
import { cursorPages, type Page } from '../paging.js';
import { EmptySchema, OCPI_VERSIONS, optional, SEED_LENGTH } from '../payloads.js';
import type { CallOptions, Reply, RequestSpec } from '../request.js';
import type { Transport } from '../transport.js';
import { IDEMPOTENCY_HEADER, LONG_POLL_PARAM, RUN_LIST_PARAMS, RUN_PAGE_SIZE } from '../wire.js';
import { checkPageSize, clampWait, longPollTimeout, pathId } from './operation.js';
import {
  carryStreamed,
  parseReportHead,
  type RunListStreamOptions,
  readRunListStream,
  type StreamedRunList,
  streamedEntry,
} from './run-list-stream.js';
import {
  RUN_STATUSES,
  type RunListEntry,
  RunListEntrySchema,
  type RunReport,
  RunReportSchema,
  SummarySchema,
} from './run-report.js';
import { findLostStart, type StartRunOptions, sendStart } from './starts.js';

/**
 * The longest run-list page `list` holds whole (it returns full reports, for `runs list`): a
 * page of 20 reports of ordinary size is a few MB. The gate's own reads stream their pages
 * (entries) with the larger limits of run-list-stream.ts.
 */
const RUN_LIST_PAGE_HELD_MAX_BYTES = 64 * 1024 * 1024;

/** How far entryPages walks the run list. */
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

/** The run-list filters that need no field of an entry beyond its id (see Runs.entries). */
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

export class Runs {
  constructor(readonly transport: Transport) {}

  /**
   * Starts a conformance run. Never starts two runs for one call: a start whose outcome is
   * unknown is looked up in the connection's runs by its seed before it is tried again.
   */
  async start(request: StartRunRequest, options: StartRunOptions = {}): Promise<StartedRun> {
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
      const found = await findLostStart(
        this,
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
    const { reply, reconciled } = await sendStart(
      this.transport,
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

  async list(query: RunListQuery = {}, options: CallOptions = {}): Promise<Page<RunReport>> {
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
    const reply = await this.listCall(query, limit, z.array(RunReportSchema), options, {
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
   * would cost more than the rest of the verdict. Validate an entry before use: parseEntry.
   * No status or version filter: those need the entries' fields, which are not validated here.
   */
  async entries(
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
    const reply = await this.listCall(query, limit, z.array(RunListEntrySchema), options, {
      readBody,
    });
    carryStreamed(reply.data, (read?.body as { data?: unknown } | undefined)?.data);
    return { items: reply.data, meta: reply.meta, bytes: read?.bytes, spooled: read?.spooled };
  }

  /**
   * An entry of `entries` as a report, held to the whole report schema. A mismatch is the
   * service's answer breaking the interface: a ResponseSchemaError naming the entry's fields.
   */
  parseEntry(entry: RunListEntry, index: number): RunReport {
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

  private listCall<T>(
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
   * their ids, see `entries`), newest first, from `walk.cursor` on. A first page of
   * `firstPageSize` (a report just started or finished is at the top), later ones of `pageSize`,
   * at most `maxPages`. A cursor handed out twice stops the walk with a PagingError.
   */
  entryPages(
    query: Pick<RunEntryQuery, 'connectionId' | 'targetId'> = {},
    walk: RunListWalk = {},
    options: CallOptions & Pick<RunListStreamOptions, 'spool' | 'maxBytes'> = {},
  ): AsyncGenerator<Page<RunListEntry>> {
    const pageSize = walk.pageSize ?? RUN_PAGE_SIZE.default;
    let pages = 0;
    return cursorPages(
      'GET /testing/runs',
      (cursor) =>
        this.entries(
          { ...query, limit: pages++ === 0 ? (walk.firstPageSize ?? pageSize) : pageSize, cursor },
          options,
        ),
      walk.maxPages,
      walk.cursor,
    );
  }

  /** Every page of the run list, newest first. */
  pages(
    query: Omit<RunListQuery, 'cursor'> = {},
    options: CallOptions = {},
  ): AsyncGenerator<Page<RunReport>> {
    return cursorPages('GET /testing/runs', (cursor) => this.list({ ...query, cursor }, options));
  }

  async delete(id: string, options: CallOptions = {}): Promise<void> {
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
}

// 4.2 Start of a conformance run.
export const StartRunRequestSchema = z.strictObject({
  connectionId: z.string().min(1),
  module: z.string().min(1).optional(),
  seed: z.string().min(SEED_LENGTH.min).max(SEED_LENGTH.max).optional(),
});
export type StartRunRequest = z.infer<typeof StartRunRequestSchema>;

export const StartRunResultSchema = z.looseObject({
  executionId: optional(z.string()),
  reportId: z.string(),
  status: z.string(),
  seed: optional(z.string()),
  draining: optional(z.boolean()),
  summary: optional(SummarySchema),
  withheldModules: optional(z.array(z.string())),
  error: optional(z.string()),
});
export type StartRunResult = z.infer<typeof StartRunResultSchema>;

export interface StartedRun extends StartRunResult {
  /** The seed actually sent (generated when the caller gave none). */
  seed: string;
  /** True when the start's answer was lost and the run was found in the run list instead. */
  reconciled: boolean;
}
