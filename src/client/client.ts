/**
 * The typed client of the Partner Endpoint Testing Service: one module per resource of the
 * interface (shared/service-interface.md, section 4) in resources/, on one transport. Requests
 * are validated before they are sent, answers are checked against the schemas of section 2, and
 * failures become the typed errors of errors.ts.
 *
 * ServiceClient is the facade the other layers use: each resource as a property
 * (`client.runs.list(...)`), and each operation under the name it has always had
 * (`client.listRuns(...)`), delegating to its resource.
 */
import type { Page } from './paging.js';
import type { CallOptions, TransportSettings } from './request.js';
import {
  type ConnectionListQuery,
  Connections,
  type CreateConnection,
} from './resources/connections.js';
import {
  type JourneyPreviewRequest,
  Journeys,
  type StartJourneyRequest,
} from './resources/journeys.js';
import type { WaitOptions } from './resources/operation.js';
import { type LocateOptions, Reports } from './resources/reports.js';
import type { RunListEntry, RunReport } from './resources/run-report.js';
import {
  type RunEntryQuery,
  type RunListQuery,
  type RunListWalk,
  Runs,
  type StartRunRequest,
} from './resources/runs.js';
import { Shares } from './resources/shares.js';
import type { StartRunOptions } from './resources/starts.js';
import { Suites } from './resources/suites.js';
import { Usage } from './resources/usage.js';
import type { RunListStreamOptions } from './run-list-stream.js';
import type { FollowOptions } from './stream.js';
import { Transport } from './transport.js';

export type ClientOptions = TransportSettings;

type EntryReadOptions = CallOptions & Pick<RunListStreamOptions, 'spool' | 'maxBytes'>;

export class ServiceClient {
  readonly transport: Transport;
  readonly suites: Suites;
  readonly connections: Connections;
  readonly runs: Runs;
  readonly reports: Reports;
  readonly shares: Shares;
  readonly journeys: Journeys;
  readonly usage: Usage;

  constructor(options: ClientOptions) {
    this.transport = new Transport(options);
    this.suites = new Suites(this.transport);
    this.connections = new Connections(this.transport);
    this.runs = new Runs(this.transport);
    this.reports = new Reports(this.runs);
    this.shares = new Shares(this.transport);
    this.journeys = new Journeys(this.transport, this.runs);
    this.usage = new Usage(this.transport);
  }

  get baseUrl(): string {
    return this.transport.baseUrl;
  }

  // 4.2 Suites.
  listSuites(options?: CallOptions) {
    return this.suites.list(options);
  }

  // 4.1 Connections.
  createConnection(body: CreateConnection, options?: CallOptions) {
    return this.connections.create(body, options);
  }

  listConnections(query?: ConnectionListQuery, options?: CallOptions) {
    return this.connections.list(query, options);
  }

  connectionPages(query?: Omit<ConnectionListQuery, 'skip'>, options?: CallOptions) {
    return this.connections.pages(query, options);
  }

  registerConnection(id: string, options?: CallOptions) {
    return this.connections.register(id, options);
  }

  // 4.2 Conformance runs and reports.
  startRun(request: StartRunRequest, options?: StartRunOptions) {
    return this.runs.start(request, options);
  }

  listRuns(query?: RunListQuery, options?: CallOptions) {
    return this.runs.list(query, options);
  }

  listRunEntries(query?: RunEntryQuery, options?: EntryReadOptions) {
    return this.runs.entries(query, options);
  }

  parseRunEntry(entry: RunListEntry, index: number): RunReport {
    return this.runs.parseEntry(entry, index);
  }

  runEntryPages(
    query?: Pick<RunEntryQuery, 'connectionId' | 'targetId'>,
    walk?: RunListWalk,
    options?: EntryReadOptions,
  ): AsyncGenerator<Page<RunListEntry>> {
    return this.runs.entryPages(query, walk, options);
  }

  runPages(query?: Omit<RunListQuery, 'cursor'>, options?: CallOptions) {
    return this.runs.pages(query, options);
  }

  deleteRun(id: string, options?: CallOptions) {
    return this.runs.delete(id, options);
  }

  findReport(
    reportId: string,
    query?: Omit<RunEntryQuery, 'cursor'>,
    options?: CallOptions & { maxPages?: number },
  ) {
    return this.reports.find(reportId, query, options);
  }

  locateReport(
    reportId: string,
    query?: Omit<RunEntryQuery, 'cursor'>,
    options?: CallOptions & LocateOptions,
  ) {
    return this.reports.locate(reportId, query, options);
  }

  shareRun(id: string, options?: CallOptions) {
    return this.shares.create(id, options);
  }

  unshareRun(id: string, options?: CallOptions) {
    return this.shares.remove(id, options);
  }

  // 4.3 Journeys.
  previewJourney(body: JourneyPreviewRequest, options?: CallOptions) {
    return this.journeys.preview(body, options);
  }

  startJourney(request: StartJourneyRequest, options?: Omit<StartRunOptions, 'waitSeconds'>) {
    return this.journeys.start(request, options);
  }

  getJourneyRun(id: string, options?: WaitOptions) {
    return this.journeys.get(id, options);
  }

  journeyEvents(id: string, options?: FollowOptions) {
    return this.journeys.events(id, options);
  }

  recoverJourneyRun(
    id: string,
    request: { decision: string; recoveryVersion: number },
    options?: CallOptions,
  ) {
    return this.journeys.recover(id, request, options);
  }

  cancelJourneyRun(id: string, options?: CallOptions) {
    return this.journeys.cancel(id, options);
  }

  // 4.4 Usage.
  getUsage(options?: CallOptions) {
    return this.usage.get(options);
  }
}
