/**
 * What every step of the gate works with: the client, the settings, where events go, the clock,
 * the caller's signal and the deadline-bounded call options, and the front end's names for
 * settings (for messages that tell the user what to change).
 */
import type { ReportSpool, ServiceClient } from '../client/index.js';
import type { Clock } from '../util/clock.js';
import type { History } from './history.js';
import type { GateObserver, GateResult, GateSettings, SettingNames } from './model.js';

export interface GateContext {
  client: ServiceClient;
  settings: GateSettings;
  emit: GateObserver;
  /** What the deadline and the gate's own waits are counted on. */
  clock: Clock;
  now: () => number;
  signal: AbortSignal | undefined;
  /** Options for calls that must end by the deadline. */
  call: { signal?: AbortSignal; deadline: number };
  name: SettingNames;
  /** Where the report read is written as it streams (GateOptions.reportSpool). */
  reportSpool?: ReportSpool;
  /** The gate created the connection (ensure): it has no earlier reports. */
  connectionCreated?: boolean;
  /** The earlier reports, read just before the run's start is sent (start.ts); set once they are. */
  history?: History;
}

/** A message-neutral namer, for callers without names of their own (the setting keys as they are). */
export const NEUTRAL_NAMES: SettingNames = (setting) => setting;

/** How a stage of the pipeline ended: the verdict and reason, and what it found on the way. */
export type Ending = Omit<Partial<GateResult>, 'verdict' | 'reason'> &
  Pick<GateResult, 'verdict' | 'reason'>;

/**
 * Call options for the work after a run is over (the last read, the report, its comparison and
 * share): bounded by the deadline plus `finalReadMs`, since the run is over and only its grade is
 * missing.
 */
export function afterDeadline(
  context: GateContext,
  finalReadMs: number,
): { signal?: AbortSignal; deadline: number } {
  return { signal: context.signal, deadline: context.settings.deadline + finalReadMs };
}
