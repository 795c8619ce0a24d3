/**
 * `run --sign-key FILE` (issue 44, point 2): the run's result signed with a key into a Sigstore
 * bundle beside the report file, the key read before any request and never printed.
 */
import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { STATEMENT_TYPE, TEST_RESULT_PREDICATE_TYPE } from '../src/report/attestation.js';
import { cli, serviceEnv } from './cli-harness.js';
import { statementErrors } from './helpers/attestation-fixtures.js';

const KEY = 'pets_cli_sign_team_0000000001';

let emulator: Emulator;
let work: string;
let env: NodeJS.ProcessEnv;

/** A key pair of `type`, the private key written as PKCS #8 PEM to a file. */
function keyFile(name: string, type: 'ec' | 'ed25519' | 'rsa', bits = 2048) {
  const pair =
    type === 'ec'
      ? generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      : type === 'rsa'
        ? generateKeyPairSync('rsa', { modulusLength: bits })
        : generateKeyPairSync('ed25519');
  const file = path.join(work, name);
  const pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  writeFileSync(file, pem);
  return { file, pem, publicKey: pair.publicKey };
}

/** DSSE v1's pre-authentication encoding, built here from the protocol's words. */
function pae(type: string, body: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`DSSEv1 ${Buffer.byteLength(type)} ${type} ${body.length} `),
    body,
  ]);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'attestation-key-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
  env = {
    ...serviceEnv(emulator, KEY),
    GITHUB_RUN_ID: '42',
    GITHUB_REPOSITORY: 'acme/cpo',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
  };
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  emulator.setScenario('all-pass');
  emulator.resetRequests();
});

describe('run --sign-key', () => {
  it.each([
    ['ec', 'sha256'],
    ['ed25519', null],
    ['rsa', 'sha256'],
  ] as const)(
    'signs the result with a %s key beside the report file, as a Sigstore bundle',
    async (type, digest) => {
      const key = keyFile(`${type}.pem`, type);
      const report = path.join(work, `${type}-report.json`);
      const run = await cli(['run', '--json', '--report-file', report, '--sign-key', key.file], {
        env,
      });
      expect(run.code, run.stderr).toBe(0);
      const bundleFile = `${report}.sigstore.json`;
      expect(run.json().attestationFile).toBe(bundleFile);
      const bundle = JSON.parse(readFileSync(bundleFile, 'utf8'));
      expect(bundle.mediaType).toBe('application/vnd.dev.sigstore.bundle.v0.3+json');
      const spki = key.publicKey.export({ type: 'spki', format: 'der' });
      const hint = createHash('sha256').update(spki).digest('hex');
      expect(bundle.verificationMaterial.publicKey.hint).toBe(hint);
      const envelope = bundle.dsseEnvelope;
      expect(envelope.payloadType).toBe('application/vnd.in-toto+json');
      expect(envelope.signatures).toHaveLength(1);
      expect(envelope.signatures[0].keyid).toBe(hint);
      const body = Buffer.from(envelope.payload, 'base64');
      const signature = Buffer.from(envelope.signatures[0].sig, 'base64');
      expect(verify(digest, pae(envelope.payloadType, body), key.publicKey, signature)).toBe(true);
      const statement = JSON.parse(body.toString('utf8'));
      expect(statementErrors(statement)).toEqual([]);
      expect(statement._type).toBe(STATEMENT_TYPE);
      expect(statement.predicateType).toBe(TEST_RESULT_PREDICATE_TYPE);
      const sha256 = createHash('sha256').update(readFileSync(report)).digest('hex');
      expect(statement.subject).toEqual([{ name: path.basename(report), digest: { sha256 } }]);
      expect(statement.predicate.result).toBe('PASSED');
      const commit = statement.predicate.configuration.find(
        (d: { name: string }) => d.name === 'commit',
      );
      expect(commit).toEqual({
        name: 'commit',
        uri: 'git+https://github.com/acme/cpo',
        digest: { gitCommit: env.GITHUB_SHA },
      });
      // The key is never printed, not even in part.
      const body64 = key.pem.split('\n')[1]!;
      expect(run.stdout + run.stderr).not.toContain(body64.slice(0, 20));
      expect(run.stderr).toContain(
        `signed with the ${type === 'ec' ? 'ECDSA P-256' : type === 'rsa' ? 'RSA 2048' : 'Ed25519'} key ${hint.slice(0, 16)}`,
      );
    },
  );

  it('takes the key from OCPI_TESTING_SIGN_KEY, and says the file in the human result', async () => {
    const key = keyFile('env.pem', 'ec');
    const report = path.join(work, 'env-report.json');
    const run = await cli(['run', '--report-file', report], {
      env: { ...env, OCPI_TESTING_SIGN_KEY: key.file },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `Attestation: ${report}.sigstore.json (check it with ocpi-conformance verify)`,
    );
    expect(existsSync(`${report}.sigstore.json`)).toBe(true);
  });

  it("signs a failed gate too (FAILED), and the exit code is the verdict's", async () => {
    emulator.setScenario('some-failures');
    const key = keyFile('fail.pem', 'ec');
    const report = path.join(work, 'fail-report.json');
    const run = await cli(['run', '--report-file', report, '--sign-key', key.file], { env });
    expect(run.code, run.stderr).toBe(1);
    const bundle = JSON.parse(readFileSync(`${report}.sigstore.json`, 'utf8'));
    const statement = JSON.parse(Buffer.from(bundle.dsseEnvelope.payload, 'base64').toString());
    expect(statement.predicate.result).toBe('FAILED');
    expect(statement.predicate.failedTests.length).toBeGreaterThan(0);
  });

  it.each([
    ['a file that is not there', () => path.join(work, 'missing.pem'), /cannot be read \(ENOENT\)/],
    [
      'a public key',
      () => {
        const file = path.join(work, 'public.pem');
        const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
        writeFileSync(file, publicKey.export({ type: 'spki', format: 'pem' }) as string);
        return file;
      },
      /is not a PEM private key/,
    ],
    [
      'an encrypted key',
      () => {
        const file = path.join(work, 'encrypted.pem');
        const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
        const pem = privateKey.export({
          type: 'pkcs8',
          format: 'pem',
          cipher: 'aes-256-cbc',
          passphrase: 'secret-passphrase',
        });
        writeFileSync(file, pem as string);
        return file;
      },
      /is an encrypted private key: give it unencrypted/,
    ],
    [
      'an RSA key of 1024 bits',
      () => keyFile('rsa1024.pem', 'rsa', 1024).file,
      /is a rsa 1024 key; sign with an ECDSA P-256, Ed25519 or RSA/,
    ],
  ] as [string, () => string, RegExp][])(
    'refuses %s before any request (exit 2), naming --sign-key',
    async (_, make, words) => {
      const file = make();
      const run = await cli(
        ['run', '--json', '--report-file', path.join(work, 'x.json'), '--sign-key', file],
        { env },
      );
      expect(run.code).toBe(2);
      expect(run.json().error.field).toBe('sign-key');
      expect(run.json().error.message).toMatch(words);
      expect(run.json().error.message).toContain(`--sign-key ${file}`);
      expect(emulator.requests()).toEqual([]);
      expect(existsSync(path.join(work, 'x.json'))).toBe(false);
    },
  );

  it('refuses a P-384 key, by its curve', async () => {
    const file = path.join(work, 'p384.pem');
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
    const run = await cli(['run', '--report-file', path.join(work, 'y.json'), '--sign-key', file], {
      env,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--sign-key ${file} is a ec secp384r1 key`);
  });

  it('needs --report-file: a usage error naming both flags', async () => {
    const key = keyFile('noreport.pem', 'ec');
    const run = await cli(['run', '--sign-key', key.file], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--sign-key signs the report file: give --report-file too.');
    expect(emulator.requests()).toEqual([]);
  });
});
