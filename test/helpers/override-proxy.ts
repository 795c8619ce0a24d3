/**
 * A proxy in front of the emulator that answers some requests itself (a misbehaving service or a
 * proxy on the way: an endless body, a redirect, an HTML page) and forwards the rest untouched.
 * Listens on 127.0.0.1; counts the requests it answers itself.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers the request and returns true, or returns false to forward it. */
export type Override = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface OverrideProxy {
  baseUrl: string;
  /** Requests the override answered. */
  answered: string[];
  close(): Promise<void>;
}

export async function startOverrideProxy(
  target: string,
  override: Override,
): Promise<OverrideProxy> {
  const origin = new URL(target).origin;
  const answered: string[] = [];
  const server = createServer((request, response) => {
    if (override(request, response)) {
      answered.push(`${request.method} ${request.url}`);
      return;
    }
    // A client that goes away mid-answer ends the forwarding; nothing else is to be done.
    forward(request, response).catch(() => response.destroy());
  });
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection') {
        headers.set(name, value);
      }
    }
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const answer = await fetch(`${origin}${request.url}`, {
      method: request.method,
      headers,
      body,
    });
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    if (!answer.body) return response.end();
    for await (const chunk of answer.body) {
      if (response.destroyed) return;
      if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
    }
    response.end();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${new URL(target).pathname}`,
    answered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What `endless` has written so far: the bytes the client had taken (plus socket buffers) when it went away. */
export interface EndlessProgress {
  bytes: number;
}

/**
 * Writes `piece` to the response until the client goes away (or `maxBytes`, a test's bound), and
 * counts what it wrote: a client that stops reading at a limit stops the count near that limit.
 */
export function endless(
  response: ServerResponse,
  head: string,
  piece: string,
  maxBytes: number,
  progress: EndlessProgress = { bytes: 0 },
): EndlessProgress {
  let closed = false;
  response.write(head);
  progress.bytes += Buffer.byteLength(head);
  const pump = () => {
    while (progress.bytes < maxBytes && !closed && !response.destroyed) {
      progress.bytes += Buffer.byteLength(piece);
      if (!response.write(piece)) return void response.once('drain', pump);
    }
    response.end();
  };
  response.on('close', () => {
    closed = true;
  });
  pump();
  return progress;
}
