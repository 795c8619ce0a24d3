/**
 * The journey event stream over a real socket: resume with Last-Event-ID after a drop, no
 * duplicates when the server replays too much, the end of the stream checked against the status,
 * and bounded reconnection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceClient, ServiceError, StreamError } from '../src/client/index.js';
import { Redactor } from '../src/util/redaction.js';

type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  connection: number,
) => void | Promise<void>;

let server: http.Server | undefined;
const seen: { lastEventId?: string; after?: string | null }[] = [];
let statusReads = 0;

async function serve(stream: Handler, status = 'running'): Promise<ServiceClient> {
  let connections = 0;
  seen.length = 0;
  statusReads = 0;
  server = http.createServer((req, res) => {
    const url = new URL(String(req.url), 'http://x');
    if (url.pathname.endsWith('/stream')) {
      seen.push({
        lastEventId: req.headers['last-event-id'] as string | undefined,
        after: url.searchParams.get('after'),
      });
      connections++;
      void stream(req, res, connections);
      return;
    }
    statusReads++;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ success: true, data: { runId: 'jr_1', status } }));
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return new ServiceClient({
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    apiKey: 'pets_stream_key_0001',
    redactor: new Redactor(),
    sleep: async () => {},
  });
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  server = undefined;
});

function frame(seq: number, type: string, fields: Record<string, unknown> = {}): string {
  return `id: ${seq}\nevent: ${type}\ndata: ${JSON.stringify({ seq, type, ...fields })}\n\n`;
}
function open(res: http.ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

async function collect(client: ServiceClient, options = {}) {
  const seqs: number[] = [];
  for await (const event of client.journeys.events('jr_1', options)) seqs.push(event.seq);
  return seqs;
}

describe('journey event stream', () => {
  it('resumes after a drop with Last-Event-ID and delivers no event twice', async () => {
    const client = await serve((_req, res, connection) => {
      open(res);
      if (connection === 1) {
        res.write(frame(1, 'run.started') + frame(2, 'stage.started') + frame(3, 'session.update'));
        // Drop mid-stream: the socket dies without a proper end.
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      // The server replays from too early; the client must skip 2 and 3.
      res.end(
        frame(2, 'stage.started') +
          frame(3, 'session.update') +
          frame(4, 'stage.completed') +
          frame(5, 'run.completed'),
      );
    });
    expect(await collect(client)).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual([
      { lastEventId: undefined, after: null },
      { lastEventId: '3', after: '3' },
    ]);
  });

  it('starts after a given position', async () => {
    const client = await serve((_req, res) => {
      open(res);
      res.end(frame(8, 'stage.completed') + frame(9, 'run.completed'));
    });
    expect(await collect(client, { afterSeq: 7 })).toEqual([8, 9]);
    expect(seen[0]).toEqual({ lastEventId: '7', after: '7' });
  });

  it('on a clean end without a terminal event, asks the status and drains the rest once', async () => {
    const client = await serve((_req, res, connection) => {
      open(res);
      if (connection === 1) res.end(frame(1, 'run.started') + frame(2, 'stage.started'));
      else res.end(frame(3, 'stage.completed'));
    }, 'completed');
    expect(await collect(client)).toEqual([1, 2, 3]);
    expect(seen).toHaveLength(2);
    expect(statusReads).toBe(1);
  });

  it('resumes a drop during the final drain instead of taking it as the end', async () => {
    const client = await serve((_req, res, connection) => {
      open(res);
      if (connection === 1) res.end(frame(1, 'run.started') + frame(2, 'stage.started'));
      else if (connection === 2) {
        res.write(frame(3, 'stage.completed'));
        setTimeout(() => res.socket?.destroy(), 20);
      } else res.end(frame(4, 'cdr.issued'));
    }, 'completed');
    expect(await collect(client)).toEqual([1, 2, 3, 4]);
    expect(seen.map((s) => s.lastEventId)).toEqual([undefined, '2', '3']);
  });

  it('skips frames without a sequence id or with a body that is not JSON', async () => {
    const client = await serve((_req, res) => {
      open(res);
      res.end(
        `event: noise\ndata: {"x":1}\n\n` +
          `id: 1\nevent: run.started\ndata: not json\n\n` +
          `: keep-alive\n\n` +
          frame(2, 'run.completed'),
      );
    });
    expect(await collect(client)).toEqual([2]);
  });

  it('gives up after a bounded number of reopenings that deliver nothing', async () => {
    const client = await serve((_req, res) => {
      open(res);
      res.end();
    });
    const error = await collect(client, { maxReconnects: 3 }).catch((e) => e);
    expect(error).toBeInstanceOf(StreamError);
    expect(seen).toHaveLength(4);
  });

  it('does not reopen a stream the service refuses (404)', async () => {
    const client = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'no such run' }));
    });
    const error = await collect(client).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toMatch(/journey run "jr_1" is unknown/);
    expect(seen).toHaveLength(1);
  });

  it('delivers a long stream in order, one event at a time', async () => {
    const total = 20_000;
    const client = await serve((_req, res) => {
      open(res);
      let seq = 0;
      const pump = () => {
        let chunk = '';
        for (let i = 0; i < 500 && seq < total; i++) {
          seq++;
          chunk += frame(seq, seq === total ? 'run.completed' : 'session.update', { kWh: seq });
        }
        if (seq >= total) res.end(chunk);
        else if (res.write(chunk)) setImmediate(pump);
        else res.once('drain', pump);
      };
      pump();
    });
    let count = 0;
    let last = 0;
    for await (const event of client.journeys.events('jr_1')) {
      expect(event.seq).toBe(last + 1);
      last = event.seq;
      count++;
    }
    expect(count).toBe(total);
  });
});
