/**
 * The emulator's usage store on its own: plan ceilings, rates, run admission, remembered
 * Idempotency-Keys and the usage view, on a clock that moves only when the test moves it.
 */
import { describe, expect, it } from 'vitest';
import { OwnerStore } from '../src/emulator/owner-store.js';
import { PLANS } from '../src/emulator/plans.js';
import {
  CONNECTION_CREATIONS_PER_MINUTE,
  IDEMPOTENCY_WINDOW_MS,
  UsageStore,
} from '../src/emulator/usage-store.js';
import { apiError, manualClock, OWNERS, START } from './helpers/emulator-stores.js';

function setUp(honourIdempotencyKey = false) {
  const owners = new OwnerStore();
  for (const seed of OWNERS) owners.add(seed);
  const time = manualClock();
  return { usage: new UsageStore(owners, time.clock, honourIdempotencyKey), time };
}

describe('the usage store', () => {
  it('refuses an external connection past a published ceiling with 402, naming the limit and the next plan', () => {
    const { usage } = setUp();
    expect(() => usage.checkConnectionCeiling('free', 0)).not.toThrow();
    const error = apiError(
      () => usage.checkConnectionCeiling('free', 1),
      402,
      'plan_limit_reached',
    );
    expect(error.details.limit).toEqual({ id: 'connections', used: 1, cap: 1 });
    expect(error.details.capability).toBe('external-endpoints');
    expect(error.message).toMatch(/The team plan raises the limit/);
    expect(() => usage.checkConnectionCeiling('team', PLANS.team.connections! - 1)).not.toThrow();
    const team = apiError(() => usage.checkConnectionCeiling('team', 10), 402);
    expect(team.message).toMatch(/The enterprise plan raises the limit/);
  });

  it('refuses a connection past the fair-use ceiling of a plan that publishes none with 409', () => {
    const { usage } = setUp();
    const ceiling = PLANS.enterprise.fairUseConnections!;
    expect(() => usage.checkConnectionCeiling('big', ceiling - 1)).not.toThrow();
    const error = apiError(
      () => usage.checkConnectionCeiling('big', ceiling),
      409,
      'fair_use_ceiling',
    );
    expect(error.details.limit).toBeUndefined();
  });

  it('limits connection creations per minute (429 with Retry-After) and frees the window a minute later', () => {
    const { usage, time } = setUp();
    const first = usage.takeConnectionCreation('big');
    expect(first).toBe(START);
    time.advance(15_000);
    for (let i = 1; i < CONNECTION_CREATIONS_PER_MINUTE; i++) usage.takeConnectionCreation('big');
    const error = apiError(() => usage.takeConnectionCreation('big'), 429, 'rate_limited');
    // The first creation leaves the window 45 s from now.
    expect(error.details.retryAfterSeconds).toBe(45);
    // Another owner has its own window.
    expect(() => usage.takeConnectionCreation('team')).not.toThrow();
    time.advance(45_001);
    expect(() => usage.takeConnectionCreation('big')).not.toThrow();
  });

  it('admits runs up to the plan concurrency (402 run-concurrency past it)', () => {
    const { usage } = setUp();
    expect(() => usage.admitRun('free', 0)).not.toThrow();
    const error = apiError(() => usage.admitRun('free', 1), 402, 'plan_limit_reached');
    expect(error.details.limit).toEqual({ id: 'run-concurrency', used: 1, cap: 1 });
    expect(error.message).toMatch(/move to the team plan/);
    const top = apiError(() => usage.admitRun('big', PLANS.enterprise.inflightCap), 402);
    expect(top.message).not.toMatch(/move to/);
  });

  it('admits run starts up to the per-minute cap (429 past it)', () => {
    const { usage, time } = setUp();
    const cap = PLANS.free.perMinuteCap;
    for (let i = 0; i < cap; i++) {
      usage.admitRun('free', 0);
      usage.recordRunStart('free', time.clock.now(), 1);
      time.advance(1000);
    }
    const error = apiError(() => usage.admitRun('free', 0), 429, 'rate_limited');
    expect(error.details.retryAfterSeconds).toBe(60 - cap);
    time.advance((60 - cap) * 1000 + 1);
    expect(() => usage.admitRun('free', 0)).not.toThrow();
  });

  it('keeps the high-water mark of runs in flight', () => {
    const { usage } = setUp();
    expect(usage.maxInflightSeen('team')).toBe(0);
    usage.recordRunStart('team', START, 3);
    usage.recordRunStart('team', START, 1);
    expect(usage.maxInflightSeen('team')).toBe(3);
    expect(usage.maxInflightSeen('free')).toBe(0);
    expect(() => usage.maxInflightSeen('nobody')).toThrow(/unknown owner/);
  });

  it('forgets every Idempotency-Key unless told to honour them', () => {
    const { usage } = setUp(false);
    usage.remember('team', 'run', 'key-1', { reportId: 'rep_1', createdAt: START });
    expect(usage.rememberedReportId('team', 'run', 'key-1')).toBeUndefined();
  });

  it('remembers an honoured key per owner and route, for its window only', () => {
    const { usage, time } = setUp(true);
    usage.remember('team', 'run', 'key-1', { reportId: 'rep_1', createdAt: START });
    usage.remember('team', 'run', undefined, { reportId: 'rep_2', createdAt: START });
    expect(usage.rememberedReportId('team', 'run', 'key-1')).toBe('rep_1');
    expect(usage.rememberedReportId('team', 'journey', 'key-1')).toBeUndefined();
    expect(usage.rememberedReportId('free', 'run', 'key-1')).toBeUndefined();
    expect(usage.rememberedReportId('team', 'run', undefined)).toBeUndefined();
    time.advance(IDEMPOTENCY_WINDOW_MS - 1);
    expect(usage.rememberedReportId('team', 'run', 'key-1')).toBe('rep_1');
    time.advance(1);
    expect(usage.rememberedReportId('team', 'run', 'key-1')).toBeUndefined();
  });

  it('views usage with the counts of other stores and this month’s starts only', () => {
    const { usage } = setUp();
    const lastMonth = Date.UTC(2026, 3, 30, 23, 59);
    usage.recordRunStart('team', lastMonth, 1);
    usage.recordRunStart('team', START, 1);
    usage.recordRunStart('team', START, 2);
    expect(usage.view('team', { activeConnections: 4, inflight: 2 })).toEqual({
      tier: 'paid',
      plan: 'team',
      connections: { active: 4, cap: PLANS.team.connections },
      apiKeys: { active: 1, cap: PLANS.team.apiKeys },
      runs: {
        inflight: 2,
        inflightCap: PLANS.team.inflightCap,
        perMinuteCap: PLANS.team.perMinuteCap,
        thisMonth: 2,
      },
      reportRetentionDays: PLANS.team.retentionDays,
      members: { active: 1 },
    });
    expect(usage.view('free', { activeConnections: 0, inflight: 0 })).toMatchObject({
      tier: 'free',
    });
    // A plan without a published ceiling shows its fair-use ceiling instead of a cap.
    const big = usage.view('big', { activeConnections: 0, inflight: 0 });
    expect(big.connections).toEqual({
      active: 0,
      fairUseCeiling: PLANS.enterprise.fairUseConnections,
    });
  });
});
