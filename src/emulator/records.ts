/**
 * The records the stores of the emulated service keep, shared by the stores that read them (a
 * run's record is read by the run, journey and share stores), and when a run is over. Records
 * are internal: every answer is a view built from them, and partner tokens are never part of one.
 */
import type { JourneyEngine } from './journey-runs.js';
import type { GeneratedReport, JourneyPlan, ScenarioSpec } from './types.js';

export interface PartnerOutcome {
  status: 'registered' | 'failed';
  lastError?: string;
  /**
   * The handshake answers `pending` and settles to `status` this many emulated milliseconds
   * later (the interface allows a register call to answer while the partner is still exchanging).
   */
  pendingMs?: number;
}

export interface ConnectionRecord {
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
  /** The connection's conformance runs started before this one (0 for its first): a waver's turn. */
  ordinal: number;
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

/**
 * Statuses after which a run changes no more: how conformance runs end (the scenario's outcome)
 * and how journeys end. The interface shows no transitions (3); this is the emulator's rule.
 */
const TERMINAL_RUN_STATUSES: ReadonlySet<string> = new Set(['completed', 'failed', 'cancelled']);

export function isTerminalStatus(status: string): boolean {
  return TERMINAL_RUN_STATUSES.has(status);
}
