/**
 * The run's result, attested (issue 44), for either front end: the report file hashed as it was
 * written, the in-toto Statement of the result (report/attestation.ts), and for `run --sign-key`
 * the Statement signed with the key into a Sigstore bundle beside the report file. The action
 * signs the same Statement keyless (action/attest.ts). The key's code (attestation-key.ts, with
 * @sigstore/bundle) is loaded only when a key is given; a signature never changes the verdict.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BUNDLE_SUFFIX } from '../core/catalogue/attestation.js';
import type { GateResult } from '../core/model.js';
import type { Settings } from '../core/settings.js';
import {
  IN_TOTO_PAYLOAD_TYPE,
  type TestResultStatement,
  testResultStatement,
} from '../report/attestation.js';
import { PACKAGE_NAME, PACKAGE_VERSION } from '../version.js';
import type { KeySigner } from './attestation-key.js';
import { type SecretMask, writeTextFile } from './files.js';

/** Where the bundle of a file goes: beside it, named after it (Sigstore's convention). */
export const bundleFileOf = (reportFile: string) => `${reportFile}${BUNDLE_SUFFIX}`;

/** Where the tested code came from and where the run can be seen, as the CI says. */
export interface AttestationSource {
  /** The commit under test (a git object id). */
  commit?: string;
  /** The repository's URL, e.g. https://github.com/acme/cpo. */
  repository?: string;
  /** The CI run (a workflow run, a job). */
  runUrl?: string;
}

/** The sha256 of a file's bytes, lowercase hex, read as a stream (a report may be hundreds of MB). */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file, { highWaterMark: 1_048_576 }), hash);
  return hash.digest('hex');
}

/** The Statement of a run whose report file was written; undefined without a verdict. */
export async function reportStatement(
  reportFile: string,
  settings: Pick<Settings, 'policy' | 'baseUrl' | 'module'>,
  result: GateResult,
  source: AttestationSource,
  secrets: Pick<SecretMask, 'redact'>,
): Promise<TestResultStatement | undefined> {
  return testResultStatement({
    reportFile: { name: path.basename(reportFile), sha256: await fileSha256(reportFile) },
    result,
    policy: settings.policy,
    baseUrl: settings.baseUrl,
    module: settings.module,
    source,
    toolName: PACKAGE_NAME,
    toolVersion: PACKAGE_VERSION,
    redact: secrets.redact,
  });
}

/** The key of `run --sign-key`, read before any request: a key that cannot sign is an input error. */
export async function loadSigningKey(file: string, option: string): Promise<KeySigner> {
  const { loadKeySigner } = await import('./attestation-key.js');
  return loadKeySigner(file, option);
}

/**
 * The report file's Statement signed with the key, written beside it; returns the bundle's path,
 * or undefined when there is nothing to attest or it could not be written (said in the log).
 */
export async function writeKeySignedBundle(
  reportFile: string,
  signer: KeySigner,
  attested: {
    settings: Pick<Settings, 'policy' | 'baseUrl' | 'module'>;
    result: GateResult;
    source: AttestationSource;
  },
  {
    log,
    secrets,
    option,
  }: { log: { info(line: string): void }; secrets: SecretMask; option: string },
): Promise<string | undefined> {
  const file = bundleFileOf(reportFile);
  return writeTextFile(
    file,
    async () => {
      const statement = await reportStatement(
        reportFile,
        attested.settings,
        attested.result,
        attested.source,
        secrets,
      );
      if (!statement) throw new Error('the run has no verdict to attest');
      const payload = Buffer.from(JSON.stringify(statement), 'utf8');
      return `${JSON.stringify(signer.sign(payload, IN_TOTO_PAYLOAD_TYPE), null, 2)}\n`;
    },
    {
      log,
      option,
      written: `The attestation of ${path.basename(reportFile)} (${statementWords(attested.result)}, signed with the ${signer.kind} key ${signer.hint.slice(0, 16)})`,
      failed: 'the attestation',
    },
  );
}

function statementWords(result: GateResult): string {
  return result.verdict ? `verdict ${result.verdict}` : 'no verdict';
}

/** A bundle signed elsewhere (the action's keyless attestation), written beside the report file. */
export async function writeBundleFile(
  reportFile: string,
  bundle: object,
  { log, option }: { log: { info(line: string): void }; option: string },
): Promise<string | undefined> {
  return writeTextFile(bundleFileOf(reportFile), () => `${JSON.stringify(bundle, null, 2)}\n`, {
    log,
    option,
    written: `The attestation's Sigstore bundle`,
    failed: "the attestation's Sigstore bundle",
  });
}
