/**
 * A success answer held to the interface: JSON, in the success envelope (2.1) where the operation
 * has one, and matching the operation's schema. A mismatch is a ResponseSchemaError naming the
 * fields at fault, redacted.
 */
import type { Redactor } from '../util/redaction.js';
import { describeIssues } from '../util/schema-issues.js';
import { snippet } from './bodies.js';
import { ResponseSchemaError } from './errors.js';
import { type Meta, SuccessEnvelopeSchema } from './payloads.js';
import type { Reply, RequestSpec } from './request.js';

/** A success body as text, parsed and checked (checkSuccess). */
export function parseSuccess<T>(
  redactor: Redactor,
  spec: RequestSpec<T>,
  operation: string,
  status: number,
  text: string,
): { ok: true; reply: Reply<T> } | { ok: false; error: ResponseSchemaError } {
  let json: unknown;
  try {
    json = text === '' ? {} : JSON.parse(text);
  } catch {
    return {
      ok: false,
      error: new ResponseSchemaError(
        operation,
        status,
        `the body is not JSON (it starts with ${JSON.stringify(snippet(redactor, text, 60))})`,
      ),
    };
  }
  return checkSuccess(redactor, spec, operation, status, json);
}

/** A parsed success body held to the envelope and the operation's schema. */
export function checkSuccess<T>(
  redactor: Redactor,
  spec: RequestSpec<T>,
  operation: string,
  status: number,
  json: unknown,
): { ok: true; reply: Reply<T> } | { ok: false; error: ResponseSchemaError } {
  let payload: unknown = json;
  let meta: Meta | undefined;
  if (spec.envelope !== false) {
    const envelope = SuccessEnvelopeSchema.safeParse(json);
    if (!envelope.success) {
      return {
        ok: false,
        error: new ResponseSchemaError(operation, status, describeIssues(envelope.error)),
      };
    }
    payload = envelope.data.data;
    meta = envelope.data.meta;
  }
  const data = spec.schema.safeParse(payload);
  if (!data.success) {
    const root = spec.envelope === false ? '' : 'data';
    return {
      ok: false,
      error: new ResponseSchemaError(
        operation,
        status,
        redactor.redact(describeIssues(data.error, root)),
      ),
    };
  }
  return { ok: true, reply: { data: data.data, meta, status } };
}
