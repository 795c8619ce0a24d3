/**
 * The default dispatcher honours HTTP_PROXY and NO_PROXY (undici's EnvHttpProxyAgent), for the
 * service and for the update of the job's check run. A real forward proxy and a real target run
 * on 127.0.0.1. This file has its own process-wide state: the environment is set before the
 * client and the check run create their shared dispatchers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchCheckRun } from '../src/action/check-run-request.js';
import { ServiceClient } from '../src/client/index.js';
import { Redactor } from '../src/util/redaction.js';

let target: http.Server;
let proxy: http.Server;
let targetUrl: string;
const proxied: string[] = [];
/** What the target received: method, path and Authorization header. */
const received: string[] = [];
const saved = { ...process.env };

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  target = http.createServer((req, res) => {
    received.push(`${req.method} ${req.url} ${req.headers.authorization}`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ success: true, data: { plan: 'team', seenUrl: req.url } }));
  });
  proxy = http.createServer((req, res) => {
    // A forward proxy receives the absolute URL of the target.
    proxied.push(String(req.url));
    const upstream = http.request(
      String(req.url),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  const targetPort = await listen(target);
  const proxyPort = await listen(proxy);
  targetUrl = `http://127.0.0.1:${targetPort}/api/v1`;
  process.env.HTTP_PROXY = `http://127.0.0.1:${proxyPort}`;
  delete process.env.http_proxy;
  delete process.env.NO_PROXY;
  delete process.env.no_proxy;
});

afterAll(async () => {
  process.env = saved;
  target.closeAllConnections();
  proxy.closeAllConnections();
  await new Promise((r) => target.close(r));
  await new Promise((r) => proxy.close(r));
});

/** The stand-in GitHub API: the same target, under /github. */
const githubUrl = () => targetUrl.replace('/api/v1', '/github');

/** One update of check run `id` of acme/charging, as the action sends it. */
function updateCheckRun(id: number) {
  const address = {
    apiUrl: githubUrl(),
    repository: 'acme/charging',
    id,
    token: 'ghs_proxy_fake_01',
  };
  return patchCheckRun(
    address,
    { output: { title: 't', summary: 's' } },
    AbortSignal.timeout(5_000),
  );
}

describe('proxy settings', () => {
  it('sends requests through HTTP_PROXY', async () => {
    const client = new ServiceClient({
      baseUrl: targetUrl,
      apiKey: 'pets_proxy_key_0001',
      redactor: new Redactor(),
    });
    const usage = await client.usage.get();
    expect(usage.plan).toBe('team');
    expect(proxied).toEqual([`${targetUrl}/usage`]);
  });

  it("sends the update of the job's check run through HTTP_PROXY", async () => {
    proxied.length = 0;
    received.length = 0;
    await updateCheckRun(4242);
    expect(proxied).toEqual([`${githubUrl()}/repos/acme/charging/check-runs/4242`]);
    expect(received).toEqual([
      'PATCH /github/repos/acme/charging/check-runs/4242 Bearer ghs_proxy_fake_01',
    ]);
  });

  it('goes direct for hosts in NO_PROXY', async () => {
    process.env.NO_PROXY = '127.0.0.1';
    const client = new ServiceClient({
      baseUrl: targetUrl,
      apiKey: 'pets_proxy_key_0001',
      redactor: new Redactor(),
    });
    proxied.length = 0;
    received.length = 0;
    await client.usage.get();
    await updateCheckRun(7);
    expect(proxied).toEqual([]);
    expect(received).toHaveLength(2);
  });
});
