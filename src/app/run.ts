/**
 * One gate run, for either front end: everything a run does after its settings are read and
 * before its result is shown. It builds the service client, loads a journey's definition, keeps
 * the report's spool from creation to removal, runs the gate, words a run its caller stopped, and
 * writes the report, JUnit and HTML files. The front ends hand it neutral ports (log lines, the
 * secret store, where files go, a stop signal and their words for it) and show what it returns.
 */
import { rm } from 'node:fs/promises';
import { type ClientOptions, ServiceClient } from '../client/index.js';
import { runGate } from '../core/gate.js';
import { loadJourneyDefinition } from '../core/journey-definition.js';
import type {
  GateObserver,
  GateResult,
  JourneyDefinition,
  LegIdentity,
  SettingNames,
} from '../core/model.js';
import { resultErrorKind } from '../core/reasons.js';
import { type Settings, toGateSettings } from '../core/settings.js';
import { htmlReportInput } from '../report/html-input.js';
import { type Clock, systemClock } from '../util/clock.js';
import type { Redactor } from '../util/redaction.js';
import { PACKAGE_VERSION } from '../version.js';
import {
  spoolFile,
  writeCtrfFile,
  writeHarFile,
  writeJUnitFile,
  writeReportFile,
} from './files.js';
import { stoppedReason } from './stopped.js';

/** Where the run's lines go, by level. */
export interface AppLog {
  info(line: string): void;
  warn(line: string): void;
  debug(line: string): void;
}

/** The client's timing and transport, for tests that compress time or inject faults. */
export type ClientTiming = Pick<
  ClientOptions,
  'sleep' | 'random' | 'retry' | 'requestTimeoutMs' | 'dispatcher'
>;

/** Where the files of a run go (as the front end names them to the user); undefined: not asked. */
export interface FilePlaces {
  reportFile?: string;
  junitFile?: string;
  ctrfFile?: string;
  htmlReport?: string;
  harFile?: string;
  /** The commit under test, when the CI says it (the CTRF file's environment). */
  commit?: string;
  /** How a later merge names this run and links to it, written into the report file. */
  leg?: LegIdentity;
  /**
   * Say in the log why a JUnit file or HTML report asked for was not written (no graded report).
   * The action leaves it out: its HTML report is written by default, not asked for.
   */
  explainUnwritten?: boolean;
}

export interface RunPorts {
  log: AppLog;
  /** The invocation's secret store: secrets were registered as the settings were read. */
  secrets: Redactor;
  /** How the front end names settings in the gate's messages. */
  names: SettingNames;
  /** How the client's messages name the key, the address and the deadline (default: names). */
  clientNames?: ClientOptions['names'];
  /** Told every event of the gate, in order (the front end's log lines, progress, saved state). */
  observer?: GateObserver;
  /** Stops the run (a cancelled step, an interrupt); a running journey is asked to cancel. */
  signal?: AbortSignal;
  /** The front end's words for what stopped the run: "the step was cancelled", "interrupted (SIGINT)". */
  stopWords?: () => string;
  /** What the run's deadline and every time limit are counted on (default: the system's). */
  clock?: Clock;
  now?: () => number;
  /** When the deadline's clock started (default: now). */
  startedAt?: number;
  client?: ClientTiming;
  /** Where a journey definition's relative path is resolved. */
  baseDir: string;
  files: FilePlaces;
}

/** The files written, by path; one not asked for, or not written, is undefined. */
export interface WrittenFiles {
  reportFile?: string;
  junitFile?: string;
  ctrfFile?: string;
  htmlReport?: string;
  harFile?: string;
}

export interface RunOutcome {
  result: GateResult;
  files: WrittenFiles;
}

export interface PreparedRun {
  /** The journey's definition (run-kind journey), loaded and checked. */
  definition?: JourneyDefinition;
  run(): Promise<RunOutcome>;
}

/**
 * Loads what a run needs before any request: a journey's definition. Throws for a definition that
 * cannot be read (an input error); then `run()` runs the gate and writes the files.
 */
export async function prepareRun(settings: Settings, ports: RunPorts): Promise<PreparedRun> {
  let definition: JourneyDefinition | undefined;
  if (settings.journey) {
    definition = await loadJourneyDefinition(settings.journey.source, {
      baseDir: ports.baseDir,
      seed: settings.seed,
    });
    ports.log.info(`Journey definition: ${definition.origin}.`);
  }
  return { definition, run: () => runPrepared(settings, definition, ports) };
}

async function runPrepared(
  settings: Settings,
  definition: JourneyDefinition | undefined,
  ports: RunPorts,
): Promise<RunOutcome> {
  const clock = ports.clock ?? systemClock;
  const now = ports.now ?? (() => clock.now());
  const startedAt = ports.startedAt ?? now();
  const { log, secrets } = ports;
  const client = new ServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    allowInsecureHttp: settings.allowInsecureHttp,
    names: ports.clientNames ?? ports.names,
    redactor: secrets,
    // Retry notes are not problems unless they persist: info, not warnings.
    log: { debug: log.debug, warn: log.info },
    clock,
    ...ports.client,
  });
  // The report is spooled to a file as it is read only when a report file is wanted.
  const spool = ports.files.reportFile ? spoolFile(ports.files.reportFile) : undefined;
  const removeSpool = () => (spool ? rm(spool.file, { force: true }) : Promise.resolve());
  let gate: GateResult;
  try {
    gate = await runGate(client, toGateSettings(settings, startedAt, definition), {
      observer: ports.observer,
      signal: ports.signal,
      clock,
      now,
      names: ports.names,
      reportSpool: spool,
    });
  } catch (error) {
    await removeSpool();
    throw error;
  }
  // Phase times in the debug log: where a slow run spends its time.
  log.debug(`timing: gate done at ${Math.round(now() - startedAt)} ms`);
  const result =
    gate.interrupted && ports.stopWords
      ? { ...gate, reason: stoppedReason(gate, ports.stopWords()) }
      : gate;
  const files = await writeRunFiles(settings, result, ports, startedAt).finally(removeSpool);
  log.debug(`timing: files written at ${Math.round(now() - startedAt)} ms`);
  return { result, files };
}

/**
 * The report file (when there is a report), the JUnit file and the HTML report (when there is a
 * graded report; else the log says why none was written). A file that cannot be written is
 * logged and changes nothing else.
 */
async function writeRunFiles(
  settings: Settings,
  result: GateResult,
  { files, log, secrets, names, clock = systemClock, now = () => clock.now() }: RunPorts,
  startedAt: number,
): Promise<WrittenFiles> {
  const reportFile =
    files.reportFile && result.report
      ? await writeReportFile(files.reportFile, result, log, secrets, names('reportFile'), {
          leg: files.leg,
          policy: settings.policy,
          errorKind: resultErrorKind(result),
        })
      : undefined;
  const graded = Boolean(result.report && result.grade);
  const wanted = (file: string | undefined): file is string =>
    file !== undefined && (graded || files.explainUnwritten === true);
  const junitFile = wanted(files.junitFile)
    ? await writeJUnitFile(files.junitFile, result, log, secrets, names('junitFile'))
    : undefined;
  const ctrfFile = wanted(files.ctrfFile)
    ? await writeCtrfFile(files.ctrfFile, result, log, secrets, names('ctrfFile'), {
        start: Math.round(startedAt),
        stop: Math.round(now()),
        buildUrl: files.leg?.url,
        // The branch this run's report joins (a branch pipeline's); a pull request's is none.
        branchName: settings.runBranch,
        commit: files.commit,
      })
    : undefined;
  const htmlReport = wanted(files.htmlReport)
    ? await writeHtml(files.htmlReport, settings, result, { log, secrets, names })
    : undefined;
  const harFile = wanted(files.harFile)
    ? await writeHarFile(files.harFile, result, log, secrets, names('harFile'), {
        startedAt: new Date(startedAt),
        toolVersion: PACKAGE_VERSION,
        leg: files.leg?.name,
      })
    : undefined;
  return { reportFile, junitFile, ctrfFile, htmlReport, harFile };
}

async function writeHtml(
  file: string,
  settings: Settings,
  result: GateResult,
  { log, secrets, names }: Pick<RunPorts, 'log' | 'secrets' | 'names'>,
): Promise<string | undefined> {
  const page = htmlReportInput(result, settings.policy, {
    toolVersion: PACKAGE_VERSION,
    generatedAt: new Date(),
  });
  if (!page) {
    log.info(`No HTML report written to ${file}: there is no graded report (${result.reason})`);
    return undefined;
  }
  // Loaded only when there is a page to write.
  const { writeHtmlReportFile } = await import('./html-file.js');
  // The page names the settings it mentions (flaky-failures) as this front end does.
  return writeHtmlReportFile(file, { ...page, names }, log, secrets, names('htmlReport'));
}
