/**
 * Usage of each owner against the limits of its plan (plans.ts): the connection ceilings (402 at
 * a published one, 409 at a fair-use one), the connection creation rate (429), the run
 * concurrency (402) and the per-minute run cap (429), the remembered Idempotency-Keys of run
 * starts, and the usage view (interface 2.8).
 *
 * What other stores hold (connections in use, runs in flight) is passed in as counts, so this
 * store depends on neither.
 */
import { ApiError } from './api-error.js';
import type { EmulatedClock } from './clock.js';
import type { OwnerStore } from './owner-store.js';
import { nextPlan, PLANS } from './plans.js';

/** Connection creations allowed per owner per emulated minute. */
export const CONNECTION_CREATIONS_PER_MINUTE = 20;
/** How long an Idempotency-Key is remembered (emulated), when it is honoured. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000;

const MINUTE_MS = 60_000;

interface Account {
  /** Emulated ms of every run start (conformance and journey). */
  runStarts: number[];
  /** Emulated ms of the connection creations of the last minute. */
  connectionCreations: number[];
  maxInflight: number;
}

export class UsageStore {
  private readonly accounts = new Map<string, Account>();
  private readonly idempotency = new Map<string, { reportId: string; at: number }>();

  constructor(
    private readonly owners: OwnerStore,
    private readonly clock: EmulatedClock,
    private readonly honourIdempotencyKey: boolean,
  ) {}

  /** Refuses a new external connection past the plan's ceiling; `used` are those in use. */
  checkConnectionCeiling(ownerId: string, used: number): void {
    const plan = this.owners.planOf(ownerId);
    const { connections: cap, fairUseConnections } = PLANS[plan];
    if (cap !== undefined && used >= cap) {
      const next = nextPlan(plan);
      throw new ApiError(
        402,
        'plan_limit_reached',
        `The ${plan} plan allows ${cap} external connection${cap === 1 ? '' : 's'} and ${used} ${used === 1 ? 'is' : 'are'} in use (limit "connections": ${used} of ${cap}). ${next ? `The ${next} plan raises the limit.` : 'Remove a connection to add another.'}`,
        { limit: { id: 'connections', used, cap }, capability: 'external-endpoints' },
      );
    }
    if (fairUseConnections !== undefined && used >= fairUseConnections) {
      throw new ApiError(
        409,
        'fair_use_ceiling',
        `The organisation is at the fair-use ceiling of ${fairUseConnections} external connections; contact the service to raise it.`,
      );
    }
  }

  /** Counts a connection creation, or refuses it (429) past the per-minute rate; answers now. */
  takeConnectionCreation(ownerId: string): number {
    const account = this.account(ownerId);
    const now = this.clock.now();
    const recent = account.connectionCreations.filter((at) => at > now - MINUTE_MS);
    if (recent.length >= CONNECTION_CREATIONS_PER_MINUTE) {
      const retryAfterSeconds = this.retryAfterSeconds(recent[0]! + MINUTE_MS - now);
      throw new ApiError(
        429,
        'rate_limited',
        `At most ${CONNECTION_CREATIONS_PER_MINUTE} connections can be created per minute; try again in ${retryAfterSeconds} s.`,
        { retryAfterSeconds },
      );
    }
    account.connectionCreations = [...recent, now];
    return now;
  }

  /** Refuses a run start past the concurrency (402) or the per-minute cap (429). */
  admitRun(ownerId: string, inflight: number): void {
    const plan = this.owners.planOf(ownerId);
    const { inflightCap, perMinuteCap } = PLANS[plan];
    if (inflight >= inflightCap) {
      const next = nextPlan(plan);
      throw new ApiError(
        402,
        'plan_limit_reached',
        `The ${plan} plan allows ${inflightCap} run${inflightCap === 1 ? '' : 's'} in flight at once and ${inflight} ${inflight === 1 ? 'is' : 'are'} queued or running (limit "run-concurrency": ${inflight} of ${inflightCap}). Wait for one to finish${next ? `, or move to the ${next} plan` : ''}.`,
        { limit: { id: 'run-concurrency', used: inflight, cap: inflightCap } },
      );
    }
    const now = this.clock.now();
    const recent = this.account(ownerId).runStarts.filter((at) => at > now - MINUTE_MS);
    if (recent.length >= perMinuteCap) {
      const retryAfterSeconds = this.retryAfterSeconds(recent[0]! + MINUTE_MS - now);
      throw new ApiError(
        429,
        'rate_limited',
        `The ${plan} plan allows ${perMinuteCap} run starts per minute; try again in ${retryAfterSeconds} s.`,
        { retryAfterSeconds },
      );
    }
  }

  /** Counts a run start at `at`; `inflight` is the count with the new run. */
  recordRunStart(ownerId: string, at: number, inflight: number): void {
    const account = this.account(ownerId);
    account.runStarts.push(at);
    account.maxInflight = Math.max(account.maxInflight, inflight);
  }

  /** High-water mark of runs in flight, as recorded at each start. */
  maxInflightSeen(ownerId: string): number {
    return this.account(ownerId).maxInflight;
  }

  /** The report an honoured Idempotency-Key started within its window, on this route. */
  rememberedReportId(ownerId: string, route: string, key: string | undefined): string | undefined {
    if (!this.honourIdempotencyKey || !key) return undefined;
    const entry = this.idempotency.get(`${ownerId}\n${route}\n${key}`);
    if (!entry || entry.at <= this.clock.now() - IDEMPOTENCY_WINDOW_MS) return undefined;
    return entry.reportId;
  }

  remember(
    ownerId: string,
    route: string,
    key: string | undefined,
    run: { reportId: string; createdAt: number },
  ): void {
    if (!this.honourIdempotencyKey || !key) return;
    this.idempotency.set(`${ownerId}\n${route}\n${key}`, {
      reportId: run.reportId,
      at: run.createdAt,
    });
  }

  /** The usage answer (2.8); the counts other stores hold come in `counts`. */
  view(
    ownerId: string,
    counts: { activeConnections: number; inflight: number },
  ): Record<string, unknown> {
    const owner = this.owners.get(ownerId);
    const limits = PLANS[owner.plan];
    const now = new Date(this.clock.now());
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    return {
      tier: owner.plan === 'free' ? 'free' : 'paid',
      plan: owner.plan,
      // A plan without a published ceiling has no cap to show; its fair-use ceiling is separate.
      connections: {
        active: counts.activeConnections,
        ...(limits.connections === undefined ? {} : { cap: limits.connections }),
        ...(limits.fairUseConnections === undefined
          ? {}
          : { fairUseCeiling: limits.fairUseConnections }),
      },
      apiKeys: { active: owner.keys.length, cap: limits.apiKeys },
      runs: {
        inflight: counts.inflight,
        inflightCap: limits.inflightCap,
        perMinuteCap: limits.perMinuteCap,
        thisMonth: this.account(ownerId).runStarts.filter((at) => at >= monthStart).length,
      },
      reportRetentionDays: limits.retentionDays,
      members: { active: 1 },
    };
  }

  /** Retry-After in real seconds (whole, at least 1) for an emulated wait. */
  private retryAfterSeconds(emulatedMs: number): number {
    return Math.max(1, Math.ceil(this.clock.realDuration(emulatedMs) / 1000));
  }

  /** The owner's account, opened on first use; an unknown owner throws. */
  private account(ownerId: string): Account {
    let account = this.accounts.get(ownerId);
    if (!account) {
      this.owners.assertKnown(ownerId);
      account = { runStarts: [], connectionCreations: [], maxInflight: 0 };
      this.accounts.set(ownerId, account);
    }
    return account;
  }
}
