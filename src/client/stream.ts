/**
 * The journey event stream (4.3, 6): server-sent events replayed from a position and then followed
 * live. Frames are parsed with eventsource-parser. After a drop the stream is reopened with
 * Last-Event-ID (and the cursor query parameter, for servers that only read one of them), and
 * events at or below the last delivered sequence are skipped, so nothing is delivered twice.
 * Events are yielded one at a time and never kept: memory stays flat however long the journey.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { formatBytes } from '../util/numbers.js';
import { AbortedError, BodyLimitError, ServiceError, StreamError } from './errors.js';
import { ReadPacer } from './pacing.js';
import type { CallOptions } from './request.js';
import { backoffDelay, DEFAULT_RETRY, RETRYABLE_STATUSES } from './retry.js';
import type { Transport } from './transport.js';
import { STREAM_CURSOR_PARAM, TERMINAL_EVENT_NAMES } from './wire.js';

export interface JourneyEvent {
  /** The frame's id: the event's sequence number. */
  seq: number;
  /** The SSE event name, or the body's `type` when the frame has none. */
  name: string;
  /** The JSON body of the frame. */
  data: Record<string, unknown>;
}

export interface FollowOptions extends CallOptions {
  /** Deliver only events after this sequence (resume position). */
  afterSeq?: number;
  /** Reopen attempts in a row that deliver nothing before giving up. */
  maxReconnects?: number;
  /** A stream silent for this long is treated as dropped (the server sends keep-alives). */
  idleTimeoutMs?: number;
  /** Told about every reopen, for the log. */
  onReconnect?: (info: { afterSeq: number | undefined; reason: string }) => void;
}

const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RECONNECTS = 8;

/**
 * Follows a journey run's events until a terminal event, or until the stream ends and
 * `isTerminal` says the run is over (then one last reopen drains what is left).
 */
export async function* followJourneyEvents(
  transport: Transport,
  runId: string,
  isTerminal: () => Promise<boolean>,
  options: FollowOptions = {},
): AsyncGenerator<JourneyEvent> {
  const maxReconnects = options.maxReconnects ?? DEFAULT_MAX_RECONNECTS;
  const cursor: Cursor = { lastSeq: options.afterSeq };
  let failuresInARow = 0;
  let draining = false;
  // However the stream ends, it is not reopened sooner than the read floor after the last open.
  const pacer = new ReadPacer(ROUTE, transport);

  for (;;) {
    if (options.signal?.aborted) throw new AbortedError(ROUTE);
    await pacer.ready({ signal: options.signal });
    const pass = yield* readOnce(transport, runId, cursor, options);
    if (pass.sawTerminal) return;
    // A clean end while draining means everything after the last event has been read.
    if (draining && !pass.dropped) return;

    failuresInARow = pass.delivered > 0 ? 0 : failuresInARow + 1;
    if (failuresInARow > maxReconnects) {
      throw new StreamError(
        `The journey event stream of run ${runId} could not be held: ${failuresInARow} reopenings in a row delivered nothing (last: ${pass.reason}).`,
        ROUTE,
      );
    }
    // A clean end is not the run ending: ask the status. After a drop, just reopen.
    if (!pass.dropped && !draining && (await isTerminal().catch(() => false))) draining = true;
    options.onReconnect?.({ afterSeq: cursor.lastSeq, reason: pass.reason });
    transport.log.debug(
      `Journey ${runId}: ${pass.reason}; reopening after event ${cursor.lastSeq ?? 'start'}${draining ? ' to read the last events' : ''}.`,
    );
    if (!draining && pass.delivered === 0) {
      const delay = backoffDelay(failuresInARow - 1, DEFAULT_RETRY) + 100;
      await transport.sleep(delay, options.signal).catch(() => {
        throw new AbortedError(ROUTE);
      });
    }
  }
}

const ROUTE = 'GET /testing/journey-runs/{id}/stream';

/** The longest event-stream frame held: an event is a few hundred bytes. */
export const MAX_FRAME_BYTES = 1024 * 1024;

/** Where the stream is: the last event delivered, so a reopening resumes after it. */
interface Cursor {
  lastSeq: number | undefined;
}

/** How one opening of the stream went. */
interface Pass {
  sawTerminal: boolean;
  delivered: number;
  dropped: boolean;
  reason: string;
}

/** Opens the stream once after the cursor and yields its new events until it ends or drops. */
async function* readOnce(
  transport: Transport,
  runId: string,
  cursor: Cursor,
  options: FollowOptions,
): AsyncGenerator<JourneyEvent, Pass> {
  const pass: Pass = {
    sawTerminal: false,
    delivered: 0,
    dropped: false,
    reason: 'the stream ended',
  };
  const controller = new AbortController();
  const signal = options.signal
    ? AbortSignal.any([options.signal, controller.signal])
    : controller.signal;
  try {
    const lastSeq = cursor.lastSeq;
    const response = await transport.openStream(
      {
        path: `/testing/journey-runs/${encodeURIComponent(runId)}/stream`,
        route: ROUTE.slice(4),
        query: lastSeq === undefined ? undefined : { [STREAM_CURSOR_PARAM]: lastSeq },
        headers: lastSeq === undefined ? undefined : { 'last-event-id': String(lastSeq) },
        resource: { kind: 'journey run', id: runId },
      },
      signal,
      options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    );
    try {
      for await (const event of newEvents(response.body, transport, cursor)) {
        pass.delivered++;
        yield event;
        if (TERMINAL_EVENT_NAMES.has(event.name)) {
          pass.sawTerminal = true;
          break;
        }
      }
    } finally {
      // Stops the socket read when we leave early (terminal event, consumer stopped, error).
      controller.abort();
      response.body.destroy();
    }
  } catch (error) {
    if (options.signal?.aborted) throw new AbortedError(ROUTE);
    if (error instanceof ServiceError && !RETRYABLE_STATUSES.has(error.status)) throw error;
    // An endless frame would be endless again after a reopening.
    if (error instanceof BodyLimitError) throw error;
    pass.dropped = true;
    pass.reason = `the stream dropped (${describe(error)})`;
  }
  return pass;
}

/** The events of a response body after the cursor, moving the cursor as they are yielded. */
async function* newEvents(
  body: AsyncIterable<unknown>,
  transport: Transport,
  cursor: Cursor,
): AsyncGenerator<JourneyEvent> {
  const pending: JourneyEvent[] = [];
  // Bytes fed since the parser last completed something (an event, a comment, a retry field):
  // what it holds of an unfinished frame. A frame that never ends must not fill the memory.
  let sinceFrame = 0;
  const parser = createParser({
    onEvent: (message) => {
      sinceFrame = 0;
      const event = toJourneyEvent(message, transport);
      if (event) pending.push(event);
    },
    onComment: () => {
      sinceFrame = 0;
    },
    onRetry: () => {
      sinceFrame = 0;
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of body) {
    sinceFrame += (chunk as Buffer).length;
    if (sinceFrame > MAX_FRAME_BYTES) {
      throw new BodyLimitError(
        ROUTE,
        `A frame of the journey's event stream (${ROUTE}) is longer than ${formatBytes(MAX_FRAME_BYTES)}, the most read of one event, so reading stopped there. The service (or a proxy in front of it) sent more than any event holds; report it if it stays.`,
      );
    }
    parser.feed(decoder.decode(chunk as Buffer, { stream: true }));
    const ready = pending.splice(0);
    for (const event of ready) {
      if (cursor.lastSeq !== undefined && event.seq <= cursor.lastSeq) continue;
      cursor.lastSeq = event.seq;
      yield event;
    }
  }
}

function toJourneyEvent(
  message: EventSourceMessage,
  transport: Transport,
): JourneyEvent | undefined {
  const seq = Number(message.id);
  if (message.id === undefined || message.id === '' || !Number.isSafeInteger(seq) || seq < 0) {
    transport.log.warn(
      `Ignored a journey event without a valid sequence id (${JSON.stringify(message.id ?? null)}).`,
    );
    return undefined;
  }
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(message.data);
    data =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : { value: parsed };
  } catch {
    transport.log.warn(`Journey event ${seq} has a body that is not JSON; it was skipped.`);
    return undefined;
  }
  const name =
    message.event ||
    (typeof data.type === 'string' ? data.type : undefined) ||
    (typeof data.name === 'string' ? data.name : undefined) ||
    'message';
  return { seq, name, data };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? code : error.message;
  }
  return String(error);
}

/** What one bounded read of a journey's event stream saw (for `doctor`). */
export interface StreamSample {
  /** The events in arrival order: sequence, SSE event name, and the body's `type`. */
  events: { seq: number; event: string | undefined; type: string | undefined }[];
}

/**
 * Opens the stream once and reads it as it comes, at most `maxEvents` events or `maxMs`, with
 * the resume position sent as asked: the cursor query parameter, the Last-Event-ID header, both or
 * neither. Nothing is skipped or reordered: this shows what the service sends.
 */
export async function sampleJourneyStream(
  transport: Transport,
  runId: string,
  resume: { query?: number; header?: number },
  bounds: { maxEvents: number; maxMs: number; signal?: AbortSignal },
): Promise<StreamSample> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), bounds.maxMs);
  const signal = bounds.signal
    ? AbortSignal.any([bounds.signal, controller.signal])
    : controller.signal;
  const sample: StreamSample = { events: [] };
  try {
    const response = await transport.openStream(
      {
        path: `/testing/journey-runs/${encodeURIComponent(runId)}/stream`,
        route: ROUTE.slice(4),
        query: resume.query === undefined ? undefined : { [STREAM_CURSOR_PARAM]: resume.query },
        headers:
          resume.header === undefined ? undefined : { 'last-event-id': String(resume.header) },
        resource: { kind: 'journey run', id: runId },
      },
      signal,
      bounds.maxMs,
    );
    try {
      const parser = createParser({
        onEvent: (message) => {
          const seq = Number(message.id);
          if (!Number.isSafeInteger(seq)) return;
          let type: string | undefined;
          try {
            const body: unknown = JSON.parse(message.data);
            const value = (body as { type?: unknown } | null)?.type;
            if (typeof value === 'string') type = value;
          } catch {
            // A body that is not JSON has no type.
          }
          sample.events.push({ seq, event: message.event, type });
        },
      });
      const decoder = new TextDecoder();
      let bytes = 0;
      for await (const chunk of response.body) {
        bytes += (chunk as Buffer).length;
        if (bytes > MAX_FRAME_BYTES * 4) break;
        parser.feed(decoder.decode(chunk as Buffer, { stream: true }));
        if (sample.events.length >= bounds.maxEvents) break;
      }
    } finally {
      controller.abort();
      response.body.destroy();
    }
  } catch (error) {
    // The bounds ending the read is the read's end, not a failure.
    if (!controller.signal.aborted || bounds.signal?.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  sample.events.splice(bounds.maxEvents);
  return sample;
}
