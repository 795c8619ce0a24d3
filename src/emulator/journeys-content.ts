/**
 * Journey content: compiles a journey preview body into a staged plan, lays out the events of a
 * journey that runs to completion, and grades a journey report (one suite per stage).
 *
 * Stages are a table per journey kind. A stage names the module it exercises and the roster
 * checks it grades; where a module does not exist in the plan's OCPI version, the stage falls back
 * to the module that carried that behaviour before (bookings -> RESERVE_NOW commands, payments ->
 * CDRs, charging profiles -> commands, hub client info -> credentials).
 */
import {
  type Connection,
  connectionKind,
  JOURNEY_KINDS,
  type JourneyPreviewRequest,
} from '../client/schemas.js';
import { JOURNEY_EVENTS } from '../client/wire.js';
import { rng } from './prng.js';
import { gradeSuites, provenance } from './reports.js';
import { type CheckDefinition, modulesFor, suitesFor } from './roster.js';
import type {
  GeneratedReport,
  JourneyEventDraft,
  JourneyPlan,
  JourneyStage,
  ScenarioSpec,
} from './types.js';

type JourneyKind = (typeof JOURNEY_KINDS)[number];

/** Upper bound of events in one journey timeline; session updates are thinned to stay below it. */
export const MAX_JOURNEY_EVENTS = 200_000;

const DEFAULTS = {
  durationSeconds: 1800,
  accelerationFactor: 120,
  cadenceSeconds: 60,
  jitterSeconds: 0,
  cdrDelaySeconds: 30,
} as const;

/** The plan as this module compiles it: JourneyPlan plus what the report needs to draw exchanges. */
export interface CompiledJourneyPlan extends JourneyPlan {
  /** Base URL of the target's OCPI endpoint, for the exchanges of the journey report. */
  partnerBaseUrl?: string;
  role?: string;
  label?: string;
}

// ---------------------------------------------------------------------------------------------
// Stage table.

interface StageSpec {
  id: string;
  name: string;
  /** [module, roster check slugs] in order of preference; the first module the version has wins. */
  uses: [module: string, slugs: string[]][];
  /** Share of the journey clock the stage takes, relative to the other stages. */
  weight: number;
  /** Energy flows in this stage: session updates are emitted. */
  charging?: boolean;
  /** Updates in this stage may report a suspended session (faults, rough sessions). */
  rough?: boolean;
}

function stage(
  id: string,
  name: string,
  uses: StageSpec['uses'],
  extra: Partial<Pick<StageSpec, 'weight' | 'charging' | 'rough'>> = {},
): StageSpec {
  return { id, name, uses, weight: extra.charging ? 6 : 1, ...extra };
}

const HANDSHAKE = stage('handshake', 'Partner handshake check', [
  ['credentials', ['versions-get-list', 'versions-get-details', 'get']],
]);
const AUTHORIZATION = stage('token-authorization', 'Token authorization', [
  ['tokens', ['authorize-allowed', 'get-list', 'authorize-unknown']],
]);
const SESSION_START = stage('session-start', 'Session start', [
  ['sessions', ['put', 'get-own-copy', 'get-list']],
]);
const CHARGING = stage(
  'charging',
  'Charging with session updates',
  [['sessions', ['patch-kwh', 'get-list', 'token-reference']]],
  { charging: true },
);
const SESSION_STOP = stage('session-stop', 'Session stop', [
  ['sessions', ['get-own-copy', 'get-list-date-filter']],
]);
const CDR_DELIVERY = stage('cdr-delivery', 'CDR delivery', [
  ['cdrs', ['post', 'get-created', 'get-list', 'tariff-snapshot']],
]);
const LOCATION_SYNC = stage('location-sync', 'Location and EVSE data in sync', [
  ['locations', ['get-list', 'get-object', 'get-evse']],
]);
const TARIFF_SYNC = stage('tariff-sync', 'Tariffs published', [
  ['tariffs', ['get-list', 'restrictions']],
]);
const BOOKING = stage('booking', 'Booking the charger', [
  ['bookings', ['post', 'get', 'overlap']],
  ['commands', ['reserve-now', 'cancel-reservation']],
]);
const ARRIVAL = stage('arrival', 'Arrival at the reserved EVSE', [
  ['locations', ['get-evse', 'patch-evse', 'get-connector']],
]);
const HUB_DISCOVERY = stage('hub-discovery', 'Parties reachable through the hub', [
  ['hubclientinfo', ['get-list', 'get-list-paging', 'put']],
  ['credentials', ['versions-get-details', 'get']],
]);

const GENERIC_CHARGE = [
  HANDSHAKE,
  AUTHORIZATION,
  SESSION_START,
  CHARGING,
  SESSION_STOP,
  CDR_DELIVERY,
];

const STAGES: Record<JourneyKind, StageSpec[]> = {
  'first-successful-charge': GENERIC_CHARGE,
  'rough-session': [
    HANDSHAKE,
    AUTHORIZATION,
    SESSION_START,
    stage(
      'charging',
      'Charging with unstable session updates',
      [['sessions', ['patch-kwh', 'get-list']]],
      { charging: true, rough: true },
    ),
    stage('evse-fault', 'EVSE fault reported mid-session', [
      ['locations', ['patch-evse', 'get-evse']],
    ]),
    stage(
      'charging-resumed',
      'Charging resumed after the fault',
      [['sessions', ['patch-kwh', 'get-own-copy']]],
      { charging: true, rough: true, weight: 3 },
    ),
    SESSION_STOP,
    CDR_DELIVERY,
  ],
  'charger-reset': [
    HANDSHAKE,
    stage('evse-available', 'EVSE available before the reset', [
      ['locations', ['get-evse', 'get-connector']],
    ]),
    CHARGING,
    stage('charger-reset', 'Charger reset during the session', [
      ['commands', ['unlock-connector', 'stop-session', 'start-session']],
    ]),
    stage('evse-recovery', 'EVSE back in service after the reset', [
      ['locations', ['patch-evse', 'get-evse', 'get-own-copy']],
    ]),
    stage('session-reconciliation', 'Interrupted session reconciled', [
      ['sessions', ['get-list-date-filter', 'patch-kwh']],
    ]),
    CDR_DELIVERY,
  ],
  'partner-connection': [
    stage('versions', 'Versions endpoint reachable', [
      ['credentials', ['versions-dns', 'versions-get-list', 'versions-request-id']],
    ]),
    stage('registration', 'Registration with token A', [
      ['credentials', ['register', 'token-a-revoked', 'get']],
    ]),
    stage('token-rotation', 'Token rotation', [['credentials', ['update', 'register-twice']]]),
    stage('module-discovery', 'Module endpoints discovered', [
      ['credentials', ['versions-get-details', 'versions-unauthorized']],
    ]),
  ],
  'catalogue-trust': [
    HANDSHAKE,
    stage('location-catalogue', 'Location catalogue complete and pageable', [
      ['locations', ['get-list', 'get-list-paging', 'get-list-date-filter', 'get-object']],
    ]),
    stage('connector-details', 'EVSE and connector details', [
      ['locations', ['get-evse', 'get-connector', 'unknown-object']],
    ]),
    stage('tariff-catalogue', 'Tariff catalogue complete and pageable', [
      ['tariffs', ['get-list', 'get-list-paging', 'restrictions']],
    ]),
  ],
  'remote-start-stop': [
    HANDSHAKE,
    stage('remote-start', 'Remote start command', [
      ['commands', ['start-session', 'result-accepted']],
    ]),
    CHARGING,
    stage('remote-stop', 'Remote stop command', [['commands', ['stop-session', 'result-values']]]),
    CDR_DELIVERY,
  ],
  'live-price-parking': [
    HANDSHAKE,
    TARIFF_SYNC,
    AUTHORIZATION,
    SESSION_START,
    CHARGING,
    stage('parking', 'Parking after charging, priced live', [
      ['sessions', ['get-own-copy', 'patch-kwh']],
      ['tariffs', ['restrictions']],
    ]),
    SESSION_STOP,
    stage('priced-cdr', 'CDR priced with charging and parking', [
      ['cdrs', ['post', 'tariff-snapshot', 'get-list']],
    ]),
  ],
  reservation: [
    HANDSHAKE,
    LOCATION_SYNC,
    BOOKING,
    ARRIVAL,
    AUTHORIZATION,
    CHARGING,
    SESSION_STOP,
    CDR_DELIVERY,
  ],
  'cdr-desk': [
    HANDSHAKE,
    stage('cdr-collection', 'CDR collection with paging', [
      ['cdrs', ['get-list', 'get-list-paging', 'get-list-date-filter']],
    ]),
    stage('cdr-validation', 'CDR totals and signed data', [
      ['cdrs', ['tariff-snapshot', 'signed-data', 'get-list']],
    ]),
    stage('cdr-push', 'CDR push and read-back', [
      ['cdrs', ['post', 'get-created', 'post-duplicate']],
    ]),
    stage('tariff-reconciliation', 'CDR prices reconciled with tariffs', [
      ['tariffs', ['get-list', 'restrictions']],
    ]),
  ],
  'offline-catch-up': [
    HANDSHAKE,
    SESSION_START,
    CHARGING,
    stage('connection-loss', 'Partner unreachable while the queue builds', [
      ['credentials', ['versions-get-list', 'get']],
    ]),
    stage('catch-up-sync', 'Sessions caught up after reconnect', [
      ['sessions', ['get-list-date-filter', 'get-list-paging', 'get-own-copy']],
    ]),
    stage('cdr-backlog', 'CDR backlog delivered', [
      ['cdrs', ['get-list-date-filter', 'get-list-paging', 'post']],
    ]),
  ],
  'hub-routed-charge': [HUB_DISCOVERY, ...GENERIC_CHARGE],
  'book-arrive-charge': [
    HANDSHAKE,
    BOOKING,
    ARRIVAL,
    AUTHORIZATION,
    SESSION_START,
    CHARGING,
    SESSION_STOP,
    CDR_DELIVERY,
  ],
  'direct-terminal-payment': [
    HANDSHAKE,
    stage('terminal-setup', 'Payment terminal assigned to the location', [
      ['payments', ['put', 'get-own-copy', 'get-list']],
      ['locations', ['get-list', 'get-evse']],
    ]),
    SESSION_START,
    CHARGING,
    SESSION_STOP,
    stage('payment-capture', 'Payment captured and confirmed', [
      ['payments', ['financial-advice-post', 'financial-advice-list']],
      ['cdrs', ['post', 'get-created']],
    ]),
    CDR_DELIVERY,
  ],
  'smart-charging-control': [
    HANDSHAKE,
    SESSION_START,
    CHARGING,
    stage('profile-set', 'Charging profile applied', [
      ['chargingprofiles', ['set', 'get-active', 'result-post']],
      ['commands', ['start-session', 'result-accepted']],
    ]),
    stage(
      'charging-limited',
      'Charging within the profile limit',
      [['sessions', ['patch-kwh', 'get-own-copy']]],
      { charging: true, weight: 4 },
    ),
    stage('profile-clear', 'Charging profile cleared', [
      ['chargingprofiles', ['clear', 'active-push']],
      ['commands', ['stop-session', 'result-values']],
    ]),
    SESSION_STOP,
    CDR_DELIVERY,
  ],
  'hub-connection-status': [
    HUB_DISCOVERY,
    stage('status-push', 'Connection status pushed by the hub', [
      ['hubclientinfo', ['put', 'put-status-change', 'get-own-copy']],
      ['credentials', ['update', 'get']],
    ]),
    stage('routing-check', 'Routed requests carry the routing headers', [
      ['credentials', ['versions-request-id', 'versions-get-details', 'versions-get-list']],
    ]),
  ],
  'invalid-charging-data': [
    HANDSHAKE,
    stage('invalid-location', 'Invalid Location refused', [
      ['locations', ['put-invalid', 'unknown-object']],
    ]),
    stage('unknown-token', 'Unknown token refused', [
      ['tokens', ['authorize-unknown', 'authorize-allowed']],
    ]),
    stage('invalid-command', 'Invalid command refused', [
      ['commands', ['unknown-command', 'result-unknown-command']],
    ]),
    CHARGING,
    stage('duplicate-cdr', 'Duplicate CDR refused', [['cdrs', ['post-duplicate', 'post']]]),
  ],
  custom: [HANDSHAKE, LOCATION_SYNC, ...GENERIC_CHARGE.slice(1)],
};

const DEFAULT_PROFILE: Record<JourneyKind, string> = {
  'first-successful-charge': 'core-charging',
  'rough-session': 'core-charging',
  'charger-reset': 'recovery',
  'partner-connection': 'foundation',
  'catalogue-trust': 'catalogue',
  'remote-start-stop': 'commands',
  'live-price-parking': 'billing',
  reservation: 'booking',
  'cdr-desk': 'billing',
  'offline-catch-up': 'recovery',
  'hub-routed-charge': 'hub',
  'book-arrive-charge': 'booking',
  'direct-terminal-payment': 'direct-payment',
  'smart-charging-control': 'charging-profiles',
  'hub-connection-status': 'hub-client-info',
  'invalid-charging-data': 'negative',
  custom: 'foundation',
};

const KIND_CAPABILITIES: Partial<Record<JourneyKind, string[]>> = {
  reservation: ['bookings'],
  'book-arrive-charge': ['bookings'],
  'direct-terminal-payment': ['direct-payment'],
};

function isJourneyKind(kind: string): kind is JourneyKind {
  return (JOURNEY_KINDS as readonly string[]).includes(kind);
}

function stageSpecs(kind: string): StageSpec[] {
  if (!isJourneyKind(kind)) {
    throw new Error(`unknown journey kind "${kind}"; valid kinds: ${JOURNEY_KINDS.join(', ')}`);
  }
  return STAGES[kind];
}

/** The module a stage uses in a version, and the slugs it grades there. */
function resolveStage(spec: StageSpec, version: string): { module: string; slugs: string[] } {
  const available = modulesFor(version);
  const [module, slugs] = spec.uses.find(([candidate]) => available.includes(candidate)) ?? [
    'credentials',
    ['versions-get-list', 'get'],
  ];
  return { module, slugs };
}

// ---------------------------------------------------------------------------------------------
// Plan.

export function compileJourneyPlan(
  body: JourneyPreviewRequest,
  connection: Connection,
): CompiledJourneyPlan {
  const kind = body.topology.kind;
  const specs = stageSpecs(kind);
  const ocpiVersion = body.topology.ocpiVersion ?? connection.ocpiVersion;
  if (modulesFor(ocpiVersion).length === 0) {
    throw new Error(
      `unknown OCPI version "${ocpiVersion}"; journeys run on 2.1.1, 2.2, 2.2.1 and 2.3.0`,
    );
  }
  const durationSeconds = body.clock?.durationSeconds ?? DEFAULTS.durationSeconds;
  const totalWeight = specs.reduce((sum, spec) => sum + spec.weight, 0);
  let cumulative = 0;
  const stages: JourneyStage[] = specs.map((spec) => {
    // Boundaries from cumulative weights: stages are contiguous and the last ends at the duration.
    const startSecond = Math.floor((durationSeconds * cumulative) / totalWeight);
    cumulative += spec.weight;
    const endSecond = Math.floor((durationSeconds * cumulative) / totalWeight);
    return {
      id: spec.id,
      name: spec.name,
      module: resolveStage(spec, ocpiVersion).module,
      startSecond,
      durationSeconds: endSecond - startSecond,
    };
  });
  const requiredCapabilities = [
    ...(connectionKind(connection) === 'external' ? ['external-endpoints'] : []),
    ...(KIND_CAPABILITIES[kind] ?? []),
  ];
  return {
    kind,
    profile: body.topology.profile ?? DEFAULT_PROFILE[kind],
    ocpiVersion,
    targetId: body.targetId,
    clock: {
      durationSeconds,
      accelerationFactor: body.clock?.accelerationFactor ?? DEFAULTS.accelerationFactor,
    },
    session: {
      cadenceSeconds: body.session?.cadenceSeconds ?? DEFAULTS.cadenceSeconds,
      jitterSeconds: body.session?.jitterSeconds ?? DEFAULTS.jitterSeconds,
      updates: body.session?.updates ?? [],
    },
    completion: {
      cdrDelaySeconds: body.completion?.cdrDelaySeconds ?? DEFAULTS.cdrDelaySeconds,
    },
    stages,
    requiredCapabilities,
    blockers: [],
    partnerBaseUrl: connection.partnerBaseUrl,
    ...(body.topology.role === undefined ? {} : { role: body.topology.role }),
    ...(body.topology.label === undefined ? {} : { label: body.topology.label }),
  };
}

// ---------------------------------------------------------------------------------------------
// Timeline.

/** The stage's table entry when energy flows in it (session updates are emitted), else undefined. */
function chargingSpec(plan: JourneyPlan, stage: JourneyStage): StageSpec | undefined {
  if (!isJourneyKind(plan.kind)) return undefined;
  const spec = STAGES[plan.kind].find((candidate) => candidate.id === stage.id);
  return spec?.charging ? spec : undefined;
}

/** Number of cadence ticks strictly inside a stage. */
function ticks(durationSeconds: number, cadence: number): number {
  return Math.max(0, Math.ceil(durationSeconds / cadence) - 1);
}

/** Updates scripted in the preview body: objects with a numeric `atSecond`; other items are ignored. */
function scriptedUpdates(
  plan: JourneyPlan,
): { atSecond: number; fields: Record<string, unknown> }[] {
  const out: { atSecond: number; fields: Record<string, unknown> }[] = [];
  for (const item of plan.session.updates) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
    const { atSecond, ...fields } = item as Record<string, unknown>;
    if (typeof atSecond !== 'number' || !Number.isFinite(atSecond)) continue;
    const at = Math.min(Math.max(0, Math.round(atSecond)), plan.clock.durationSeconds);
    out.push({ atSecond: at, fields });
  }
  return out;
}

function stageAt(plan: JourneyPlan, second: number): number {
  let index = 0;
  for (let i = 0; i < plan.stages.length; i++) {
    if (plan.stages[i]!.startSecond <= second) index = i;
  }
  return index;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * The events of a journey that runs to completion, sorted by atSecond (ties keep emission order:
 * a stage completes before the next starts). Deterministic in (plan, seed).
 */
export function journeyTimeline(plan: JourneyPlan, seed: string): JourneyEventDraft[] {
  const r = rng(seed, 'journey', plan.kind, plan.targetId);
  const duration = plan.clock.durationSeconds;
  const cadence = Math.max(1, plan.session.cadenceSeconds);
  const jitter = Math.max(0, plan.session.jitterSeconds);
  // Scripted updates take at most half the event budget; cadence updates share the rest.
  const scripted = scriptedUpdates(plan).slice(0, MAX_JOURNEY_EVENTS / 2);
  const chargingStages = plan.stages.filter((stage) => chargingSpec(plan, stage));
  const cdrStageIndex = plan.stages.findIndex((stage) => stage.module === 'cdrs');
  const issuesCdr = chargingStages.length > 0 || cdrStageIndex >= 0;

  // Thin session updates by a whole stride when the cadence would exceed the event budget.
  const fixedEvents = 2 + 2 * plan.stages.length + (issuesCdr ? 1 : 0) + scripted.length;
  const budget = Math.max(0, MAX_JOURNEY_EVENTS - fixedEvents);
  const naive = chargingStages.reduce(
    (sum, stage) => sum + ticks(stage.durationSeconds, cadence),
    0,
  );
  const stride = naive > budget ? Math.ceil(naive / Math.max(1, budget)) : 1;
  const effectiveCadence = cadence * stride;

  const sessionId = `SES-${r.hex(10)}`;
  const basePowerKw = r.pick([7.4, 11, 22, 50, 150]);
  const events: JourneyEventDraft[] = [
    {
      atSecond: 0,
      type: JOURNEY_EVENTS.runStarted,
      fields: {
        kind: plan.kind,
        profile: plan.profile,
        ocpiVersion: plan.ocpiVersion,
        targetId: plan.targetId,
        stages: plan.stages.length,
        durationSeconds: duration,
        accelerationFactor: plan.clock.accelerationFactor,
        sessionUpdateCadenceSeconds: effectiveCadence,
      },
    },
  ];
  let kWh = 0;
  let updates = 0;
  let chargingEnd: number | undefined;
  let cdrPushed = false;

  const pushCdr = (atSecond: number) => {
    cdrPushed = true;
    const energy = round3(kWh > 0 ? kWh : 5 + r.next() * 40);
    const cost = Math.round(energy * 0.39 * 100) / 100;
    events.push({
      atSecond,
      type: JOURNEY_EVENTS.cdrIssued,
      stage: stageAt(plan, atSecond),
      fields: {
        cdrId: `CDR-${r.hex(10)}`,
        sessionId,
        totalKWh: energy,
        totalCost: { excl_vat: cost, incl_vat: Math.round(cost * 121) / 100 },
        currency: 'EUR',
      },
    });
  };

  plan.stages.forEach((stage, index) => {
    const start = stage.startSecond;
    const end = start + stage.durationSeconds;
    const common = { stage: stage.id, name: stage.name, module: stage.module };
    events.push({
      atSecond: start,
      type: JOURNEY_EVENTS.stageStarted,
      stage: index,
      fields: common,
    });
    const spec = chargingSpec(plan, stage);
    if (spec) {
      let last = start;
      const count = ticks(stage.durationSeconds, effectiveCadence);
      for (let k = 1; k <= count; k++) {
        const planned = start + k * effectiveCadence;
        // Jitter never reorders updates: each lands at or after the previous one, inside the stage.
        const at =
          jitter > 0 ? Math.min(end, Math.max(last, planned + r.int(-jitter, jitter))) : planned;
        const suspended = spec.rough === true && r.next() < 0.15;
        const powerKw = suspended ? 0 : basePowerKw * (0.8 + r.next() * 0.2);
        kWh += (powerKw * (at - last)) / 3600;
        last = at;
        updates++;
        events.push({
          atSecond: at,
          type: JOURNEY_EVENTS.sessionUpdate,
          stage: index,
          fields: {
            sessionId,
            seq: updates,
            kWh: round3(kWh),
            powerKw: Math.round(powerKw * 10) / 10,
            status: suspended ? 'SUSPENDED_EV' : 'ACTIVE',
          },
        });
      }
      kWh += (basePowerKw * 0.9 * (end - last)) / 3600;
      chargingEnd = end;
    }
    events.push({
      atSecond: end,
      type: JOURNEY_EVENTS.stageCompleted,
      stage: index,
      fields: { ...common, ...(spec ? { sessionId, kWh: round3(kWh) } : {}) },
    });
    // The CDR follows the end of the last charging stage by cdrDelaySeconds, inside the journey.
    const isLastCharging = spec && chargingStages[chargingStages.length - 1] === stage;
    if (isLastCharging) {
      pushCdr(Math.min(duration, end + plan.completion.cdrDelaySeconds));
    }
  });
  if (!cdrPushed && cdrStageIndex >= 0) {
    const cdrStage = plan.stages[cdrStageIndex]!;
    pushCdr(
      Math.min(
        cdrStage.startSecond + cdrStage.durationSeconds,
        cdrStage.startSecond + plan.completion.cdrDelaySeconds,
      ),
    );
  }
  for (const update of scripted) {
    events.push({
      atSecond: update.atSecond,
      type: JOURNEY_EVENTS.sessionUpdate,
      stage: stageAt(plan, update.atSecond),
      fields: { sessionId, ...update.fields, scripted: true },
    });
  }
  events.push({
    atSecond: duration,
    type: JOURNEY_EVENTS.runCompleted,
    fields: {
      stages: plan.stages.length,
      sessionUpdates: updates + scripted.length,
      totalKWh: round3(kWh),
      ...(chargingEnd === undefined ? {} : { chargingEndedAtSecond: chargingEnd }),
    },
  });
  // Stable sort: emission order is almost sorted already (so this is close to linear), and
  // run.completed, emitted last at the final second, stays last.
  events.sort((a, b) => a.atSecond - b.atSecond);
  return events;
}

// ---------------------------------------------------------------------------------------------
// Report.

/** The roster checks a stage grades, renamed into the journey (2 to 5 per stage). */
function stageChecks(plan: JourneyPlan, stage: JourneyStage): CheckDefinition[] {
  const spec = isJourneyKind(plan.kind)
    ? STAGES[plan.kind].find((candidate) => candidate.id === stage.id)
    : undefined;
  const resolved = spec
    ? resolveStage(spec, plan.ocpiVersion)
    : { module: stage.module, slugs: [] };
  const moduleChecks = suitesFor(plan.ocpiVersion, stage.module).flatMap((suite) => suite.checks);
  const slugOf = (check: CheckDefinition) => check.testId.split('/').slice(2).join('/');
  const chosen = resolved.slugs
    .map((slug) => moduleChecks.find((check) => slugOf(check) === slug))
    .filter((check): check is CheckDefinition => check !== undefined);
  // Slugs missing in this version are made up from the module's other checks, in roster order.
  for (const check of moduleChecks) {
    if (chosen.length >= 2) break;
    if (!chosen.includes(check)) chosen.push(check);
  }
  const prefix = `journey/${plan.kind}/${stage.id}`;
  const renamed = new Map(
    chosen.slice(0, 5).map((check) => [check.testId, `${prefix}/${slugOf(check)}`]),
  );
  return chosen.slice(0, 5).map((check) => ({
    ...check,
    testId: renamed.get(check.testId)!,
    dependsOn: check.dependsOn.flatMap((id) => {
      const mapped = renamed.get(id);
      return mapped ? [mapped] : [];
    }),
  }));
}

/**
 * The graded content of a journey report: one suite per stage. When the run did not complete,
 * every check of the stage it stopped in (outcome.reachedStage) and of later stages is
 * `unreached: 'dependency'`: each stage builds on the ones before it.
 */
export function generateJourneyReport(
  plan: JourneyPlan,
  seed: string,
  scenario: ScenarioSpec,
  outcome: { status: string; reachedStage: number },
): GeneratedReport {
  const completed = outcome.status === 'completed';
  const suites = plan.stages.map((stage, index) => ({
    suiteId: `journey/${plan.kind}/${stage.id}`,
    module: stage.module,
    checks: stageChecks(plan, stage),
    reached: completed || index < outcome.reachedStage,
  }));
  const partnerBaseUrl =
    (plan as CompiledJourneyPlan).partnerBaseUrl ?? `https://${plan.targetId}.partner.invalid/ocpi`;
  const graded = gradeSuites(
    { seed, ocpiVersion: plan.ocpiVersion, partnerBaseUrl, scenario },
    suites,
  );
  return {
    ocpiVersion: plan.ocpiVersion,
    withheldModules: [],
    summary: graded.summary,
    suites: graded.suites,
    provenance: provenance(plan.ocpiVersion),
  };
}
