/**
 * The model of the gate: the types its settings, its result and everything the renderers show are
 * made of. Types only, no code: report renderers and front ends read these without pulling in the
 * gate, and the modules of core that compute them import them from here, so no cycle runs through
 * a type.
 */

import type {
  Check,
  Connection,
  CreateConnection,
  JourneyEvent,
  JourneyRunStatus,
  Reference,
  ReportSpool,
  RunReport,
  ServiceClient,
} from '../client/index.js';
import type { FailOnCondition, ShareWhen } from './catalogue/parsers.js';
import type { SettingKey, ValuesInto } from './catalogue.js';

// Settings.

/**
 * Every setting of a gate, by its neutral name. Each front end maps its own names onto these (the
 * action's inputs, the CLI's flags and environment variables); messages of core and client name a
 * setting through a SettingNames the front end gives, so they read in the front end's language.
 */
export type { SettingKey };

/** How a front end names a setting to its users: `timeout-minutes`, `--timeout-minutes`... */
export type SettingNames = (setting: SettingKey) => string;

/** When to share the report (catalogue/parsers.ts: WHEN). */
/** Extra conditions that fail the gate (FAIL_ON in core/catalogue/parsers.ts lists them in order). */
export type { FailOnCondition, ShareWhen };

export interface JourneyDefinition {
  /** The body as the user wrote it (targetId and seed may still be missing). */
  body: Record<string, unknown>;
  /** Where it came from, for messages: a file path or "inline JSON". */
  origin: string;
}

export type ConnectionChoice =
  | { mode: 'sandbox' }
  | { mode: 'id'; id: string }
  | { mode: 'ensure'; request: CreateConnection };

/**
 * What core's settings reader (core/settings.ts) derives from settings that depend on each other,
 * for the gate.
 */
export interface DerivedGateSettings {
  connection: ConnectionChoice;
  seed: string;
  /** The seed is unique to this invocation (derived); otherwise earlier runs may carry it. */
  seedDerived: boolean;
  /**
   * The branch whose reports regressions compare with (core/baseline.ts); undefined: this run's
   * branch is not known, so reports of any branch count.
   */
  baselineBranch?: string;
  /** This run's branch, when its report joins that branch's history (RunBranches.branch). */
  runBranch?: string;
}

/**
 * The gate's settings: the values of the catalogue's settings that go `into` the gate (module,
 * wait, share...), the grading policy, what the settings reader derives, and the deadline.
 */
export type GateSettings = ValuesInto<'gate'> &
  DerivedGateSettings & {
    policy: GradingPolicy;
    /** Epoch ms by which a verdict must be reached. */
    deadline: number;
    /** Present for journey runs: the definition and what to do when the run is interrupted. */
    journey?: { definition: JourneyDefinition; onInterrupted: string };
  };

/** A report as found in the run list, with the older reports listed after it. */
export type LocatedReport = NonNullable<Awaited<ReturnType<ServiceClient['reports']['locate']>>>;

// Grading.

export type Verdict = 'pass' | 'fail' | 'error';

/**
 * How a run is graded: the values of the catalogue's settings that go `into` the policy
 * (threshold, failOn, allowFailures), which the result file keeps and the summary shows.
 */
export type GradingPolicy = ValuesInto<'policy'>;

export type CheckOutcome =
  | 'passed'
  | 'warned'
  | 'failed'
  | 'allowed'
  | 'unobservable'
  | 'unreached';

export interface GradedCheck {
  suiteId: string;
  module: string | undefined;
  check: Check;
  outcome: CheckOutcome;
  /** Set when the check wavered over the earlier comparable reports (core/flaky.ts). */
  flaky?: Flakiness;
}

/**
 * How a check's outcome wavered: the times it changed between passing (passed, warned) and
 * failing (failed, allowed) over the last reports, oldest first, this one included. A check is
 * flaky with at least two flips; nothing is said with fewer than five reports.
 */
export interface Flakiness {
  /** Changes between passing and failing from one report to the next. */
  flips: number;
  /** Reports looked at, this one included (at most the window setting). */
  runs: number;
}

/** A check the gate found flaky, whatever its outcome now (passed checks included). */
export interface FlakyCheck {
  testId: string;
  name?: string;
  module?: string;
  outcome: CheckOutcome;
  flaky: Flakiness;
}

/** What the gate found about flakiness in this report's checks (core/flaky.ts). */
export interface FlakinessFindings {
  /** The window setting: the last N reports looked at, this one included. */
  window: number;
  /** Comparable reports found within the window, this one included. */
  reports: number;
  /** Flaky checks, in report order; empty when fewer than five reports were found. */
  checks: FlakyCheck[];
  /** Failures of flaky checks the policy tolerated (graded as allowed), by test id. */
  tolerated: string[];
  /** Why nothing, or less than the window, could be said (too few reports, a bound reached). */
  note?: string;
}

export interface Counts {
  total: number;
  passed: number;
  warned: number;
  failed: number;
  allowed: number;
  unobservable: number;
  unreached: number;
  graded: number;
}

export interface Grade {
  verdict: Verdict;
  /** One line that says why. */
  reason: string;
  status: string;
  counts: Counts;
  /** Percent, undefined when nothing was graded. */
  passRate: number | undefined;
  threshold: number;
  /** Checks by outcome, in report order (passed checks are counted, not listed). */
  checks: Record<Exclude<CheckOutcome, 'passed'>, GradedCheck[]>;
  withheldModules: string[];
  /** The fail-on conditions that held, in words. */
  conditions: string[];
  /** What the report held that this tool did not understand, and what it did about it. */
  notes: string[];
  /** The spec clauses the failed and warned checks broke, each once, most often broken first. */
  clauses: BrokenClause[];
  /** Flaky checks, when earlier comparable reports were read (core/flaky.ts). */
  flakiness?: FlakinessFindings;
}

/** A spec clause that checks broke (core/clauses.ts). */
export interface BrokenClause {
  /** The clause as the report cites it: document, section, anchor, page, strength, quote. */
  reference: Reference;
  /** The test ids of the checks that broke it, in report order, each once. */
  checks: string[];
  /** The modules of those checks. */
  modules: string[];
  /** How many of those checks failed, and how many passed with a warning. */
  failed: number;
  warned: number;
}

// Regressions.

export interface RegressionItem {
  testId: string;
  name?: string;
  before?: CheckOutcome;
  now?: CheckOutcome;
  /** Newly failing, but flaky before this change: listed apart ("failed, flaky before this change"). */
  flaky?: Flakiness;
}

export interface Regressions {
  /** The report compared with; undefined when there was none comparable. */
  previousReportId: string | undefined;
  newlyFailing: RegressionItem[];
  recovered: RegressionItem[];
  noLongerGraded: RegressionItem[];
  /** Spec clauses a failed check breaks now and none broke in the report compared with. */
  clausesNewlyBroken?: Reference[];
  /** Spec clauses a failed check broke then and none breaks now. */
  clausesNoLongerBroken?: Reference[];
  /** newlyFailing + noLongerGraded. */
  count: number;
  /** Where the report compared with was looked for, and what produced it. */
  baseline?: BaselineSource;
}

/** Where the baseline of a regression comparison came from. */
export interface BaselineSource {
  /** The branch whose reports were looked at; undefined: any branch (this run's was not known). */
  branch: string | undefined;
  /** The CI run that produced the report compared with, in words ("workflow run 123"), when its seed says. */
  ciRun: string | undefined;
  /** Earlier reports looked at (the run list is read within a bound: see core/history.ts). */
  searched: number;
  /** The run list ended within what was read: no earlier report was left unread by the bound. */
  wholeList: boolean;
}

// Trend.

/** One completed report in the pass-rate trend. */
export interface TrendPoint {
  reportId: string;
  /** Percent under the current run's grading policy; undefined when nothing was graded. */
  passRate: number | undefined;
  /** This gate's own report (the last point). */
  current: boolean;
}

/**
 * The pass rate of the last (up to) TREND_MAX_POINTS comparable completed reports, oldest first,
 * this run's report last. Reading the history is bounded (requests, bytes, time) and never fails
 * the gate: what could not be read is said in `note`.
 */
export interface Trend {
  points: TrendPoint[];
  /** Of the last pass rates: up, down or flat; undefined with fewer than two rates. */
  direction: 'up' | 'down' | 'flat' | undefined;
  /** Why the history is shorter than it could be (a read failed, a bound was reached). */
  note?: string;
  /** What reading the earlier reports cost (before the run started): run-list requests. */
  requests: number;
}

// Journeys.

export interface JourneyStageView {
  name: string;
  module?: string;
  durationSeconds?: number;
}

export interface KeyEvent {
  seq: number;
  name: string;
  at?: string;
  detail: string;
}

/** What the journey did, for the summary's journey section and the outputs. */
export interface JourneyOutcome {
  planId?: string;
  stages: JourneyStageView[];
  runId?: string;
  reportId?: string;
  status?: JourneyRunStatus;
  /** Key events (no session updates), in order, at most MAX_KEY_EVENTS. */
  events: KeyEvent[];
  /** Events seen but not kept as key events. */
  otherEvents: number;
  recoveries: string[];
  /** What the service answered to a cancel we sent, when we sent one. */
  cancel?: string;
}

// The result.

export interface GateResult {
  /** Undefined when the run was started without waiting (wait: false). */
  verdict: Verdict | undefined;
  reason: string;
  status: string | undefined;
  connection: Connection | undefined;
  reportId: string | undefined;
  /** The conformance run's execution id, or the journey run id. */
  runId: string | undefined;
  /**
   * The report as graded: each check trimmed of what only the report file shows (a cleanly passed
   * check's exchange, a passed validation's details; see client/resources/run-list-memory.ts).
   */
  report: RunReport | undefined;
  /** A file holding the whole report as the service sent it, redacted (GateOptions.reportSpool). */
  reportSpool?: ReportSpool;
  grade: Grade | undefined;
  seed: string;
  /** For journey runs: the plan, the key events and the final status. */
  journey?: JourneyOutcome;
  /** How this report compares with the previous comparable one. */
  regressions?: Regressions;
  /** The pass rates of earlier comparable reports and this one (completed reports only). */
  trend?: Trend;
  /** The share link, or why there is none, when sharing was asked for. */
  share?: ShareOutcome;
  /** The error that prevented a verdict, when one did. */
  error?: unknown;
  /** With verdict error: whether someone must change the configuration, or a later try may do. */
  cause?: NoVerdictCause;
  /**
   * The gate was stopped by its caller's signal before a verdict (a cancelled step, an interrupt).
   * The reason then is the gate's; each front end words its own from the other fields.
   */
  interrupted?: boolean;
  /** A start request was sent, with this seed (run-started then tells that it was answered). */
  startSent?: { seed: string };
}

/**
 * Why there is no verdict. `refused`: the service refused the configuration (the API key, a
 * connection or module it does not know, a plan limit, a configuration it cannot test, a failed
 * handshake), so running again unchanged gives the same answer. `unavailable`: the service, the
 * network or the run itself did not deliver (an outage, the deadline, a run that failed or was
 * cancelled), so a later try may.
 */
export type NoVerdictCause = 'refused' | 'unavailable';

/**
 * What kind of error kept a run from a verdict, for a workflow to act on (the action's
 * `error-kind` output, the CLI's --json `errorKind`): `input`, a value found wrong before any
 * request; `refused`, the configuration does not work with the service (the key, base URL,
 * connection, module, plan); `unavailable`, an outage, a timeout, the deadline, or a run that failed
 * at the service; `interrupted`, the step was cancelled; `internal`, an error of this tool itself.
 * Only `unavailable` is one a later try may get past unchanged.
 */
export type ErrorKind = 'input' | 'refused' | 'unavailable' | 'interrupted' | 'internal';

export interface ShareOutcome {
  token?: string;
  url?: string;
  /** Why the report could not be shared; sharing never fails the gate. */
  warning?: string;
}

// Events: what the gate tells its observer while it works, in order. Front ends render them (log
// lines, a progress line, saved state); the gate's result is built from the same events.

/** How the gate came by its connection. */
export type ConnectionSource = 'sandbox' | 'id' | 'reused' | 'created';

export type GateEvent =
  | { type: 'connection-resolved'; connection: Connection; source: ConnectionSource }
  /** The OCPI credentials handshake: sent, still in progress at the partner, or settled. */
  | { type: 'handshake'; phase: 'started' | 'pending' | 'finished'; connection: Connection }
  | { type: 'run-starting'; connectionId: string; module: string | undefined; seed: string }
  /**
   * A start request is about to go out. Until its answer (run-started), a stop leaves a run that
   * may or may not have started at the service, to be found by its seed.
   */
  | { type: 'start-sent'; seed: string }
  /** Every run slot of the plan is in use; the start is tried again shortly. */
  | { type: 'slot-busy'; cap: number; used: number; waitedMs: number }
  | {
      type: 'run-started';
      kind: 'conformance' | 'journey';
      /** The conformance run's execution id, or the journey run id. */
      runId: string | undefined;
      reportId: string | undefined;
      status: string;
      draining: boolean;
      /** The start's answer was lost and the run was found in the run list. */
      reconciled: boolean;
      /** Since the gate began (a timing, for debug logs). */
      elapsedMs: number;
    }
  /** A conformance run's status changed, or a reminder that it is still being waited for. */
  | {
      type: 'waiting';
      reportId: string;
      status: string;
      changed: boolean;
      draining: boolean;
      elapsedMs: number;
    }
  | { type: 'journey-planned'; planId: string; topology: string; stages: JourneyStageView[] }
  /** The journey's event stream is being followed (until journey-followed). */
  | { type: 'journey-following'; runId: string }
  | { type: 'journey-event'; runId: string; event: JourneyEvent }
  | { type: 'journey-followed'; runId: string }
  | { type: 'journey-status'; runId: string; status: JourneyRunStatus }
  /** Run integrity or worker health changed; empty text: healthy again. */
  | { type: 'journey-health'; runId: string; note: string }
  | { type: 'recovery-applied'; runId: string; note: string }
  | { type: 'journey-finished'; runId: string; status: string }
  /**
   * The gate is asking the service to cancel its journey run: its caller stopped it, or the run
   * cannot end here (timed out, or waiting for a decision nobody here will make).
   */
  | { type: 'journey-cancelling'; runId: string; why: 'stopped' | 'cannot-end' }
  /** The gate asked the service to cancel the journey run; `answer` is what it said, in words. */
  | { type: 'journey-cancelled'; runId: string; answer: string; confirmed: boolean }
  | { type: 'report-read'; reportId: string; status: string }
  | { type: 'compared'; regressions: Regressions }
  | { type: 'graded'; grade: Grade }
  /** The pass rates of earlier comparable reports and this one. */
  | { type: 'trend'; trend: Trend }
  | { type: 'shared'; reportId: string }
  /** Anything else worth a log line: a warning about the service, a retry, a timing. */
  | { type: 'note'; level: 'info' | 'warn' | 'debug'; message: string };

export type GateObserver = (event: GateEvent) => void;

// Merging the legs of a matrix.

/** What the leg wrote about itself in its result file (all optional: older files lack it). */
export interface LegIdentity {
  /** How the leg is named in the merged report (job, module, matrix index). */
  name?: string;
  /** A link to the leg's job or run in its CI. */
  url?: string;
  module?: string;
  runKind?: string;
}

/** One leg's result, as read from its result file (failed checks kept lean, and at most a few). */
export interface MergedLeg {
  /** The result file it was read from. */
  file: string;
  name: string;
  url: string | undefined;
  shareUrl: string | undefined;
  /** Undefined when the leg's file records no verdict. */
  verdict: Verdict | undefined;
  reason: string;
  /** With verdict error: the kind the leg recorded (files of older versions record none). */
  errorKind?: ErrorKind;
  counts: Counts | undefined;
  passRate: number | undefined;
  threshold: number | undefined;
  reportId: string | undefined;
  /** The first failed checks of the leg (core/result-file.ts's MAX_FAILED_KEPT), lean. */
  failed: GradedCheck[];
  /** The spec clauses the leg's failed checks broke (all of them, not only those kept). */
  clauses?: BrokenClause[];
  /** How many checks failed in all. */
  failedTotal: number;
  /** The leg's flaky checks, as its result file records them (files of older versions do not). */
  flakiness?: FlakinessFindings;
  /** What the merge could not be sure of for this leg (an older file without its policy...). */
  notes: string[];
}

/** A result file that could not be read: which file, and what is wrong, naming the field. */
export interface MergeProblem {
  file: string;
  message: string;
}

export interface MergeResult {
  verdict: Verdict;
  reason: string;
  /** With verdict error, what kind of error (reasons.ts ErrorKind); empty otherwise. */
  errorKind: ErrorKind | '';
  legs: MergedLeg[];
  problems: MergeProblem[];
  /** The number of legs the caller expected, when it said. */
  expectedLegs: number | undefined;
  /** Counts summed over the legs that have them; undefined when none has. */
  counts: Counts | undefined;
  /** Passing over graded checks of every leg, each leg graded by its own policy. */
  passRate: number | undefined;
  /** What looks wrong with the set of files but does not change the verdict (a file twice...). */
  warnings: string[];
  /** The spec clauses the legs' failed checks broke, across legs, each once. */
  clauses: BrokenClause[];
}
