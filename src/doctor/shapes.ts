/**
 * The shapes of the interface the doctor reads (the SHAPES rows of client/assumptions.ts): a value
 * held to the client's schema, the suite listing and usage read as they are, and the error
 * envelope of every refusal the probes meet.
 */
import type { z } from 'zod';
import { ServiceError } from '../client/index.js';
import { describeIssues } from '../util/schema-issues.js';
import type { DoctorContext } from './context.js';

/**
 * A shape held to its schema: the row's finding, and the parsed value when it held. `quiet`
 * records only a difference (a list's entries count once, as a whole).
 */
export function checkShape<T>(
  ctx: DoctorContext,
  id: string,
  what: string,
  value: unknown,
  schema: z.ZodType<T>,
  quiet = false,
): T | undefined {
  const parsed = schema.safeParse(value);
  const finding = ctx.finding(id);
  if (parsed.success) {
    if (!quiet) finding.held.push(`${what} as shown`);
    return parsed.data;
  }
  finding.differs.push(
    `${what}: ${ctx.client.transport.redactor.redact(describeIssues(parsed.error, '', 2))}`,
  );
  return undefined;
}

/** A read whose answer is one shape (the suite listing, without a key; usage). */
export async function plainShape<T>(
  ctx: DoctorContext,
  id: string,
  path: string,
  schema: z.ZodType<T>,
  auth: boolean,
): Promise<T | undefined> {
  ctx.finding(id).sent.push(`GET ${path}`);
  const answer = await ctx.send('GET', path, { auth, envelope: auth });
  return checkShape(ctx, id, `GET ${path}`, answer.data, schema);
}

/** Whether a refusal of the service came in the error envelope. */
export function errorShape(ctx: DoctorContext, error: unknown): void {
  if (!(error instanceof ServiceError)) return;
  const row = ctx.finding('shape-error');
  const what = `the ${error.status} of ${error.operation ?? 'a request'}`;
  if (!row.sent.includes(what)) row.sent.push(what);
  if (error.enveloped) row.held.push(`a ${error.status} came in the error envelope`);
  else row.differs.push(`a ${error.status} came without the error envelope`);
}
