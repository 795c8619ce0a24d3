/**
 * What a non-conformant partner did, as typed values: each fact a failed validation states about
 * its exchange (the HTTP status, the body's status_code, a header not sent, a value in the body,
 * the number of items) is one PartnerFault. The validation's words are written from the faults
 * (wordsText) and the recorded exchange is changed by the same faults (faultedBody,
 * faultedHeaders, faultedRequest), so a report cannot quote a fact its exchange does not show. The roster's text
 * around the faults holds no fact of its own: roster-data.ts refuses quotes, numbers and header
 * names outside a fault.
 */
import type { Rng } from './prng.js';

/** A path into a JSON body: `$`, then `.key`, `[n]` or `[*]` (every element) steps. */
export type BodyPath = string;

export type PartnerFault =
  /** The response's HTTP status. */
  | { kind: 'http-status'; status: number }
  /** The status_code of the response envelope. */
  | { kind: 'status-code'; code: number }
  /** A response header the partner did not send. */
  | { kind: 'missing-header'; name: string }
  /** A response header the partner sent with another value than the request's. */
  | { kind: 'changed-header'; name: string }
  /** The number of items in the response's data array. */
  | { kind: 'item-count'; count: number }
  /** A value in the response body (`where: 'response'`) or in the request body. */
  | { kind: 'data'; where: 'response' | 'request'; path: BodyPath; value: unknown }
  /** Elements of an array in the response body whose `field` is `value`, left out. */
  | { kind: 'unlisted'; path: BodyPath; field: string; value: string }
  /** A field of the response body the partner left out (its name is what the words show). */
  | { kind: 'omitted'; path: BodyPath }
  /** An array of the response body sent as its first element alone. */
  | { kind: 'single-object'; path: BodyPath }
  /** An HTML error page for a body instead of an OCPI envelope. */
  | { kind: 'html-page' };

/** One piece of a validation's words: literal text, or a fault written as its fact. */
export type Word = string | PartnerFault;

/** How the words show a fault: `HTTP 500`, `status_code 2001`, `X-Limit`, `12 items`, `"OK"`. */
export function factText(fault: PartnerFault): string {
  switch (fault.kind) {
    case 'http-status':
      return `HTTP ${fault.status}`;
    case 'status-code':
      return `status_code ${fault.code}`;
    case 'missing-header':
    case 'changed-header':
      return fault.name;
    case 'item-count':
      return `${fault.count} items`;
    case 'data':
    case 'unlisted':
      return JSON.stringify(fault.value);
    case 'omitted':
      return steps(fault.path).at(-1) as string;
    case 'single-object':
      return 'a single object';
    case 'html-page':
      return 'an HTML error page';
  }
}

/**
 * The words with the run's values in their facts: a data value written `{date_to}` in the
 * roster is the run's date_to (report-bodies.ts RunFacts.ids); other values stay as written.
 */
export function forRun(words: readonly Word[], ids: Readonly<Record<string, string>>): Word[] {
  return words.map((word) => {
    if (typeof word === 'string' || word.kind !== 'data' || typeof word.value !== 'string') {
      return word;
    }
    const name = /^\{(\w+)\}$/.exec(word.value)?.[1];
    const value = name === undefined ? undefined : ids[name];
    return value === undefined ? word : { ...word, value };
  });
}

/** The words as text. */
export function wordsText(words: readonly Word[]): string {
  return words.map((word) => (typeof word === 'string' ? word : factText(word))).join('');
}

/** The faults the words state. */
export function faultsOf(words: readonly Word[]): PartnerFault[] {
  return words.filter((word): word is PartnerFault => typeof word !== 'string');
}

/** The HTTP status the faults name, if they name one. */
export function namedStatus(faults: readonly PartnerFault[]): number | undefined {
  return faults.find((fault) => fault.kind === 'http-status')?.status;
}

type Step = string | number | '*';

/** The steps of a path: `$.data[0].elements[*].price` → data, 0, elements, '*', price. */
export function steps(path: BodyPath): Step[] {
  if (!/^\$((\.[A-Za-z_][\w]*)|(\[(\d+|\*)\]))*$/.test(path)) {
    throw new Error(`"${path}" is not a body path ($ then .key, [n] or [*] steps)`);
  }
  return [...path.matchAll(/\.([A-Za-z_]\w*)|\[(\d+|\*)\]/g)].map(([, key, index]) =>
    key !== undefined ? key : index === '*' ? '*' : Number(index),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A copy of `node` with `change` applied at the end of the steps; missing containers are made.
 * A key that is set or walked through moves to the front of its object, so that a body cut at
 * the report's size limit still shows the fact.
 */
function changed(
  node: unknown,
  path: Step[],
  change: (old: unknown) => unknown,
  make = true,
): unknown {
  if (path.length === 0) return change(node);
  const [step, ...rest] = path as [Step, ...Step[]];
  if (typeof step === 'string' && step !== '*') {
    if (!isRecord(node) && !make) return node;
    const { [step]: old, ...others } = isRecord(node) ? node : {};
    if (old === undefined && rest.length > 0 && !make) return node;
    const value = changed(old, rest, change, make);
    return value === undefined ? others : { [step]: value, ...others };
  }
  if (!Array.isArray(node) && !make) return node;
  const array = Array.isArray(node) ? [...node] : [];
  const indexes = step === '*' ? array.map((_, i) => i) : [step];
  for (const i of indexes) array[i] = changed(array[i], rest, change, make);
  return array;
}

/** The body with the data faults of one side applied, in their order. */
function withData(body: unknown, faults: readonly PartnerFault[], where: 'response' | 'request') {
  let out = body;
  // An array sent as one object last: what the other faults say of its items holds of it.
  const ordered = [
    ...faults.filter((fault) => fault.kind !== 'single-object'),
    ...faults.filter((fault) => fault.kind === 'single-object'),
  ];
  for (const fault of ordered) {
    if (fault.kind === 'data' && fault.where === where) {
      out = changed(out, steps(fault.path), () => fault.value);
    } else if (where === 'response' && fault.kind === 'omitted') {
      // Leaving a field out makes no container that was not there.
      out = changed(out, steps(fault.path), () => undefined, false);
    } else if (where === 'response' && fault.kind === 'single-object') {
      const first = (list: unknown) => (Array.isArray(list) ? list[0] : list);
      out = changed(out, steps(fault.path), first, false);
    } else if (where === 'response' && fault.kind === 'unlisted') {
      const kept = (list: unknown) =>
        Array.isArray(list)
          ? list.filter((item) => !(isRecord(item) && item[fault.field] === fault.value))
          : list;
      out = changed(out, steps(fault.path), kept, false);
    }
  }
  return out;
}

/** The request body the faults speak of. */
export function faultedRequest(body: unknown, faults: readonly PartnerFault[]): unknown {
  return withData(body, faults, 'request');
}

/** A request body broken on purpose, as a check of a refusal sends it (roster-data.ts). */
export function brokenRequest(
  body: unknown,
  broken: { omitted: BodyPath } | { path: BodyPath; value: unknown },
): unknown {
  if ('omitted' in broken) return changed(body, steps(broken.omitted), () => undefined, false);
  return changed(body, steps(broken.path), () => broken.value);
}

const HTML_PAGE =
  '<html><head><title>Error</title></head><body><h1>Something went wrong</h1><p>Please try again later.</p></body></html>';

/** The response body the faults speak of: its status_code, its item count, its values. */
export function faultedBody(
  body: unknown,
  faults: readonly PartnerFault[],
  statusMessages: Readonly<Record<number, string>>,
): unknown {
  if (faults.some((fault) => fault.kind === 'html-page')) return HTML_PAGE;
  if (!isRecord(body)) return body;
  let envelope: Record<string, unknown> = { ...body };
  for (const fault of faults) {
    if (fault.kind === 'status-code') {
      envelope.status_code = fault.code;
      envelope.status_message = statusMessages[fault.code] ?? 'Error';
    } else if (fault.kind === 'item-count' && Array.isArray(envelope.data)) {
      const data = envelope.data as unknown[];
      envelope.data = Array.from({ length: fault.count }, (_, i) => data[i % data.length]);
    }
  }
  envelope = withData(envelope, faults, 'response') as Record<string, unknown>;
  return envelope;
}

/** The response headers the faults speak of: those not sent left out, those changed renewed. */
export function faultedHeaders(
  headers: Record<string, string>,
  faults: readonly PartnerFault[],
  r: Rng,
): Record<string, string> {
  const missing = new Set<string>();
  const renewed = new Set<string>();
  for (const fault of faults) {
    if (fault.kind === 'missing-header') missing.add(fault.name.toLowerCase());
    if (fault.kind === 'changed-header') renewed.add(fault.name.toLowerCase());
  }
  if (missing.size === 0 && renewed.size === 0) return headers;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (missing.has(key)) continue;
    out[name] = renewed.has(key) ? freshId(r) : value;
    renewed.delete(key);
  }
  for (const fault of faults) {
    if (fault.kind === 'changed-header' && renewed.has(fault.name.toLowerCase())) {
      out[fault.name] = freshId(r);
    }
  }
  return out;
}

function freshId(r: Rng): string {
  const h = r.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-b${h.slice(17, 20)}-${h.slice(20)}`;
}
