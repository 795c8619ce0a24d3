/**
 * Reading an answer's body: whole and capped (MAX_BODY_BYTES or the caller's limit), or streamed
 * through a RequestSpec's readBody; and closing one that is not wanted.
 */
import type { Dispatcher } from 'undici';
import { JsonSyntaxError } from '../util/json-scan.js';
import { formatBytes } from '../util/numbers.js';
import type { Redactor } from '../util/redaction.js';
import { BodyLimitError } from './errors.js';
import { ErrorEnvelopeSchema } from './payloads.js';

/** Closes a body not wanted (or no longer): its connection is not reused, and no error is raised. */
export function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  body.destroy();
}

/** The body is the service's error envelope (2.2): the answer is the service's own. */
export function isErrorEnvelope(text: string): boolean {
  try {
    return ErrorEnvelopeSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/**
 * The body as text, at most `max` bytes: past that, reading stops (the connection is closed) and
 * a BodyLimitError names the route and the limit, whatever the service meant to send.
 */
export async function readCapped(
  body: Dispatcher.ResponseData['body'],
  max: number,
  operation: string,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      discard(body);
      throw new BodyLimitError(
        operation,
        `The service's answer to ${operation} is longer than ${formatBytes(max)}, the most read of it, so reading stopped there. The service (or a proxy in front of it) sent more than the interface's answers hold; report it if it stays.`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A body read by a RequestSpec's readBody. A body that is not JSON is an answer (checked like a
 * mangled text body); a failure of the connection while reading is thrown as by body.text().
 */
export async function readStreamed(
  body: Dispatcher.ResponseData['body'],
  read: (chunks: AsyncIterable<Buffer>) => Promise<unknown>,
): Promise<{ json: unknown } | { syntax: JsonSyntaxError }> {
  try {
    return { json: await read(body) };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    // The rest of the body is not wanted; closing it frees the connection's buffers.
    body.destroy();
    return { syntax: error };
  }
}

/** Redacted before it is cut: a cut inside a secret must not leave its beginning visible. */
export function snippet(redactor: Redactor, text: string, max: number): string {
  const flat = redactor.redact(text).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}
