/**
 * The action's `attest` end to end, offline (issue 44, points 1 and 4): a whole action step
 * against the emulator signs the result keyless through @actions/attest, with a stand-in of the
 * runner's OIDC token endpoint, Sigstore's own mocks of Fulcio, Rekor and a timestamp authority,
 * and a stand-in of GitHub's attestations API; the bundle goes into the report artifact; then
 * `ocpi-conformance verify` checks it with the identity expected (repository, signer workflow)
 * against the trusted root, and refuses every other identity. Without the permissions, one
 * warning; a failure of signing is said; neither changes the verdict or the step's outcome.
 *
 * Nothing leaves the process but to loopback: nock answers Sigstore's addresses and refuses any
 * other that is not 127.0.0.1.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { TEST_RESULT_PREDICATE_TYPE } from '../src/report/attestation.js';
import { cli } from './cli-harness.js';
import { runStep, type StepRun } from './helpers/action-step.js';
import {
  type ArtifactService,
  artifactEnv,
  startArtifactService,
  unzipEntries,
} from './helpers/artifact-service.js';
import {
  COMMIT,
  githubClaims,
  type LoopbackServer,
  REPOSITORY,
  type SigstoreStandIns,
  standInGitHub,
  standInSigstore,
  WORKFLOW,
  WORKFLOW_REF,
} from './helpers/sigstore-stand-ins.js';

const KEY = 'pets_attest_team_000000001';
const RUNTIME_TOKEN = 'runtime-token-of-the-job';

let emulator: Emulator;
let artifacts: ArtifactService;
let sigstore: SigstoreStandIns;
let github: LoopbackServer;
let work: string;
let visibility: 'public' | 'private' = 'public';
let attestationAnswer = { status: 201, body: { id: 4242 } as unknown };

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
  work = mkdtempSync(path.join(tmpdir(), 'attestation-keyless-'));
  sigstore = await standInSigstore();
  github = await standInGitHub({
    runtimeToken: RUNTIME_TOKEN,
    claims: () => githubClaims(visibility),
    attestation: () => attestationAnswer,
  });
  artifacts = await startArtifactService();
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
  writeFileSync(path.join(work, 'trusted_root.jsonl'), sigstore.trustedRoots);
  writeFileSync(path.join(work, 'public_good_root.json'), sigstore.publicGoodRoot);
});
afterAll(async () => {
  nock.cleanAll();
  nock.enableNetConnect();
  await Promise.all([emulator.close(), artifacts.close(), github.close()]);
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  visibility = 'public';
  attestationAnswer = { status: 201, body: { id: 4242 } };
  sigstore.refuse = {};
  emulator.setScenario('all-pass');
});

/** One action step with `attest: true`, in a workflow of acme/cpo whose job may ask for a token. */
function attestStep(options: { oidc?: boolean; scenario?: string } = {}): Promise<StepRun> {
  const event = path.join(work, `event-${visibility}.json`);
  writeFileSync(event, JSON.stringify({ repository: { full_name: REPOSITORY, visibility } }));
  return runStep({
    work,
    inputs: {
      'base-url': emulator.baseUrl,
      'api-key': KEY,
      attest: 'true',
      'github-token': 'ghs_attest_workflow_token',
    },
    env: {
      ...artifactEnv(artifacts),
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_SHA: COMMIT,
      GITHUB_WORKFLOW_REF: WORKFLOW_REF,
      GITHUB_EVENT_PATH: event,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_API_URL: github.url,
      ...(options.oidc === false
        ? {}
        : {
            ACTIONS_ID_TOKEN_REQUEST_URL: `${github.url}/oidc/token?api-version=2.0`,
            ACTIONS_ID_TOKEN_REQUEST_TOKEN: RUNTIME_TOKEN,
          }),
    },
  });
}

/** The step's warnings about the attestation (a failed gate has one about its check run too). */
const warnings = (run: StepRun) =>
  run.stdout.split('\n').filter((l) => l.startsWith('::warning') && l.includes('attestation'));

function verifyArgs(run: StepRun, ...identity: string[]) {
  return [
    'verify',
    run.outputs['report-file']!,
    '--trusted-root',
    path.join(work, 'trusted_root.jsonl'),
    ...identity,
  ];
}

describe('attest: true, keyless through @actions/attest', () => {
  it("signs on Sigstore's public-good instance for a public repository, stores it, keeps the bundle in the artifact", async () => {
    const before = github.requests.length;
    const run = await attestStep();
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(warnings(run)).toEqual([]);
    // Fulcio for the certificate, Rekor for the public log entry.
    expect(sigstore.requests).toContain('https://fulcio.sigstore.dev/api/v2/signingCert');
    expect(sigstore.requests).toContain('https://rekor.sigstore.dev/api/v1/log/entries');
    // The token was asked for with the job's runtime token; the attestation stored with the workflow's.
    const asked = github.requests.slice(before);
    expect(asked[0]).toMatchObject({
      method: 'GET',
      url: '/oidc/token?api-version=2.0&audience=sigstore',
    });
    const stored = asked.find((r) => r.method === 'POST')!;
    expect(stored.url).toBe(`/repos/${REPOSITORY}/attestations`);
    expect(stored.headers.authorization).toBe('token ghs_attest_workflow_token');
    expect(run.outputs['attestation-id']).toBe('4242');
    expect(run.outputs['attestation-url']).toBe(
      `https://github.com/${REPOSITORY}/attestations/4242`,
    );
    // The bundle beside the report file is the one stored, and the artifact carries it.
    const bundleFile = `${run.outputs['report-file']}.sigstore.json`;
    const bundle = JSON.parse(readFileSync(bundleFile, 'utf8'));
    expect(JSON.parse(stored.body).bundle).toEqual(bundle);
    expect(bundle.verificationMaterial.tlogEntries).toHaveLength(1);
    const entries = unzipEntries(artifacts.uploads.at(-1)!.zip);
    expect(entries.get('ocpi-conformance-report.json.sigstore.json')?.toString()).toBe(
      readFileSync(bundleFile, 'utf8'),
    );
    const statement = JSON.parse(Buffer.from(bundle.dsseEnvelope.payload, 'base64').toString());
    expect(statement.predicateType).toBe(TEST_RESULT_PREDICATE_TYPE);
    expect(statement.predicate.url).toBe(
      `https://github.com/${REPOSITORY}/actions/runs/777/attempts/1`,
    );
    // The summary names the attestation and the command that checks it.
    expect(run.summary).toContain('### Attestation');
    expect(run.summary).toContain(
      `[attestation 4242](https://github.com/${REPOSITORY}/attestations/4242)`,
    );
    expect(run.summary).toContain(
      `gh attestation verify ocpi-conformance-report.json --repo ${REPOSITORY} --predicate-type ${TEST_RESULT_PREDICATE_TYPE} --signer-workflow ${WORKFLOW}`,
    );
    expect(run.summary).toContain("Sigstore's public-good instance");

    // A hub checks the report file it was handed against the bundle, with the identity expected.
    const verified = await cli(
      verifyArgs(run, '--repository', REPOSITORY, '--signer-workflow', WORKFLOW),
    );
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
    expect(verified.stdout).toContain(
      `signed by https://github.com/${WORKFLOW_REF} (issuer https://token.actions.githubusercontent.com).`,
    );
    expect(verified.stdout).toContain('Result: PASSED (verdict pass)');
    expect(verified.stdout).toContain(`Commit: ${COMMIT} of https://github.com/${REPOSITORY}`);
    // Any workflow of the repository, when none is named.
    expect((await cli(verifyArgs(run, '--repository', REPOSITORY))).code).toBe(0);
  });

  it('refuses every other signer: another repository, workflow or issuer, a key, or a root that does not trust it', async () => {
    const run = await attestStep();
    expect(run.code).toBe(0);
    const refused = async (args: string[], words: RegExp) => {
      const result = await cli(args);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.stdout).toMatch(words);
    };
    await refused(
      verifyArgs(run, '--repository', 'acme/other'),
      /not as the signer expected: its signer is https:\/\/github\.com\/acme\/cpo\/.* not a workflow of https:\/\/github\.com\/acme\/other; it ran for the repository https:\/\/github\.com\/acme\/cpo, not https:\/\/github\.com\/acme\/other\./,
    );
    await refused(
      verifyArgs(
        run,
        '--repository',
        REPOSITORY,
        '--signer-workflow',
        `${REPOSITORY}/.github/workflows/release.yml`,
      ),
      /its signer is https:\/\/github\.com\/acme\/cpo\/\.github\/workflows\/conformance\.yml@refs\/heads\/main, not the workflow https:\/\/github\.com\/acme\/cpo\/\.github\/workflows\/release\.yml/,
    );
    await refused(
      verifyArgs(
        run,
        '--repository',
        REPOSITORY,
        '--cert-oidc-issuer',
        'https://token.example.invalid',
      ),
      /its issuer is https:\/\/token\.actions\.githubusercontent\.com, not https:\/\/token\.example\.invalid/,
    );
    const key = path.join(work, 'some.pub.pem');
    const { generateKeyPairSync } = await import('node:crypto');
    writeFileSync(
      key,
      generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({
        type: 'spki',
        format: 'pem',
      }) as string,
    );
    await refused(
      ['verify', run.outputs['report-file']!, '--key', key],
      /is signed keyless \(with a certificate\), not with a key/,
    );
    const untrusted = path.join(work, 'untrusting_root.json');
    writeFileSync(
      untrusted,
      JSON.stringify({
        ...JSON.parse(sigstore.publicGoodRoot),
        certificateAuthorities: [
          JSON.parse(sigstore.trustedRoots.split('\n')[1]!).certificateAuthorities[0],
        ],
      }),
    );
    await refused(
      [
        'verify',
        run.outputs['report-file']!,
        '--repository',
        REPOSITORY,
        '--trusted-root',
        untrusted,
      ],
      /The signature does not verify against the trusted root/,
    );
    // One byte of the report changed.
    const report = readFileSync(run.outputs['report-file']!);
    report[report.indexOf(Buffer.from('"verdict"')) + 1] = 'V'.charCodeAt(0);
    writeFileSync(run.outputs['report-file']!, report);
    await refused(verifyArgs(run, '--repository', REPOSITORY), /is not the file that was signed/);
  });

  it("signs on GitHub's instance for a private repository: a signed timestamp, no public log", async () => {
    visibility = 'private';
    sigstore.requests.length = 0;
    const run = await attestStep();
    expect(run.code, run.stdout).toBe(0);
    expect(warnings(run)).toEqual([]);
    expect(sigstore.requests).toContain('https://fulcio.githubapp.com/api/v2/signingCert');
    expect(sigstore.requests).toContain('https://timestamp.githubapp.com/api/v1/timestamp');
    expect(sigstore.requests.some((r) => r.includes('rekor'))).toBe(false);
    const bundle = JSON.parse(readFileSync(`${run.outputs['report-file']}.sigstore.json`, 'utf8'));
    expect(bundle.verificationMaterial.tlogEntries ?? []).toEqual([]);
    expect(bundle.verificationMaterial.timestampVerificationData.rfc3161Timestamps).toHaveLength(1);
    expect(run.summary).toContain("GitHub's Sigstore instance (no public transparency log)");
    const verified = await cli(
      verifyArgs(run, '--repository', REPOSITORY, '--signer-workflow', WORKFLOW),
    );
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
    // The public-good root alone does not trust GitHub's instance.
    const untrusted = await cli([
      'verify',
      run.outputs['report-file']!,
      '--repository',
      REPOSITORY,
      '--trusted-root',
      path.join(work, 'public_good_root.json'),
    ]);
    expect(untrusted.code).toBe(1);
  });

  it('signs a failed gate too: FAILED, and the step fails for the verdict alone', async () => {
    emulator.setScenario('some-failures');
    const run = await attestStep();
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.outputs['attestation-id']).toBe('4242');
    const verified = await cli([...verifyArgs(run, '--repository', REPOSITORY), '--json']);
    expect(verified.code).toBe(0);
    expect(verified.json().attested).toMatchObject({ result: 'FAILED', verdict: 'fail' });
  });
});

describe('attest: true, and what stays unchanged when it cannot sign', () => {
  it('without id-token: write (no token endpoint): one warning, nothing else changes', async () => {
    const requests = github.requests.length;
    const run = await attestStep({ oidc: false });
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    const said = warnings(run);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('permissions: id-token: write');
    expect(run.outputs['attestation-id']).toBe('');
    expect(run.outputs['attestation-url']).toBe('');
    expect(github.requests.length).toBe(requests);
    expect(run.summary).toContain(
      'Not attested: attest is true, but this job cannot ask for an OIDC token',
    );
    const entries = unzipEntries(artifacts.uploads.at(-1)!.zip);
    expect([...entries.keys()].some((name) => name.endsWith('.sigstore.json'))).toBe(false);
  });

  it('Fulcio refusing the certificate: a warning saying so; the verdict and the exit stand', async () => {
    sigstore.refuse.fulcio = 400;
    const run = await attestStep();
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    const said = warnings(run);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /Could not attest the result \(.*400.*\)\. The verdict and the rest of the step are unchanged\./,
    );
    expect(run.outputs['attestation-id']).toBe('');
  });

  it('GitHub refusing to store it (no attestations: write): a warning saying so; the verdict and the exit stand', async () => {
    emulator.setScenario('some-failures');
    attestationAnswer = {
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    };
    const run = await attestStep();
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    const said = warnings(run);
    expect(said, said.join('\n')).toHaveLength(1);
    expect(said[0]).toContain(
      'Failed to persist attestation: Resource not accessible by integration',
    );
    expect(run.outputs['attestation-id']).toBe('');
  });
});
