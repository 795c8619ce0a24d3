/**
 * What the server's handlers act on: the service state, its clock and timers, the change hub
 * that wakes long-polls and streams, the fault rules, and the request log.
 */
import type { ServerResponse } from 'node:http';
import type { ChangeHub } from './changes.js';
import type { EmulatedClock, TimerSet } from './clock.js';
import type { FaultBook } from './faults.js';
import type { RequestLog } from './http-io.js';
import type { ServiceState } from './state.js';
import type { EmulatorContent } from './types.js';

export interface ServiceContext {
  state: ServiceState;
  content: EmulatorContent;
  clock: EmulatedClock;
  timers: TimerSet;
  hub: ChangeHub;
  faults: FaultBook;
  log: RequestLog;
  /** Event streams being written; close() ends them. */
  openStreams: Set<ServerResponse>;
  /** Real ms between keep-alive comments on an idle event stream. */
  heartbeatMs: number;
  /** Aborts when the emulator closes. */
  closing: AbortSignal;
}
