/**
 * The recorded checks of a run, read from what the user named, for the commands that reproduce
 * them (`show`, `replay`): a report file (`run --report-file`, the action's report-file), a merged
 * result file (its legs' report files read in turn) or, where the command can read the service, a
 * report id. Files are read as a stream (core/result-file.ts): only the checks selected are kept,
 * with their exchanges, at most MAX_RECORDED_CHECKS. Every problem is an InputError naming the
 * input and what to do, found before anything is sent or written.
 */
import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Check, RunReport } from '../client/index.js';
import { classifyCheck } from '../core/grading.js';
import type { CheckOutcome } from '../core/model.js';
import { ResultFileError, readLegFile } from '../core/result-file.js';
import type { EndpointContext, PublishedEndpoint } from '../report/ocpi-endpoint.js';
import { InputError } from '../util/errors.js';
import { nearest } from '../util/suggest.js';
import { plural } from '../util/text.js';
import { MERGED_FILE_KIND } from './formats/report-file.js';

/** The most checks kept (one replay sends, one show prints); the rest are counted as left out. */
export const MAX_RECORDED_CHECKS = 500;

/** What to keep: the checks named (any outcome), else every failed and warned check. */
export interface CheckSelection {
  checkIds: readonly string[];
  /** Failed checks only (no warned ones). */
  failedOnly: boolean;
}

export interface RecordedCheck {
  testId: string;
  name: string | undefined;
  /** The leg of a merged result file the check comes from. */
  leg: string | undefined;
  outcome: CheckOutcome;
  check: Check;
  /**
   * The partner base URL of the connection the check ran on, when known (the report file records
   * it, or the service lists the connection): it tells a request to the partner from one the
   * partner sent, and the OCPI root its path is relative to.
   */
  recordedBaseUrl: string | undefined;
  /**
   * What the report says of the check's endpoint: its OCPI version, module and suite, and the
   * module endpoints the report's recorded version details listed (ocpi-endpoint.ts).
   */
  context: Omit<EndpointContext, 'partnerBaseUrl'>;
}

/** A suite as the collector reads it: its checks, and the module and id it names. */
interface SuiteRead {
  checks: readonly Check[];
  module?: string;
  suiteId?: string;
}

export interface RecordedChecks {
  /** The input in words: "report rep_1 (legs/1.json)". */
  description: string;
  candidates: RecordedCheck[];
  /** Selected checks beyond MAX_RECORDED_CHECKS, left out. */
  leftOut: number;
  /** Checks read in all. */
  checksRead: number;
}

export interface RecordedChecksPorts {
  cwd: string;
  /**
   * Reads a report from the service by id, with the partner base URL of its connection when the
   * service lists it; undefined when there is no service to ask.
   */
  readReport?: (
    reportId: string,
  ) => Promise<{ report: RunReport; partnerBaseUrl: string | undefined } | undefined>;
  /**
   * How the front end names the service's API key, for a message (an id given without one);
   * undefined when the command reads no service, so REPORT must be a file.
   */
  apiKeyName?: string;
}

/** A report id as the service writes them (rep_...), or anything without a path's marks. */
const ID_LIKE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** What a user can give as REPORT, for messages: files only (show) or a report id too (replay). */
export const REPORT_FILE_FORMS =
  'a report file (written by "run --report-file" or the action\'s report-file) or a merged result file (merge --report-file)';
export const REPORT_FORMS =
  'a report file (written by "run --report-file" or the action\'s report-file), a merged result file (merge --report-file) or a report id (see "runs list")';

function formsOf(ports: RecordedChecksPorts): string {
  return ports.apiKeyName === undefined ? REPORT_FILE_FORMS : REPORT_FORMS;
}

export async function readRecordedChecks(
  argument: string,
  selection: CheckSelection,
  ports: RecordedChecksPorts,
): Promise<RecordedChecks> {
  const file = path.resolve(ports.cwd, argument);
  const kind = await fileKind(file);
  const collector = new Collector(selection);
  const forms = formsOf(ports);
  if (kind === 'folder') {
    throw new InputError('report', `REPORT "${argument}" is a folder, not a file. Give ${forms}.`);
  }
  if (kind === 'file') {
    const description = await readFileSource(file, argument, collector, forms);
    return collector.finish(description, argument);
  }
  if (!ID_LIKE.test(argument) || ports.apiKeyName === undefined) {
    throw new InputError(
      'report',
      `REPORT "${argument}": no such file (looked for ${file}). Give ${forms}.`,
    );
  }
  if (!ports.readReport) {
    throw new InputError(
      'api-key',
      `REPORT "${argument}" is not a file here, so it was taken for a report id, which is read from the service: set ${ports.apiKeyName} (or give the report file).`,
    );
  }
  const found = await ports.readReport(argument);
  if (!found) {
    throw new InputError(
      'report',
      `REPORT "${argument}" is neither a file here nor a report of the account the API key opens: check the id with "ocpi-conformance runs list", or give the report file.`,
    );
  }
  for (const suite of found.report.suites ?? []) {
    collector.suite(suite, found.report.ocpiVersion, undefined, found.partnerBaseUrl);
  }
  return collector.finish(`report ${found.report._id} (read from the service)`, argument);
}

async function fileKind(file: string): Promise<'file' | 'folder' | 'none'> {
  try {
    return (await stat(file)).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'none';
    throw new InputError(
      'report',
      `REPORT "${file}" could not be read (${(error as Error).message}): check its permissions.`,
    );
  }
}

/** A report file, or a merged result file whose legs' files are read; returns its description. */
async function readFileSource(file: string, argument: string, collector: Collector, forms: string) {
  if (!(await isMergedFile(file))) {
    const reportId = await readReportFile(
      file,
      `"${argument}"`,
      undefined,
      collector,
      `Give ${forms}.`,
    );
    return `report ${reportId} (${argument})`;
  }
  const legs = await mergedLegs(file, argument);
  for (const leg of legs) {
    await readReportFile(
      leg.file,
      `"${leg.file}" (leg ${leg.name} of "${argument}")`,
      leg.name,
      collector,
      `Put the report file of leg ${leg.name} at that path (the merged result file names it there), or give that leg's report file itself.`,
    );
  }
  return `the ${plural(legs.length, 'leg')} of ${argument}`;
}

/** The merged result file starts with its kind (formats/report-file.ts writes it first). */
async function isMergedFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch((error: Error) => {
    throw new InputError(
      'report',
      `REPORT "${file}" could not be read (${error.message}): check its permissions.`,
    );
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const head = buffer.subarray(0, bytesRead).toString('utf8');
    return new RegExp(`^\\s*\\{\\s*"kind"\\s*:\\s*"${MERGED_FILE_KIND}"`).test(head);
  } finally {
    await handle.close();
  }
}

/** The most a merged result file may hold (it lists legs, not checks: a few kB a leg). */
const MERGED_MAX_BYTES = 16 * 1_048_576;

async function mergedLegs(
  file: string,
  argument: string,
): Promise<{ file: string; name: string }[]> {
  const size = (await stat(file)).size;
  const bad = (why: string) =>
    new InputError(
      'report',
      `REPORT "${argument}" looks like a merged result file, but ${why}. Give the legs' report files instead.`,
    );
  if (size > MERGED_MAX_BYTES) throw bad(`it is ${size} bytes long, more than a merge writes`);
  let legs: unknown;
  try {
    legs = (JSON.parse(await readFile(file, 'utf8')) as { legs?: unknown }).legs;
  } catch (error) {
    throw bad(`it is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(legs)) throw bad('it lists no legs');
  const folder = path.dirname(file);
  return legs.map((leg: { file?: unknown; name?: unknown }, index) => {
    if (typeof leg?.file !== 'string' || leg.file === '')
      throw bad(`its leg ${index + 1} names no file`);
    return {
      file: path.resolve(folder, leg.file),
      name: typeof leg.name === 'string' && leg.name ? leg.name : `${index + 1}`,
    };
  });
}

/**
 * Reads one report file into the collector; returns the report's id. `label` names it in messages,
 * `advice` says what to do instead.
 */
async function readReportFile(
  file: string,
  label: string,
  leg: string | undefined,
  collector: Collector,
  advice: string,
): Promise<string> {
  let reportId = 'unknown';
  let recordedBaseUrl: string | undefined;
  try {
    const read = await readLegFile(file, (declared) => declared ?? path.basename(file), {
      begin: (_, recorded) => {
        recordedBaseUrl = recorded?.partnerBaseUrl;
      },
      suite: (report) => {
        reportId = report._id;
        for (const suite of report.suites ?? []) {
          collector.suite(suite, report.ocpiVersion, leg, recordedBaseUrl);
        }
      },
      end: () => {},
    });
    return read.reportId ?? reportId;
  } catch (error) {
    if (!(error instanceof ResultFileError)) throw error;
    throw new InputError('report', `REPORT ${label}: ${error.message} ${advice}`);
  }
}

/** Keeps the selected checks as the suites go by, and every id for the unknown ones. */
class Collector {
  private readonly named: Set<string>;
  private readonly seen = new Set<string>();
  private readonly candidates: RecordedCheck[] = [];
  private leftOut = 0;
  private read = 0;
  /** The endpoints each leg's recorded version details listed (one leg: undefined). */
  private readonly endpoints = new Map<string | undefined, PublishedEndpoint[]>();

  constructor(private readonly selection: CheckSelection) {
    this.named = new Set(selection.checkIds);
  }

  suite(
    suite: SuiteRead,
    ocpiVersion: string | undefined,
    leg: string | undefined,
    recordedBaseUrl: string | undefined,
  ) {
    for (const check of suite.checks) {
      this.read++;
      this.seen.add(check.testId);
      const listed = publishedEndpoints(check);
      if (listed && !this.endpoints.has(leg)) this.endpoints.set(leg, listed);
      const outcome = classifyCheck(check, () => false);
      if (!this.selected(check.testId, outcome)) continue;
      if (this.candidates.length >= MAX_RECORDED_CHECKS) {
        this.leftOut++;
        continue;
      }
      const { testId, name } = check;
      const context = {
        ...(ocpiVersion ? { ocpiVersion } : {}),
        ...(suite.module ? { module: suite.module } : {}),
        ...(suite.suiteId ? { suiteId: suite.suiteId } : {}),
      };
      this.candidates.push({ testId, name, leg, outcome, check, recordedBaseUrl, context });
    }
  }

  private selected(testId: string, outcome: CheckOutcome): boolean {
    if (this.named.size > 0 && !this.named.has(testId)) return false;
    if (this.selection.failedOnly) return outcome === 'failed';
    return this.named.size > 0 || outcome === 'failed' || outcome === 'warned';
  }

  finish(description: string, argument: string): RecordedChecks {
    const unknown = [...this.named].filter((id) => !this.seen.has(id));
    if (unknown.length > 0) throw unknownChecks(unknown, [...this.seen], argument);
    for (const candidate of this.candidates) {
      const listed = this.endpoints.get(candidate.leg);
      if (listed) candidate.context.recordedEndpoints = listed;
    }
    return {
      description,
      candidates: this.candidates,
      leftOut: this.leftOut,
      checksRead: this.read,
    };
  }
}

function unknownChecks(unknown: string[], known: string[], argument: string): InputError {
  const lines = unknown.map((id) => {
    const near = nearestId(id, known);
    return `--check "${id}": no check of that id in REPORT "${argument}".${near ? ` Did you mean ${near}?` : ''}`;
  });
  lines.push(
    `REPORT holds ${plural(known.length, 'check')}. A check's id is its testId, as the result of "run", the job summary and the HTML report list the failed ones (for example ${known[0] ?? '2.2.1/locations/get-list'}).`,
  );
  return new InputError('check', lines.join('\n'));
}

/** The id the typed one is plausibly a slip of: the one id it ends, or the nearest (suggest.ts). */
function nearestId(typed: string, known: readonly string[]): string | undefined {
  const ending = known.filter((id) => id.endsWith(`/${typed}`));
  return ending.length === 1 ? ending[0] : nearest(typed, known);
}

/** The most endpoints kept from one recorded version details (OCPI has about a dozen modules). */
const MAX_ENDPOINTS = 100;

/**
 * The module endpoints a check's recorded answer lists, when it is a version details answer
 * (`data.endpoints`, each with an identifier and a URL) the report kept whole.
 */
function publishedEndpoints(check: Check): PublishedEndpoint[] | undefined {
  const response = check.exchange?.response;
  if (!response || response.bodyTruncated) return undefined;
  let body = response.body;
  if (typeof body === 'string') {
    if (!body.includes('"endpoints"')) return undefined;
    try {
      body = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  const endpoints = (body as { data?: { endpoints?: unknown } } | null)?.data?.endpoints;
  if (!Array.isArray(endpoints)) return undefined;
  const listed = endpoints.slice(0, MAX_ENDPOINTS).flatMap((entry) => {
    const { identifier, role, url } = (entry ?? {}) as Record<string, unknown>;
    if (typeof identifier !== 'string' || typeof url !== 'string') return [];
    return [{ identifier, url, ...(typeof role === 'string' ? { role } : {}) }];
  });
  return listed.length > 0 ? listed : undefined;
}
