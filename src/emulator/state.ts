/**
 * The state of the emulated service and its rules: owners and their plans, connections, runs,
 * journey plans and runs, reports, share tokens and usage. Everything is in memory and scoped to
 * an owner; another owner's id is treated exactly like an unknown one (404).
 *
 * Time is the emulated clock. Conformance runs move through queued -> running -> terminal as a
 * pure function of the clock (no timers needed); journey runs are played by a JourneyEngine that
 * is advanced before every read and woken by one timer per run, so streams hear events live.
 *
 * Partner tokens are never part of any view. They are kept apart (partnerTokens) only because a
 * scenario may ask the report generator to echo them, as a careless service would; the
 * token-in-use rule works on their hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CAPABILITIES,
  type Capability,
  type Connection,
  type JourneyPreviewRequest,
  TERMINAL_RUN_STATUSES,
} from '../client/schemas.js';
import { JOURNEY_STATUS_SETTLED, REPORT_RUN_ID_FIELD, RUN_LIST_PARAMS } from '../client/wire.js';
import { ApiError, badRequest, notFound } from './api-error.js';
import type { ChangeHub } from './changes.js';
import type { EmulatedClock, TimerSet } from './clock.js';
import { withHostileText } from './hostile.js';
import { JourneyEngine, type JourneyStatus } from './journey-runs.js';
import type {
  EmulatorContent,
  GeneratedReport,
  JourneyPlan,
  ScenarioName,
  ScenarioSpec,
} from './types.js';
import type { CreateConnectionInput, StartRunInput } from './validate.js';

// Plans.

export type PlanName = 'free' | 'team' | 'enterprise';

export interface PlanLimits {
  /** Published external connection ceiling (402 past it); undefined when the plan publishes none. */
  connections: number | undefined;
  /** Ceiling of a plan that publishes none (409 past it). */
  fairUseConnections: number | undefined;
  apiKeys: number;
  inflightCap: number;
  perMinuteCap: number;
  capabilities: readonly Capability[];
  retentionDays: number;
}

export const PLANS: Readonly<Record<PlanName, PlanLimits>> = {
  free: {
    connections: 1,
    fairUseConnections: undefined,
    apiKeys: 1,
    inflightCap: 1,
    perMinuteCap: 6,
    capabilities: [],
    retentionDays: 7,
  },
  team: {
    connections: 10,
    fairUseConnections: undefined,
    apiKeys: 5,
    inflightCap: 5,
    perMinuteCap: 60,
    capabilities: ['external-endpoints', 'ci-handoff', 'saved-presets', 'scheduled-runs'],
    retentionDays: 90,
  },
  enterprise: {
    connections: undefined,
    fairUseConnections: 25,
    apiKeys: 50,
    inflightCap: 20,
    perMinuteCap: 300,
    capabilities: CAPABILITIES,
    retentionDays: 365,
  },
};

export const PLAN_LADDER: readonly PlanName[] = ['free', 'team', 'enterprise'];

/** Connection creations allowed per owner per emulated minute. */
export const CONNECTION_CREATIONS_PER_MINUTE = 20;
/** How long an Idempotency-Key is remembered (emulated), when it is honoured. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000;
/** How long a previewed journey plan can be started (emulated). */
export const PLAN_TTL_SECONDS = 900;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export const SANDBOX_CONNECTION = {
  kind: 'sandbox',
  ocpiVersion: '2.2.1',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  partnerBaseUrl: 'https://sandbox.ocpi-testing.invalid/ocpi/versions',
} as const;

export interface OwnerSeed {
  id: string;
  plan: PlanName;
  keys: string[];
}

// Records.

interface Owner {
  id: string;
  plan: PlanName;
  keys: string[];
  sandboxId: string;
  /** Connection ids in creation order, the sandbox first. */
  connectionIds: string[];
  /** Emulated ms of every run start (conformance and journey). */
  runStarts: number[];
  /** Emulated ms of every connection creation. */
  connectionCreations: number[];
  maxInflight: number;
}

interface ConnectionRecord {
  id: string;
  ownerId: string;
  kind: 'external' | 'sandbox';
  /** tokenA: the service starts the handshake; tokenC: the partner registered already. */
  form: 'registration' | 'existing-credentials' | 'sandbox';
  partnerBaseUrl: string;
  ourRole: string;
  theirRole: string;
  ocpiVersion: string;
  status: 'pending' | 'registered' | 'failed';
  lastError: string | undefined;
  createdAt: number;
  /** A handshake in progress: the outcome it settles to, and when (emulated epoch ms). */
  handshake?: { outcome: PartnerOutcome; settlesAt: number };
}

interface RunBase {
  reportId: string;
  ownerId: string;
  connectionId: string;
  /** Global creation order; the run list is newest first by it. */
  seq: number;
  seed: string;
  scenario: ScenarioSpec;
  createdAt: number;
  deleted: boolean;
  shareToken: string | undefined;
  generated: GeneratedReport | undefined;
}

export interface ConformanceRun extends RunBase {
  kind: 'conformance';
  executionId: string;
  module: string | undefined;
  startsAt: number;
  endsAt: number;
}

export interface JourneyRun extends RunBase {
  kind: 'journey';
  runId: string;
  plan: JourneyPlan;
  engine: JourneyEngine;
  cancelWake: (() => void) | undefined;
}

export type RunRecord = ConformanceRun | JourneyRun;

interface SavedPlan {
  planId: string;
  ownerId: string;
  plan: JourneyPlan;
  planHash: string;
  seed: string;
  expiresAt: number;
}

export interface PartnerOutcome {
  status: 'registered' | 'failed';
  lastError?: string;
  /**
   * The handshake answers `pending` and settles to `status` this many emulated milliseconds
   * later (the interface allows a register call to answer while the partner is still exchanging).
   */
  pendingMs?: number;
}

export interface StateDeps {
  clock: EmulatedClock;
  timers: TimerSet;
  hub: ChangeHub;
  content: EmulatorContent;
  resolveScenario: (
    nameOrPartial: ScenarioName | Partial<ScenarioSpec>,
    base?: ScenarioSpec,
  ) => ScenarioSpec;
  scenario: ScenarioSpec;
  owners: readonly OwnerSeed[];
  honourIdempotencyKey: boolean;
  /** Emulated seconds a previewed plan can be started. */
  planTtlSeconds: number;
}

export interface RunListQuery {
  connectionId?: string;
  status?: string;
  ocpiVersion?: string;
  limit: number;
  cursor?: string;
}

export class ServiceState {
  private readonly clock: EmulatedClock;
  private readonly timers: TimerSet;
  readonly hub: ChangeHub;
  private readonly content: EmulatorContent;
  private readonly resolveScenario: StateDeps['resolveScenario'];
  private readonly honourIdempotencyKey: boolean;
  private readonly planTtlSeconds: number;

  private readonly owners = new Map<string, Owner>();
  private readonly ownerByKey = new Map<string, Owner>();
  private readonly connections = new Map<string, ConnectionRecord>();
  private readonly partnerTokens = new Map<string, string[]>();
  private readonly usedTokenHashes = new Set<string>();
  private readonly runs = new Map<string, RunRecord>();
  private readonly journeyRuns = new Map<string, JourneyRun>();
  private readonly plans = new Map<string, SavedPlan>();
  private readonly shareTokens = new Map<string, string>();
  private readonly idempotency = new Map<string, { reportId: string; at: number }>();
  private readonly partnerOutcomes = new Map<string, PartnerOutcome>();
  private readonly connectionScenarios = new Map<string, ScenarioSpec>();
  private globalScenario: ScenarioSpec;
  private runSeq = 0;
  private idSeq = 0;
  /** Tells this emulator's ids from another's, so ids are unique across instances too. */
  private readonly idTag = randomBytes(3).toString('hex');

  constructor(deps: StateDeps) {
    this.clock = deps.clock;
    this.timers = deps.timers;
    this.hub = deps.hub;
    this.content = deps.content;
    this.resolveScenario = deps.resolveScenario;
    this.honourIdempotencyKey = deps.honourIdempotencyKey;
    this.planTtlSeconds = deps.planTtlSeconds;
    this.globalScenario = deps.scenario;
    for (const seed of deps.owners) this.addOwner(seed);
  }

  // Owners and keys.

  private addOwner(seed: OwnerSeed): void {
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(seed.id)) {
      throw new Error(`owner id "${seed.id}" must be 1 to 64 letters, digits, "_", "." or "-"`);
    }
    if (this.owners.has(seed.id)) throw new Error(`owner "${seed.id}" is given twice`);
    if (!PLANS[seed.plan]) {
      throw new Error(
        `owner "${seed.id}": plan "${seed.plan}" is not one of ${PLAN_LADDER.join(', ')}`,
      );
    }
    const sandboxId = this.newId('con_');
    const owner: Owner = {
      id: seed.id,
      plan: seed.plan,
      keys: [],
      sandboxId,
      connectionIds: [sandboxId],
      runStarts: [],
      connectionCreations: [],
      maxInflight: 0,
    };
    this.owners.set(seed.id, owner);
    this.setKeys(owner, seed.keys);
    this.connections.set(sandboxId, {
      id: sandboxId,
      ownerId: seed.id,
      kind: 'sandbox',
      form: 'sandbox',
      partnerBaseUrl: SANDBOX_CONNECTION.partnerBaseUrl,
      ourRole: SANDBOX_CONNECTION.ourRole,
      theirRole: SANDBOX_CONNECTION.theirRole,
      ocpiVersion: SANDBOX_CONNECTION.ocpiVersion,
      status: 'registered',
      lastError: undefined,
      createdAt: this.clock.now(),
    });
  }

  private setKeys(owner: Owner, keys: readonly string[]): void {
    for (const key of keys) {
      if (typeof key !== 'string' || !key.startsWith(API_KEY_PREFIX) || key.length < 12) {
        throw new Error(
          `owner "${owner.id}": API keys start with "${API_KEY_PREFIX}" and have at least 12 characters`,
        );
      }
      const holder = this.ownerByKey.get(key);
      if (holder && holder !== owner) {
        throw new Error(
          `owner "${owner.id}": that API key already belongs to owner "${holder.id}"`,
        );
      }
    }
    for (const key of owner.keys) this.ownerByKey.delete(key);
    owner.keys = [...keys];
    for (const key of keys) this.ownerByKey.set(key, owner);
  }

  /** Adds an owner on the team plan, or replaces an existing owner's keys (EmulatorOptions.keys). */
  upsertOwnerKey(ownerId: string, key: string): void {
    const owner = this.owners.get(ownerId);
    if (owner) this.setKeys(owner, [key]);
    else this.addOwner({ id: ownerId, plan: 'team', keys: [key] });
  }

  /** The owner of an API key, or undefined (unknown, or without the service prefix). */
  ownerOfKey(key: string): string | undefined {
    if (!key.startsWith(API_KEY_PREFIX)) return undefined;
    return this.ownerByKey.get(key)?.id;
  }

  listOwners(): { id: string; plan: PlanName; keys: readonly string[]; sandboxId: string }[] {
    return [...this.owners.values()].map(({ id, plan, keys, sandboxId }) => ({
      id,
      plan,
      keys: [...keys],
      sandboxId,
    }));
  }

  private owner(ownerId: string): Owner {
    const owner = this.owners.get(ownerId);
    if (!owner) throw new Error(`unknown owner "${ownerId}"`);
    return owner;
  }

  sandboxConnectionId(ownerId: string): string {
    return this.owner(ownerId).sandboxId;
  }

  // Scenario and partners.

  setScenario(
    scenario: ScenarioName | Partial<ScenarioSpec>,
    scope: { connectionId?: string } = {},
  ): ScenarioSpec {
    if (scope.connectionId !== undefined) {
      if (!this.connections.has(scope.connectionId)) {
        throw new Error(`setScenario: connection "${scope.connectionId}" does not exist`);
      }
      const base = this.connectionScenarios.get(scope.connectionId) ?? this.globalScenario;
      const spec = this.resolveScenario(scenario, typeof scenario === 'string' ? undefined : base);
      this.connectionScenarios.set(scope.connectionId, spec);
      return spec;
    }
    // A named scenario replaces everything, per-connection overrides included.
    if (typeof scenario === 'string') this.connectionScenarios.clear();
    this.globalScenario = this.resolveScenario(
      scenario,
      typeof scenario === 'string' ? undefined : this.globalScenario,
    );
    return this.globalScenario;
  }

  scenarioFor(connectionId?: string): ScenarioSpec {
    return (
      (connectionId === undefined ? undefined : this.connectionScenarios.get(connectionId)) ??
      this.globalScenario
    );
  }

  /** Handshake outcome for partner base URLs starting with `prefix` (the longest prefix wins). */
  setPartner(prefix: string, outcome: PartnerOutcome): void {
    if (typeof prefix !== 'string' || prefix === '') throw new Error('setPartner: prefix is empty');
    if (outcome.status !== 'registered' && outcome.status !== 'failed') {
      throw new Error('setPartner: status must be "registered" or "failed"');
    }
    if (
      outcome.pendingMs !== undefined &&
      !(Number.isFinite(outcome.pendingMs) && outcome.pendingMs >= 0)
    ) {
      throw new Error('setPartner: pendingMs must be a number of milliseconds, 0 or more');
    }
    this.partnerOutcomes.set(prefix, { ...outcome });
  }

  private partnerOutcome(partnerBaseUrl: string): PartnerOutcome {
    let best: { prefix: string; outcome: PartnerOutcome } | undefined;
    for (const [prefix, outcome] of this.partnerOutcomes) {
      if (partnerBaseUrl.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) {
        best = { prefix, outcome };
      }
    }
    return best?.outcome ?? { status: 'registered' };
  }

  // Connections (4.1).

  createConnection(ownerId: string, input: CreateConnectionInput): Connection {
    const owner = this.owner(ownerId);
    const limits = PLANS[owner.plan];
    if (input.ourRole === input.theirRole) {
      throw new ApiError(
        422,
        'unsupported_configuration',
        `ourRole and theirRole are both ${input.ourRole}; a connection links two different roles.`,
      );
    }
    if (
      input.ocpiVersion === '2.1.1' &&
      (!['CPO', 'EMSP'].includes(input.ourRole) || !['CPO', 'EMSP'].includes(input.theirRole))
    ) {
      throw new ApiError(
        422,
        'unsupported_configuration',
        'OCPI 2.1.1 knows only the CPO and EMSP roles; use 2.2 or later for other roles.',
      );
    }
    const used = this.externalConnections(owner).length;
    if (limits.connections !== undefined && used >= limits.connections) {
      const next = nextPlan(owner.plan);
      throw new ApiError(
        402,
        'plan_limit_reached',
        `The ${owner.plan} plan allows ${limits.connections} external connection${limits.connections === 1 ? '' : 's'} and ${used} ${used === 1 ? 'is' : 'are'} in use (limit "connections": ${used} of ${limits.connections}). ${next ? `The ${next} plan raises the limit.` : 'Remove a connection to add another.'}`,
        {
          limit: { id: 'connections', used, cap: limits.connections },
          capability: 'external-endpoints',
        },
      );
    }
    if (limits.fairUseConnections !== undefined && used >= limits.fairUseConnections) {
      throw new ApiError(
        409,
        'fair_use_ceiling',
        `The organisation is at the fair-use ceiling of ${limits.fairUseConnections} external connections; contact the service to raise it.`,
      );
    }
    const tokenHashes = [input.tokenC, input.localTokenB]
      .filter((token): token is string => token !== undefined)
      .map(hashToken);
    if (tokenHashes.some((hash) => this.usedTokenHashes.has(hash))) {
      throw new ApiError(
        409,
        'token_in_use',
        'The local token sent (tokenC or localTokenB) is already in use by another connection.',
      );
    }
    const now = this.clock.now();
    const recent = owner.connectionCreations.filter((at) => at > now - MINUTE_MS);
    if (recent.length >= CONNECTION_CREATIONS_PER_MINUTE) {
      const retryAfterSeconds = this.retryAfterSeconds(recent[0]! + MINUTE_MS - now);
      throw new ApiError(
        429,
        'rate_limited',
        `At most ${CONNECTION_CREATIONS_PER_MINUTE} connections can be created per minute; try again in ${retryAfterSeconds} s.`,
        { retryAfterSeconds },
      );
    }
    owner.connectionCreations = [...recent, now];
    const record: ConnectionRecord = {
      id: this.newId('con_'),
      ownerId,
      kind: 'external',
      form: input.form,
      partnerBaseUrl: input.partnerBaseUrl,
      ourRole: input.ourRole,
      theirRole: input.theirRole,
      ocpiVersion: input.ocpiVersion,
      status: 'pending',
      lastError: undefined,
      createdAt: now,
    };
    this.connections.set(record.id, record);
    owner.connectionIds.push(record.id);
    for (const hash of tokenHashes) this.usedTokenHashes.add(hash);
    this.partnerTokens.set(
      record.id,
      [input.tokenA, input.tokenC, input.localTokenB].filter((t): t is string => t !== undefined),
    );
    return this.connectionView(record);
  }

  /**
   * The owner's connections. Direction (a documented emulator rule): outbound connections are
   * those whose handshake the service starts (tokenA form, and the sandbox); inbound ones are
   * those the partner registered already (tokenC form).
   */
  listConnections(
    ownerId: string,
    query: { direction?: 'inbound' | 'outbound'; limit: number; skip: number },
  ): { items: Connection[]; meta: Record<string, unknown> } {
    const owner = this.owner(ownerId);
    const all = owner.connectionIds
      .map((id) => this.connections.get(id)!)
      .filter((c) => query.direction === undefined || directionOf(c) === query.direction);
    const items = all
      .slice(query.skip, query.skip + query.limit)
      .map((c) => this.connectionView(c));
    const more = query.skip + items.length < all.length;
    return {
      items,
      meta: {
        limit: query.limit,
        skip: query.skip,
        ...(more ? { nextCursor: String(query.skip + items.length) } : {}),
      },
    };
  }

  /** The OCPI credentials handshake (4.1), with the outcome set for the partner (setPartner). */
  registerConnection(ownerId: string, connectionId: string): Connection {
    const record = this.ownedConnection(ownerId, connectionId);
    if (record.kind === 'external' && record.status !== 'registered' && !record.handshake) {
      // With existing credentials the partner registered already: nothing to exchange.
      const outcome: PartnerOutcome =
        record.form === 'existing-credentials'
          ? { status: 'registered' }
          : this.partnerOutcome(record.partnerBaseUrl);
      if (outcome.pendingMs) {
        record.status = 'pending';
        record.lastError = undefined;
        record.handshake = { outcome, settlesAt: this.clock.now() + outcome.pendingMs };
      } else {
        this.settleHandshake(record, outcome);
      }
    }
    return this.connectionView(record);
  }

  private settleHandshake(record: ConnectionRecord, outcome: PartnerOutcome): void {
    record.handshake = undefined;
    record.status = outcome.status;
    record.lastError =
      outcome.status === 'failed'
        ? (outcome.lastError ?? 'the partner did not complete the credentials handshake')
        : undefined;
  }

  private ownedConnection(ownerId: string, connectionId: string): ConnectionRecord {
    const record = this.connections.get(connectionId);
    if (!record || record.ownerId !== ownerId) throw notFound('Connection', connectionId);
    return record;
  }

  private externalConnections(owner: Owner): ConnectionRecord[] {
    return owner.connectionIds
      .map((id) => this.connections.get(id)!)
      .filter((c) => c.kind === 'external');
  }

  private connectionView(record: ConnectionRecord): Connection {
    // A handshake in progress settles when it is next looked at after its time.
    if (record.handshake && this.clock.now() >= record.handshake.settlesAt) {
      this.settleHandshake(record, record.handshake.outcome);
    }
    return {
      _id: record.id,
      partnerBaseUrl: record.partnerBaseUrl,
      ourRole: record.ourRole,
      theirRole: record.theirRole,
      ocpiVersion: record.ocpiVersion,
      status: record.status,
      kind: record.kind,
      ...(record.lastError === undefined ? {} : { lastError: record.lastError }),
      direction: directionOf(record),
      createdAt: new Date(record.createdAt).toISOString(),
    };
  }

  private connectionLabel(record: ConnectionRecord): string {
    if (record.kind === 'sandbox') return `sandbox (${record.ocpiVersion})`;
    return `${new URL(record.partnerBaseUrl).host} (${record.ocpiVersion})`;
  }

  // Run admission (shared by conformance and journey starts).

  private admitRun(owner: Owner): void {
    const limits = PLANS[owner.plan];
    const used = this.inflight(owner.id);
    if (used >= limits.inflightCap) {
      const next = nextPlan(owner.plan);
      throw new ApiError(
        402,
        'plan_limit_reached',
        `The ${owner.plan} plan allows ${limits.inflightCap} run${limits.inflightCap === 1 ? '' : 's'} in flight at once and ${used} ${used === 1 ? 'is' : 'are'} queued or running (limit "run-concurrency": ${used} of ${limits.inflightCap}). Wait for one to finish${next ? `, or move to the ${next} plan` : ''}.`,
        { limit: { id: 'run-concurrency', used, cap: limits.inflightCap } },
      );
    }
    const now = this.clock.now();
    const recent = owner.runStarts.filter((at) => at > now - MINUTE_MS);
    if (recent.length >= limits.perMinuteCap) {
      const retryAfterSeconds = this.retryAfterSeconds(recent[0]! + MINUTE_MS - now);
      throw new ApiError(
        429,
        'rate_limited',
        `The ${owner.plan} plan allows ${limits.perMinuteCap} run starts per minute; try again in ${retryAfterSeconds} s.`,
        { retryAfterSeconds },
      );
    }
  }

  private recordStart(owner: Owner, run: RunRecord): void {
    owner.runStarts.push(run.createdAt);
    this.runs.set(run.reportId, run);
    owner.maxInflight = Math.max(owner.maxInflight, this.inflight(owner.id));
  }

  /** Retry-After in real seconds (whole, at least 1) for an emulated wait. */
  private retryAfterSeconds(emulatedMs: number): number {
    return Math.max(1, Math.ceil(this.clock.realDuration(emulatedMs) / 1000));
  }

  private remembered(
    ownerId: string,
    route: string,
    key: string | undefined,
  ): RunRecord | undefined {
    if (!this.honourIdempotencyKey || !key) return undefined;
    const entry = this.idempotency.get(`${ownerId}\n${route}\n${key}`);
    if (!entry || entry.at <= this.clock.now() - IDEMPOTENCY_WINDOW_MS) return undefined;
    return this.runs.get(entry.reportId);
  }

  private remember(ownerId: string, route: string, key: string | undefined, run: RunRecord) {
    if (!this.honourIdempotencyKey || !key) return;
    this.idempotency.set(`${ownerId}\n${route}\n${key}`, {
      reportId: run.reportId,
      at: run.createdAt,
    });
  }

  // Conformance runs (4.2).

  /** Starts a conformance run; `replayed` when an honoured Idempotency-Key found an earlier one. */
  startRun(
    ownerId: string,
    input: StartRunInput,
    idempotencyKey?: string,
  ): { run: ConformanceRun; replayed: boolean } {
    const owner = this.owner(ownerId);
    const again = this.remembered(ownerId, 'run', idempotencyKey);
    if (again?.kind === 'conformance') return { run: again, replayed: true };
    const connection = this.ownedConnection(ownerId, input.connectionId);
    if (connection.status !== 'registered') {
      throw new ApiError(
        409,
        'connection_not_registered',
        `Connection "${connection.id}" is ${connection.status}; run the credentials handshake (POST /connections/{id}/register) first.`,
      );
    }
    if (input.module !== undefined) {
      const modules = this.content.modulesFor(connection.ocpiVersion);
      if (!modules.includes(input.module)) {
        throw badRequest(
          'module',
          `"${input.module}" is not a module of OCPI ${connection.ocpiVersion}; valid modules: ${modules.join(', ')}`,
        );
      }
    }
    this.admitRun(owner);
    const scenario = this.scenarioFor(connection.id);
    const now = this.clock.now();
    const startsAt = now + scenario.queueSeconds * 1000;
    const run: ConformanceRun = {
      kind: 'conformance',
      executionId: this.newId('exe_'),
      reportId: this.newId('rep_'),
      ownerId,
      connectionId: connection.id,
      seq: ++this.runSeq,
      seed: input.seed ?? randomBytes(9).toString('base64url'),
      module: input.module,
      scenario,
      createdAt: now,
      startsAt,
      endsAt: startsAt + scenario.runSeconds * 1000,
      deleted: false,
      shareToken: undefined,
      generated: undefined,
    };
    this.recordStart(owner, run);
    this.remember(ownerId, 'run', idempotencyKey, run);
    this.prepare(run);
    return { run, replayed: false };
  }

  /** A live report of the owner (conformance or journey), by report id. */
  ownedRun(ownerId: string, reportId: string): RunRecord {
    const run = this.runs.get(reportId);
    if (!run || run.ownerId !== ownerId || run.deleted || this.expired(run)) {
      throw notFound('Report', reportId);
    }
    return run;
  }

  runStatus(run: RunRecord): string {
    if (run.kind === 'journey') {
      this.advanceJourney(run);
      return run.engine.status;
    }
    const now = this.clock.now();
    if (now < run.startsAt) return 'queued';
    if (now < run.endsAt) return 'running';
    return run.scenario.outcome;
  }

  isTerminal(run: RunRecord): boolean {
    return TERMINAL_RUN_STATUSES.has(this.runStatus(run));
  }

  /** Emulated ms at which a waiting request should look again (the run's next change). */
  nextChangeAt(run: RunRecord): number | undefined {
    if (run.kind === 'journey') return run.engine.nextWakeAt();
    const now = this.clock.now();
    if (now < run.startsAt) return run.endsAt;
    return now < run.endsAt ? run.endsAt : undefined;
  }

  /** The `data` of a run start answer (4.2, rule 3.1). */
  startView(run: ConformanceRun): Record<string, unknown> {
    const status = this.runStatus(run);
    const base = { executionId: run.executionId, reportId: run.reportId, status, seed: run.seed };
    if (!TERMINAL_RUN_STATUSES.has(status)) return { ...base, draining: run.scenario.draining };
    const generated = this.generated(run, status);
    return {
      ...base,
      summary: generated?.summary ?? emptySummary(),
      withheldModules: generated?.withheldModules ?? this.withheldModules(run),
      ...(status === 'failed' ? { error: run.scenario.failureMessage } : {}),
    };
  }

  /** Modules the scenario withholds that the run would otherwise have tested. */
  private withheldModules(run: ConformanceRun): string[] {
    if (run.generated) return run.generated.withheldModules;
    const modules = this.content.modulesFor(this.connections.get(run.connectionId)!.ocpiVersion);
    return modules.filter(
      (module) =>
        run.scenario.withheldModules.includes(module) &&
        (run.module === undefined || run.module === module),
    );
  }

  /** The graded content of a terminal run, generated once (same input, same output). */
  private generated(run: RunRecord, status: string): GeneratedReport | undefined {
    if (!TERMINAL_RUN_STATUSES.has(status)) return undefined;
    run.generated ??= this.build(run);
    return run.generated;
  }

  private build(run: RunRecord): GeneratedReport | undefined {
    let generated: GeneratedReport | undefined;
    if (run.kind === 'conformance') {
      if (run.scenario.outcome !== 'completed') return undefined;
      const connection = this.connections.get(run.connectionId)!;
      generated = this.content.generateConformanceReport({
        seed: run.seed,
        ocpiVersion: connection.ocpiVersion,
        module: run.module,
        connection: this.connectionView(connection),
        scenario: run.scenario,
        partnerTokens: [...(this.partnerTokens.get(connection.id) ?? [])],
      });
    } else {
      generated = this.content.generateJourneyReport(run.plan, run.seed, run.scenario, {
        status: run.engine.status,
        reachedStage: Math.max(0, run.engine.reachedStage),
      });
    }
    return generated && run.scenario.hostileText ? withHostileText(generated) : generated;
  }

  /**
   * A conformance report does not depend on when it is read, so it is built right after the
   * start, as the service grades while it runs: the moment a run turns terminal costs nothing,
   * and latency measured from that moment is the client's alone.
   */
  private prepare(run: ConformanceRun): void {
    setTimeout(() => {
      run.generated ??= this.build(run);
    }, 0).unref();
  }

  /** A run report (2.5) as it appears in the list and through a share token. */
  reportView(run: RunRecord): Record<string, unknown> {
    const status = this.runStatus(run);
    const connection = this.connections.get(run.connectionId)!;
    const generated = this.generated(run, status);
    const common = {
      _id: run.reportId,
      status,
      connectionId: run.connectionId,
      connectionLabel: this.connectionLabel(connection),
      seed: run.seed,
      createdAt: new Date(run.createdAt).toISOString(),
    };
    const graded = generated
      ? {
          provenance: generated.provenance,
          withheldModules: generated.withheldModules,
          summary: generated.summary,
          suites: generated.suites,
        }
      : {};
    if (run.kind === 'conformance') {
      return {
        ...common,
        ocpiVersion: connection.ocpiVersion,
        runKind: 'conformance',
        executionId: run.executionId,
        ...(run.module === undefined ? {} : { module: run.module }),
        withheldModules: this.withheldModules(run),
        draining: run.scenario.draining,
        ...graded,
        ...(status === 'failed'
          ? { error: run.scenario.failureMessage, summary: emptySummary() }
          : {}),
      };
    }
    return {
      ...common,
      ocpiVersion: run.plan.ocpiVersion,
      runKind: 'journey',
      [REPORT_RUN_ID_FIELD]: run.runId,
      module: run.plan.profile,
      withheldModules: [],
      draining: false,
      ...graded,
    };
  }

  listReports(
    ownerId: string,
    query: RunListQuery,
  ): { items: Record<string, unknown>[]; meta: Record<string, unknown> } {
    this.owner(ownerId);
    let before = Number.POSITIVE_INFINITY;
    if (query.cursor !== undefined) before = decodeCursor(query.cursor);
    const matching: RunRecord[] = [];
    for (const run of this.runs.values()) {
      if (run.ownerId !== ownerId || run.deleted || this.expired(run)) continue;
      if (run.seq >= before) continue;
      if (query.connectionId !== undefined && run.connectionId !== query.connectionId) continue;
      if (query.ocpiVersion !== undefined && this.ocpiVersionOf(run) !== query.ocpiVersion)
        continue;
      if (query.status !== undefined && this.runStatus(run) !== query.status) continue;
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

  private ocpiVersionOf(run: RunRecord): string {
    return run.kind === 'journey'
      ? run.plan.ocpiVersion
      : this.connections.get(run.connectionId)!.ocpiVersion;
  }

  /** Reports leave the list, and their links stop working, after the plan's retention. */
  private expired(run: RunRecord): boolean {
    const days = PLANS[this.owner(run.ownerId).plan].retentionDays;
    return this.clock.now() - run.createdAt > days * DAY_MS;
  }

  deleteReport(ownerId: string, reportId: string): void {
    const run = this.ownedRun(ownerId, reportId);
    run.deleted = true;
    this.revokeShare(run);
  }

  shareReport(ownerId: string, reportId: string): string {
    const run = this.ownedRun(ownerId, reportId);
    const owner = this.owner(ownerId);
    const connection = this.connections.get(run.connectionId)!;
    if (connection.kind === 'external' && !PLANS[owner.plan].capabilities.includes('ci-handoff')) {
      const rung = planWith(owner.plan, 'ci-handoff');
      throw new ApiError(
        402,
        'capability_required',
        `Sharing a report about your own endpoint needs a current plan with the "ci-handoff" capability, which the ${owner.plan} plan lacks${rung ? `; the ${rung} plan includes it` : ''}. Reports about the sandbox can be shared on any plan.`,
        { capability: 'ci-handoff' },
      );
    }
    if (!run.shareToken) {
      run.shareToken = `shr_${randomBytes(18).toString('base64url')}`;
      this.shareTokens.set(run.shareToken, run.reportId);
    }
    return run.shareToken;
  }

  unshareReport(ownerId: string, reportId: string): void {
    this.revokeShare(this.ownedRun(ownerId, reportId));
  }

  private revokeShare(run: RunRecord): void {
    if (run.shareToken) this.shareTokens.delete(run.shareToken);
    run.shareToken = undefined;
  }

  sharedReport(token: string): Record<string, unknown> {
    const reportId = this.shareTokens.get(token);
    const run = reportId === undefined ? undefined : this.runs.get(reportId);
    // The token is not quoted: it is a credential to the report.
    if (!run || run.deleted || this.expired(run)) {
      throw new ApiError(
        404,
        'not_found',
        'No shared report answers to this link; it may have been revoked or deleted.',
      );
    }
    return this.reportView(run);
  }

  // Journeys (4.3).

  previewJourney(ownerId: string, body: Record<string, unknown>): Record<string, unknown> {
    const owner = this.owner(ownerId);
    const connection = this.ownedConnection(ownerId, body.targetId as string);
    const compiled = this.content.compileJourneyPlan(
      body as unknown as JourneyPreviewRequest,
      this.connectionView(connection),
    );
    const required = new Set(compiled.requiredCapabilities);
    // Testing one's own endpoint is what the external-endpoints capability pays for.
    if (connection.kind === 'external') required.add('external-endpoints');
    const capabilities = PLANS[owner.plan].capabilities as readonly string[];
    const blockers = [...required]
      .filter((capability) => !capabilities.includes(capability))
      .map((capability) => {
        const rung = planWith(owner.plan, capability);
        return {
          capability,
          message: `The ${owner.plan} plan lacks the "${capability}" capability${rung ? `; the ${rung} plan includes it` : ''}.`,
        };
      });
    const plan: JourneyPlan = { ...compiled, requiredCapabilities: [...required], blockers };
    const planHash = createHash('sha256').update(JSON.stringify(plan)).digest('hex');
    const saved: SavedPlan = {
      planId: this.newId('plan_'),
      ownerId,
      plan,
      planHash,
      seed: body.seed as string,
      expiresAt: this.clock.now() + this.planTtlSeconds * 1000,
    };
    this.plans.set(saved.planId, saved);
    return {
      planId: saved.planId,
      planHash,
      runAllowed: blockers.length === 0,
      plan,
      expiresInSeconds: this.planTtlSeconds,
    };
  }

  startJourney(
    ownerId: string,
    input: { planId: string; planHash?: string },
    idempotencyKey?: string,
  ): { run: JourneyRun; replayed: boolean } {
    const owner = this.owner(ownerId);
    const again = this.remembered(ownerId, 'journey', idempotencyKey);
    if (again?.kind === 'journey') return { run: again, replayed: true };
    const saved = this.plans.get(input.planId);
    if (!saved || saved.ownerId !== ownerId || saved.expiresAt <= this.clock.now()) {
      throw new ApiError(
        404,
        'plan_not_found',
        `Journey plan "${input.planId}" was not found for the owner of this API key, or it expired (plans last ${this.planTtlSeconds} s); preview the journey again.`,
      );
    }
    if (input.planHash !== undefined && input.planHash !== saved.planHash) {
      throw new ApiError(
        409,
        'plan_hash_mismatch',
        'planHash does not match the saved plan; preview the journey again and start the plan it returns.',
      );
    }
    const blocker = saved.plan.blockers[0];
    if (blocker) {
      throw new ApiError(402, 'capability_required', blocker.message, {
        capability: blocker.capability as Capability,
      });
    }
    const connection = this.ownedConnection(ownerId, saved.plan.targetId);
    if (connection.status !== 'registered') {
      throw new ApiError(
        409,
        'connection_not_registered',
        `Connection "${connection.id}" is ${connection.status}; run the credentials handshake first.`,
      );
    }
    this.admitRun(owner);
    const scenario = this.scenarioFor(connection.id);
    const timeline = this.content.journeyTimeline(saved.plan, saved.seed);
    // The run starts once its timeline is laid out.
    const now = this.clock.now();
    const runId = this.newId('jr_');
    const acceleration = Math.max(1, saved.plan.clock.accelerationFactor);
    const engine = new JourneyEngine(runId, timeline, 1000 / acceleration, now, scenario.journey);
    const run: JourneyRun = {
      kind: 'journey',
      runId,
      reportId: this.newId('rep_'),
      ownerId,
      connectionId: connection.id,
      seq: ++this.runSeq,
      seed: saved.seed,
      scenario,
      createdAt: now,
      deleted: false,
      shareToken: undefined,
      generated: undefined,
      plan: saved.plan,
      engine,
      cancelWake: undefined,
    };
    this.journeyRuns.set(runId, run);
    this.recordStart(owner, run);
    this.remember(ownerId, 'journey', idempotencyKey, run);
    this.advanceJourney(run);
    return { run, replayed: false };
  }

  ownedJourney(ownerId: string, runId: string): JourneyRun {
    const run = this.journeyRuns.get(runId);
    if (!run || run.ownerId !== ownerId) throw notFound('Journey run', runId);
    this.advanceJourney(run);
    return run;
  }

  journeyStatusView(run: JourneyRun): Record<string, unknown> {
    this.advanceJourney(run);
    const { engine } = run;
    return {
      runId: run.runId,
      reportId: run.reportId,
      status: engine.status,
      runIntegrity: engine.runIntegrity,
      recoveryVersion: engine.recoveryVersion,
      recoveryOptions: engine.recoveryOptions.map((option) => ({ ...option })),
      workerHealthy: engine.workerHealthy,
      cancelRequested: engine.cancelRequestedAt !== undefined,
    };
  }

  journeySettled(run: JourneyRun): boolean {
    this.advanceJourney(run);
    return JOURNEY_STATUS_SETTLED.has(run.engine.status);
  }

  recoverJourney(
    ownerId: string,
    runId: string,
    decision: string,
    recoveryVersion: number,
  ): Record<string, unknown> {
    const run = this.ownedJourney(ownerId, runId);
    run.engine.recover(decision, recoveryVersion, this.clock.now());
    this.journeyChanged(run);
    return { status: run.engine.status, reportId: run.reportId };
  }

  cancelJourney(ownerId: string, runId: string): Record<string, unknown> {
    const run = this.ownedJourney(ownerId, runId);
    const status = run.engine.requestCancel(this.clock.now());
    this.journeyChanged(run);
    return { status };
  }

  /** Plays the run up to now; wakes listeners and re-arms the run's timer when it moved. */
  private advanceJourney(run: JourneyRun): void {
    if (run.engine.advance(this.clock.now())) this.journeyChanged(run);
    else if (!run.cancelWake) this.armJourney(run);
  }

  private journeyChanged(run: JourneyRun): void {
    this.armJourney(run);
    this.hub.notify(run.runId);
  }

  private armJourney(run: JourneyRun): void {
    run.cancelWake?.();
    run.cancelWake = undefined;
    const wakeAt = run.engine.nextWakeAt();
    if (wakeAt === undefined) return;
    run.cancelWake = this.timers.after(this.clock.realUntil(wakeAt), () => {
      run.cancelWake = undefined;
      this.advanceJourney(run);
    });
  }

  // Usage (2.8) and accounting.

  inflight(ownerId: string): number {
    this.owner(ownerId);
    let count = 0;
    for (const run of this.runs.values()) {
      if (run.ownerId === ownerId && !this.isTerminal(run)) count++;
    }
    return count;
  }

  maxInflightSeen(ownerId: string): number {
    return this.owner(ownerId).maxInflight;
  }

  /** Real epoch ms at which a run became terminal, once it is. */
  terminalAt(reportId: string): { realMs: number; emulatedMs: number } | undefined {
    const run = this.runs.get(reportId);
    if (!run || !this.isTerminal(run)) return undefined;
    const emulatedMs = run.kind === 'journey' ? run.engine.terminalAt! : run.endsAt;
    return { realMs: this.clock.realAt(emulatedMs), emulatedMs };
  }

  usage(ownerId: string): Record<string, unknown> {
    const owner = this.owner(ownerId);
    const limits = PLANS[owner.plan];
    const now = new Date(this.clock.now());
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    return {
      tier: owner.plan === 'free' ? 'free' : 'paid',
      plan: owner.plan,
      // A plan without a published ceiling has no cap to show; its fair-use ceiling is separate.
      connections: {
        active: this.externalConnections(owner).length,
        ...(limits.connections === undefined ? {} : { cap: limits.connections }),
        ...(limits.fairUseConnections === undefined
          ? {}
          : { fairUseCeiling: limits.fairUseConnections }),
      },
      apiKeys: { active: owner.keys.length, cap: limits.apiKeys },
      runs: {
        inflight: this.inflight(ownerId),
        inflightCap: limits.inflightCap,
        perMinuteCap: limits.perMinuteCap,
        thisMonth: owner.runStarts.filter((at) => at >= monthStart).length,
      },
      reportRetentionDays: limits.retentionDays,
      members: { active: 1 },
    };
  }

  /** Stops every journey timer (close()). */
  stop(): void {
    for (const run of this.journeyRuns.values()) {
      run.cancelWake?.();
      run.cancelWake = undefined;
    }
  }

  private newId(prefix: string): string {
    this.idSeq++;
    return `${prefix}${this.idTag}${this.idSeq.toString(36).padStart(5, '0')}`;
  }
}

export const API_KEY_PREFIX = 'pets_';

export type { JourneyStatus };

function directionOf(record: ConnectionRecord): 'inbound' | 'outbound' {
  return record.form === 'existing-credentials' ? 'inbound' : 'outbound';
}

function nextPlan(plan: PlanName): PlanName | undefined {
  return PLAN_LADDER[PLAN_LADDER.indexOf(plan) + 1];
}

/** The first plan above `plan` that has `capability`. */
function planWith(plan: PlanName, capability: string): PlanName | undefined {
  return PLAN_LADDER.slice(PLAN_LADDER.indexOf(plan) + 1).find((rung) =>
    (PLANS[rung].capabilities as readonly string[]).includes(capability),
  );
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function emptySummary() {
  return { total: 0, passed: 0, failed: 0, warned: 0, unobservable: 0 };
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
