/**
 * The token a credentials check was sent with (issue 36, point 2 and 3): the credentials
 * handshake sends the registration token A as well as the current token, and the report masks
 * both. A check that says it was sent with token A gets $OCPI_TOKEN_A in its curl command and in
 * replay; one whose token the recording cannot tell is not guessed (CANNOT TELL, not sent).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Check } from '../src/client/index.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { curlCommand } from '../src/report/curl.js';
import { recordedRequest } from '../src/report/recorded-request.js';
import { cli, serviceEnv } from './cli-harness.js';
import { startStandInPartner } from './helpers/stand-in-partner.js';

const KEY = 'pets_cli_replay_creds_00000001';
let emulator: Emulator;
let work: string;
let reportFile: string;
let checks: Check[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'replay-creds-'));
  emulator = await startEmulator({ speed: 100, owners: [{ id: 't', plan: 'team', keys: [KEY] }] });
  emulator.setScenario({ failRate: 1 });
  reportFile = path.join(work, 'report.json');
  const run = await cli(['run', '--module', 'credentials', '--report-file', reportFile], {
    env: serviceEnv(emulator, KEY),
  });
  expect(run.code, run.stderr).toBe(1);
  const written = JSON.parse(readFileSync(reportFile, 'utf8'));
  checks = written.report.suites.flatMap((s: { checks: Check[] }) => s.checks);
}, 60_000);
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});

function check(testId: string): Check {
  const found = checks.find((c) => c.testId === testId);
  if (!found) throw new Error(`the report holds no ${testId}: ${checks.map((c) => c.testId)}`);
  return found;
}

function authorization(testId: string): string {
  const rendering = curlCommand(recordedRequest(check(testId)));
  if (rendering.kind !== 'command') throw new Error(rendering.reasons.join('; '));
  return (
    rendering.command.split('\n').find((line) => line.trim().startsWith('-H "Authorization')) ?? ''
  );
}

describe("the emulator's credentials checks", () => {
  it('name token A where the check was sent with token A, the current token elsewhere', () => {
    // The recording masks the header whole ("***"): which token it was is not in the value.
    expect(check('2.2.1/credentials/register').exchange?.request?.headers?.Authorization).toBe(
      '***',
    );
    expect(authorization('2.2.1/credentials/register')).toContain('Token $OCPI_TOKEN_A"');
    expect(authorization('2.2.1/credentials/token-a-revoked')).toContain('Token $OCPI_TOKEN_A"');
    for (const id of ['get', 'update', 'register-twice', 'delete', 'versions-get-list']) {
      expect(authorization(`2.2.1/credentials/${id}`), id).toContain('Token $OCPI_TOKEN"');
    }
  });

  it('replay refuses, before any request, when the variable a check needs is not set', async () => {
    const stand = await startStandInPartner(() => ({ status: 200, body: { status_code: 1000 } }));
    try {
      const args = [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--partner-base-url',
        `${stand.baseUrl}/ocpi/versions`,
      ];
      const ids = [
        '--check',
        '2.2.1/credentials/token-a-revoked',
        '--check',
        '2.2.1/credentials/get',
      ];
      const refused = await cli([...args, ...ids, '--yes'], { env: { OCPI_TOKEN: 'current-tok' } });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(
        'The environment variable OCPI_TOKEN_A is not set (or is empty), and 2.2.1/credentials/token-a-revoked sends it',
      );
      expect(stand.taken).toEqual([]);
      const env = { OCPI_TOKEN: 'current-tok', OCPI_TOKEN_A: 'ab+cd/ef==' };
      const sent = await cli([...args, ...ids, '--yes'], { env });
      expect(sent.code, sent.stderr).toBe(1);
      const auth = stand.taken.map((t) => t.headers.authorization);
      expect(auth.sort()).toEqual(['Token ab+cd/ef==', 'Token current-tok']);
      expect(sent.stdout).toContain('- OCPI_TOKEN_A: 2.2.1/credentials/token-a-revoked');
      expect(sent.stdout).toContain('- OCPI_TOKEN: 2.2.1/credentials/get');
    } finally {
      await stand.close();
    }
  });
});

describe('a credentials check built by hand', () => {
  const credentialsPost = (name: string): Check => ({
    testId: '2.2.1/credentials/post-something',
    name,
    passed: false,
    exchange: {
      request: {
        method: 'POST',
        url: 'https://cpo.example.invalid/ocpi/2.2.1/credentials',
        headers: { Authorization: 'Token ***' },
        body: { token: '***', url: 'https://svc.example.invalid/versions', roles: [] },
      },
    },
  });

  it('is not guessed: a POST /credentials that does not say its token is CANNOT TELL', () => {
    const packet = recordedRequest(credentialsPost('POST /credentials answers with credentials'));
    expect(packet.notReplayable.map((n) => n.reason)).toEqual(['credential-unknown']);
    const rendering = curlCommand(packet);
    expect(rendering.kind).toBe('not-replayable');
    if (rendering.kind === 'command') return;
    expect(rendering.reasons[0]).toMatch(/^CANNOT TELL which token .*registration token A/);
  });

  it('is CANNOT TELL when its name speaks of two tokens it is sent with', () => {
    const packet = recordedRequest(
      credentialsPost('with token A it is refused, with token C it is accepted'),
    );
    expect(packet.notReplayable[0]?.text).toMatch(/speak of token A and token C/);
  });

  it('a registration naming token A, and a repeat on a registered party, are told apart', () => {
    const a = recordedRequest(credentialsPost('POST /credentials with token A registers'));
    expect(a.headers.find((h) => h.name === 'Authorization')?.value).toBe('Token $OCPI_TOKEN_A');
    expect(a.placeholders).toContain('OCPI_TOKEN_A');
    const again = recordedRequest(credentialsPost('A second POST /credentials is refused'));
    expect(again.headers.find((h) => h.name === 'Authorization')?.value).toBe('Token $OCPI_TOKEN');
    expect(again.notReplayable).toEqual([]);
  });

  it('outside the credentials module, the current token', () => {
    const packet = recordedRequest({
      testId: '2.2.1/locations/with-token-a',
      name: 'GET /locations with token A',
      passed: false,
      exchange: {
        request: {
          method: 'GET',
          url: 'https://cpo.example.invalid/ocpi/2.2.1/locations',
          headers: { Authorization: 'Token ***' },
        },
      },
    });
    expect(packet.headers[0]?.value).toBe('Token $OCPI_TOKEN');
  });
});
