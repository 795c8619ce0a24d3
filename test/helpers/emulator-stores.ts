/**
 * Helpers of the emulator's store tests: the stores are driven directly (no HTTP), on an emulated
 * clock that moves only when the test moves it.
 */
import { expect } from 'vitest';
import { ApiError } from '../../src/emulator/api-error.js';
import { ChangeHub } from '../../src/emulator/changes.js';
import { EmulatedClock, TimerSet } from '../../src/emulator/clock.js';
import { content } from '../../src/emulator/content.js';
import type { OwnerSeed } from '../../src/emulator/owner-store.js';
import { resolveScenario } from '../../src/emulator/scenarios.js';
import { ServiceState } from '../../src/emulator/state.js';
import type { ScenarioName, ScenarioSpec } from '../../src/emulator/types.js';
import type { CreateConnectionInput } from '../../src/emulator/validate.js';

/** Mid-month, so that "this month" of the usage view holds every start of a test. */
export const START = Date.UTC(2026, 4, 14, 12, 0, 0);

/** An emulated clock (speed 1) that stands still until `advance`. */
export function manualClock(start = START) {
  let real = start;
  const clock = new EmulatedClock(1, () => real);
  return {
    clock,
    advance(ms: number) {
      real += ms;
    },
  };
}

export const OWNERS: readonly OwnerSeed[] = [
  { id: 'team', plan: 'team', keys: ['pets_team_key_0001'] },
  { id: 'free', plan: 'free', keys: ['pets_free_key_0001'] },
  { id: 'big', plan: 'enterprise', keys: ['pets_big_key_00001'] },
];

export interface StateOptions {
  owners?: readonly OwnerSeed[];
  scenario?: ScenarioName | Partial<ScenarioSpec>;
  honourIdempotencyKey?: boolean;
  planTtlSeconds?: number;
}

/** A whole service state on a manual clock; `close()` stops its timers. */
export function newState(options: StateOptions = {}) {
  const time = manualClock();
  const timers = new TimerSet();
  const hub = new ChangeHub();
  const state = new ServiceState({
    clock: time.clock,
    timers,
    hub,
    content,
    resolveScenario,
    scenario: resolveScenario(options.scenario ?? 'all-pass'),
    owners: options.owners ?? OWNERS,
    honourIdempotencyKey: options.honourIdempotencyKey ?? false,
    planTtlSeconds: options.planTtlSeconds ?? 900,
  });
  return {
    state,
    time,
    timers,
    hub,
    close() {
      state.stop();
      timers.clear();
    },
  };
}

/** A registration-form connection request (already validated) for partner `n`. */
export function registrationInput(
  n: number | string,
  overrides: Partial<CreateConnectionInput> = {},
): CreateConnectionInput {
  return {
    partnerBaseUrl: `https://cpo-${n}.partner.example/ocpi/versions`,
    ourRole: 'EMSP',
    theirRole: 'CPO',
    ocpiVersion: '2.2.1',
    form: 'registration',
    tokenA: `token-a-${n}-0123456789`,
    ...overrides,
  };
}

/** An existing-credentials connection request (already validated) for partner `n`. */
export function existingInput(
  n: number | string,
  overrides: Partial<CreateConnectionInput> = {},
): CreateConnectionInput {
  return {
    partnerBaseUrl: `https://cpo-${n}.partner.example/ocpi/versions`,
    ourRole: 'EMSP',
    theirRole: 'CPO',
    ocpiVersion: '2.2.1',
    form: 'existing-credentials',
    tokenC: `token-c-${n}-0123456789`,
    localTokenB: `token-b-${n}-0123456789`,
    ourPartyId: 'EXA',
    ourCountryCode: 'NL',
    ...overrides,
  };
}

/** Runs `action`, expects it to throw an ApiError with the status (and code), and returns it. */
export function apiError(action: () => unknown, status: number, code?: string): ApiError {
  let thrown: unknown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, 'expected an ApiError').toBeInstanceOf(ApiError);
  const error = thrown as ApiError;
  expect(error.status, error.message).toBe(status);
  if (code !== undefined) expect(error.code).toBe(code);
  return error;
}
