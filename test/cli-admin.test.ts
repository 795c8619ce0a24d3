/**
 * The account commands in-process against the emulator: suites, connections, runs (list, share,
 * unshare, delete) and usage, with --json and human output, and their exit codes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { CONTROL, cli, serviceEnv } from './cli-harness.js';

const KEY = 'pets_cli_admin_team_00000001';
const TOKEN_A = 'cli-admin-token-a-81d0c2f7';
const TOKEN_C = 'cli-admin-token-c-3b6e19aa';

let emulator: Emulator;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
  env = serviceEnv(emulator, KEY);
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.setScenario('all-pass');
  emulator.resetRequests();
});

/** A completed report of the sandbox to work on. */
async function completedReport(): Promise<string> {
  const run = await cli(['run', '--json'], { env });
  expect(run.code).toBe(0);
  return run.json().reportId;
}

function connectionFlags(n: number) {
  return [
    '--partner-base-url',
    `https://cpo-${n}.partner.example/ocpi/versions`,
    '--our-role',
    'emsp',
    '--their-role',
    'CPO',
    '--ocpi-version',
    '2.2.1',
  ];
}

describe('suites', () => {
  it('lists suites without an API key, filtered by version and module', async () => {
    const run = await cli(
      ['suites', '--json', '--ocpi-version', '2.2.1', '--base-url', emulator.baseUrl],
      { env: {} },
    );
    expect(run.code).toBe(0);
    const { suites } = run.json();
    expect(suites.length).toBeGreaterThan(3);
    expect(suites.every((s: { version: string }) => s.version === '2.2.1')).toBe(true);

    const locations = await cli(['suites', '--json', '--module', 'locations'], { env });
    const modules = new Set(locations.json().suites.map((s: { module: string }) => s.module));
    expect([...modules]).toEqual(['locations']);
  });

  it('prints a table for people', async () => {
    const run = await cli(['suites', '--ocpi-version', '2.2.1'], { env });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\d+ suites\nID +OCPI +MODULE +CHECKS +MANDATORY +NAME$/m);
    // The count is the table's rows.
    const [count, , ...rows] = run.stdout.split('\n');
    expect(count).toBe(`${rows.length} suites`);
    expect(run.stdout).toMatch(/^2\.2\.1\/locations\/sender +2\.2\.1 +locations +\d+ /m);
  });

  it('names the valid modules when a module has no suites', async () => {
    const run = await cli(['suites', '--module', 'parking'], { env });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/No suites of module "parking"\. Modules: .*locations/);
  });

  it('rejects an unknown OCPI version before asking: exit 2', async () => {
    const run = await cli(['suites', '--json', '--ocpi-version', '3.0'], { env });
    expect(run.code).toBe(2);
    expect(run.json()).toMatchObject({ errorKind: 'input', error: { field: 'ocpi-version' } });
    expect(run.json().error.message).toContain('--ocpi-version "3.0" is not allowed');
    expect(emulator.requests()).toHaveLength(0);
  });
});

describe('connections', () => {
  it('lists the connections, the sandbox among them', async () => {
    const json = await cli(['connections', 'list', '--json'], { env });
    expect(json.code).toBe(0);
    const { connections, hasMore } = json.json();
    expect(connections.map((c: { _id: string }) => c._id)).toContain(
      emulator.sandboxConnectionId('team'),
    );
    expect(hasMore).toBe(false);

    const human = await cli(['connections', 'list'], { env });
    expect(human.stdout).toMatch(/^ID +KIND +STATUS +OCPI +ROLES +PARTNER$/m);
    expect(human.stdout).toMatch(/ sandbox +registered +2\.2\.1 +EMSP to CPO /);
  });

  it('creates a connection with a registration token, then registers it; tokens never shown', async () => {
    const created = await cli(
      ['connections', 'create', '--json', ...connectionFlags(1), '--token-a', TOKEN_A],
      { env },
    );
    expect(created.code).toBe(0);
    const connection = created.json();
    expect(connection).toMatchObject({
      partnerBaseUrl: 'https://cpo-1.partner.example/ocpi/versions',
      ourRole: 'EMSP',
      theirRole: 'CPO',
      status: 'pending',
    });

    const registered = await cli(['connections', 'register', connection._id, '--json'], { env });
    expect(registered.code).toBe(0);
    expect(registered.json()).toMatchObject({ _id: connection._id, status: 'registered' });

    const human = await cli(['connections', 'register', connection._id], { env });
    expect(human.stdout).toBe(
      `Connection ${connection._id}: https://cpo-1.partner.example/ocpi/versions, OCPI 2.2.1, EMSP to CPO, status registered.`,
    );
    for (const run of [created, registered, human]) {
      expect(`${run.stdout}${run.stderr}`).not.toContain(TOKEN_A);
    }
  });

  it('creates with existing credentials from the environment, and says what to do next', async () => {
    const run = await cli(
      ['connections', 'create', ...connectionFlags(2), '--our-party-id', 'abc'],
      { env: { ...env, OCPI_TESTING_TOKEN_C: TOKEN_C, OCPI_TESTING_OUR_COUNTRY_CODE: 'nl' } },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Created connection con_\S+: https:\/\/cpo-2\.partner\.example/);
    expect(run.stdout).toMatch(
      /Next, run the credentials handshake: ocpi-conformance connections register con_/,
    );
    const sent = emulator.requests({ route: 'POST /connections' });
    expect(sent).toHaveLength(1);
    expect(`${run.stdout}${run.stderr}`).not.toContain(TOKEN_C);
  });

  it('exits 4 when the handshake fails, with the partner error', async () => {
    emulator.setPartner('https://cpo-3.', { status: 'failed', lastError: 'versions answered 503' });
    const created = await cli(
      ['connections', 'create', '--json', ...connectionFlags(3), '--token-a', TOKEN_A],
      { env },
    );
    const id = created.json()._id;
    const run = await cli(['connections', 'register', id, '--json'], { env });
    expect(run.code).toBe(4);
    expect(run.json()).toMatchObject({ _id: id, status: 'failed' });
    expect(run.stderr).toMatch(/handshake with https:\/\/cpo-3\.\S+ failed: versions answered 503/);
  });

  it('rejects a bad country code before any request: exit 2, naming the flag', async () => {
    const run = await cli(
      [
        'connections',
        'create',
        '--json',
        ...connectionFlags(4),
        '--token-c',
        TOKEN_C,
        '--our-party-id',
        'ABC',
        '--our-country-code',
        'NLD',
      ],
      { env },
    );
    expect(run.code).toBe(2);
    const { error } = run.json();
    expect(run.json().errorKind).toBe('input');
    expect(error).toMatchObject({ field: 'our-country-code' });
    expect(error.message).toContain('- --our-country-code: must be exactly 2 letters');
    expect(emulator.requests()).toHaveLength(0);
    expect(`${run.stdout}${run.stderr}`).not.toContain(TOKEN_C);
  });

  it('reports every problem of a request at once', async () => {
    const run = await cli(
      [
        'connections',
        'create',
        '--partner-base-url',
        'not a url',
        '--token-a',
        TOKEN_A,
        '--token-c',
        TOKEN_C,
      ],
      { env: {} },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--api-key is required');
    expect(run.stderr).toContain('--base-url is required');
    expect(run.stderr).toContain('- --our-role: is required');
    expect(run.stderr).toContain('- --partner-base-url: must be an absolute URL');
    expect(run.stderr).not.toContain(TOKEN_A);
    expect(run.stderr).not.toContain(TOKEN_C);
  });

  it('refuses both token forms at once', async () => {
    const run = await cli(
      ['connections', 'create', ...connectionFlags(5), '--token-a', TOKEN_A, '--token-c', TOKEN_C],
      { env },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '- --token-a: use either --token-a (registration) or --token-c (existing credentials), not both.',
    );
    expect(emulator.requests()).toHaveLength(0);
  });

  it('answers an unknown connection with the service error: exit 4', async () => {
    const run = await cli(['connections', 'register', 'con_missing', '--json'], { env });
    expect(run.code).toBe(4);
    expect(run.json()).toMatchObject({ errorKind: 'refused', error: { status: 404 } });
    expect(run.json().error.message).toContain('The connection "con_missing" is unknown');
  });

  it('checks --limit and --direction before asking', async () => {
    const limit = await cli(['connections', 'list', '--limit', '500'], { env });
    expect(limit.code).toBe(2);
    expect(limit.stderr).toContain('--limit must be a whole number from 1 to 100, not "500".');
    const direction = await cli(['connections', 'list', '--direction', 'sideways'], { env });
    expect(direction.code).toBe(2);
    expect(emulator.requests()).toHaveLength(0);
  });
});

describe('runs', () => {
  it('lists every page with --all, and one page with a cursor to go on', async () => {
    for (let i = 0; i < 3; i++) await completedReport();
    const all = await cli(['runs', 'list', '--all', '--limit', '1', '--json'], { env });
    expect(all.code).toBe(0);
    const { runs, nextCursor } = all.json();
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(nextCursor).toBeNull();
    expect(runs[0].suites).toBeUndefined();
    expect(runs[0].suiteCount).toBeGreaterThan(0);
    expect(new Set(runs.map((r: { _id: string }) => r._id)).size).toBe(runs.length);

    const first = await cli(['runs', 'list', '--limit', '1', '--json'], { env });
    expect(first.json().runs).toHaveLength(1);
    expect(first.json().nextCursor).toMatch(/\S/);
    const human = await cli(['runs', 'list', '--limit', '1'], { env });
    expect(human.stdout).toMatch(/^REPORT +STATUS +KIND +OCPI +MODULE +PASSED +SEED +PARTNER$/m);
    expect(human.stdout).toMatch(
      /^More runs follow: add --cursor \S+ for the next page, or --all\.$/m,
    );
  });

  it('filters by status, and checks the status before asking', async () => {
    const completed = await cli(['runs', 'list', '--status', 'completed', '--json'], { env });
    expect(completed.code).toBe(0);
    for (const run of completed.json().runs) expect(run.status).toBe('completed');
    const bad = await cli(['runs', 'list', '--status', 'done', '--json'], { env });
    expect(bad.code).toBe(2);
    expect(bad.json().error.field).toBe('status');
  });

  it('shares a report (the link opens without a key), unshares it (404), and deletion revokes it', async () => {
    const reportId = await completedReport();
    const shared = await cli(['runs', 'share', reportId, '--json'], { env });
    expect(shared.code).toBe(0);
    const { shareToken, url } = shared.json();
    expect(shareToken).toMatch(/\S{8,}/);
    expect(url).toBe(`${emulator.baseUrl}/shared/${shareToken}`);
    expect((await fetch(url)).status).toBe(200);

    const unshared = await cli(['runs', 'unshare', reportId], { env });
    expect(unshared.code).toBe(0);
    expect(unshared.stdout).toBe(
      `The share link of report ${reportId} is revoked; it is private again.`,
    );
    expect((await fetch(url)).status).toBe(404);

    const again = await cli(['runs', 'share', reportId], { env });
    expect(again.code).toBe(0);
    // The token is the user's to pass on: printed in full. The API key never is.
    const token = /^Token: (\S+)$/m.exec(again.stdout)?.[1];
    const link = /^Link: +(\S+)$/m.exec(again.stdout)?.[1];
    expect(link).toBe(`${emulator.baseUrl}/shared/${token}`);
    expect(again.stdout).toContain(`Revoke it with: ocpi-conformance runs unshare ${reportId}`);
    expect((await fetch(link!)).status).toBe(200);

    const deleted = await cli(['runs', 'delete', reportId, '--json'], { env });
    expect(deleted.code).toBe(0);
    expect(deleted.json()).toEqual({ reportId, deleted: true });
    expect((await fetch(link!)).status).toBe(404);

    for (const run of [shared, unshared, again, deleted]) {
      expect(`${run.stdout}${run.stderr}`).not.toContain(KEY);
    }
  });

  it('builds the link from a template', async () => {
    const reportId = await completedReport();
    const run = await cli(
      [
        'runs',
        'share',
        reportId,
        '--json',
        '--share-url-template',
        '{origin}/r/{reportId}?t={token}',
      ],
      { env },
    );
    const { shareToken, url } = run.json();
    expect(url).toBe(`${emulator.origin}/r/${reportId}?t=${shareToken}`);
  });

  it('rejects a template without {token} before asking', async () => {
    const run = await cli(['runs', 'share', 'rep_x', '--share-url-template', '{origin}/r'], {
      env,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--share-url-template has no {token}');
    expect(emulator.requests()).toHaveLength(0);
  });

  it('answers a deleted or unknown report with 404: exit 4', async () => {
    const run = await cli(['runs', 'delete', 'rep_unknown', '--json'], { env });
    expect(run.code).toBe(4);
    expect(run.json()).toMatchObject({ errorKind: 'refused', error: { status: 404 } });
  });

  it('needs the report id', async () => {
    const run = await cli(['runs', 'share'], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"ocpi-conformance runs share" needs REPORT_ID');
    expect(run.stderr).not.toContain('Usage:');
  });
});

describe('usage', () => {
  it('shows the plan and what is used', async () => {
    const json = await cli(['usage', '--json'], { env });
    expect(json.code).toBe(0);
    expect(json.json()).toMatchObject({ plan: 'team', runs: { inflightCap: expect.any(Number) } });
    const human = await cli(['usage'], { env });
    expect(human.stdout).toMatch(/^Plan: team/);
    expect(human.stdout).toMatch(
      /^Runs in flight: \d+ of \d+ at once; at most \d+ starts per minute/m,
    );
    expect(human.stdout).not.toMatch(CONTROL);
  });

  it('says whether its count of connections takes in the sandbox that connections list shows', async () => {
    const usage = (await cli(['usage', '--json'], { env })).json();
    const { connections } = (await cli(['connections', 'list', '--all', '--json'], { env })).json();
    const sandboxes = connections.filter((c: { kind?: string }) => c.kind === 'sandbox').length;
    expect(sandboxes).toBe(1);
    const line = (await cli(['usage'], { env })).stdout
      .split('\n')
      .find((l) => l.startsWith('Connections:'));
    // The fact the words state: the count equals the list without (or with) the sandbox.
    if (usage.connections.active === connections.length - sandboxes) {
      expect(line).toContain('(the built-in sandbox peer is not counted)');
    } else {
      expect(usage.connections.active).toBe(connections.length);
      expect(line).toContain('(the built-in sandbox peer is counted)');
    }
  });

  it('exits 4 when the key is refused, without showing it', async () => {
    const refused = 'pets_cli_admin_refused_0000009';
    const run = await cli(['usage', '--json', '--api-key', refused], { env });
    expect(run.code).toBe(4);
    expect(run.json()).toMatchObject({ errorKind: 'refused', error: { status: 401 } });
    expect(`${run.stdout}${run.stderr}`).not.toContain(refused);
  });

  it('exits 3 when the service cannot be reached', async () => {
    const run = await cli(['usage', '--json', '--base-url', 'http://127.0.0.1:9/api/v1'], {
      env,
      client: { retry: { maxRetries: 0 } },
    });
    expect(run.code).toBe(3);
    expect(run.json().errorKind).toBe('unavailable');
  });
});
