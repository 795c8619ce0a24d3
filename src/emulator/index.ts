/**
 * The service emulator: a deterministic test double of the Partner Endpoint Testing Service,
 * served over real HTTP on 127.0.0.1. Every test, benchmark and the README demo run against it.
 * It is not the real service; it implements the interface's rules, limits and errors so that the
 * client meets them all without a network.
 *
 *   const emulator = await startEmulator({ speed: 200 });
 *   // ... drive emulator.baseUrl with a client ...
 *   await emulator.close();
 */
import { ChangeHub } from './changes.js';
import { EmulatedClock, TimerSet } from './clock.js';
import { content } from './content.js';
import { FaultBook, type FaultRule } from './faults.js';
import { PLAN_TTL_SECONDS } from './journey-plans.js';
import type { OwnerSeed } from './owner-store.js';
import { resolveScenario } from './scenarios.js';
import { type RequestRecord, startHttpServer } from './server.js';
import { ServiceState } from './state.js';
import type { ScenarioName, ScenarioSpec } from './types.js';

export {
  FAULT_SPEC_SYNTAX,
  type Fault,
  type FaultRule,
  normalizeFaultRule,
  parseFaultSpec,
} from './faults.js';
export { API_KEY_PREFIX, type OwnerSeed } from './owner-store.js';
export { PLAN_LADDER, PLANS, type PlanName } from './plans.js';
export { WAVERING } from './scenarios.js';
export type { RequestRecord } from './server.js';

export interface EmulatorOptions {
  /** Default 0 (ephemeral); always binds 127.0.0.1. */
  port?: number;
  /** Emulated seconds per real second; default 1. */
  speed?: number;
  /** Default 'all-pass'; a partial spec applies over 'all-pass'. */
  scenario?: ScenarioName | Partial<ScenarioSpec>;
  /** OWNER=KEY: adds an owner (plan 'team') or replaces that owner's keys. */
  keys?: Record<string, string>;
  /** Replaces the default demo owners when given. */
  owners?: OwnerSeed[];
  /** Default false: like the real service, which does not promise it. */
  honourIdempotencyKey?: boolean;
  /** Emulated seconds a previewed journey plan can be started; default PLAN_TTL_SECONDS (900). */
  planTtlSeconds?: number;
  /** Real-time source, default Date.now (for tests). */
  now?: () => number;
  /** Real ms between keep-alive comments on an idle event stream; default 10 000. */
  heartbeatMs?: number;
  /** Told about a handler that failed (the answer is a 500); default: one line on stderr. */
  onInternalError?: (route: string, error: unknown) => void;
}

export const DEMO_OWNERS: readonly OwnerSeed[] = Object.freeze([
  { id: 'acme', plan: 'team', keys: ['pets_demo_acme_7d3f9a2c41b8e605'] },
  { id: 'solo', plan: 'free', keys: ['pets_demo_solo_c5e1b7a9d2f40836'] },
]);

export interface Emulator {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  /** origin + '/api/v1' */
  readonly baseUrl: string;
  readonly owners: readonly { id: string; plan: string; keys: readonly string[] }[];
  sandboxConnectionId(ownerId: string): string;
  /**
   * Sets what runs started from now on produce, globally or for one connection. A name replaces
   * the scenario (globally it also drops per-connection overrides); a partial applies over the
   * scope's current scenario.
   */
  setScenario(
    scenario: ScenarioName | Partial<ScenarioSpec>,
    scope?: { connectionId?: string },
  ): void;
  /** Handshake outcome for partner base URLs starting with the prefix (longest prefix wins). */
  setPartner(
    partnerBaseUrlPrefix: string,
    outcome: { status: 'registered' | 'failed'; lastError?: string; pendingMs?: number },
  ): void;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  /** The API requests so far (not the control API); `route` may be "METHOD /pattern" or "/pattern". */
  requests(filter?: { method?: string; route?: string; ownerId?: string }): RequestRecord[];
  resetRequests(): void;
  /** Queued and running conformance runs plus unfinished journey runs of the owner, now. */
  inflightRuns(ownerId: string): number;
  /** High-water mark of inflightRuns since start. */
  maxInflightSeen(ownerId: string): number;
  /** When the run became terminal (real and emulated epoch ms); undefined while it is not. */
  terminalAt(reportId: string): { realMs: number; emulatedMs: number } | undefined;
  /** Emulated epoch ms. */
  emulatedNow(): number;
  /** Ends long-polls and streams at once and closes the server. */
  close(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`port must be an integer from 0 to 65535, not ${port}`);
  }
  const clock = new EmulatedClock(options.speed ?? 1, options.now);
  const timers = new TimerSet();
  const hub = new ChangeHub();
  const faults = new FaultBook();
  const state = new ServiceState({
    clock,
    timers,
    hub,
    content,
    resolveScenario,
    scenario: resolveScenario(options.scenario ?? 'all-pass'),
    owners: options.owners ?? DEMO_OWNERS,
    honourIdempotencyKey: options.honourIdempotencyKey ?? false,
    planTtlSeconds: options.planTtlSeconds ?? PLAN_TTL_SECONDS,
  });
  for (const [ownerId, key] of Object.entries(options.keys ?? {})) {
    state.upsertOwnerKey(ownerId, key);
  }
  const server = await startHttpServer({
    state,
    content,
    clock,
    timers,
    hub,
    faults,
    port,
    heartbeatMs: options.heartbeatMs ?? 10_000,
    onInternalError:
      options.onInternalError ??
      ((route, error) => {
        process.stderr.write(
          `[emulator] ${route} failed: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      }),
  });

  return {
    origin: server.origin,
    baseUrl: `${server.origin}/api/v1`,
    get owners() {
      return state.owners.list();
    },
    sandboxConnectionId: (ownerId) => state.connections.sandboxId(ownerId),
    setScenario: (scenario, scope) => {
      state.scenarios.set(scenario, scope);
    },
    setPartner: (prefix, outcome) => state.partners.set(prefix, outcome),
    addFault: (rule) => faults.add(rule),
    clearFaults: () => faults.clear(),
    requests: (filter) => server.requests(filter),
    resetRequests: () => server.resetRequests(),
    inflightRuns: (ownerId) => state.runs.inflight(ownerId),
    maxInflightSeen: (ownerId) => state.usage.maxInflightSeen(ownerId),
    terminalAt: (reportId) => state.runs.terminalAt(reportId),
    emulatedNow: () => clock.now(),
    close: () => server.close(),
  };
}
