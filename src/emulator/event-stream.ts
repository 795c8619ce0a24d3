/**
 * The event stream of a journey run (server-sent events): replays the run's events after a
 * position, then follows the run live until its terminal event, with keep-alive comments while it
 * is idle. A drop-stream fault cuts the socket after a number of frames.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { STREAM_CURSOR_PARAM, TERMINAL_EVENT_NAMES } from '../client/wire.js';
import { badRequest } from './api-error.js';
import { JourneyEngine, type JourneyEvent } from './journey-runs.js';
import type { JourneyRun } from './records.js';
import type { ServiceContext } from './service-context.js';
import { integerParam } from './validate.js';

/** The position to resume after: the Last-Event-ID header, else the cursor parameter, else 0. */
export function streamPosition(headers: IncomingHttpHeaders, query: URLSearchParams): number {
  const header = headers['last-event-id'];
  if (typeof header === 'string' && header.trim() !== '') {
    if (!/^\d+$/.test(header.trim())) {
      throw badRequest(
        'Last-Event-ID',
        `must be an event sequence (integer >= 0), not "${header}"`,
      );
    }
    return Number(header.trim());
  }
  return integerParam(query, STREAM_CURSOR_PARAM, { min: 0 }, 0);
}

/** Replays a run's events after `after`, then follows it live until its terminal event. */
export function followJourney(
  service: ServiceContext,
  res: ServerResponse,
  run: JourneyRun,
  after: number,
  dropAfterEvents: number | undefined,
): Promise<void> {
  return new JourneyStream(service, res, run, after, dropAfterEvents).follow();
}

class JourneyStream {
  /** Sequence of the last event sent; sequences are 1, 2, 3... */
  private sent: number;
  private frames = 0;
  private finished = false;
  private cancelHeartbeat = () => {};
  private unsubscribe = () => {};
  private resolve = () => {};

  constructor(
    private readonly service: ServiceContext,
    private readonly res: ServerResponse,
    private readonly run: JourneyRun,
    after: number,
    private readonly dropAfterEvents: number | undefined,
  ) {
    this.sent = after;
  }

  follow(): Promise<void> {
    const { service, res } = this;
    return new Promise((resolve) => {
      this.resolve = resolve;
      service.log.writeHead(res, 200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      service.openStreams.add(res);
      this.unsubscribe = service.hub.subscribe(this.run.runId, () => this.pump());
      res.on('close', () => this.finish());
      this.beat();
      if (this.dropAfterEvents === 0) {
        res.destroy();
        this.finish();
        return;
      }
      this.pump();
    });
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.unsubscribe();
    this.cancelHeartbeat();
    this.service.openStreams.delete(this.res);
    this.resolve();
  }

  private beat(): void {
    this.cancelHeartbeat = this.service.timers.after(this.service.heartbeatMs, () => {
      if (this.finished) return;
      this.res.write(': keep-alive\n\n');
      this.beat();
    });
  }

  /** Sends the events not sent yet; ends the stream after the terminal one. */
  private pump(): void {
    if (this.finished) return;
    // The event after sequence `sent` is at index `sent`.
    const { events } = this.run.engine;
    for (let index = this.sent; index < events.length; index++) {
      if (this.send(events[index]!) === 'ended') return;
    }
    if (this.run.engine.terminal) {
      // Resumed after the terminal event: nothing more will come.
      this.res.end();
      this.finish();
    }
  }

  private send(event: JourneyEvent): 'sent' | 'ended' {
    const { res } = this;
    const body = JSON.stringify(JourneyEngine.body(event, this.run.runId));
    const frame = `id: ${event.seq}\nevent: ${event.type}\ndata: ${body}\n\n`;
    this.sent = event.seq;
    this.frames++;
    if (this.dropAfterEvents !== undefined && this.frames >= this.dropAfterEvents) {
      // The drop comes once the frames before it reached the client.
      res.write(frame, () => res.destroy());
      this.finish();
      return 'ended';
    }
    res.write(frame);
    if (TERMINAL_EVENT_NAMES.has(event.type)) {
      res.end();
      this.finish();
      return 'ended';
    }
    return 'sent';
  }
}
