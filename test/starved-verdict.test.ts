/**
 * The same verdict on a busy machine as on a quiet one: `ocpi-conformance run --flaky-failures
 * tolerate` as a CI job runs it (a process of its own, the sources through
 * test/helpers/cli-entry.mjs), once quietly and once starved of CPU, against the emulator's
 * wavering partner, on two connections with the same history (a SHOULD-breaking check that
 * passes and fails by turns: P F P F P, then F). Both verdict documents must be the same.
 *
 * Starved: the process is stopped (SIGSTOP) for STOPPED_MS each time one of its requests reaches
 * the service, then let go on (SIGCONT), by a pass-through proxy in front of the emulator. That is
 * what a scheduler does to a process at the lowest priority beside busy loops (it gets the CPU
 * rarely, while time runs on), made deterministic: every request it sends, whatever it waits for,
 * is answered only after more than a second of its wall clock has passed without it running. It
 * costs no CPU, so the other test files keep the cores, and it is bounded: one stop per request,
 * the process killed (and let go on) in `finally`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { cli, serviceEnv } from './cli-harness.js';

const QUIET_KEY = 'pets_test_starve_quiet_0123456789';
const STARVED_KEY = 'pets_test_starve_busy_01234567890';
const SOFT_ID = '2.2.1/locations/unknown-object';
/** How long the process is stopped at each of its requests: past any second-long budget. */
const STOPPED_MS = 1_300;

let emulator: Emulator;
/** Run in afterAll too, should a test time out before its own `finally`. */
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  emulator = await startEmulator({
    speed: 100,
    scenario: 'wavering',
    owners: [
      { id: 'quiet', plan: 'team', keys: [QUIET_KEY] },
      { id: 'starved', plan: 'team', keys: [STARVED_KEY] },
    ],
  });
  for (const owner of ['quiet', 'starved']) {
    emulator.setScenario(
      { waver: [{ id: 'locations/unknown-object', breaks: 'should' }] },
      { connectionId: emulator.sandboxConnectionId(owner) },
    );
  }
  // The same history on both connections: five runs each, P F P F P for the wavering check.
  for (const key of [QUIET_KEY, STARVED_KEY]) {
    for (let i = 0; i < 5; i++) {
      const run = await cli(['run', '--json'], { env: serviceEnv(emulator, key) });
      expect(run.json().verdict, run.stderr).not.toBe('error');
    }
  }
});
afterAll(async () => {
  for (const cleanup of cleanups) cleanup();
  await emulator?.close();
});

// The same seed: the partner's faults are drawn from it.
const ARGS = ['run', '--json', '--flaky-failures', 'tolerate', '--seed', 'starved-or-quiet'];

describe('a run starved of CPU', () => {
  it('gives the verdict document of the same run on a quiet machine', async () => {
    const quiet = await cliProcess(emulator.baseUrl, QUIET_KEY);
    const proxy = await starvingProxy(emulator.baseUrl);
    cleanups.push(() => proxy.close());
    let starved: Outcome;
    try {
      starved = await cliProcess(proxy.baseUrl, STARVED_KEY, proxy);
    } finally {
      proxy.close();
    }
    expect(proxy.stops(), 'the starved run was stopped at each of its requests').toBeGreaterThan(2);
    // The quiet run tolerates the flaky failure: the verdict the history gives.
    const quietDoc = JSON.parse(quiet.stdout);
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quietDoc.verdict).toBe('pass');
    expect(quietDoc.flakiness.tolerated).toEqual([SOFT_ID]);
    const starvedDoc = JSON.parse(starved.stdout);
    expect({ code: starved.code, ...verdictOf(starvedDoc) }).toEqual({
      code: quiet.code,
      ...verdictOf(quietDoc),
    });
  }, 60_000);
});

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * What decides and explains the verdict, with each connection's own report ids replaced by their
 * place in its trend (the two connections' reports have different ids, the same places).
 */
// biome-ignore lint/suspicious/noExplicitAny: documents are inspected field by field
function verdictOf(doc: any) {
  const places = new Map<string, string>(
    (doc.trend?.reportIds ?? []).map((id: string, i: number) => [id, `#${i}`]),
  );
  const { verdict, reason, status, counts, passRate, conditions, notes, failedChecks } = doc;
  const picked = {
    ...{ verdict, reason, status, counts, passRate, conditions, notes, failedChecks },
    regressions: doc.regressions,
    trend: doc.trend && { ...doc.trend, reportIds: undefined },
    flakiness: doc.flakiness,
  };
  return JSON.parse(
    JSON.stringify(picked).replace(/rep_[A-Za-z0-9]+/g, (id) => places.get(id) ?? 'rep_?'),
  );
}

/** The CLI in a process of its own, as a CI job runs it; `starve` is told its process. */
function cliProcess(
  baseUrl: string,
  apiKey: string,
  starve?: { watch: (child: ChildProcess) => void },
): Promise<Outcome> {
  const child = spawn(process.execPath, [path.resolve('test/helpers/cli-entry.mjs'), ...ARGS], {
    env: {
      PATH: process.env.PATH ?? '',
      OCPI_TESTING_API_KEY: apiKey,
      OCPI_TESTING_BASE_URL: baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  starve?.watch(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * A pass-through proxy to the emulator that stops the watched process for STOPPED_MS when one of
 * its requests arrives (before the request is passed on), then lets it go on.
 */
async function starvingProxy(target: string) {
  const upstream = new URL(target);
  let child: ChildProcess | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stops = 0;
  const signal = (name: NodeJS.Signals) => {
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(child.pid, name);
      } catch {
        // It has just exited.
      }
    }
  };
  const letGo = () => {
    clearTimeout(timer);
    timer = undefined;
    signal('SIGCONT');
  };
  const server: Server = createServer((req, res) => {
    if (timer === undefined) {
      stops++;
      signal('SIGSTOP');
      timer = setTimeout(letGo, STOPPED_MS);
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${upstream.pathname}`,
    watch(process: ChildProcess) {
      child = process;
      process.on('exit', letGo);
    },
    stops: () => stops,
    close() {
      letGo();
      signal('SIGKILL');
      if (!server.listening) return;
      server.closeAllConnections();
      server.close();
    },
  };
}
