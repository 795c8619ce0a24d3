/**
 * `ocpi-conformance verify` (issue 44, point 3): whether a Sigstore bundle attests a report file.
 * In order, each a reason to stop: the bundle is a Sigstore bundle of one DSSE envelope of an
 * in-toto Statement; its signature verifies (with the public key given, offline; or, keyless,
 * its certificate chains to the trusted root, with a transparency-log entry or a signed timestamp,
 * and names the repository and signer workflow expected); then the Statement's predicate type is
 * the test-result predicate and the report file's sha256 is a subject's. What was attested is
 * read from the Statement only once the signature holds. Signature checks are @sigstore/verify's.
 *
 * A file that cannot be read is an input error (InputError, naming its option); anything that
 * does not verify is a problem in the outcome, worded to say exactly what failed.
 */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type Bundle,
  bundleFromJSON,
  type SerializedBundle,
  ValidationError,
} from '@sigstore/bundle';
import { X509Certificate } from '@sigstore/core';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { type TrustMaterial, toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify';
import { IN_TOTO_PAYLOAD_TYPE } from '../report/attestation.js';
import { InputError } from '../util/errors.js';
import { fileSha256 } from './attestation.js';
import { type Attested, readStatement } from './attested.js';

export type { Attested } from './attested.js';

/** Fulcio's certificate extension: the repository the workflow ran for (Source Repository URI). */
const OID_SOURCE_REPOSITORY_URI = '1.3.6.1.4.1.57264.1.12';

/** Who is trusted to have signed. */
export type Signer =
  | { kind: 'key'; keyFile: string }
  | {
      kind: 'identity';
      /** owner/name, or the repository's URL on another host. */
      repository: string;
      /** The workflow file, as `owner/name/.github/workflows/file.yml` (or a URL); any of the repository's when absent. */
      signerWorkflow?: string;
      issuer: string;
      trustedRootFile: string;
    };

export interface VerifyRequest {
  reportFile: string;
  bundleFile: string;
  signer: Signer;
  /** The options the files came from, for messages: { report: 'REPORT', bundle: '--bundle', ... }. */
  options: { report: string; bundle: string; key: string; trustedRoot: string };
}

export type Verification =
  | { verified: true; signedBy: string; attested: Attested }
  | { verified: false; problems: string[] };

export async function verifyAttestation(request: VerifyRequest): Promise<Verification> {
  const { options } = request;
  const digest = await readable(
    () => fileSha256(request.reportFile),
    'report',
    `${options.report} ${request.reportFile}`,
  );
  const text = await readable(
    () => readFile(request.bundleFile, 'utf8'),
    'bundle',
    `${options.bundle} ${request.bundleFile}`,
  );
  const trust = await trustOf(request);
  const bundle = parsedBundle(text, request.bundleFile);
  if ('problem' in bundle) return { verified: false, problems: [bundle.problem] };
  const signature = checkSignature(bundle.bundle, trust);
  if (typeof signature !== 'string') return { verified: false, problems: [signature.problem] };
  const envelope = (bundle.bundle.content as { dsseEnvelope: { payload: Buffer } }).dsseEnvelope;
  const read = readStatement(envelope.payload);
  if (!('attested' in read)) return { verified: false, problems: read.problems };
  const problems = [...read.problems];
  if (!read.attested.subjects.some((subject) => subject.sha256 === digest)) {
    const named = read.attested.subjects.map((s) => `${s.name} ${s.sha256}`).join(', ');
    problems.push(
      `The report file's sha256 is ${digest}, which is no subject of the attestation (${named || 'none'}): ${request.reportFile} is not the file that was signed (it was changed since, or it is another run's report).`,
    );
  }
  if (problems.length > 0) return { verified: false, problems };
  return { verified: true, signedBy: signature, attested: read.attested };
}

/** A file read, or an InputError that names it: a file not there is not a failed verification. */
async function readable<T>(read: () => Promise<T>, field: string, named: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new InputError(field, `${named} cannot be read (${code}).`);
  }
}

/** What to verify the signature with: the key, or the trusted root and the identity expected. */
type Trust =
  | { kind: 'key'; key: KeyObject; fingerprint: string; keyFile: string }
  | { kind: 'identity'; material: TrustMaterial; signer: Extract<Signer, { kind: 'identity' }> };

async function trustOf({ signer, options }: VerifyRequest): Promise<Trust> {
  if (signer.kind === 'key') {
    const named = `${options.key} ${signer.keyFile}`;
    const pem = await readable(() => readFile(signer.keyFile), 'key', named);
    let key: KeyObject;
    try {
      // A private key gives its public key; only the public key is needed.
      key = createPublicKey(pem);
    } catch {
      throw new InputError('key', `${named} is not a PEM public key (-----BEGIN PUBLIC KEY-----).`);
    }
    const spki = key.export({ type: 'spki', format: 'der' });
    const fingerprint = createHash('sha256').update(spki).digest('hex');
    return { kind: 'key', key, fingerprint, keyFile: signer.keyFile };
  }
  const named = `${options.trustedRoot} ${signer.trustedRootFile}`;
  const text = await readable(
    () => readFile(signer.trustedRootFile, 'utf8'),
    'trusted-root',
    named,
  );
  return { kind: 'identity', material: trustMaterialOf(text, named), signer };
}

/**
 * Sigstore's trusted root (trusted_root.json), or several, one a line, as `gh attestation
 * trusted-root` writes them (Sigstore's public instance and GitHub's): trusted together.
 */
function trustMaterialOf(text: string, named: string): TrustMaterial {
  const trimmed = text.trim();
  const documents =
    trimmed.startsWith('{') && !trimmed.includes('}\n{') ? [trimmed] : trimmed.split(/\n+/);
  try {
    const roots = documents.map((line) => TrustedRoot.fromJSON(JSON.parse(line)));
    const merged = TrustedRoot.fromJSON({});
    for (const root of roots) {
      merged.tlogs.push(...root.tlogs);
      merged.ctlogs.push(...root.ctlogs);
      merged.certificateAuthorities.push(...root.certificateAuthorities);
      merged.timestampAuthorities.push(...root.timestampAuthorities);
    }
    if (merged.certificateAuthorities.length === 0)
      throw new Error('it names no certificate authority');
    return toTrustMaterial(merged);
  } catch (error) {
    throw new InputError(
      'trusted-root',
      `${named} is not a Sigstore trusted root (${(error as Error).message}). Write one with: gh attestation trusted-root > trusted_root.jsonl`,
    );
  }
}

/** The bundle, checked to be a Sigstore bundle of one DSSE envelope of an in-toto Statement. */
function parsedBundle(text: string, file: string): { bundle: Bundle } | { problem: string } {
  let json: SerializedBundle;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      problem: `${file} is not JSON (${(error as Error).message}): it is no Sigstore bundle.`,
    };
  }
  const signatures = (json as { dsseEnvelope?: { signatures?: unknown[] } }).dsseEnvelope
    ?.signatures;
  if (Array.isArray(signatures) && signatures.length !== 1) {
    return {
      problem: `The bundle's envelope holds ${signatures.length} signatures; a Sigstore bundle holds exactly one, so none of them is taken.`,
    };
  }
  let bundle: Bundle;
  try {
    bundle = bundleFromJSON(json);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return {
      problem: `${file} is not a Sigstore bundle this tool can check: ${error.fields.length > 0 ? `${error.fields.join(', ')} missing or invalid` : error.message}.`,
    };
  }
  if (bundle.content.$case !== 'dsseEnvelope') {
    return { problem: 'The bundle signs a message, not a DSSE envelope of an attestation.' };
  }
  const type = bundle.content.dsseEnvelope.payloadType;
  if (type !== IN_TOTO_PAYLOAD_TYPE) {
    return {
      problem: `The envelope's payload type is "${type}", not "${IN_TOTO_PAYLOAD_TYPE}": it holds no in-toto Statement.`,
    };
  }
  return { bundle };
}

/** Who signed, in words, when the signature verifies; else the problem. */
function checkSignature(bundle: Bundle, trust: Trust): string | { problem: string } {
  const material = bundle.verificationMaterial.content;
  if (trust.kind === 'key') {
    if (material.$case !== 'publicKey') {
      return {
        problem:
          'The bundle is signed keyless (with a certificate), not with a key: verify it with --repository (and --signer-workflow, --trusted-root).',
      };
    }
    const keys: TrustMaterial = {
      certificateAuthorities: [],
      timestampAuthorities: [],
      tlogs: [],
      ctlogs: [],
      publicKey: () => ({ publicKey: trust.key, validFor: () => true }),
    };
    const verifier = new Verifier(keys, { tlogThreshold: 0, ctlogThreshold: 0, tsaThreshold: 0 });
    try {
      verifier.verify(toSignedEntity(bundle));
    } catch (error) {
      const hint = material.publicKey.hint;
      const why =
        hint && hint !== trust.fingerprint
          ? `the bundle was signed with another key (it names the key ${hint.slice(0, 16)}; ${trust.keyFile} is ${trust.fingerprint.slice(0, 16)})`
          : 'the envelope was changed after it was signed, or another key signed it';
      return {
        problem: `The signature does not verify with the public key ${trust.keyFile} (${(error as Error).message}): ${why}.`,
      };
    }
    return `the key ${trust.fingerprint.slice(0, 16)} (${trust.keyFile})`;
  }
  if (material.$case === 'publicKey') {
    return {
      problem: 'The bundle is signed with a key, not keyless: verify it with --key PUBLIC_KEY.',
    };
  }
  return checkIdentity(bundle, trust);
}

/**
 * A keyless signature: the certificate chains to the trusted root, a transparency-log entry (or,
 * without one, a signed timestamp) proves when, and the certificate names the workflow and the
 * repository expected, issued for GitHub Actions' tokens.
 */
function checkIdentity(
  bundle: Bundle,
  trust: Extract<Trust, { kind: 'identity' }>,
): string | { problem: string } {
  const logged = bundle.verificationMaterial.tlogEntries.length > 0;
  const verifier = new Verifier(trust.material, {
    tlogThreshold: logged ? 1 : 0,
    ctlogThreshold: logged ? 1 : 0,
    tsaThreshold: logged ? 0 : 1,
  });
  let identity: { subjectAlternativeName?: string; extensions?: { issuer?: string } } | undefined;
  try {
    identity = verifier.verify(toSignedEntity(bundle)).identity;
  } catch (error) {
    return {
      problem: `The signature does not verify against the trusted root (${(error as Error).message}): the envelope or its certificate was changed, or it was signed elsewhere.`,
    };
  }
  const { signer } = trust;
  const repository = repositoryUrl(signer.repository);
  const workflow = signer.signerWorkflow
    ? `${workflowUrl(signer.signerWorkflow)}@`
    : `${repository}/`;
  const san = identity?.subjectAlternativeName ?? '';
  const issuer = identity?.extensions?.issuer ?? '';
  const source = sourceRepository(bundle);
  const wrong = [
    issuer !== signer.issuer && `its issuer is ${issuer || 'not said'}, not ${signer.issuer}`,
    !san.toLowerCase().startsWith(workflow.toLowerCase()) &&
      `its signer is ${san || 'not said'}, not ${signer.signerWorkflow ? `the workflow ${workflow.slice(0, -1)}` : `a workflow of ${repository}`}`,
    source?.toLowerCase() !== repository.toLowerCase() &&
      `it ran for the repository ${source ?? '(not said)'}, not ${repository}`,
  ].filter(Boolean);
  if (wrong.length > 0) {
    return {
      problem: `The signature verifies, but not as the signer expected: ${wrong.join('; ')}.`,
    };
  }
  return `${san} (issuer ${issuer})`;
}

function repositoryUrl(repository: string): string {
  return repository.includes('://')
    ? repository.replace(/\/+$/, '')
    : `https://github.com/${repository}`;
}

function workflowUrl(workflow: string): string {
  if (workflow.includes('://')) return workflow;
  // owner/name/.github/workflows/x.yml, or host/owner/name/... (a host has a dot)
  return /^[^/]+\.[^/]+\//.test(workflow)
    ? `https://${workflow}`
    : `https://github.com/${workflow}`;
}

/** The certificate's Source Repository URI (a Fulcio extension), when it has one. */
function sourceRepository(bundle: Bundle): string | undefined {
  const material = bundle.verificationMaterial.content;
  const raw =
    material.$case === 'certificate'
      ? material.certificate.rawBytes
      : material.$case === 'x509CertificateChain'
        ? material.x509CertificateChain.certificates[0]?.rawBytes
        : undefined;
  if (!raw) return undefined;
  const extension = X509Certificate.parse(raw).extension(OID_SOURCE_REPOSITORY_URI);
  return extension?.valueObj.subs[0]?.value.toString('utf8');
}
