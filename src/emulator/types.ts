/**
 * Shared types of the service emulator: the scenario that shapes what runs produce, and the
 * contract between the HTTP server (server.ts, state) and the pure content generators
 * (roster.ts, reports.ts, journeys-content.ts).
 *
 * The emulator is a test double of the Partner Endpoint Testing Service. Its time is emulated:
 * every duration below is in emulated seconds, and the server maps them to real time through its
 * `speed` (emulated seconds per real second), so tests run a ten-minute run in a fraction of a second.
 */
import type { Connection } from '../client/resources/connections.js';
import type { JourneyPreviewRequest } from '../client/resources/journeys.js';
import type { RunReport, Summary } from '../client/resources/run-report.js';
import type { SuiteListing } from '../client/resources/suites.js';

/** What runs produce. Named presets live in scenarios.ts; any field can be overridden. */
export interface ScenarioSpec {
  /** Share of reachable, observable checks that fail (0..1), chosen deterministically from the seed. */
  failRate: number;
  /** Share of passing checks that pass with warnings (0..1). */
  warnRate: number;
  /** Share of checks the service could not observe (0..1). */
  unobservableRate: number;
  /** When a check fails, the checks that depend on it are unreached (`unreached: 'dependency'`). */
  unreachedOnFailure: boolean;
  /** Modules the service withholds from the run (listed in `withheldModules`, no checks run). */
  withheldModules: string[];
  /** Emulated seconds a run waits in the queue before it starts. */
  queueSeconds: number;
  /** Emulated seconds a conformance run takes once started. */
  runSeconds: number;
  /** The queue is draining (the service is shutting down workers): start answers `draining: true`. */
  draining: boolean;
  /** How the run ends. `failed` runs carry `error` and no graded suites. */
  outcome: 'completed' | 'failed';
  /** The run's error text when outcome is `failed`. */
  failureMessage: string;
  /** Exchanges echo partner credentials (Authorization headers, tokens in bodies), as a careless service would. */
  echoSecrets: boolean;
  /**
   * Check names, messages, quotes and errors carry hostile text (Markdown, HTML, mentions,
   * workflow commands), as partner data echoed by the service can.
   */
  hostileText?: boolean;
  /**
   * Checks that waver by run for the same connection: each fails in the connection's odd-numbered
   * runs (its 2nd, 4th...) and passes in the others, as a wavering partner deployment would. `id`
   * is `module/slug` (any OCPI version); `breaks` says which clause the failure breaks: a SHALL
   * validation, or only a SHOULD one (a validation of that strength, or the response time).
   */
  waver?: WaverCheck[];
  journey: {
    /** Interrupt the journey when this stage (0-based) starts; recovery options are offered then. */
    interruptAtStage?: number;
    /** The service cancels the journey (as an operator would) when this stage (0-based) starts. */
    cancelAtStage?: number;
  };
}

export interface WaverCheck {
  id: string;
  breaks: 'shall' | 'should';
}

export type ScenarioName =
  | 'all-pass'
  | 'some-failures'
  | 'warnings'
  | 'unobservable'
  | 'withheld'
  | 'draining'
  | 'slow'
  | 'failed-run'
  | 'interrupted-journey'
  | 'cancelled-journey'
  | 'wavering';

/** Input of the conformance report generator. */
export interface ConformanceReportInput {
  seed: string;
  ocpiVersion: string;
  /** Scope the run to one module; absent: every module of the version. */
  module?: string;
  connection: Connection;
  scenario: ScenarioSpec;
  /** Partner tokens of the connection, echoed into exchanges only when scenario.echoSecrets. */
  partnerTokens: string[];
  /** The connection's conformance runs before this one (scenario.waver); default 0. */
  runOrdinal?: number;
}

/**
 * The graded content of a completed conformance report: everything of 2.5 except the fields the
 * server owns (_id, status, runKind, seed, connectionLabel, draining). Same input, same output.
 */
export interface GeneratedReport {
  ocpiVersion: string;
  module?: string;
  withheldModules: string[];
  summary: Summary;
  suites: NonNullable<RunReport['suites']>;
  provenance: { toolVersion: string; rosterHash: string; specVersions: string[] };
}

/** A compiled journey plan (the `plan` object of the preview result; its contents are ours to choose). */
export interface JourneyPlan {
  kind: string;
  profile: string;
  ocpiVersion: string;
  targetId: string;
  /** Journey-clock seconds and how much faster than real time the journey clock runs. */
  clock: { durationSeconds: number; accelerationFactor: number };
  /** Session updates during charging stages, in journey-clock seconds. */
  session: { cadenceSeconds: number; jitterSeconds: number; updates: unknown[] };
  /** Journey-clock seconds between the end of charging and the CDR. */
  completion: { cdrDelaySeconds: number };
  stages: JourneyStage[];
  /** Capabilities the plan needs; runAllowed is false when the owner's plan lacks one. */
  requiredCapabilities: string[];
  /** Why the plan may not run, when it may not (filled by the server from the owner's plan). */
  blockers: { capability: string; message: string }[];
}

export interface JourneyStage {
  id: string;
  name: string;
  module: string;
  /** Offset from the journey start and length, in journey-clock seconds. */
  startSecond: number;
  durationSeconds: number;
}

/** One event of a journey run, before the server assigns it a sequence number. */
export interface JourneyEventDraft {
  /** Offset from the run start in journey-clock seconds (divide by accelerationFactor for emulated seconds). */
  atSecond: number;
  /** Event name (wire.ts JOURNEY_EVENTS). */
  type: string;
  /** Stage index the event belongs to, when it belongs to one. */
  stage?: number;
  /** Further JSON fields of the event body. */
  fields: Record<string, unknown>;
}

/** Signatures the content modules implement (kept here so server and content agree). */
export interface EmulatorContent {
  suiteListing(): SuiteListing;
  modulesFor(ocpiVersion: string): string[];
  rosterHash(): string;
  generateConformanceReport(input: ConformanceReportInput): GeneratedReport;
  compileJourneyPlan(body: JourneyPreviewRequest, connection: Connection): JourneyPlan;
  /** The events of a journey that runs to completion, in time order (interruptions and cancels are the server's). */
  journeyTimeline(plan: JourneyPlan, seed: string): JourneyEventDraft[];
  /** The graded content of a journey report: one suite per stage, one check per stage expectation. */
  generateJourneyReport(
    plan: JourneyPlan,
    seed: string,
    scenario: ScenarioSpec,
    outcome: { status: string; reachedStage: number },
  ): GeneratedReport;
}
