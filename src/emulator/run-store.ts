/**
 * The runs of the emulated service and their reports (interface 4.2): conformance run starts, the
 * status of every run (conformance and journey), the run list with its cursor, soft deletion, and
 * report retention. Journey runs are started by the journey run store and kept here beside the
 * conformance runs, since the run list and the plan's run limits count both.
 *
 * A conformance run moves through queued -> running -> terminal as a pure function of the
 * emulated clock (no timers); a journey run's status is its engine's, played up to now first.
 */
import { randomBytes } from 'node:crypto';
import { RUN_LIST_PARAMS } from '../client/wire.js';
import { ApiError, badRequest, notFound } from './api-error.js';
import type { EmulatedClock } from './clock.js';
import type { ConnectionStore } from './connection-store.js';
import type { IdMint } from './ids.js';
import type { JourneyPlayer } from './journey-player.js';
import type { OwnerStore } from './owner-store.js';
import { PLANS } from './plans.js';
import { type ConformanceRun, isTerminalStatus, type RunRecord } from './records.js';
import type { ReportViews } from './report-views.js';
import type { ScenarioBook } from './scenario-book.js';
import type { EmulatorContent } from './types.js';
import type { UsageStore } from './usage-store.js';
import type { StartRunInput } from './validate.js';

const DAY_MS = 86_400_000;

export interface RunListQuery {
  connectionId?: string;
  status?: string;
  ocpiVersion?: string;
  limit: number;
  cursor?: string;
}

export interface RunStoreDeps {
  clock: EmulatedClock;
  ids: IdMint;
  content: EmulatorContent;
  owners: OwnerStore;
  connections: ConnectionStore;
  usage: UsageStore;
  scenarios: ScenarioBook;
  player: JourneyPlayer;
  views: ReportViews;
}

export class RunStore {
  private readonly runs = new Map<string, RunRecord>();
  private seq = 0;

  constructor(private readonly deps: RunStoreDeps) {}

  /** Starts a conformance run; `replayed` when an honoured Idempotency-Key found an earlier one. */
  start(
    ownerId: string,
    input: StartRunInput,
    idempotencyKey?: string,
  ): { run: ConformanceRun; replayed: boolean } {
    const { connections, content, clock, scenarios, ids } = this.deps;
    this.deps.owners.assertKnown(ownerId);
    const again = this.replayOf(ownerId, 'run', idempotencyKey);
    if (again?.kind === 'conformance') return { run: again, replayed: true };
    const connection = connections.owned(ownerId, input.connectionId);
    if (connection.status !== 'registered') {
      throw new ApiError(
        409,
        'connection_not_registered',
        `Connection "${connection.id}" is ${connection.status}; run the credentials handshake (POST /connections/{id}/register) first.`,
      );
    }
    if (input.module !== undefined) {
      const modules = content.modulesFor(connection.ocpiVersion);
      if (!modules.includes(input.module)) {
        throw badRequest(
          'module',
          `"${input.module}" is not a module of OCPI ${connection.ocpiVersion}; valid modules: ${modules.join(', ')}`,
        );
      }
    }
    this.admit(ownerId);
    const scenario = scenarios.for(connection.id);
    const now = clock.now();
    const startsAt = now + scenario.queueSeconds * 1000;
    const run: ConformanceRun = {
      kind: 'conformance',
      executionId: ids.next('exe_'),
      reportId: ids.next('rep_'),
      ownerId,
      connectionId: connection.id,
      seq: this.nextSeq(),
      seed: input.seed ?? randomBytes(9).toString('base64url'),
      module: input.module,
      ordinal: this.ordinalOf(connection.id),
      scenario,
      createdAt: now,
      startsAt,
      endsAt: startsAt + scenario.runSeconds * 1000,
      deleted: false,
      shareToken: undefined,
      generated: undefined,
    };
    this.add(run, idempotencyKey);
    this.deps.views.prepare(run);
    return { run, replayed: false };
  }

  /** The connection's conformance runs started so far (deleted ones included). */
  private ordinalOf(connectionId: string): number {
    let count = 0;
    for (const run of this.runs.values()) {
      if (run.kind === 'conformance' && run.connectionId === connectionId) count++;
    }
    return count;
  }

  /** Refuses a run start past the owner's run limits (402, 429). */
  admit(ownerId: string): void {
    this.deps.usage.admitRun(ownerId, this.inflight(ownerId));
  }

  /** The next number of the global run order. */
  nextSeq(): number {
    return ++this.seq;
  }

  /** Keeps a started run, counts its start and remembers its Idempotency-Key. */
  add(run: RunRecord, idempotencyKey: string | undefined): void {
    this.runs.set(run.reportId, run);
    const { usage } = this.deps;
    usage.recordRunStart(run.ownerId, run.createdAt, this.inflight(run.ownerId));
    usage.remember(run.ownerId, run.kind === 'journey' ? 'journey' : 'run', idempotencyKey, run);
  }

  /** The run an honoured Idempotency-Key started earlier on the route ('run' or 'journey'). */
  replayOf(ownerId: string, route: string, key: string | undefined): RunRecord | undefined {
    const reportId = this.deps.usage.rememberedReportId(ownerId, route, key);
    return reportId === undefined ? undefined : this.runs.get(reportId);
  }

  /** A live report of the owner (conformance or journey), by report id; else 404. */
  owned(ownerId: string, reportId: string): RunRecord {
    const run = this.runs.get(reportId);
    if (!run || run.ownerId !== ownerId || !this.live(run)) throw notFound('Report', reportId);
    return run;
  }

  /** A report by id whoever owns it, deleted and expired ones included. */
  find(reportId: string): RunRecord | undefined {
    return this.runs.get(reportId);
  }

  /** Neither deleted nor past the retention of the owner's plan. */
  live(run: RunRecord): boolean {
    const days = PLANS[this.deps.owners.planOf(run.ownerId)].retentionDays;
    return !run.deleted && this.deps.clock.now() - run.createdAt <= days * DAY_MS;
  }

  status(run: RunRecord): string {
    if (run.kind === 'journey') {
      this.deps.player.advance(run);
      return run.engine.status;
    }
    const now = this.deps.clock.now();
    if (now < run.startsAt) return 'queued';
    if (now < run.endsAt) return 'running';
    return run.scenario.outcome;
  }

  isTerminal(run: RunRecord): boolean {
    return isTerminalStatus(this.status(run));
  }

  /** Emulated ms at which a waiting request should look again (the run's next change). */
  nextChangeAt(run: RunRecord): number | undefined {
    if (run.kind === 'journey') return run.engine.nextWakeAt();
    const now = this.deps.clock.now();
    if (now < run.startsAt) return run.endsAt;
    return now < run.endsAt ? run.endsAt : undefined;
  }

  startView(run: ConformanceRun): Record<string, unknown> {
    return this.deps.views.startView(run, this.status(run));
  }

  reportView(run: RunRecord): Record<string, unknown> {
    return this.deps.views.reportView(run, this.status(run));
  }

  /** The run list (4.2): the owner's live reports, newest first, filtered, a page at a time. */
  list(
    ownerId: string,
    query: RunListQuery,
  ): { items: Record<string, unknown>[]; meta: Record<string, unknown> } {
    this.deps.owners.assertKnown(ownerId);
    const before =
      query.cursor === undefined ? Number.POSITIVE_INFINITY : decodeCursor(query.cursor);
    const matching: RunRecord[] = [];
    for (const run of this.runs.values()) {
      if (run.ownerId !== ownerId || !this.live(run) || run.seq >= before) continue;
      if (query.connectionId !== undefined && run.connectionId !== query.connectionId) continue;
      if (query.ocpiVersion !== undefined && this.ocpiVersionOf(run) !== query.ocpiVersion) {
        continue;
      }
      if (query.status !== undefined && this.status(run) !== query.status) continue;
      matching.push(run);
    }
    matching.sort((a, b) => b.seq - a.seq);
    const page = matching.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((run) => this.reportView(run)),
      meta: {
        limit: query.limit,
        ...(matching.length > page.length && last ? { nextCursor: encodeCursor(last.seq) } : {}),
      },
    };
  }

  /** Soft-deletes an owned report: it leaves the list and its links; the record is kept. */
  softDelete(ownerId: string, reportId: string): RunRecord {
    const run = this.owned(ownerId, reportId);
    run.deleted = true;
    return run;
  }

  /** Queued and running conformance runs plus unfinished journey runs of the owner, now. */
  inflight(ownerId: string): number {
    this.deps.owners.assertKnown(ownerId);
    let count = 0;
    for (const run of this.runs.values()) {
      if (run.ownerId === ownerId && !this.isTerminal(run)) count++;
    }
    return count;
  }

  /** When a run became terminal (real and emulated epoch ms), once it is. */
  terminalAt(reportId: string): { realMs: number; emulatedMs: number } | undefined {
    const run = this.runs.get(reportId);
    if (!run || !this.isTerminal(run)) return undefined;
    const emulatedMs = run.kind === 'journey' ? run.engine.terminalAt! : run.endsAt;
    return { realMs: this.deps.clock.realAt(emulatedMs), emulatedMs };
  }

  private ocpiVersionOf(run: RunRecord): string {
    return run.kind === 'journey'
      ? run.plan.ocpiVersion
      : this.deps.connections.get(run.connectionId).ocpiVersion;
  }
}

const CURSOR_PREFIX = 'runs:';

function encodeCursor(seq: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${seq}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '';
  const match = /^runs:(\d{1,15})$/.exec(text);
  if (!match) {
    throw badRequest(
      RUN_LIST_PARAMS.cursor,
      'is not a cursor this service handed out; use meta.nextCursor of the previous page',
    );
  }
  return Number(match[1]);
}
