/**
 * One gate run, for either front end: everything a run does after its settings are read and
 * before its result is shown. It builds the service client, loads a journey's definition, keeps
 * the report's spool from creation to removal, runs the gate, words a run its caller stopped, and
 * writes the files of the output formats asked for (formats/, each its own module). The front ends
 * hand it neutral ports (log lines, the secret store, where files go, a stop signal and their
 * words for it) and show what it returns.
 */
import { rm } from 'node:fs/promises';
import { type ClientOptions, type ReportSpool, ServiceClient } from '../client/index.js';
import { type FileKey, fileServing } from '../core/catalogue.js';
import { runGate } from '../core/gate.js';
import { loadJourneyDefinition } from '../core/journey-definition.js';
import type { GateObserver, GateResult, JourneyDefinition, SettingNames } from '../core/model.js';
import { type Settings, toGateSettings } from '../core/settings.js';
import { type Clock, systemClock } from '../util/clock.js';
import type { Redactor } from '../util/redaction.js';
import type { KeySigner } from './attestation-key.js';
import type { RunFacts } from './formats/format.js';
import { FORMATS } from './formats/index.js';
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

/** The files of a run or a merge, by the key of the catalogue's entry; undefined: none. */
export type FilesByKey = Partial<Record<FileKey, string>>;

/**
 * Where the files of a run go (as the front end names them to the user; undefined: not asked),
 * and what the CI says about the run for the formats that record it.
 */
export type FilePlaces = FilesByKey &
  RunFacts &
  AttestationPlaces & {
    /**
     * Say in the log why a file asked for that needs a graded report was not written (there is
     * none). The action leaves it out: its HTML report is written by default, not asked for.
     */
    explainUnwritten?: boolean;
  };

/** What signing the result with a key needs (run --sign-key; app/attestation.ts). */
export interface AttestationPlaces {
  /** A PEM private key to sign the result with, beside the report file. */
  signKey?: string;
  /** The repository of the commit under test, when the CI says it. */
  repository?: string;
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
export type WrittenFiles = FilesByKey & {
  /** The Sigstore bundle of the signed result (run --sign-key). */
  attestation?: string;
};

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
  // A key that cannot sign is an input error too, said before any request.
  let signer: KeySigner | undefined;
  if (ports.files.signKey) {
    // Loaded only when a key is given: the signing code stays out of every other run.
    const { loadSigningKey } = await import('./attestation.js');
    signer = await loadSigningKey(ports.files.signKey, ports.names('signKey'));
  }
  return { definition, run: () => runPrepared(settings, definition, ports, signer) };
}

async function runPrepared(
  settings: Settings,
  definition: JourneyDefinition | undefined,
  ports: RunPorts,
  signer?: KeySigner,
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
    // One clock for the run: the client's deadlines are the gate's.
    clock,
    now,
    ...ports.client,
  });
  // The report is spooled to a file as it is read only when a format written from it is wanted.
  const spool = spoolOf(ports.files);
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
  // After every file, the result file final: signed with the key, when one was given.
  const signed = signer && fileServing(files, 'result');
  if (signer && signed) {
    const { commit, repository, leg } = ports.files;
    const { writeKeySignedBundle } = await import('./attestation.js');
    files.attestation = await writeKeySignedBundle(
      signed.file,
      signer,
      { settings, result, source: { commit, repository, runUrl: leg?.url } },
      { log, secrets, option: ports.names('signKey') },
    );
  }
  log.debug(`timing: files written at ${Math.round(now() - startedAt)} ms`);
  return { result, files };
}

/** The spool of the first format asked for that is written from one (the result file). */
function spoolOf(places: FilePlaces): ReportSpool | undefined {
  for (const format of FORMATS) {
    const file = places[format.key];
    if (file && format.spool) return format.spool(file);
  }
  return undefined;
}

/**
 * Each file asked for, in the list's order: one that needs a report when there is one, one that
 * needs a graded report when there is one (else, where the front end asked for it by name, its
 * writer says why there is none). A file that cannot be written is logged and changes nothing
 * else.
 */
async function writeRunFiles(
  settings: Settings,
  result: GateResult,
  { files, log, secrets, names, clock = systemClock, now = () => clock.now(), baseDir }: RunPorts,
  startedAt: number,
): Promise<WrittenFiles> {
  const graded = Boolean(result.report && result.grade);
  const written: WrittenFiles = {};
  for (const format of FORMATS) {
    const file = files[format.key];
    if (!file || !format.write) continue;
    const due =
      format.needs === 'report' ? Boolean(result.report) : graded || files.explainUnwritten;
    if (!due) continue;
    written[format.key] = await format.write(file, {
      ...{ result, settings, log, secrets, names, now, startedAt, baseDir },
      option: names(format.key),
      commit: files.commit,
      leg: files.leg,
      workflowFile: files.workflowFile,
    });
  }
  return written;
}
