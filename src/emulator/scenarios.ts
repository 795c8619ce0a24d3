/**
 * Scenario presets of the emulator: what runs produce (failures, warnings, withheld modules,
 * queue behaviour, journey interruptions). A preset is picked by name; any field can be
 * overridden with a partial spec on top of a base preset.
 */
import type { ScenarioName, ScenarioSpec, WaverCheck } from './types.js';

const ALL_PASS: ScenarioSpec = {
  failRate: 0,
  warnRate: 0,
  unobservableRate: 0,
  unreachedOnFailure: false,
  withheldModules: [],
  queueSeconds: 1,
  runSeconds: 4,
  draining: false,
  outcome: 'completed',
  failureMessage: '',
  echoSecrets: false,
  hostileText: false,
  journey: {},
};

/** The wavering checks: present in every OCPI version, for the sandbox connection's roles. */
export const WAVERING: readonly WaverCheck[] = Object.freeze([
  { id: 'locations/get-object', breaks: 'shall' },
  { id: 'locations/unknown-object', breaks: 'should' },
]);

function preset(overrides: Partial<ScenarioSpec>): ScenarioSpec {
  return { ...ALL_PASS, ...overrides, journey: { ...ALL_PASS.journey, ...overrides.journey } };
}

export const SCENARIOS: Record<ScenarioName, ScenarioSpec> = {
  'all-pass': preset({}),
  'some-failures': preset({ failRate: 0.15, unreachedOnFailure: true }),
  warnings: preset({ warnRate: 0.2 }),
  unobservable: preset({ unobservableRate: 0.1 }),
  withheld: preset({
    withheldModules: ['chargingprofiles', 'hubclientinfo', 'bookings', 'payments'],
  }),
  draining: preset({ draining: true, queueSeconds: 30 }),
  // Longer than the service's 55 s long-poll window, so a client has to poll more than once.
  slow: preset({ runSeconds: 120 }),
  'failed-run': preset({
    outcome: 'failed',
    failureMessage:
      'partner endpoint unreachable: connect ECONNREFUSED at the versions endpoint (no OCPI exchange was possible)',
  }),
  'interrupted-journey': preset({ journey: { interruptAtStage: 2 } }),
  'cancelled-journey': preset({ journey: { cancelAtStage: 2 } }),
  // Two checks that fail in every other run of a connection and pass between: one breaking a
  // SHALL, one only a SHOULD (which flaky-failures tolerate may tolerate).
  wavering: preset({ waver: WAVERING.map((w) => ({ ...w })) }),
};

export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(SCENARIOS, name);
}

function copy(spec: ScenarioSpec): ScenarioSpec {
  return {
    ...spec,
    withheldModules: [...spec.withheldModules],
    journey: { ...spec.journey },
    ...(spec.waver ? { waver: spec.waver.map((w) => ({ ...w })) } : {}),
  };
}

const RATE_FIELDS = ['failRate', 'warnRate', 'unobservableRate'] as const;
const SECOND_FIELDS = ['queueSeconds', 'runSeconds'] as const;
const STAGE_FIELDS = ['interruptAtStage', 'cancelAtStage'] as const;

function validate(spec: ScenarioSpec): ScenarioSpec {
  for (const field of RATE_FIELDS) {
    const value = spec[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
      throw new Error(`scenario field ${field} must be a number from 0 to 1, got ${String(value)}`);
    }
  }
  for (const field of SECOND_FIELDS) {
    const value = spec[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new Error(
        `scenario field ${field} must be a non-negative number of seconds, got ${String(value)}`,
      );
    }
  }
  for (const field of STAGE_FIELDS) {
    const value = spec.journey[field];
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      throw new Error(
        `scenario field journey.${field} must be a non-negative integer stage index, got ${String(value)}`,
      );
    }
  }
  if (spec.outcome !== 'completed' && spec.outcome !== 'failed') {
    throw new Error(
      `scenario field outcome must be "completed" or "failed", got ${String(spec.outcome)}`,
    );
  }
  if (
    !Array.isArray(spec.withheldModules) ||
    spec.withheldModules.some((m) => typeof m !== 'string')
  ) {
    throw new Error('scenario field withheldModules must be an array of module names');
  }
  const waver = spec.waver;
  if (
    waver !== undefined &&
    (!Array.isArray(waver) ||
      waver.some(
        (w) =>
          typeof w?.id !== 'string' ||
          !/^[a-z0-9_-]+\/[a-z0-9_-]+$/i.test(w.id) ||
          (w.breaks !== 'shall' && w.breaks !== 'should'),
      ))
  ) {
    throw new Error(
      'scenario field waver must be an array of {id: "module/slug", breaks: "shall" or "should"}',
    );
  }
  return spec;
}

/**
 * A preset by name, or `base` (default all-pass) with the fields of a partial spec overridden.
 * Throws on an unknown name (listing the valid ones) and on out-of-range fields (naming the field).
 */
export function resolveScenario(
  input: ScenarioName | Partial<ScenarioSpec> | string,
  base: ScenarioSpec = SCENARIOS['all-pass'],
): ScenarioSpec {
  if (typeof input === 'string') {
    if (!isScenarioName(input)) {
      throw new Error(`unknown scenario "${input}"; valid scenarios: ${SCENARIO_NAMES.join(', ')}`);
    }
    return copy(SCENARIOS[input]);
  }
  const merged: ScenarioSpec = {
    ...copy(base),
    ...input,
    journey: { ...base.journey, ...input.journey },
  };
  if (input.withheldModules) merged.withheldModules = [...input.withheldModules];
  return validate(merged);
}
