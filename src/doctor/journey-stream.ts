/**
 * A journey's event stream (rows stream-cursor and event-names): bounded reads, a resume after an
 * event (with Last-Event-ID and ?after, then ?after alone), and the names of the events seen.
 */
import { type StreamSample, sampleJourneyStream } from '../client/index.js';
import { JOURNEY_EVENTS } from '../client/wire.js';
import { plural } from '../util/text.js';
import type { DoctorContext } from './context.js';
import { DOCTOR_LIMITS } from './limits.js';

const KNOWN_EVENTS: ReadonlySet<string> = new Set(Object.values(JOURNEY_EVENTS));

/** One read of the stream: at most maxEvents, for at most DOCTOR_LIMITS.streamMs. */
export async function readStream(
  ctx: DoctorContext,
  runId: string,
  resume: { query?: number; header?: number },
  maxEvents: number,
): Promise<StreamSample> {
  return sampleJourneyStream(ctx.client.transport, runId, resume, {
    maxEvents,
    maxMs: Math.min(DOCTOR_LIMITS.streamMs, Math.max(1_000, ctx.deadline - ctx.now())),
    signal: ctx.signal,
  });
}

/**
 * Resumes the stream after the first event of the first read: where it began again, asked both
 * ways and then by ?after alone. The events the resumed read sent.
 */
export async function checkStreamResume(
  ctx: DoctorContext,
  runId: string,
  first: StreamSample['events'],
): Promise<StreamSample['events']> {
  const cursorRow = ctx.finding('stream-cursor');
  if (first.length < 2) {
    cursorRow.unknown.push(`the stream sent ${plural(first.length, 'event')}; a resume needs two`);
    return [];
  }
  const after = first[0]!.seq;
  const expected = first[1]!.seq;
  cursorRow.sent.push(
    `GET …/stream?after=${after} with Last-Event-ID: ${after}, then ?after=${after} alone`,
  );
  const both = await readStream(
    ctx,
    runId,
    { query: after, header: after },
    DOCTOR_LIMITS.streamEvents,
  );
  const resumedAt = both.events[0]?.seq;
  if (resumedAt === undefined) cursorRow.unknown.push('the resumed stream sent no event');
  else if (resumedAt > after)
    cursorRow.held.push(`resumed at event ${resumedAt} (asked after ${after})`);
  else
    cursorRow.differs.push(
      `asked after ${after}, the stream began at event ${resumedAt} (replayed)`,
    );
  const alone = await readStream(ctx, runId, { query: after }, 1);
  const aloneAt = alone.events[0]?.seq;
  if (aloneAt !== undefined && aloneAt <= after) {
    cursorRow.unknown.push(`?after alone is ignored (began at ${aloneAt}); Last-Event-ID is read`);
  } else if (aloneAt === expected) cursorRow.held.push('?after alone resumes too');
  return both.events;
}

/** The events' names (event: and type) against the ones the gate knows. */
export function checkEventNames(ctx: DoctorContext, events: StreamSample['events']): void {
  const row = ctx.finding('event-names');
  row.sent.push('the events of the stream reads');
  if (events.length === 0) {
    row.unknown.push('the stream sent no event');
    return;
  }
  const unknown = new Set<string>();
  const mismatched: string[] = [];
  for (const event of events) {
    const name = event.event ?? event.type;
    if (name === undefined || !KNOWN_EVENTS.has(name)) unknown.add(name ?? '(no name)');
    if (event.event !== undefined && event.type !== undefined && event.event !== event.type) {
      mismatched.push(`${event.event}/${event.type}`);
    }
  }
  if (unknown.size > 0) row.differs.push(`unknown names: ${[...unknown].slice(0, 5).join(', ')}`);
  if (mismatched.length > 0) row.differs.push(`event: and type differ (${mismatched[0]})`);
  if (unknown.size === 0 && mismatched.length === 0) {
    const names = new Set(events.map((e) => e.event ?? e.type));
    row.held.push(`${events.length} events, all named as we expect (${[...names].join(', ')})`);
  }
}
