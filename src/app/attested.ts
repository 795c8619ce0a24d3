/**
 * What a verified attestation says (issue 44, point 3): the in-toto Statement read back from a
 * signed envelope's payload, held to the Statement and test-result predicate types, and its
 * configuration read by the names report/attestation.ts writes. Read only after the signature
 * holds; still checked field by field, since a trusted signer may run another tool.
 */
import {
  CONFIGURATION,
  type ResourceDescriptor,
  STATEMENT_TYPE,
  TEST_RESULT_PREDICATE_TYPE,
} from '../report/attestation.js';

export interface AttestedCounts {
  passed: number;
  warned: number;
  failed: number;
  /** From the report descriptor, when this tool wrote it. */
  allowed?: number;
  unobservable?: number;
  unreached?: number;
  total?: number;
}

export interface Attested {
  /** PASSED, WARNED or FAILED. */
  result: string;
  subjects: { name: string; sha256: string }[];
  /** The gate's verdict: pass, fail or error. */
  verdict?: string;
  ocpiVersion?: string;
  modules: string[];
  seed?: string;
  threshold?: number;
  suites: string[];
  reportId?: string;
  shareUrl?: string;
  service?: string;
  partner?: string;
  commit?: string;
  repository?: string;
  /** The CI run, or the share link. */
  url?: string;
  tool?: string;
  counts: AttestedCounts;
}

export function readStatement(
  payload: Buffer,
): { attested: Attested; problems: string[] } | { problems: string[] } {
  let statement: Record<string, unknown>;
  try {
    statement = JSON.parse(payload.toString('utf8'));
  } catch (error) {
    return { problems: [`The envelope's payload is not JSON (${(error as Error).message}).`] };
  }
  if (statement?._type !== STATEMENT_TYPE) {
    return {
      problems: [`The payload is no in-toto Statement v1: its _type is ${show(statement?._type)}.`],
    };
  }
  const problems: string[] = [];
  if (statement.predicateType !== TEST_RESULT_PREDICATE_TYPE) {
    problems.push(
      `The predicate type is ${show(statement.predicateType)}, not the test-result predicate ${TEST_RESULT_PREDICATE_TYPE}.`,
    );
  }
  const predicate = (statement.predicate ?? {}) as Record<string, unknown>;
  return { attested: attestedOf(statement, predicate), problems };
}

function attestedOf(statement: Record<string, unknown>, predicate: Record<string, unknown>) {
  const configuration = (
    Array.isArray(predicate.configuration) ? predicate.configuration : []
  ) as ResourceDescriptor[];
  const named = (name: string) => configuration.find((d) => d?.name === name);
  const value = (name: string) => descriptorValue(named(name));
  const report = named(CONFIGURATION.report);
  const commit = named(CONFIGURATION.commit);
  const lists = {
    passed: strings(predicate.passedTests),
    warned: strings(predicate.warnedTests),
    failed: strings(predicate.failedTests),
  };
  const counts = (report?.annotations?.counts ?? {}) as Partial<Record<string, unknown>>;
  const count = (key: string) =>
    typeof counts[key] === 'number' ? (counts[key] as number) : undefined;
  const attested: Attested = {
    result: typeof predicate.result === 'string' ? predicate.result : '(none)',
    subjects: subjectsOf(statement.subject),
    verdict: text(report?.annotations?.verdict),
    ocpiVersion: text(value(CONFIGURATION.ocpiVersion)),
    modules: strings(value(CONFIGURATION.modules)),
    seed: text(value(CONFIGURATION.seed)),
    threshold:
      typeof value(CONFIGURATION.threshold) === 'number'
        ? (value(CONFIGURATION.threshold) as number)
        : undefined,
    suites: strings(value(CONFIGURATION.suites)),
    reportId: text(value(CONFIGURATION.report)),
    shareUrl: text(report?.downloadLocation),
    service: text(named(CONFIGURATION.service)?.uri),
    partner: text(named(CONFIGURATION.partner)?.uri),
    commit: text(commit?.digest?.gitCommit),
    repository: text(commit?.uri)?.replace(/^git\+/, ''),
    url: text(predicate.url),
    tool: text(named(CONFIGURATION.tool)?.uri),
    counts: {
      passed: count('passed') ?? lists.passed.length,
      warned: count('warned') ?? lists.warned.length,
      failed: count('failed') ?? lists.failed.length,
      allowed: count('allowed'),
      unobservable: count('unobservable'),
      unreached: count('unreached'),
      total: count('total'),
    },
  };
  return attested;
}

/** A descriptor's value: its JSON content, else its annotations' value. */
function descriptorValue(descriptor: ResourceDescriptor | undefined): unknown {
  if (!descriptor) return undefined;
  if (typeof descriptor.content === 'string') {
    try {
      return JSON.parse(Buffer.from(descriptor.content, 'base64').toString('utf8'));
    } catch {
      // Not JSON: the annotation, if any.
    }
  }
  return descriptor.annotations?.value;
}

function subjectsOf(subject: unknown): { name: string; sha256: string }[] {
  if (!Array.isArray(subject)) return [];
  return subject.flatMap((s) => {
    const sha256 = s?.digest?.sha256;
    return typeof sha256 === 'string' ? [{ name: text(s.name) ?? '_', sha256 }] : [];
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function show(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value).slice(0, 200);
}
