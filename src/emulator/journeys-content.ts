/**
 * Journey content: compiles a journey preview body into a staged plan, lays out the events of a
 * journey that runs to completion, and grades a journey report (one suite per stage).
 *
 * The stages of each journey kind are data (data/journeys.json, its format in journeys-data.ts),
 * checked against the roster when this module loads. A stage names the module it exercises and
 * the roster checks it grades; where a module does not exist in the plan's OCPI version, the stage
 * falls back to the module that carried that behaviour before.
 */
import type { Connection } from '../client/resources/connections.js';
import type { JourneyPreviewRequest } from '../client/resources/journeys.js';
import { JOURNEY_EVENTS } from '../client/wire.js';
import journeysData from './data/journeys.json' with { type: 'json' };
import { JOURNEY_KINDS } from './interface-rules.js';
import {
  type JourneyKind,
  type JourneySpec,
  parseJourneyFile,
  type StageSpec,
} from './journeys-data.js';
import { type Rng, rng } from './prng.js';
import { gradeSuites, provenance } from './reports.js';
import { type CheckDefinition, checkSlugsByModule, modulesFor, suitesFor } from './roster.js';
import type {
  GeneratedReport,
  JourneyEventDraft,
  JourneyPlan,
  JourneyStage,
  ScenarioSpec,
} from './types.js';

/** Upper bound of events in one journey timeline; session updates are thinned to stay below it. */
export const MAX_JOURNEY_EVENTS = 200_000;

/** The plan as this module compiles it: JourneyPlan plus what the report needs to draw exchanges. */
export interface CompiledJourneyPlan extends JourneyPlan {
  /** Base URL of the target's OCPI endpoint, for the exchanges of the journey report. */
  partnerBaseUrl?: string;
  role?: string;
  label?: string;
}

const CONTENT = parseJourneyFile(
  journeysData,
  'src/emulator/data/journeys.json',
  checkSlugsByModule(),
);

function isJourneyKind(kind: string): kind is JourneyKind {
  return (JOURNEY_KINDS as readonly string[]).includes(kind);
}

function journeySpec(kind: string): JourneySpec {
  if (!isJourneyKind(kind)) {
    throw new Error(`unknown journey kind "${kind}"; valid kinds: ${JOURNEY_KINDS.join(', ')}`);
  }
  return CONTENT.journeys[kind];
}

/** The table entry of a plan's stage; undefined for a kind or stage the table does not know. */
function stageSpec(plan: JourneyPlan, stage: JourneyStage): StageSpec | undefined {
  if (!isJourneyKind(plan.kind)) return undefined;
  return CONTENT.journeys[plan.kind].stages.find((candidate) => candidate.id === stage.id);
}

/** The module a stage uses in a version, and the slugs it grades there. */
function resolveStage(spec: StageSpec, version: string): { module: string; slugs: string[] } {
  const available = modulesFor(version);
  const uses =
    spec.uses.find((candidate) => available.includes(candidate.module)) ?? CONTENT.fallbackUses;
  return { module: uses.module, slugs: uses.checks };
}

// ---------------------------------------------------------------------------------------------
// Plan.

export function compileJourneyPlan(
  body: JourneyPreviewRequest,
  connection: Connection,
): CompiledJourneyPlan {
  const kind = body.topology.kind;
  const journey = journeySpec(kind);
  const ocpiVersion = body.topology.ocpiVersion ?? connection.ocpiVersion;
  if (modulesFor(ocpiVersion).length === 0) {
    throw new Error(
      `unknown OCPI version "${ocpiVersion}"; journeys run on 2.1.1, 2.2, 2.2.1 and 2.3.0`,
    );
  }
  const defaults = CONTENT.planDefaults;
  const durationSeconds = body.clock?.durationSeconds ?? defaults.durationSeconds;
  const requiredCapabilities = [
    // A connection without a kind is external (2.3).
    ...((connection.kind ?? 'external') === 'external' ? ['external-endpoints'] : []),
    ...journey.requiredCapabilities,
  ];
  return {
    kind,
    profile: body.topology.profile ?? journey.profile,
    ocpiVersion,
    targetId: body.targetId,
    clock: {
      durationSeconds,
      accelerationFactor: body.clock?.accelerationFactor ?? defaults.accelerationFactor,
    },
    session: {
      cadenceSeconds: body.session?.cadenceSeconds ?? defaults.cadenceSeconds,
      jitterSeconds: body.session?.jitterSeconds ?? defaults.jitterSeconds,
      updates: body.session?.updates ?? [],
    },
    completion: {
      cdrDelaySeconds: body.completion?.cdrDelaySeconds ?? defaults.cdrDelaySeconds,
    },
    stages: layOutStages(journey.stages, ocpiVersion, durationSeconds),
    requiredCapabilities,
    blockers: [],
    partnerBaseUrl: connection.partnerBaseUrl,
    ...(body.topology.role === undefined ? {} : { role: body.topology.role }),
    ...(body.topology.label === undefined ? {} : { label: body.topology.label }),
  };
}

/** The stages on the journey clock: contiguous, as long as their weights, the last ending at the end. */
function layOutStages(
  specs: StageSpec[],
  ocpiVersion: string,
  durationSeconds: number,
): JourneyStage[] {
  const totalWeight = specs.reduce((sum, spec) => sum + spec.weight, 0);
  let cumulative = 0;
  return specs.map((spec) => {
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
}

// ---------------------------------------------------------------------------------------------
// Timeline.

/** The stage's table entry when energy flows in it (session updates are emitted), else undefined. */
function chargingSpec(plan: JourneyPlan, stage: JourneyStage): StageSpec | undefined {
  const spec = stageSpec(plan, stage);
  return spec?.charging ? spec : undefined;
}

/** Number of cadence ticks strictly inside a stage. */
function ticks(durationSeconds: number, cadence: number): number {
  return Math.max(0, Math.ceil(durationSeconds / cadence) - 1);
}

interface ScriptedUpdate {
  atSecond: number;
  fields: Record<string, unknown>;
}

/** Updates scripted in the preview body: objects with a numeric `atSecond`; other items are ignored. */
function scriptedUpdates(plan: JourneyPlan): ScriptedUpdate[] {
  const out: ScriptedUpdate[] = [];
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

/** A timeline being laid out: its draws, its events so far, and the session's running totals. */
interface Timeline {
  plan: JourneyPlan;
  r: Rng;
  events: JourneyEventDraft[];
  /** Journey-clock seconds between session updates, after thinning. */
  cadence: number;
  jitter: number;
  chargingStages: JourneyStage[];
  sessionId: string;
  basePowerKw: number;
  kWh: number;
  updates: number;
  chargingEnd?: number;
  cdrPushed: boolean;
}

/**
 * The events of a journey that runs to completion, sorted by atSecond (ties keep emission order:
 * a stage completes before the next starts). Deterministic in (plan, seed).
 */
export function journeyTimeline(plan: JourneyPlan, seed: string): JourneyEventDraft[] {
  const r = rng(seed, 'journey', plan.kind, plan.targetId);
  // Scripted updates take at most half the event budget; cadence updates share the rest.
  const scripted = scriptedUpdates(plan).slice(0, MAX_JOURNEY_EVENTS / 2);
  const chargingStages = plan.stages.filter((stage) => chargingSpec(plan, stage));
  const cdrStageIndex = plan.stages.findIndex((stage) => stage.module === 'cdrs');
  const issuesCdr = chargingStages.length > 0 || cdrStageIndex >= 0;
  const timeline: Timeline = {
    plan,
    r,
    events: [],
    cadence: thinnedCadence(plan, chargingStages, scripted.length + (issuesCdr ? 1 : 0)),
    jitter: Math.max(0, plan.session.jitterSeconds),
    chargingStages,
    sessionId: `SES-${r.hex(10)}`,
    basePowerKw: r.pick([7.4, 11, 22, 50, 150]),
    kWh: 0,
    updates: 0,
    cdrPushed: false,
  };
  timeline.events.push(runStarted(plan, timeline.cadence));
  for (const [index, stage] of plan.stages.entries()) emitStage(timeline, stage, index);
  if (!timeline.cdrPushed && cdrStageIndex >= 0) {
    const cdrStage = plan.stages[cdrStageIndex]!;
    pushCdr(
      timeline,
      Math.min(
        cdrStage.startSecond + cdrStage.durationSeconds,
        cdrStage.startSecond + plan.completion.cdrDelaySeconds,
      ),
    );
  }
  for (const update of scripted) {
    timeline.events.push({
      atSecond: update.atSecond,
      type: JOURNEY_EVENTS.sessionUpdate,
      stage: stageAt(plan, update.atSecond),
      fields: { sessionId: timeline.sessionId, ...update.fields, scripted: true },
    });
  }
  timeline.events.push(runCompleted(timeline, scripted.length));
  // Stable sort: emission order is almost sorted already (so this is close to linear), and
  // run.completed, emitted last at the final second, stays last.
  timeline.events.sort((a, b) => a.atSecond - b.atSecond);
  return timeline.events;
}

/** The update cadence, thinned by a whole stride when it would exceed the event budget. */
function thinnedCadence(
  plan: JourneyPlan,
  chargingStages: JourneyStage[],
  otherEvents: number,
): number {
  const cadence = Math.max(1, plan.session.cadenceSeconds);
  const fixedEvents = 2 + 2 * plan.stages.length + otherEvents;
  const budget = Math.max(0, MAX_JOURNEY_EVENTS - fixedEvents);
  const naive = chargingStages.reduce(
    (sum, stage) => sum + ticks(stage.durationSeconds, cadence),
    0,
  );
  const stride = naive > budget ? Math.ceil(naive / Math.max(1, budget)) : 1;
  return cadence * stride;
}

function runStarted(plan: JourneyPlan, cadence: number): JourneyEventDraft {
  return {
    atSecond: 0,
    type: JOURNEY_EVENTS.runStarted,
    fields: {
      kind: plan.kind,
      profile: plan.profile,
      ocpiVersion: plan.ocpiVersion,
      targetId: plan.targetId,
      stages: plan.stages.length,
      durationSeconds: plan.clock.durationSeconds,
      accelerationFactor: plan.clock.accelerationFactor,
      sessionUpdateCadenceSeconds: cadence,
    },
  };
}

function runCompleted(timeline: Timeline, scriptedUpdates: number): JourneyEventDraft {
  return {
    atSecond: timeline.plan.clock.durationSeconds,
    type: JOURNEY_EVENTS.runCompleted,
    fields: {
      stages: timeline.plan.stages.length,
      sessionUpdates: timeline.updates + scriptedUpdates,
      totalKWh: round3(timeline.kWh),
      ...(timeline.chargingEnd === undefined
        ? {}
        : { chargingEndedAtSecond: timeline.chargingEnd }),
    },
  };
}

/** A stage's start, its session updates when energy flows, its end, and the CDR after the last charging stage. */
function emitStage(timeline: Timeline, stage: JourneyStage, index: number): void {
  const { plan } = timeline;
  const end = stage.startSecond + stage.durationSeconds;
  const common = { stage: stage.id, name: stage.name, module: stage.module };
  timeline.events.push({
    atSecond: stage.startSecond,
    type: JOURNEY_EVENTS.stageStarted,
    stage: index,
    fields: common,
  });
  const spec = chargingSpec(plan, stage);
  if (spec) emitSessionUpdates(timeline, stage, index, spec);
  timeline.events.push({
    atSecond: end,
    type: JOURNEY_EVENTS.stageCompleted,
    stage: index,
    fields: {
      ...common,
      ...(spec ? { sessionId: timeline.sessionId, kWh: round3(timeline.kWh) } : {}),
    },
  });
  // The CDR follows the end of the last charging stage by cdrDelaySeconds, inside the journey.
  const isLastCharging =
    spec && timeline.chargingStages[timeline.chargingStages.length - 1] === stage;
  if (isLastCharging) {
    pushCdr(timeline, Math.min(plan.clock.durationSeconds, end + plan.completion.cdrDelaySeconds));
  }
}

/** The session updates of a charging stage, one per cadence tick, and the energy they add up to. */
function emitSessionUpdates(
  timeline: Timeline,
  stage: JourneyStage,
  index: number,
  spec: StageSpec,
): void {
  const { r, cadence, jitter, basePowerKw } = timeline;
  const start = stage.startSecond;
  const end = start + stage.durationSeconds;
  let last = start;
  const count = ticks(stage.durationSeconds, cadence);
  for (let k = 1; k <= count; k++) {
    const planned = start + k * cadence;
    // Jitter never reorders updates: each lands at or after the previous one, inside the stage.
    const at =
      jitter > 0 ? Math.min(end, Math.max(last, planned + r.int(-jitter, jitter))) : planned;
    const suspended = spec.rough === true && r.next() < 0.15;
    const powerKw = suspended ? 0 : basePowerKw * (0.8 + r.next() * 0.2);
    timeline.kWh += (powerKw * (at - last)) / 3600;
    last = at;
    timeline.updates++;
    timeline.events.push({
      atSecond: at,
      type: JOURNEY_EVENTS.sessionUpdate,
      stage: index,
      fields: {
        sessionId: timeline.sessionId,
        seq: timeline.updates,
        kWh: round3(timeline.kWh),
        powerKw: Math.round(powerKw * 10) / 10,
        // A session whose EV stopped taking energy is still ACTIVE (SessionStatus, mod_sessions):
        // OCPI has no suspended status; the power of 0 kW says it.
        status: 'ACTIVE',
        ...(suspended ? { suspended: true } : {}),
      },
    });
  }
  timeline.kWh += (basePowerKw * 0.9 * (end - last)) / 3600;
  timeline.chargingEnd = end;
}

/**
 * A CDR's total_cost as the version writes it: a number in 2.1.1 (mod_cdrs, CDR object), a Price
 * of excl_vat and incl_vat in 2.2 and 2.2.1, of before_taxes and taxes in 2.3.0 (types, Price
 * class).
 */
function totalCost(version: string, exclVat: number): unknown {
  const vat = Math.round(exclVat * 21) / 100;
  if (version === '2.1.1') return exclVat;
  if (version === '2.3.0') {
    return { before_taxes: exclVat, taxes: [{ name: 'VAT', percentage: 21, amount: vat }] };
  }
  return { excl_vat: exclVat, incl_vat: Math.round((exclVat + vat) * 100) / 100 };
}

function pushCdr(timeline: Timeline, atSecond: number): void {
  const { r } = timeline;
  timeline.cdrPushed = true;
  const energy = round3(timeline.kWh > 0 ? timeline.kWh : 5 + r.next() * 40);
  const cost = Math.round(energy * 0.39 * 100) / 100;
  timeline.events.push({
    atSecond,
    type: JOURNEY_EVENTS.cdrIssued,
    stage: stageAt(timeline.plan, atSecond),
    fields: {
      cdrId: `CDR-${r.hex(10)}`,
      sessionId: timeline.sessionId,
      totalKWh: energy,
      totalCost: totalCost(timeline.plan.ocpiVersion, cost),
      currency: 'EUR',
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Report.

/** The roster checks a stage grades, renamed into the journey (2 to 5 per stage). */
function stageChecks(plan: JourneyPlan, stage: JourneyStage): CheckDefinition[] {
  const spec = stageSpec(plan, stage);
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
