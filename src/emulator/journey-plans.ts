/**
 * Journey plans (interface 4.3, preview): a preview body compiled into a plan against an owned
 * connection, with the capabilities it needs checked against the owner's plan (blockers), saved
 * for a while under a plan id and a hash of its content. Starting a plan looks it up here.
 */
import { createHash } from 'node:crypto';
import type { JourneyPreviewRequest } from '../client/resources/journeys.js';
import { ApiError } from './api-error.js';
import type { EmulatedClock } from './clock.js';
import type { ConnectionStore } from './connection-store.js';
import type { IdMint } from './ids.js';
import type { Capability } from './interface-rules.js';
import type { OwnerStore } from './owner-store.js';
import { hasCapability, planWith } from './plans.js';
import type { EmulatorContent, JourneyPlan } from './types.js';

/** How long a previewed journey plan can be started (emulated seconds), by default. */
export const PLAN_TTL_SECONDS = 900;

export interface SavedPlan {
  planId: string;
  ownerId: string;
  plan: JourneyPlan;
  planHash: string;
  seed: string;
  expiresAt: number;
}

export interface JourneyPlanDeps {
  clock: EmulatedClock;
  ids: IdMint;
  content: EmulatorContent;
  owners: OwnerStore;
  connections: ConnectionStore;
  /** Emulated seconds a previewed plan can be started. */
  planTtlSeconds: number;
}

export class JourneyPlanStore {
  private readonly plans = new Map<string, SavedPlan>();

  constructor(private readonly deps: JourneyPlanDeps) {}

  /** Compiles and saves a plan from a validated preview body; answers the preview result (2.9). */
  preview(ownerId: string, body: Record<string, unknown>): Record<string, unknown> {
    const { owners, connections, content, clock, ids, planTtlSeconds } = this.deps;
    const plan = owners.planOf(ownerId);
    const connection = connections.owned(ownerId, body.targetId as string);
    const compiled = content.compileJourneyPlan(
      body as unknown as JourneyPreviewRequest,
      connections.view(connection),
    );
    const required = new Set(compiled.requiredCapabilities);
    // Testing one's own endpoint is what the external-endpoints capability pays for.
    if (connection.kind === 'external') required.add('external-endpoints');
    const blockers = [...required]
      .filter((capability) => !hasCapability(plan, capability))
      .map((capability) => {
        const rung = planWith(plan, capability);
        return {
          capability,
          message: `The ${plan} plan lacks the "${capability}" capability${rung ? `; the ${rung} plan includes it` : ''}.`,
        };
      });
    const journeyPlan: JourneyPlan = { ...compiled, requiredCapabilities: [...required], blockers };
    const planHash = createHash('sha256').update(JSON.stringify(journeyPlan)).digest('hex');
    const saved: SavedPlan = {
      planId: ids.next('plan_'),
      ownerId,
      plan: journeyPlan,
      planHash,
      seed: body.seed as string,
      expiresAt: clock.now() + planTtlSeconds * 1000,
    };
    this.plans.set(saved.planId, saved);
    return {
      planId: saved.planId,
      planHash,
      runAllowed: blockers.length === 0,
      plan: journeyPlan,
      expiresInSeconds: planTtlSeconds,
    };
  }

  /**
   * The saved plan a start names, if it may run: unknown, another owner's or expired (404), a
   * hash that is not the plan's (409), a capability the owner's plan lacks (402).
   */
  runnable(ownerId: string, input: { planId: string; planHash?: string }): SavedPlan {
    const saved = this.plans.get(input.planId);
    if (!saved || saved.ownerId !== ownerId || saved.expiresAt <= this.deps.clock.now()) {
      throw new ApiError(
        404,
        'plan_not_found',
        `Journey plan "${input.planId}" was not found for the owner of this API key, or it expired (plans last ${this.deps.planTtlSeconds} s); preview the journey again.`,
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
    return saved;
  }
}
