/**
 * https:// against a port that serves plain HTTP (issue 33): against the emulator as a user starts
 * it (the `emulator` command), the mistake is configuration (asked once, no wait, exit 4,
 * error-kind refused, "answered in plain HTTP"), as against a bare Node server. A server that
 * resets the connection at the TLS hello cannot be told from an outage without a second, plain
 * request, which the client does not send: it stays an outage (retried, exit 3, unavailable) and
 * its message names the plain-HTTP port as one possible cause.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError, NetworkError, ServiceClient } from '../src/client/index.js';
import { runEmulatorCommand } from '../src/emulator/cli.js';
import type { Emulator } from '../src/emulator/index.js';
import { Redactor } from '../src/util/redaction.js';
import { cli } from './cli-harness.js';

const KEY = 'pets_plain_http_port_0001';

/** The first bytes of a TLS ClientHello record (content type 22, TLS 1.0 record version). */
const TLS_HELLO_START = Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1]);

/** Starts the emulator through its command, as `ocpi-conformance emulator --port 0` does. */
async function emulatorCommand(): Promise<{ emulator: Emulator; stop: () => Promise<number> }> {
  const abort = new AbortController();
  let ready: (emulator: Emulator) => void = () => {};
  const started = new Promise<Emulator>((resolve) => {
    ready = resolve;
  });
  const done = runEmulatorCommand(
    ['--port', '0', '--key', `o=${KEY}`],
    { out: () => {}, err: () => {} },
    { signal: abort.signal, onReady: ready },
  );
  const emulator = await Promise.race([
    started,
    done.then((code) => {
      throw new Error(`the emulator command ended with ${code} before it listened`);
    }),
  ]);
  return {
    emulator,
    stop: () => {
      abort.abort();
      return done;
    },
  };
}

/** A TCP server that resets each connection when its first bytes (a TLS hello) arrive. */
async function resettingServer() {
  const seen = { connections: 0 };
  const server: Server = createServer((socket) => {
    seen.connections++;
    socket.once('data', () => socket.resetAndDestroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What a server sends back to the start of a TLS hello, and whether it then closed. */
async function answerToTlsHello(port: number): Promise<{ text: string; error?: string }> {
  const socket: Socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(TLS_HELLO_START);
  const error = await new Promise<string | undefined>((resolve) => {
    socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code));
    socket.on('close', () => resolve(undefined));
  });
  return { text: Buffer.concat(chunks).toString('latin1'), error };
}

function recordingSleep() {
  const waits: number[] = [];
  return {
    waits,
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  };
}

function client(baseUrl: string, sleep: (ms: number) => Promise<void>) {
  return new ServiceClient({
    baseUrl,
    apiKey: KEY,
    redactor: new Redactor(),
    names: (setting) => (setting === 'baseUrl' ? 'base-url' : setting),
    sleep,
    random: () => 0,
  });
}

describe('https:// against the emulator started by its command', () => {
  let started: Awaited<ReturnType<typeof emulatorCommand>>;
  let httpsUrl: string;
  beforeAll(async () => {
    started = await emulatorCommand();
    httpsUrl = started.emulator.baseUrl.replace(/^http:/, 'https:');
  });
  afterAll(async () => {
    expect(await started.stop()).toBe(0);
  });

  it('answers a TLS hello as Node and Python do: HTTP 400 and close, no reset', async () => {
    const port = Number(new URL(started.emulator.baseUrl).port);
    const answer = await answerToTlsHello(port);
    expect(answer.error).toBeUndefined();
    expect(answer.text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.text.toLowerCase()).toContain('connection: close');
  });

  it('the client: a configuration error, asked once, naming the http:// address to use', async () => {
    const timing = recordingSleep();
    const error = await client(httpsUrl, timing.sleep)
      .connections.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).problem).toBe('plain-http');
    const { host } = new URL(started.emulator.baseUrl);
    expect((error as Error).message).toContain(`The service at ${host} answered in plain HTTP`);
    expect((error as Error).message).toContain(`Use ${started.emulator.baseUrl}`);
    // No retry: nothing waited for.
    expect(timing.waits).toEqual([]);
  });

  it('the CLI: exit 4, error-kind refused, no wait', async () => {
    const timing = recordingSleep();
    const run = await cli(['run', '--json'], {
      client: { sleep: timing.sleep, random: () => 0 },
      env: { OCPI_TESTING_API_KEY: KEY, OCPI_TESTING_BASE_URL: httpsUrl },
    });
    expect(run.code).toBe(4);
    expect(run.json().errorKind).toBe('refused');
    expect(run.json().reason).toContain('answered in plain HTTP');
    expect(timing.waits).toEqual([]);
  });
});

describe('https:// against a server that resets the TLS hello', () => {
  let server: Awaited<ReturnType<typeof resettingServer>>;
  beforeAll(async () => {
    server = await resettingServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('stays an outage (retried, exit 3, unavailable), its message naming the plain-HTTP port as a possible cause', async () => {
    const timing = recordingSleep();
    const url = `https://127.0.0.1:${server.port}/api/v1`;
    const error = await client(url, timing.sleep)
      .connections.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe('ECONNRESET');
    expect(server.seen.connections).toBe(5);
    expect((error as Error).message).toContain(
      `if that port serves plain HTTP, use http://127.0.0.1:${server.port}/api/v1`,
    );

    const run = await cli(['run', '--json'], {
      client: { sleep: async () => {}, random: () => 0 },
      env: { OCPI_TESTING_API_KEY: KEY, OCPI_TESTING_BASE_URL: url },
    });
    expect(run.code).toBe(3);
    expect(run.json().errorKind).toBe('unavailable');
    expect(run.json().reason).toContain('plain HTTP');
  });

  it('over http:// the hint is not given: there was no TLS hello to reset', async () => {
    const error = await client(`http://127.0.0.1:${server.port}/api/v1`, async () => {})
      .connections.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).not.toContain('plain HTTP');
  });
});
