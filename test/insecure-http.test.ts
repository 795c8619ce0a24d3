/**
 * No key in clear (issue 26): a base URL with plain http to a host outside the loopback range is
 * refused before any request, naming the input and the fix, unless the user opts in; loopback (the
 * emulator) stays allowed.
 */
import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '../src/action/main.js';
import { ServiceClient } from '../src/client/index.js';
import { isLoopback } from '../src/util/loopback.js';
import { Redactor } from '../src/util/redaction.js';
import { cli } from './cli-harness.js';
import { recordingCore } from './helpers/fake-core.js';

const KEY = 'pets_insecure_http_key_0001';
const REMOTE = 'http://testing.example.com/api/v1';

let mock: MockAgent;
/** Every request that reached the dispatcher: there must be none. */
let requests: string[];
beforeEach(() => {
  mock = new MockAgent();
  mock.disableNetConnect();
  requests = [];
  // Any request at all is recorded, and answered, so that a test sees it rather than a hang.
  const pool = mock.get('http://testing.example.com');
  pool
    .intercept({ path: () => true, method: () => true })
    .reply((options) => {
      requests.push(`${options.method} ${options.path}`);
      return { statusCode: 200, data: '{"success":true,"data":[]}' };
    })
    .persist();
});
afterEach(async () => {
  await mock.close();
});

describe('an http base URL to another host', () => {
  it('is refused by the action before any request, naming base-url and the fix', async () => {
    const core = recordingCore({ 'api-key': KEY, 'base-url': REMOTE });
    await runAction(core, { env: { GITHUB_REPOSITORY: 'o/r' }, client: { dispatcher: mock } });
    expect(requests).toEqual([]);
    expect(core.outputs.verdict).toBe('error');
    expect(core.failed).toContain('base-url');
    expect(core.failed).toContain('https://testing.example.com/api/v1');
    expect(core.failed).toContain('allow-insecure-http');
    expect(core.failed).not.toContain(KEY);
  });

  it('is refused by the CLI with exit 2 before any request, for run and for every command', async () => {
    const env = { OCPI_TESTING_API_KEY: KEY, OCPI_TESTING_BASE_URL: REMOTE };
    for (const argv of [['run'], ['connections', 'list'], ['runs', 'list'], ['usage']]) {
      const run = await cli(argv, { env, client: { dispatcher: mock } });
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.stderr).toContain('OCPI_TESTING_BASE_URL');
      expect(run.stderr).toContain('--allow-insecure-http');
      expect(run.stderr).toContain('https://testing.example.com/api/v1');
    }
    expect(requests).toEqual([]);
  });

  it('is refused by the client itself, whoever builds it', () => {
    expect(
      () => new ServiceClient({ baseUrl: REMOTE, apiKey: KEY, redactor: new Redactor() }),
    ).toThrow(/plain http/);
  });

  it('is accepted with the explicit opt-in, by the action and the CLI', async () => {
    const core = recordingCore({
      'api-key': KEY,
      'base-url': REMOTE,
      'allow-insecure-http': 'true',
    });
    await runAction(core, { env: { GITHUB_REPOSITORY: 'o/r' }, client: { dispatcher: mock } });
    expect(core.failed ?? '').not.toContain('plain http');
    expect(requests.length).toBeGreaterThan(0);

    requests = [];
    const run = await cli(['connections', 'list', '--allow-insecure-http', 'true'], {
      env: { OCPI_TESTING_API_KEY: KEY, OCPI_TESTING_BASE_URL: REMOTE },
      client: { dispatcher: mock },
    });
    expect(run.stderr).not.toContain('plain http');
    expect(requests).toEqual(['GET /api/v1/connections']);
  });

  it('refuses a value of allow-insecure-http that is not a boolean, before any request', async () => {
    const run = await cli(['connections', 'list', '--allow-insecure-http', 'yes'], {
      env: { OCPI_TESTING_API_KEY: KEY, OCPI_TESTING_BASE_URL: REMOTE },
      client: { dispatcher: mock },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--allow-insecure-http "yes" is not a boolean');
    expect(requests).toEqual([]);
  });
});

describe('loopback', () => {
  it('needs no opt-in: the emulator runs on this machine', () => {
    for (const host of ['localhost', 'api.localhost', '127.0.0.1', '127.1.2.3', '[::1]']) {
      expect(isLoopback(host), host).toBe(true);
      expect(
        () =>
          new ServiceClient({
            baseUrl: `http://${host}:8787/api/v1`,
            apiKey: KEY,
            redactor: new Redactor(),
          }),
      ).not.toThrow();
    }
    for (const host of ['127.0.0.1.example.com', 'localhost.example.com', '10.0.0.1', '[::2]']) {
      expect(isLoopback(host), host).toBe(false);
    }
  });
});
