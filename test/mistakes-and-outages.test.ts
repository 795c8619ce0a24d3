/**
 * Mistakes apart from outages, and bounded bodies (issue 26): a base URL that leads elsewhere is
 * configuration (asked once, twice for DNS; exit 4; error-kind refused; a message naming base-url
 * and the likely mistake), an outage stays an outage (retried, exit 3, error-kind unavailable),
 * and a service that never ends its answer is stopped at a stated limit.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MockAgent } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '../src/action/main.js';
import {
  BodyLimitError,
  ConfigurationError,
  NetworkError,
  ServiceClient,
} from '../src/client/index.js';
import { MAX_BODY_BYTES } from '../src/client/request.js';
import {
  PAGE_VALUE_MAX_BYTES,
  readRunListStream,
} from '../src/client/resources/run-list-stream.js';
import { MAX_FRAME_BYTES } from '../src/client/stream.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { Redactor } from '../src/util/redaction.js';
import { cli } from './cli-harness.js';
import { recordingCore } from './helpers/fake-core.js';
import {
  type EndlessProgress,
  endless,
  type OverrideProxy,
  startOverrideProxy,
} from './helpers/override-proxy.js';

const KEY = 'pets_mistakes_key_0000001';
const noSleep = { sleep: async () => {}, random: () => 0 };

/** A plain HTTP server on 127.0.0.1 counting the requests and connections it gets. */
async function plainServer(
  answer: (url: string, response: import('node:http').ServerResponse) => void,
) {
  const seen = { requests: 0, connections: 0 };
  const server: Server = createServer((request, response) => {
    seen.requests++;
    answer(String(request.url), response);
  });
  server.on('connection', () => seen.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function client(
  baseUrl: string,
  extra: Partial<ConstructorParameters<typeof ServiceClient>[0]> = {},
) {
  return new ServiceClient({
    baseUrl,
    apiKey: KEY,
    redactor: new Redactor(),
    names: (setting) => (setting === 'baseUrl' ? 'base-url' : setting),
    ...noSleep,
    ...extra,
  });
}

describe('a base URL that leads elsewhere is configuration', () => {
  let mock: MockAgent;
  beforeEach(() => {
    mock = new MockAgent({ enableCallHistory: true });
    mock.disableNetConnect();
  });
  afterEach(async () => {
    await mock.close();
  });

  /** A dispatcher whose every request fails with `code`, recording how many were sent. */
  function failingWith(code: string, origin: string) {
    mock
      .get(origin)
      .intercept({ path: () => true })
      .replyWithError(Object.assign(new Error(`getaddrinfo ${code}`), { code }))
      .persist();
    return () => mock.getCallHistory()?.calls().length ?? 0;
  }

  it('a host that does not exist: asked twice, not five times, naming base-url and the host', async () => {
    const sent = failingWith('ENOTFOUND', 'https://testin.example.com');
    const error = await client('https://testin.example.com/api/v1', { dispatcher: mock })
      .connections.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).problem).toBe('dns');
    expect((error as Error).message).toContain(
      'The host testin.example.com in base-url does not exist',
    );
    expect((error as Error).message).toContain('typo');
    expect(sent()).toBe(2);
  });

  it('a transient DNS failure (EAI_AGAIN) stays an outage, retried', async () => {
    const sent = failingWith('EAI_AGAIN', 'https://testing.example.com');
    const error = await client('https://testing.example.com/api/v1', { dispatcher: mock })
      .connections.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(sent()).toBe(5);
  });

  it('https against a plain http service: once, saying so and what to use', async () => {
    const server = await plainServer((_url, response) => response.end('{}'));
    try {
      const error = await client(`https://127.0.0.1:${server.port}/api/v1`)
        .connections.list()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message).toContain('answered in plain HTTP');
      expect((error as Error).message).toContain(`http://127.0.0.1:${server.port}/api/v1`);
      expect((error as Error).message).toContain('check the port');
      expect(server.seen.connections).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('an HTML page, a 404 on the API root, a redirect: each asked once, naming base-url', async () => {
    const server = await plainServer((url, response) => {
      if (url.startsWith('/portal/')) {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>Welcome</title>');
      } else if (url.startsWith('/moved/')) {
        response.writeHead(307, {
          location: 'https://new.example.com/api/v1/connections?token=secret-in-query',
        });
        response.end();
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('Not Found');
      }
    });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const cases = [
        [`${base}/portal/api/v1`, 'HTML page'],
        [`${base}/wrong/api/v1`, 'HTTP 404 and no error of the service'],
        [`${base}/moved/api/v1`, 'redirect (HTTP 307) to https://new.example.com'],
      ] as const;
      for (const [url, words] of cases) {
        const before = server.seen.requests;
        const error = await client(url)
          .connections.list()
          .catch((e: unknown) => e);
        expect(error, url).toBeInstanceOf(ConfigurationError);
        expect((error as Error).message).toContain(words);
        expect((error as Error).message).toContain('base-url');
        expect((error as Error).message).not.toContain('secret-in-query');
        expect((error as Error).message).not.toContain('/api/v1/connections?');
        expect(server.seen.requests - before, url).toBe(1);
      }
    } finally {
      await server.close();
    }
  });
});

describe('what a workflow sees: exit codes and error-kind', () => {
  let emulator: Emulator;
  let broken: Awaited<ReturnType<typeof plainServer>>;
  beforeAll(async () => {
    emulator = await startEmulator({
      speed: 100,
      owners: [{ id: 'o', plan: 'team', keys: [KEY] }],
    });
    broken = await plainServer((url, response) => {
      if (url.startsWith('/outage/')) {
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end('<html>Service Unavailable</html>');
      } else {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>Portal</title>');
      }
    });
  });
  afterAll(async () => {
    await emulator.close();
    await broken.close();
  });

  it('the CLI: 4 and refused for a base URL that is not the service, 3 and unavailable for an outage', async () => {
    const options = { client: { sleep: async () => {}, random: () => 0 } };
    const portal = await cli(['run', '--json'], {
      ...options,
      env: {
        OCPI_TESTING_API_KEY: KEY,
        OCPI_TESTING_BASE_URL: `http://127.0.0.1:${broken.port}/portal/api/v1`,
      },
    });
    expect(portal.code).toBe(4);
    expect(portal.json().errorKind).toBe('refused');
    expect(portal.json().reason).toContain('OCPI_TESTING_BASE_URL');

    const before = broken.seen.requests;
    const outage = await cli(['run', '--json'], {
      ...options,
      env: {
        OCPI_TESTING_API_KEY: KEY,
        OCPI_TESTING_BASE_URL: `http://127.0.0.1:${broken.port}/outage/api/v1`,
      },
    });
    expect(outage.code).toBe(3);
    expect(outage.json().errorKind).toBe('unavailable');
    // A 5xx gateway page is an outage: retried.
    expect(broken.seen.requests - before).toBe(5);

    const typo = await cli(['run', '--json', '--base-url', 'not a url'], {
      env: { OCPI_TESTING_API_KEY: KEY },
    });
    expect(typo.code).toBe(2);
    expect(typo.json().errorKind).toBe('input');

    const refusedKey = await cli(['run', '--json'], {
      env: {
        OCPI_TESTING_API_KEY: 'pets_not_a_known_key_00001',
        OCPI_TESTING_BASE_URL: emulator.baseUrl,
      },
    });
    expect(refusedKey.code).toBe(4);
    expect(refusedKey.json().errorKind).toBe('refused');

    const passed = await cli(['run', '--json'], {
      env: { OCPI_TESTING_API_KEY: KEY, OCPI_TESTING_BASE_URL: emulator.baseUrl },
    });
    expect(passed.json().errorKind).toBeNull();
  });

  it('the action: error-kind input, refused, unavailable, and empty with a verdict', async () => {
    const env = { GITHUB_REPOSITORY: 'o/r' };
    const timing = { sleep: async () => {}, random: () => 0 };
    const outputsOf = async (inputs: Record<string, string>) => {
      const core = recordingCore(inputs);
      await runAction(core, { env, client: timing });
      return core.outputs;
    };
    expect(await outputsOf({ 'api-key': KEY, 'base-url': 'ftp://x/api/v1' })).toMatchObject({
      verdict: 'error',
      'error-kind': 'input',
    });
    expect(
      await outputsOf({
        'api-key': KEY,
        'base-url': `http://127.0.0.1:${broken.port}/portal/api/v1`,
      }),
    ).toMatchObject({ verdict: 'error', 'error-kind': 'refused' });
    expect(
      await outputsOf({
        'api-key': KEY,
        'base-url': `http://127.0.0.1:${broken.port}/outage/api/v1`,
      }),
    ).toMatchObject({ verdict: 'error', 'error-kind': 'unavailable' });
    expect(
      await outputsOf({ 'api-key': 'pets_not_a_known_key_00001', 'base-url': emulator.baseUrl }),
    ).toMatchObject({ verdict: 'error', 'error-kind': 'refused' });
    const passed = await outputsOf({ 'api-key': KEY, 'base-url': emulator.baseUrl });
    expect(passed.verdict).toMatch(/^(pass|fail)$/);
    expect(passed['error-kind']).toBe('');
  });
});

describe('bodies that never end', () => {
  let emulator: Emulator;
  /** Answers the connection list with a body that does not end; forwards the rest. */
  let listProxy: OverrideProxy;
  /** Answers the journey event stream with one line that does not end; forwards the rest. */
  let streamProxy: OverrideProxy;
  /**
   * What each proxy wrote before the client went away. Counted at the sender rather than as the
   * process's RSS, which the other test files sharing this process move too.
   */
  const listSent: EndlessProgress = { bytes: 0 };
  const streamSent: EndlessProgress = { bytes: 0 };
  /** Slack for what the sockets and the client's buffers hold beyond the limit. */
  const SOCKET_SLACK = 16 * 1024 * 1024;
  beforeAll(async () => {
    emulator = await startEmulator({
      speed: 100,
      owners: [{ id: 'o', plan: 'team', keys: [KEY] }],
    });
    listProxy = await startOverrideProxy(emulator.baseUrl, (request, response) => {
      if (!String(request.url).includes('/connections')) return false;
      response.writeHead(200, { 'content-type': 'application/json' });
      // Far more than the limit, bounded so that a broken limit cannot hang the test.
      endless(
        response,
        '{"success":true,"data":[',
        '{"_id":"c","label":"x"},',
        64 * MAX_BODY_BYTES,
        listSent,
      );
      return true;
    });
    streamProxy = await startOverrideProxy(emulator.baseUrl, (request, response) => {
      if (!String(request.url).includes('/stream')) return false;
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      endless(
        response,
        'id: 1\nevent: run.started\ndata: "',
        'x'.repeat(65_536),
        64 * MAX_FRAME_BYTES,
        streamSent,
      );
      return true;
    });
  });
  afterAll(async () => {
    await listProxy.close();
    await streamProxy.close();
    await emulator.close();
  });

  it('a list that never ends stops at the limit, naming the route and the size', async () => {
    const error = await client(listProxy.baseUrl)
      .connections.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyLimitError);
    expect((error as Error).message).toContain('GET /connections');
    expect((error as Error).message).toContain('4 MiB');
    // Asked once: the same body would be as long again.
    expect(listProxy.answered).toHaveLength(1);
    // Stopped reading near the limit: the proxy had 64 times as much to send.
    expect(listSent.bytes).toBeLessThan(MAX_BODY_BYTES + SOCKET_SLACK);
  });

  it('a journey whose event line never ends ends with error, naming the stream and the size', async () => {
    const run = await cli(
      [
        'run',
        '--json',
        '--run-kind',
        'journey',
        '--journey',
        JSON.stringify({
          topology: { kind: 'first-successful-charge' },
          clock: { durationSeconds: 36_000, accelerationFactor: 1 },
        }),
      ],
      { env: { OCPI_TESTING_API_KEY: KEY, OCPI_TESTING_BASE_URL: streamProxy.baseUrl } },
    );
    const document = run.json();
    expect(document.verdict).toBe('error');
    expect(document.errorKind).toBe('unavailable');
    expect(document.reason).toContain('/stream');
    expect(document.reason).toContain('1 MiB');
    expect(run.code).toBe(3);
    // Once: an endless frame is not reopened.
    expect(streamProxy.answered).toHaveLength(1);
    expect(streamSent.bytes).toBeLessThan(MAX_FRAME_BYTES + SOCKET_SLACK);
  });
});

describe('a run-list page that never ends', () => {
  it('stops at one endless value, naming the route and the size', async () => {
    let pulled = 0;
    async function* body() {
      yield Buffer.from('{"success":true,"data":[{"_id":"rep_1","suites":[{"checks":[{"name":"');
      // Bounded: 64 MiB of one string, four times the limit.
      for (let i = 0; i < 1024; i++) {
        pulled += 65_536;
        yield Buffer.alloc(65_536, 0x61);
      }
    }
    const error = await readRunListStream(body(), { redactor: new Redactor() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BodyLimitError);
    expect((error as Error).message).toContain('GET /testing/runs');
    expect((error as Error).message).toContain('16 MiB');
    // Read no further than the limit and one chunk: the rest of the 64 MiB was never pulled.
    expect(pulled).toBeLessThanOrEqual(PAGE_VALUE_MAX_BYTES + 65_536);
  });
});
