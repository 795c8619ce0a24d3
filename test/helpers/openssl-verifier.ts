/**
 * A verifier of key-signed attestations that this project did not write: `openssl` checks every
 * signature of the DSSE envelope over its pre-authentication encoding (built here from the DSSE
 * protocol's words) and hashes the report file; the policy is in-toto's (the payload type, the
 * Statement's predicate type, the subject's sha256). Used to show that what `verify` accepts, an
 * outside tool accepts, and that what it rejects, that tool rejects too.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const OPENSSL = spawnSync('sh', ['-c', 'command -v openssl'], {
  encoding: 'utf8',
}).stdout.trim();

interface Envelope {
  payloadType: string;
  payload: string;
  signatures: { keyid?: string; sig: string }[];
}

/** "ok", or why the bundle does not attest the report file for the key (public, PEM). */
export function opensslVerdict(
  bundle: { dsseEnvelope: Envelope },
  reportFile: string,
  publicKeyPem: string,
  keyType: 'ec' | 'ed25519',
): string {
  const work = mkdtempSync(path.join(tmpdir(), 'openssl-verify-'));
  try {
    const envelope = bundle.dsseEnvelope;
    const body = Buffer.from(envelope.payload, 'base64');
    const type = Buffer.from(envelope.payloadType, 'utf8');
    const pae = Buffer.concat([
      Buffer.from(`DSSEv1 ${type.length} `),
      type,
      Buffer.from(` ${body.length} `),
      body,
    ]);
    writeFileSync(path.join(work, 'pae.bin'), pae);
    writeFileSync(path.join(work, 'key.pem'), publicKeyPem);
    if (envelope.signatures.length === 0) return 'no signature';
    for (const [index, signature] of envelope.signatures.entries()) {
      writeFileSync(path.join(work, 'sig.bin'), Buffer.from(signature.sig, 'base64'));
      const args =
        keyType === 'ec'
          ? ['dgst', '-sha256', '-verify', 'key.pem', '-signature', 'sig.bin', 'pae.bin']
          : [
              'pkeyutl',
              '-verify',
              '-pubin',
              '-inkey',
              'key.pem',
              '-rawin',
              '-in',
              'pae.bin',
              '-sigfile',
              'sig.bin',
            ];
      const run = spawnSync(OPENSSL, args, { cwd: work, encoding: 'utf8' });
      if (run.status !== 0)
        return `signature ${index + 1} does not verify (openssl: ${run.stdout.trim() || run.stderr.trim().split('\n')[0]})`;
    }
    if (envelope.payloadType !== 'application/vnd.in-toto+json') return 'not an in-toto payload';
    const statement = JSON.parse(body.toString('utf8'));
    if (statement.predicateType !== 'https://in-toto.io/attestation/test-result/v0.1') {
      return 'not a test-result predicate';
    }
    const digest = spawnSync(OPENSSL, ['dgst', '-sha256', '-r', reportFile], { encoding: 'utf8' })
      .stdout.split(' ')[0]!
      .trim();
    const subjects = (statement.subject as { digest: { sha256?: string } }[]).map(
      (s) => s.digest.sha256,
    );
    return subjects.includes(digest) ? 'ok' : `the report's sha256 ${digest} is no subject`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
