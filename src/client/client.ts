/**
 * The typed client of the Partner Endpoint Testing Service: one module per resource of the
 * interface (shared/service-interface.md, section 4) in resources/, each with the payloads it
 * speaks beside it, on one transport. Requests are validated before they are sent, answers are
 * checked against the schemas of section 2, and failures become the typed errors of errors.ts.
 *
 * ServiceClient holds the resources and nothing more: callers use them (`client.runs.start(...)`,
 * `client.reports.locate(...)`); the transport's base URL, clock and counters are
 * `client.transport`'s.
 */
import type { TransportSettings } from './request.js';
import { Connections } from './resources/connections.js';
import { Journeys } from './resources/journeys.js';
import { Reports } from './resources/reports.js';
import { Runs } from './resources/runs.js';
import { Shares } from './resources/shares.js';
import { Suites } from './resources/suites.js';
import { Usage } from './resources/usage.js';
import { Transport } from './transport.js';

export type ClientOptions = TransportSettings;

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
}
