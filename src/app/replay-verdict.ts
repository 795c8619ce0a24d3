/**
 * Whether a check's stated expectation holds for the partner's new answer: FIXED only when the
 * status is one the check expected and the status_code it quoted (if any) is there, and the
 * check's failed validations spoke of nothing else; STILL FAILING when the status or the
 * status_code is still wrong (or no answer came in time); CANNOT TELL when only the service can
 * judge (a missing field, a wrong value, no stated status), with a diff of the two bodies.
 */
import diff, { type Difference } from 'microdiff';
import type { RecordedExpectation } from '../report/recorded-request.js';
import { nestedDeeperThan } from '../util/json-text.js';
import { MAX_ANSWER_BYTES, type SendOutcome, statusCodeOf } from './replay-send.js';

export type ReplayVerdict = 'FIXED' | 'STILL FAILING' | 'CANNOT TELL';

export interface BodyChange {
  /** Where, as a JSON path: `$.data[0].total_cost`. */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  recorded?: unknown;
  now?: unknown;
}

export interface JudgedReplay {
  verdict: ReplayVerdict;
  /** Why, in one sentence. */
  why: string;
  /** CANNOT TELL: how the new body differs from the recorded one (at most MAX_CHANGES). */
  changes?: BodyChange[];
  /** More changes than those listed. */
  moreChanges?: number;
  /** Why the bodies were not compared (one nests deeper than MAX_COMPARED_DEPTH). */
  notCompared?: string;
}

/** The most body changes listed for one check. */
export const MAX_CHANGES = 20;

export function judge(
  expectation: RecordedExpectation,
  outcome: Exclude<SendOutcome, { kind: 'unreachable' }>,
  recordedBody: unknown,
): JudgedReplay {
  if (outcome.kind === 'timeout') {
    return {
      verdict: 'STILL FAILING',
      why: `no answer within ${outcome.ms / 1000} s`,
    };
  }
  const { status, body } = outcome.answer;
  if (outcome.redirect && !outcome.redirect.followed) {
    return {
      verdict: 'CANNOT TELL',
      why: `HTTP ${status} redirected to ${outcome.redirect.location}, another origin than the request's: not followed, so the token was not sent there`,
    };
  }
  const expected = expectation.expectedStatus ?? [];
  if (expected.length > 0 && !expected.includes(status)) {
    return {
      verdict: 'STILL FAILING',
      why: `HTTP ${status}, expected ${expectedStatusText(expected)}`,
    };
  }
  const code = statusCodeOf(body);
  const expectedCode = expectation.expectedStatusCode;
  if (
    (expectedCode !== undefined || !bareStatusStands(status)) &&
    code === undefined &&
    outcome.answer.bodyCut
  ) {
    return {
      verdict: 'CANNOT TELL',
      why: `the answer's body is longer than ${MAX_ANSWER_BYTES} bytes, and its status_code could not be read in the part read`,
    };
  }
  const envelope = envelopeVerdict(status, code, expectedCode);
  if (envelope) return envelope;
  if (expectedCode !== undefined && code !== expectedCode) {
    return {
      verdict: 'STILL FAILING',
      why: `${code === undefined ? 'no status_code in the body' : `status_code ${code}`}, expected status_code ${expectedCode}`,
    };
  }
  const [unseen] = expectation.unseen;
  if (unseen) {
    const more = expectation.unseen.length - 1;
    return {
      verdict: 'CANNOT TELL',
      why: `HTTP ${status}${code === undefined ? '' : ` with status_code ${code}`}, but the check also failed on "${unseen.message}", which only ${unseen.needs} can show, not this one request${more > 0 ? ` (and ${more} more such)` : ''}`,
    };
  }
  if (expected.length === 0 || expectation.beyondStatus) {
    return {
      verdict: 'CANNOT TELL',
      why:
        expected.length === 0
          ? 'the check states no expected HTTP status: only the service can judge the answer'
          : `HTTP ${status} is as expected, but the check also failed on more than its status, which only a new run can judge`,
      ...bodyChanges(recordedBody, body),
    };
  }
  return {
    verdict: 'FIXED',
    why: `HTTP ${status}${code === undefined ? '' : ` with status_code ${code}`}, as expected`,
  };
}

/**
 * Statuses an OCPI server may answer without an OCPI envelope: 401 for a request without a valid
 * token (OCPI 2.2.1 transport and format, 4.1.2; 2.1.1, 2.1.2), 405 for a method the endpoint
 * does not have (2.2.1 credentials, 7.2.2: a second registration). Every other OCPI answer,
 * errors too, carries status_code in its body.
 */
const BARE_STATUSES = new Set([401, 405]);

function bareStatusStands(status: number): boolean {
  return BARE_STATUSES.has(status);
}

/**
 * The OCPI answer behind the HTTP one: an answer without an envelope (no status_code, such as a
 * web framework's `404 {"detail":"Not Found"}` for a route it does not have) is not the partner's
 * OCPI answer, unless its status may stand bare; an HTTP 2xx whose status_code is not 1xxx is a
 * refusal (2xxx: the request was refused, 3xxx: the server failed), never a fix unless that code
 * was the one expected.
 */
function envelopeVerdict(
  status: number,
  code: number | undefined,
  expectedCode: number | undefined,
): JudgedReplay | undefined {
  if (code === undefined) {
    if (bareStatusStands(status) && expectedCode === undefined) return undefined;
    return {
      verdict: 'STILL FAILING',
      why: `HTTP ${status} without an OCPI envelope (no status_code in the body): every OCPI answer carries one, errors too, so this is not the partner's OCPI answer (a route its server does not have answers so)`,
    };
  }
  if (status >= 200 && status < 300 && (code < 1000 || code >= 2000) && code !== expectedCode) {
    return {
      verdict: 'STILL FAILING',
      why: `HTTP ${status} with status_code ${code}: ${codeMeaning(code)}, not a success (1xxx)`,
    };
  }
  return undefined;
}

/** An OCPI status_code's class (OCPI 2.2.1 status codes, 5). */
function codeMeaning(code: number): string {
  if (code >= 2000 && code < 3000) return 'the partner refused the request (a client error)';
  if (code >= 3000 && code < 4000) return 'the partner failed (a server error)';
  if (code >= 4000 && code < 5000) return 'a hub error';
  return 'not an OCPI status code';
}

export function expectedStatusText(expected: readonly number[]): string {
  return expected.length === 0 ? 'no stated status' : `HTTP ${expected.join(' or ')}`;
}

/**
 * The deepest bodies compared. The diff (microdiff) and the values it lists recurse, and a body
 * may nest as deep as the service recorded it or the partner answers: deeper ones are not
 * compared, and the verdict says so (issue 40, point 5). OCPI's bodies nest a dozen levels.
 */
export const MAX_COMPARED_DEPTH = 200;

/** The changes from the recorded body to the new one, JSON paths and values. */
export function bodyChanges(
  recorded: unknown,
  now: unknown,
): { changes: BodyChange[]; moreChanges: number; notCompared?: string } {
  const deep = [
    ...(nestedDeeperThan(recorded, MAX_COMPARED_DEPTH) ? ['the recorded one'] : []),
    ...(nestedDeeperThan(now, MAX_COMPARED_DEPTH) ? ['the new one'] : []),
  ];
  if (deep.length > 0) {
    const which = deep.length === 2 ? 'both are' : `${deep[0]} is`;
    return {
      changes: [],
      moreChanges: 0,
      notCompared: `The bodies are not compared: ${which} nested more than ${MAX_COMPARED_DEPTH} deep, the most compared.`,
    };
  }
  const all =
    structured(recorded) && structured(now)
      ? diff(recorded, now).map(change)
      : rootChange(recorded, now);
  return { changes: all.slice(0, MAX_CHANGES), moreChanges: Math.max(0, all.length - MAX_CHANGES) };
}

function structured(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function rootChange(recorded: unknown, now: unknown): BodyChange[] {
  if (recorded === now) return [];
  if (recorded === undefined) return [{ path: '$', kind: 'added', now }];
  if (now === undefined) return [{ path: '$', kind: 'removed', recorded }];
  return [{ path: '$', kind: 'changed', recorded, now }];
}

function change(difference: Difference): BodyChange {
  const path = jsonPath(difference.path);
  switch (difference.type) {
    case 'CREATE':
      return { path, kind: 'added', now: difference.value };
    case 'REMOVE':
      return { path, kind: 'removed', recorded: difference.oldValue };
    default:
      return { path, kind: 'changed', recorded: difference.oldValue, now: difference.value };
  }
}

function jsonPath(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number'
        ? `${text}[${key}]`
        : /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)
          ? `${text}.${key}`
          : `${text}[${JSON.stringify(key)}]`,
    '$',
  );
}
