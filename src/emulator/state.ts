/**
 * The state of the emulated service: one small store per resource, wired together here. The
 * routes reach each store by name; this object holds only what spans stores (an owner comes with
 * its sandbox connection; deleting a report revokes its share; usage counts what other stores
 * hold).
 *
 * Everything is in memory and scoped to an owner; another owner's id is treated exactly like an
 * unknown one (404). Time is the emulated clock.
 */
import type { ChangeHub } from './changes.js';
import type { EmulatedClock, TimerSet } from './clock.js';
import { ConnectionStore } from './connection-store.js';
import { IdMint } from './ids.js';
import { JourneyPlanStore } from './journey-plans.js';
import { JourneyPlayer } from './journey-player.js';
import { JourneyRunStore } from './journey-run-store.js';
import { type OwnerSeed, OwnerStore } from './owner-store.js';
import { PartnerBook } from './partners.js';
import { ReportViews } from './report-views.js';
import { RunStore } from './run-store.js';
import { ScenarioBook, type ScenarioResolver } from './scenario-book.js';
import { ShareStore } from './share-store.js';
import type { EmulatorContent, ScenarioSpec } from './types.js';
import { UsageStore } from './usage-store.js';

export interface StateDeps {
  clock: EmulatedClock;
  timers: TimerSet;
  hub: ChangeHub;
  content: EmulatorContent;
  resolveScenario: ScenarioResolver;
  scenario: ScenarioSpec;
  owners: readonly OwnerSeed[];
  honourIdempotencyKey: boolean;
  /** Emulated seconds a previewed plan can be started. */
  planTtlSeconds: number;
}

export class ServiceState {
  readonly owners = new OwnerStore();
  readonly partners = new PartnerBook();
  readonly usage: UsageStore;
  readonly connections: ConnectionStore;
  readonly scenarios: ScenarioBook;
  readonly runs: RunStore;
  readonly plans: JourneyPlanStore;
  readonly journeys: JourneyRunStore;
  readonly shares: ShareStore;

  constructor(deps: StateDeps) {
    const { clock, content, owners: seeds } = deps;
    const ids = new IdMint();
    const { owners, partners } = this;
    const usage = new UsageStore(owners, clock, deps.honourIdempotencyKey);
    const connections = new ConnectionStore(clock, ids, usage, partners);
    const scenarios = new ScenarioBook(deps.resolveScenario, deps.scenario, (id) =>
      connections.has(id),
    );
    const player = new JourneyPlayer(clock, deps.timers, deps.hub);
    const views = new ReportViews(content, connections);
    // What most stores read: time, ids, content, and who owns what.
    const common = { clock, ids, content, owners, connections };
    const runs = new RunStore({ ...common, usage, scenarios, player, views });
    const plans = new JourneyPlanStore({ ...common, planTtlSeconds: deps.planTtlSeconds });
    this.usage = usage;
    this.connections = connections;
    this.scenarios = scenarios;
    this.runs = runs;
    this.plans = plans;
    this.journeys = new JourneyRunStore({ ...common, scenarios, plans, runs, player });
    this.shares = new ShareStore(owners, connections, runs);
    for (const seed of seeds) this.addOwner(seed);
  }

  /** Adds an owner with its sandbox connection. */
  addOwner(seed: OwnerSeed): void {
    this.owners.add(seed);
    this.connections.addSandbox(seed.id);
  }

  /** Adds an owner on the team plan, or replaces an existing owner's keys (EmulatorOptions.keys). */
  upsertOwnerKey(ownerId: string, key: string): void {
    if (this.owners.has(ownerId)) this.owners.setKeys(ownerId, [key]);
    else this.addOwner({ id: ownerId, plan: 'team', keys: [key] });
  }

  /** Soft-deletes an owned report and revokes its share token (4.2). */
  deleteReport(ownerId: string, reportId: string): void {
    this.shares.revoke(this.runs.softDelete(ownerId, reportId));
  }

  /** The usage answer (2.8). */
  usageOf(ownerId: string): Record<string, unknown> {
    return this.usage.view(ownerId, {
      activeConnections: this.connections.externalCount(ownerId),
      inflight: this.runs.inflight(ownerId),
    });
  }

  /** Stops every timer of the state (close()). */
  stop(): void {
    this.journeys.stop();
  }
}
