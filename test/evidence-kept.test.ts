/**
 * Secrets masked, evidence kept (issue 33, point 6). A value is masked for its key's name only
 * where it is a secret (a string or number: the credentials `token`, an API key); an object under
 * such a key is the partner's evidence (the `token` of an AuthorizationInfo is an OCPI Token: uid,
 * contract_id, issuer, whitelist) and keeps its members. Exchanges carrying an AuthorizationInfo, a
 * Token list and a Credentials object are fed, through the service's run list, to every writer:
 * the report file (streamed to its spool, and written whole), the HTML report, the JUnit file, the
 * CLI's result and --json document, the job summary, the PR comment and the step's log. The
 * partner's credentials token (never registered with any secret store: masked by its name alone)
 * appears in none; the Token objects' fields appear wherever the exchange is shown.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../src/action/main.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { cli, serviceEnv } from './cli-harness.js';
import { recordingCore } from './helpers/fake-core.js';
import { type FakeGitHub, startFakeGitHub, writePullRequestEvent } from './helpers/fake-github.js';
import { type OverrideProxy, startOverrideProxy } from './helpers/override-proxy.js';

const KEY = 'pets_evidence_kept_key_0001';
/** The partner's credentials token: a secret nobody registered. */
const CREDENTIALS_TOKEN = 'ebf3b399-779f-4497-9b9d-ac6ad3cc44d2';
const API_KEY_IN_BODY = 'partner-api-key-77c1d9e2';
const ISSUE = 33;

const tokenObject = (uid: string, contract: string) => ({
  country_code: 'DE',
  party_id: 'ACM',
  uid,
  type: 'RFID',
  contract_id: contract,
  issuer: 'ACME Mobility',
  valid: true,
  whitelist: 'ALLOWED',
  last_updated: '2026-01-01T10:00:00Z',
});
const AUTHORIZED = tokenObject('UIDAUTH0012345', 'DE-ACM-C12345678-4');
const LISTED = [
  tokenObject('UIDLIST0000001', 'DE-ACM-C00000001-X'),
  tokenObject('UIDLIST0000002', 'DE-ACM-C00000002-X'),
];

/** The three exchanges, given to the first three failed checks of the report. */
const EXCHANGES = [
  {
    request: {
      method: 'POST',
      url: 'https://cpo.invalid/ocpi/2.2.1/tokens/UIDAUTH0012345/authorize',
      headers: { Authorization: `Token ${Buffer.from(CREDENTIALS_TOKEN).toString('base64')}` },
    },
    response: {
      status: 200,
      body: {
        data: { allowed: 'ALLOWED', token: AUTHORIZED, authorization_reference: 'AUTHREF77' },
        status_code: 1000,
      },
    },
    latencyMs: 12,
  },
  {
    request: { method: 'GET', url: 'https://cpo.invalid/ocpi/2.2.1/tokens' },
    response: { status: 200, body: { data: LISTED, status_code: 1000 } },
    latencyMs: 9,
  },
  {
    request: {
      method: 'POST',
      url: 'https://cpo.invalid/ocpi/2.2.1/credentials',
      body: {
        token: CREDENTIALS_TOKEN,
        url: 'https://emsp.invalid/ocpi/versions',
        roles: [
          {
            role: 'EMSP',
            party_id: 'EMS',
            country_code: 'NL',
            business_details: { name: 'EMSP Business' },
          },
        ],
        api_key: API_KEY_IN_BODY,
      },
    },
    response: { status: 200, body: { data: { token: CREDENTIALS_TOKEN }, status_code: 1000 } },
    latencyMs: 7,
  },
];

type Json = Record<string, unknown>;

/** The run list with the exchanges planted in the first failed checks of each entry. */
function planted(page: Json): Json {
  for (const entry of (page.data as Json[] | undefined) ?? []) {
    const checks = ((entry.suites as Json[] | undefined) ?? []).flatMap(
      (suite) => suite.checks as Json[],
    );
    checks
      .filter((check) => check.passed === false)
      .slice(0, EXCHANGES.length)
      .forEach((check, i) => {
        check.exchange = EXCHANGES[i];
      });
  }
  return page;
}

let emulator: Emulator;
let proxy: OverrideProxy;
let github: FakeGitHub;
let work: string;
let savedEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'evidence-kept-'));
  emulator = await startEmulator({ speed: 100, owners: [{ id: 'o', plan: 'team', keys: [KEY] }] });
  emulator.setScenario({ failRate: 0.5 });
  proxy = await startOverrideProxy(emulator.baseUrl, (request, response) => {
    if (request.method !== 'GET' || !/\/testing\/runs(\?|$)/.test(request.url ?? '')) return false;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection')
        headers.set(name, value);
    }
    fetch(`${new URL(emulator.baseUrl).origin}${request.url}`, { headers })
      .then(async (answer) => {
        const body = JSON.stringify(planted((await answer.json()) as Json));
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(body);
      })
      .catch(() => response.destroy());
    return true;
  });
  github = await startFakeGitHub();
  const event = writePullRequestEvent(path.join(work, 'event.json'), ISSUE, 'o/r');
  savedEnv = process.env;
  process.env = {
    ...savedEnv,
    GITHUB_API_URL: github.url,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'o/r',
  };
});
afterAll(async () => {
  process.env = savedEnv;
  await proxy?.close();
  await emulator?.close();
  await github?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Neither the credentials token (in any form it travels in) nor the API key in the body. */
function expectNoSecret(text: string, where: string) {
  for (const secret of [CREDENTIALS_TOKEN, API_KEY_IN_BODY]) {
    // A boolean, so that a failure names the writer without printing the whole file.
    expect(text.includes(secret), `${where} shows ${secret}`).toBe(false);
    const base64 = Buffer.from(secret).toString('base64').slice(0, 24);
    expect(text.includes(base64), `${where} shows ${secret} in base64`).toBe(false);
  }
}

/** The Token objects' fields, and the credentials' non-secret fields, as evidence. */
function expectEvidence(text: string, where: string) {
  for (const value of [
    AUTHORIZED.uid,
    AUTHORIZED.contract_id,
    LISTED[0]!.uid,
    LISTED[1]!.contract_id,
    'ACME Mobility',
    'https://emsp.invalid/ocpi/versions',
    'EMSP Business',
  ]) {
    expect(text.includes(value), `${where} keeps ${value}`).toBe(true);
  }
}

describe('secrets masked, evidence kept, in every writer', () => {
  it('the CLI: report file (streamed), HTML report, JUnit file, result and --json document', async () => {
    const files = {
      report: path.join(work, 'cli-report.json'),
      junit: path.join(work, 'cli-junit.xml'),
      html: path.join(work, 'cli-report.html'),
    };
    const flags = ['run', '--report-file', files.report, '--junit', files.junit];
    const env = { ...serviceEnv(emulator, KEY), OCPI_TESTING_BASE_URL: proxy.baseUrl };
    const human = await cli([...flags, '--html-report', files.html], { env });
    expect(human.code, human.stderr).toBe(1);
    const json = await cli([...flags, '--json'], { env });
    expect(json.code, json.stderr).toBe(1);

    const report = readFileSync(files.report, 'utf8');
    const html = readFileSync(files.html, 'utf8');
    const junit = readFileSync(files.junit, 'utf8');
    for (const [where, text] of Object.entries({
      report,
      html,
      junit,
      stdout: human.stdout,
      stderr: human.stderr,
      json: json.stdout,
    })) {
      expectNoSecret(text, where);
    }
    expectEvidence(report, 'report file');
    // The report file holds the partner's Token objects whole, as they were sent.
    const parsed = JSON.parse(report);
    const checks = parsed.report.suites.flatMap((s: { checks: Json[] }) => s.checks);
    const authorize = checks.find((c: Json) => (c.exchange as Json | undefined)?.latencyMs === 12);
    expect(authorize.exchange.response.body.data.token).toEqual(AUTHORIZED);
    const credentials = checks.find((c: Json) => (c.exchange as Json | undefined)?.latencyMs === 7);
    expect(credentials.exchange.request.body).toMatchObject({
      token: '***',
      api_key: '***',
      roles: EXCHANGES[2]!.request.body!.roles,
    });
    // The page embeds the exchanges as JSON text inside JSON: its evidence is there, escaped.
    expectEvidence(html.replaceAll('\\"', '"'), 'HTML report');
    // The JUnit file and the CLI's result show no exchange: nothing to keep, and nothing leaked.
    expect(junit).toContain('<failure');
    expect(json.json().failedChecks.length).toBeGreaterThan(0);
  });

  it('the action: log, job summary, PR comment, report and JUnit files', async () => {
    const dir = mkdtempSync(path.join(work, 'action-'));
    const junit = path.join(dir, 'junit.xml');
    const core = recordingCore({
      'api-key': KEY,
      'base-url': proxy.baseUrl,
      'github-token': 'ghs_evidence_kept_0001',
      comment: 'always',
      'junit-file': junit,
    });
    await runAction(core, {
      env: { RUNNER_TEMP: dir, GITHUB_REPOSITORY: 'o/r', GITHUB_WORKFLOW: 'wf', GITHUB_JOB: 'j' },
    });
    expect(core.outputs.verdict).toBe('fail');
    const report = readFileSync(core.outputs['report-file']!, 'utf8');
    const comment = github.comments(ISSUE).at(-1)!.body;
    for (const [where, text] of Object.entries({
      log: core.log.join('\n'),
      annotations: JSON.stringify(core.annotations),
      summary: core.summaryText,
      comment,
      report,
      junit: readFileSync(junit, 'utf8'),
    })) {
      expectNoSecret(text, where);
    }
    expectEvidence(report, 'report file');
    expect(core.summaryText).toContain('Exchange (redacted)');
    expectEvidence(core.summaryText.replaceAll('&quot;', '"'), 'job summary');
  });
});
