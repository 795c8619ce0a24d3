/**
 * The plans of the emulated service and their limits. The interface publishes no numbers
 * (8: "numeric ceilings per plan ... not shown"); these are the emulator's, chosen so that each
 * rule (402 at a published ceiling, 409 at a fair-use ceiling, 402 at the run concurrency, 429
 * past the per-minute cap) can be met on a demo account.
 */
import { CAPABILITIES, type Capability } from './interface-rules.js';

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

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_LADDER as readonly string[]).includes(value);
}

/** The plan above `plan`, where the ladder has one. */
export function nextPlan(plan: PlanName): PlanName | undefined {
  return PLAN_LADDER[PLAN_LADDER.indexOf(plan) + 1];
}

/** The first plan above `plan` that has `capability`. */
export function planWith(plan: PlanName, capability: string): PlanName | undefined {
  return PLAN_LADDER.slice(PLAN_LADDER.indexOf(plan) + 1).find((rung) =>
    hasCapability(rung, capability),
  );
}

export function hasCapability(plan: PlanName, capability: string): boolean {
  return (PLANS[plan].capabilities as readonly string[]).includes(capability);
}
