/**
 * `ocpi-conformance verify` with a key (issue 44, points 3 and 4): the round trip from
 * `run --sign-key` to `verify`, offline; `openssl` (a verifier this project did not write)
 * accepting what `verify` accepts; and a tamper matrix that both reject.
 */
import { generateKeyPairSync } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeySigner } from '../src/app/attestation-key.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { cli, serviceEnv } from './cli-harness.js';
import { OPENSSL, opensslVerdict } from './helpers/openssl-verifier.js';

const KEY = 'pets_cli_verify_team_000000001';
const COMMIT = '89abcdef0123456789abcdef0123456789abcdef';

let emulator: Emulator;
let work: string;

/** A signed run: its report file, its bundle, and the public key of each key type. */
const signed: Record<'ec' | 'ed25519', { report: string; bundle: string; publicPem: string }> =
  {} as never;
let otherKey: string;

function writeKey(name: string, type: 'ec' | 'ed25519') {
  const pair =
    type === 'ec'
      ? generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      : generateKeyPairSync('ed25519');
  const file = path.join(work, `${name}.pem`);
  writeFileSync(file, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
  const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }) as string;
  writeFileSync(path.join(work, `${name}.pub.pem`), publicPem);
  return { file, publicPem, publicFile: path.join(work, `${name}.pub.pem`) };
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'attestation-verify-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
  const env = {
    ...serviceEnv(emulator, KEY),
    GITLAB_CI: 'true',
    CI_COMMIT_SHA: COMMIT,
    CI_PROJECT_URL: 'https://gitlab.example.invalid/acme/cpo',
    CI_JOB_URL: 'https://gitlab.example.invalid/acme/cpo/-/jobs/7',
  };
  for (const type of ['ec', 'ed25519'] as const) {
    const key = writeKey(type, type);
    const report = path.join(work, `${type}-report.json`);
    const run = await cli(
      ['run', '--seed', `verify-${type}`, '--report-file', report, '--sign-key', key.file],
      { env },
    );
    expect(run.code, run.stderr).toBe(0);
    signed[type] = { report, bundle: `${report}.sigstore.json`, publicPem: key.publicPem };
  }
  otherKey = writeKey('other', 'ec').file;
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});

const publicFile = (type: 'ec' | 'ed25519') => path.join(work, `${type}.pub.pem`);

describe('verify --key: the round trip', () => {
  it('verifies the report file and prints what was attested, offline', async () => {
    const { report } = signed.ec;
    const run = await cli(['verify', report, '--key', publicFile('ec')]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(
      new RegExp(
        `^VERIFIED: ${report} is the report file the attestation in ${report}\\.sigstore\\.json graded, signed by the key [0-9a-f]{16} \\(`,
      ),
    );
    expect(lines).toContain('Result: PASSED (verdict pass)');
    expect(lines).toContain('OCPI version: 2.2.1');
    expect(lines.find((l) => l.startsWith('Modules: '))).toMatch(/^Modules: \w+(, \w+)+$/);
    expect(lines).toContain('Seed: verify-ec');
    expect(lines).toContain(`Commit: ${COMMIT} of https://gitlab.example.invalid/acme/cpo`);
    expect(lines.find((l) => l.startsWith('Checks: '))).toMatch(
      /^Checks: \d+ passed, 0 warned, 0 failed \(0 allowed, 0 unobservable, 0 unreached\), \d+ in all$/,
    );
    expect(lines).toContain('Run: https://gitlab.example.invalid/acme/cpo/-/jobs/7');
  });

  it('with --json, one document: verified, who signed, and what was attested', async () => {
    const { report, bundle } = signed.ed25519;
    const run = await cli([
      'verify',
      report,
      '--bundle',
      bundle,
      '--key',
      publicFile('ed25519'),
      '--json',
    ]);
    expect(run.code).toBe(0);
    const doc = run.json();
    expect(doc).toMatchObject({ verified: true, report, bundle });
    expect(doc.attested).toMatchObject({
      result: 'PASSED',
      verdict: 'pass',
      ocpiVersion: '2.2.1',
      seed: 'verify-ed25519',
      commit: COMMIT,
    });
    expect(doc.attested.counts.passed).toBeGreaterThan(0);
  });

  it.runIf(OPENSSL)('openssl accepts what verify accepts (both key types)', () => {
    for (const type of ['ec', 'ed25519'] as const) {
      const { report, bundle, publicPem } = signed[type];
      expect(
        opensslVerdict(JSON.parse(readFileSync(bundle, 'utf8')), report, publicPem, type),
      ).toBe('ok');
    }
  });
});

// biome-ignore lint/suspicious/noExplicitAny: a bundle's JSON, changed field by field
type BundleJson = Record<string, any>;

/** A copy of the EC run's report and bundle, the bundle changed by `tamper`. */
function tampered(name: string, tamper: (bundle: BundleJson) => void, reportByte = false) {
  const dir = mkdtempSync(path.join(work, `${name}-`));
  const report = path.join(dir, 'report.json');
  copyFileSync(signed.ec.report, report);
  if (reportByte) {
    const bytes = readFileSync(report);
    const at = bytes.indexOf(Buffer.from('"verdict"'));
    bytes[at + 1] = 'V'.charCodeAt(0);
    writeFileSync(report, bytes);
  }
  const bundle = JSON.parse(readFileSync(signed.ec.bundle, 'utf8'));
  tamper(bundle);
  const file = `${report}.sigstore.json`;
  writeFileSync(file, JSON.stringify(bundle));
  return { report, bundle, file };
}

const payloadOf = (bundle: BundleJson) =>
  JSON.parse(Buffer.from(bundle.dsseEnvelope.payload, 'base64').toString('utf8'));
const setPayload = (bundle: BundleJson, statement: unknown) => {
  bundle.dsseEnvelope.payload = Buffer.from(JSON.stringify(statement)).toString('base64');
};

describe('the tamper matrix: verify and openssl both reject', () => {
  const cases: [string, (b: BundleJson) => void | Promise<void>, RegExp, boolean?][] = [
    [
      'the result flipped in the payload',
      (b) => {
        const statement = payloadOf(b);
        statement.predicate.result = 'FAILED';
        setPayload(b, statement);
      },
      /The signature does not verify with the public key .* the envelope was changed after it was signed/,
    ],
    [
      'the payload type changed',
      (b) => {
        b.dsseEnvelope.payloadType = 'application/json';
      },
      /The envelope's payload type is "application\/json", not "application\/vnd\.in-toto\+json"/,
    ],
    [
      'a truncated signature',
      (b) => {
        const sig = Buffer.from(b.dsseEnvelope.signatures[0].sig, 'base64');
        b.dsseEnvelope.signatures[0].sig = sig.subarray(0, sig.length - 8).toString('base64');
      },
      /The signature does not verify with the public key/,
    ],
    [
      'a second signature that is bad',
      (b) => {
        const good = b.dsseEnvelope.signatures[0];
        const bad = Buffer.from(good.sig, 'base64');
        bad[bad.length - 1] ^= 0xff;
        b.dsseEnvelope.signatures.push({ keyid: good.keyid, sig: bad.toString('base64') });
      },
      /The bundle's envelope holds 2 signatures; a Sigstore bundle holds exactly one/,
    ],
    [
      'one byte of the report changed',
      () => {},
      /The report file's sha256 is [0-9a-f]{64}, which is no subject of the attestation \(ec-report\.json [0-9a-f]{64}\): .* is not the file that was signed/,
      true,
    ],
  ];

  it.each(cases)('%s', async (name, tamper, words, reportByte) => {
    const copy = tampered(name.replace(/\W+/g, '-'), tamper as (b: BundleJson) => void, reportByte);
    const run = await cli(['verify', copy.report, '--key', publicFile('ec')]);
    expect(run.code, run.stdout).toBe(1);
    expect(run.stdout).toMatch(/^NOT VERIFIED: /);
    expect(run.stdout).toMatch(words);
    if (OPENSSL) {
      expect(opensslVerdict(copy.bundle as never, copy.report, signed.ec.publicPem, 'ec')).not.toBe(
        'ok',
      );
    }
  });

  it('another key: signed by one the hub was not given', async () => {
    const signer = await loadKeySigner(otherKey, '--sign-key');
    const original = JSON.parse(readFileSync(signed.ec.bundle, 'utf8'));
    const payload = Buffer.from(original.dsseEnvelope.payload, 'base64');
    const forged = signer.sign(payload, 'application/vnd.in-toto+json');
    const copy = tampered('another-key', (b) => Object.assign(b, forged));
    const run = await cli(['verify', copy.report, '--key', publicFile('ec')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /The signature does not verify with the public key .*: the bundle was signed with another key \(it names the key [0-9a-f]{16}; .* is [0-9a-f]{16}\)\./,
    );
    if (OPENSSL) {
      expect(opensslVerdict(forged as never, copy.report, signed.ec.publicPem, 'ec')).not.toBe(
        'ok',
      );
    }
    // The same bundle verifies with its own key: the rejection is the key's, not the bundle's.
    const own = path.join(work, 'other.pub.pem');
    expect((await cli(['verify', copy.report, '--key', own])).code).toBe(0);
  });

  it('with --json, the problems listed and verified false', async () => {
    const copy = tampered('json', () => {}, true);
    const run = await cli(['verify', copy.report, '--key', publicFile('ec'), '--json']);
    expect(run.code).toBe(1);
    expect(run.json()).toMatchObject({ verified: false, report: copy.report });
    expect(run.json().problems).toHaveLength(1);
  });
});

describe('verify: what it needs, said before it checks anything', () => {
  it.each([
    [['verify', 'r.json'], /needs --key PUBLIC_KEY .* or --repository OWNER\/NAME/, 'key'],
    [
      ['verify', 'r.json', '--key', 'k', '--repository', 'o/r'],
      /Give either --key .* or --repository/,
      'key',
    ],
    [['verify', 'r.json', '--repository', 'o/r'], /give --trusted-root FILE/, 'trusted-root'],
    [
      ['verify', 'r.json', '--repository', 'not a repo', '--trusted-root', 't'],
      /--repository "not a repo" is not OWNER\/NAME/,
      'repository',
    ],
    [
      ['verify', 'r.json', '--key', 'k', '--signer-workflow', 'o/r/.github/workflows/x.yml'],
      /--signer-workflow is for a keyless bundle/,
      'signer-workflow',
    ],
    [['verify'], /"ocpi-conformance verify" needs REPORT/, 'report'],
  ] as [string[], RegExp, string][])(
    '%j: a usage error (exit 2) naming the flag',
    async (argv, words, field) => {
      const run = await cli([...argv, '--json']);
      expect(run.code).toBe(2);
      expect(run.json().error.message).toMatch(words);
      expect(run.json().error.field).toBe(field);
    },
  );

  it('a report, bundle or key that cannot be read: exit 2, naming it', async () => {
    const missing = path.join(work, 'missing.json');
    let run = await cli(['verify', missing, '--key', publicFile('ec')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`REPORT ${missing} cannot be read (ENOENT).`);
    run = await cli(['verify', signed.ec.report, '--bundle', missing, '--key', publicFile('ec')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--bundle ${missing} cannot be read (ENOENT).`);
    run = await cli(['verify', signed.ec.report, '--key', signed.ec.report]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--key ${signed.ec.report} is not a PEM public key`);
  });

  it('a file that is no bundle: not verified (exit 1), saying so', async () => {
    const notBundle = path.join(work, 'not-bundle.json');
    writeFileSync(notBundle, '{"mediaType": "something else"}');
    const run = await cli([
      'verify',
      signed.ec.report,
      '--bundle',
      notBundle,
      '--key',
      publicFile('ec'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${notBundle} is not a Sigstore bundle this tool can check:`);
  });
});
