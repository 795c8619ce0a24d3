/**
 * The run's result as an in-toto Statement (https://in-toto.io/Statement/v1) with the test-result
 * predicate (https://in-toto.io/attestation/test-result/v0.1): what `run --sign-key` signs with a
 * key and the action's `attest` signs keyless (issue 44). Pure: the app layer hashes the report
 * file and signs; a front end shows it.
 *
 * - `subject`: the report file, by its name and sha256: a signature then says which file was graded.
 * - `predicate.result`: FAILED for the verdicts fail and error; WARNED for a pass that is not clean
 *   (a check warned, failed within the threshold, was allowed, not observed or not reached, or a
 *   module was withheld); PASSED for a pass of every listed check.
 * - `predicate.configuration`: what the run was and what graded it, one ResourceDescriptor each
 *   (CONFIGURATION names them): the service and the partner by URI, the tested commit by its
 *   `gitCommit` digest, this tool by its package URL, and the values (OCPI version, modules,
 *   seed, threshold, suite ids, report id) as JSON `content` with the same value in
 *   `annotations.value`, readable without decoding.
 * - `predicate.url`: the CI run, else the share link (the report descriptor's `downloadLocation`).
 * - `passedTests`, `warnedTests`, `failedTests`: the checks by test id, in report order; failed
 *   includes the failures the policy allowed (they failed; the `report` descriptor's counts tell
 *   them apart). Unobservable and unreached checks are in no list: they have no result.
 * Every text from the service or the user passes `redact` first: a Statement of a public
 * repository is public in Sigstore's transparency log.
 */

import type { Check } from '../client/index.js';
import type { CheckOutcome, GateResult, GradedCheck, GradingPolicy } from '../core/model.js';
import { markdownText, type Redact } from './markdown.js';

export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
export const TEST_RESULT_PREDICATE_TYPE = 'https://in-toto.io/attestation/test-result/v0.1';
/** The DSSE payload type of an in-toto Statement. */
export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';

/** The names of the configuration's descriptors: what a verifier looks each value up by. */
export const CONFIGURATION = {
  service: 'service',
  partner: 'partner',
  ocpiVersion: 'ocpi-version',
  modules: 'modules',
  seed: 'seed',
  threshold: 'threshold',
  suites: 'suites',
  report: 'report',
  commit: 'commit',
  tool: 'tool',
} as const;

/** An in-toto ResourceDescriptor (spec/v1/resource_descriptor.md); one of uri, digest, content. */
export interface ResourceDescriptor {
  name?: string;
  uri?: string;
  digest?: Record<string, string>;
  /** Base64 of the bytes, as protobuf's JSON mapping writes bytes. */
  content?: string;
  downloadLocation?: string;
  mediaType?: string;
  annotations?: Record<string, unknown>;
}

export type TestResult = 'PASSED' | 'WARNED' | 'FAILED';

export interface TestResultPredicate {
  result: TestResult;
  configuration: ResourceDescriptor[];
  url?: string;
  passedTests: string[];
  warnedTests: string[];
  failedTests: string[];
}

export interface TestResultStatement {
  _type: typeof STATEMENT_TYPE;
  subject: { name: string; digest: { sha256: string } }[];
  predicateType: typeof TEST_RESULT_PREDICATE_TYPE;
  predicate: TestResultPredicate;
}

export interface AttestationInput {
  /** The report file as written: its base name and the sha256 of its bytes (lowercase hex). */
  reportFile: { name: string; sha256: string };
  result: Pick<
    GateResult,
    'verdict' | 'grade' | 'report' | 'connection' | 'reportId' | 'seed' | 'share'
  >;
  policy: GradingPolicy;
  /** The service's base URL the run used. */
  baseUrl: string;
  /** The module the run was scoped to, when it was. */
  module?: string;
  /** Where the run's code came from and where the run can be seen, as the CI says. */
  source: { commit?: string; repository?: string; runUrl?: string };
  toolName: string;
  toolVersion: string;
  redact?: (text: string) => string;
}

/**
 * The predicate's result of a verdict: FAILED for fail and error; WARNED for a pass with anything
 * short of a clean pass of every check the report lists; PASSED otherwise.
 */
export function testResultOf(
  verdict: 'pass' | 'fail' | 'error',
  grade: GateResult['grade'],
): TestResult {
  if (verdict !== 'pass') return 'FAILED';
  if (!grade) return 'WARNED';
  const { warned, failed, allowed, unobservable, unreached } = grade.counts;
  const short = warned + failed + allowed + unobservable + unreached;
  return short > 0 || grade.withheldModules.length > 0 ? 'WARNED' : 'PASSED';
}

/** The Statement of a run with a verdict and a report file; undefined without a verdict. */
export function testResultStatement(input: AttestationInput): TestResultStatement | undefined {
  const { result } = input;
  if (result.verdict === undefined) return undefined;
  const redact = input.redact ?? ((text: string) => text);
  const tests = testsByResult(result);
  const url = input.source.runUrl ?? result.share?.url;
  return {
    _type: STATEMENT_TYPE,
    subject: [{ name: redact(input.reportFile.name), digest: { sha256: input.reportFile.sha256 } }],
    predicateType: TEST_RESULT_PREDICATE_TYPE,
    predicate: {
      result: testResultOf(result.verdict, result.grade),
      configuration: configuration(input, redact),
      ...(url ? { url: resourceUri(redact(url)) } : {}),
      passedTests: tests.passed.map(redact),
      warnedTests: tests.warned.map(redact),
      failedTests: tests.failed.map(redact),
    },
  };
}

/** The checks' test ids by the predicate's lists, in report order. */
function testsByResult(result: AttestationInput['result']) {
  const lists = { passed: [] as string[], warned: [] as string[], failed: [] as string[] };
  const grade = result.grade;
  if (!grade) return lists;
  // The grade lists every check that did not pass by the report's own check objects.
  const outcomeOf = new Map<Check, CheckOutcome>();
  for (const [outcome, graded] of Object.entries(grade.checks) as [CheckOutcome, GradedCheck[]][]) {
    for (const item of graded) outcomeOf.set(item.check, outcome);
  }
  for (const suite of result.report?.suites ?? []) {
    for (const check of suite.checks) {
      const outcome = outcomeOf.get(check) ?? 'passed';
      if (outcome === 'passed') lists.passed.push(check.testId);
      else if (outcome === 'warned') lists.warned.push(check.testId);
      else if (outcome === 'failed' || outcome === 'allowed') lists.failed.push(check.testId);
    }
  }
  return lists;
}

function configuration(
  input: AttestationInput,
  redact: (text: string) => string,
): ResourceDescriptor[] {
  const { result, policy } = input;
  const report = result.report;
  const suites = report?.suites ?? [];
  const distinct = (values: (string | undefined)[]) =>
    [...new Set(values.filter((v): v is string => Boolean(v)))].map(redact);
  const modules = distinct(suites.map((suite) => suite.module));
  const ocpiVersion = report?.ocpiVersion ?? result.connection?.ocpiVersion;
  const descriptors: ResourceDescriptor[] = [
    { name: CONFIGURATION.service, uri: resourceUri(redact(input.baseUrl)) },
  ];
  const connection = result.connection;
  if (connection?.partnerBaseUrl) {
    descriptors.push({
      name: CONFIGURATION.partner,
      uri: resourceUri(redact(connection.partnerBaseUrl)),
      annotations: {
        connectionId: redact(connection._id),
        ourRole: redact(connection.ourRole),
        theirRole: redact(connection.theirRole),
      },
    });
  }
  if (ocpiVersion)
    descriptors.push(valueDescriptor(CONFIGURATION.ocpiVersion, redact(ocpiVersion)));
  descriptors.push(
    valueDescriptor(CONFIGURATION.modules, modules.length > 0 ? modules : distinct([input.module])),
    valueDescriptor(CONFIGURATION.seed, redact(result.seed)),
    valueDescriptor(CONFIGURATION.threshold, policy.threshold, {
      failOn: [...policy.failOn],
      allowFailures: policy.allowFailures.map(redact),
      flakyFailures: policy.flakyFailures,
    }),
    valueDescriptor(CONFIGURATION.suites, distinct(suites.map((suite) => suite.suiteId))),
  );
  if (result.reportId) descriptors.push(reportDescriptor(input, redact));
  const commit = commitDescriptor(input.source, redact);
  if (commit) descriptors.push(commit);
  descriptors.push({
    name: CONFIGURATION.tool,
    uri: `pkg:npm/${input.toolName}@${input.toolVersion}`,
  });
  return descriptors;
}

/** The report: its id, where its share link is, and what the gate made of it. */
function reportDescriptor(
  input: AttestationInput,
  redact: (text: string) => string,
): ResourceDescriptor {
  const { result } = input;
  const grade = result.grade;
  const share = result.share?.url;
  return {
    ...valueDescriptor(CONFIGURATION.report, redact(result.reportId!), {
      verdict: result.verdict,
      status: result.report?.status ? redact(result.report.status) : undefined,
      runKind: result.report?.runKind ? redact(result.report.runKind) : undefined,
      counts: grade?.counts,
      passRate: grade?.passRate,
      withheldModules: grade?.withheldModules.map(redact),
    }),
    ...(share ? { downloadLocation: resourceUri(redact(share)) } : {}),
  };
}

/** The commit under test, by its git object id; none when the CI did not say one. */
function commitDescriptor(
  source: AttestationInput['source'],
  redact: (text: string) => string,
): ResourceDescriptor | undefined {
  const commit = source.commit?.trim().toLowerCase();
  if (!commit || !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(commit)) return undefined;
  return {
    name: CONFIGURATION.commit,
    ...(source.repository ? { uri: `git+${resourceUri(redact(source.repository))}` } : {}),
    digest: { gitCommit: commit },
  };
}

/**
 * A value as a descriptor: JSON in `content` (the descriptor's one required field of uri, digest
 * or content), and the same value in `annotations.value` for readers who do not decode.
 */
export function valueDescriptor(
  name: string,
  value: unknown,
  annotations: Record<string, unknown> = {},
): ResourceDescriptor {
  const kept = Object.fromEntries(Object.entries(annotations).filter(([, v]) => v !== undefined));
  return {
    name,
    content: Buffer.from(JSON.stringify(value), 'utf8').toString('base64'),
    mediaType: 'application/json',
    annotations: { value, ...kept },
  };
}

/**
 * A URI as in-toto's ResourceURI wants it: scheme and authority in lowercase (RFC 3986 6.2.2.1),
 * which WHATWG URL parsing gives; a text that is no URL is kept as it is.
 */
export function resourceUri(text: string): string {
  try {
    return new URL(text).href;
  } catch {
    return text;
  }
}

/** What the job summary says of the action's attestation. */
export interface AttestationSummary {
  id?: string;
  url?: string;
  /** The bundle's file name, in the report artifact. */
  bundleName?: string;
  instance?: 'public-good' | 'github';
  /** `gh attestation verify ...` for the report file. */
  verifyCommand?: string;
  /** Why there is none. */
  problem?: string;
}

/** The job summary's section on the attestation: where it is and how to check it, or why none. */
export function attestationSummary(summary: AttestationSummary, redact: Redact): string {
  const md = markdownText(redact);
  const lines = ['### Attestation', ''];
  if (summary.problem) {
    lines.push(`Not attested: ${md.inline(summary.problem, 600)}`);
    return lines.join('\n');
  }
  const stored =
    summary.id && summary.url
      ? `stored as [attestation ${md.inline(summary.id)}](${summary.url}) of this repository`
      : 'not stored as an attestation of this repository';
  const where =
    summary.instance === 'public-good'
      ? "on Sigstore's public-good instance, whose transparency log (Rekor) keeps a public entry naming this repository and workflow"
      : "on GitHub's Sigstore instance (no public transparency log)";
  lines.push(
    `The result is signed with this workflow's identity ${where}, and ${stored}.${summary.bundleName ? ` Its Sigstore bundle, ${md.code(summary.bundleName)}, is kept with the report files.` : ''} Check the report file against it:`,
  );
  if (summary.verifyCommand) lines.push('', '```sh', redact(summary.verifyCommand), '```');
  return lines.join('\n');
}
