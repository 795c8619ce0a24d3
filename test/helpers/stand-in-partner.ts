/**
 * A stand-in for a partner's OCPI endpoint on 127.0.0.1: it answers each request as the test
 * says (by the recorded X-Request-ID, or by method and path), and keeps every request it took
 * (method, path with query, headers, body) for the test to compare.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TakenRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StandInAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface StandInPartner {
  baseUrl: string;
  taken: TakenRequest[];
  close(): Promise<void>;
}

/** The most bytes of a request body kept (the recorded requests are small). */
const MAX_BODY = 1_048_576;

export async function startStandInPartner(
  answer: (request: TakenRequest) => StandInAnswer,
  options: { delayMs?: number } = {},
): Promise<StandInPartner> {
  const taken: TakenRequest[] = [];
  const server: Server = createServer((request, response) => {
    takeRequest(request, (took) => {
      taken.push(took);
      const { status, body, headers } = answer(took);
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      const reply = () => {
        if (response.destroyed) return;
        response.writeHead(status, {
          'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json',
          ...headers,
        });
        response.end(text);
      };
      if (options.delayMs) setTimeout(reply, options.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    taken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads a request whole (its body up to MAX_BODY) and hands it on as taken. */
export function takeRequest(request: IncomingMessage, then: (took: TakenRequest) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY) chunks.push(chunk);
  });
  request.on('end', () =>
    then({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    }),
  );
}
