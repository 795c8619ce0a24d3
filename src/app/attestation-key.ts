/**
 * Signing with a key (`run --sign-key`): a PEM private key read once, before the run, and a DSSE
 * envelope of the Statement signed with it, as a Sigstore bundle (v0.3, the key named by its hint
 * in the verification material). Loaded only when a key is given: it brings @sigstore/bundle.
 *
 * The key is never printed: a message names its file and what is wrong, never its text or the
 * parser's words about it. Supported: ECDSA P-256 (SHA-256), Ed25519, RSA of 2048 bits or more
 * (PKCS #1 v1.5, SHA-256); these are what Sigstore's public-key verification and `openssl` check.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { bundleToJSON, type SerializedBundle, toDSSEBundle } from '@sigstore/bundle';
import { InputError } from '../util/errors.js';

export interface KeySigner {
  /** The sha256 of the public key (SubjectPublicKeyInfo, DER), lowercase hex: the bundle's hint. */
  hint: string;
  /** The key in words: "ECDSA P-256". */
  kind: string;
  /** A Sigstore bundle of a DSSE envelope of `payload`, signed over its pre-authentication encoding. */
  sign(payload: Buffer, payloadType: string): SerializedBundle;
}

/**
 * The key of `file`, ready to sign; throws an InputError naming `option` (the flag the path came
 * from) when it cannot be read, is no private key, or is of a kind not supported.
 */
export async function loadKeySigner(file: string, option: string): Promise<KeySigner> {
  let pem: Buffer;
  try {
    pem = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(
      'signKey',
      `${option} ${file}: the key file cannot be read (${code ?? 'error'}). Give the path of a PEM private key file.`,
    );
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    const encrypted = pem.includes('ENCRYPTED');
    throw new InputError(
      'signKey',
      encrypted
        ? `${option} ${file} is an encrypted private key: give it unencrypted (keep it in a CI secret and write it to a file the job removes).`
        : `${option} ${file} is not a PEM private key (-----BEGIN PRIVATE KEY----- or -----BEGIN EC PRIVATE KEY-----). A public key is for \`ocpi-conformance verify --key\`.`,
    );
  }
  const { algorithm, kind } = signingAlgorithm(key, `${option} ${file}`);
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const hint = createHash('sha256').update(spki).digest('hex');
  return {
    hint,
    kind,
    sign(payload, payloadType) {
      const signature = sign(algorithm, preAuthEncoding(payloadType, payload), key);
      return bundleToJSON(
        toDSSEBundle({ artifact: payload, artifactType: payloadType, signature, keyHint: hint }),
      );
    },
  };
}

/** The digest a key signs with (null: the scheme has its own, Ed25519), or an InputError. */
function signingAlgorithm(
  key: KeyObject,
  named: string,
): { algorithm: string | null; kind: string } {
  const details = key.asymmetricKeyDetails ?? {};
  switch (key.asymmetricKeyType) {
    case 'ec':
      if (details.namedCurve === 'prime256v1') return { algorithm: 'sha256', kind: 'ECDSA P-256' };
      break;
    case 'ed25519':
      return { algorithm: null, kind: 'Ed25519' };
    case 'rsa':
      if ((details.modulusLength ?? 0) >= 2048) {
        return { algorithm: 'sha256', kind: `RSA ${details.modulusLength}` };
      }
      break;
  }
  const what = [key.asymmetricKeyType, details.namedCurve ?? details.modulusLength]
    .filter(Boolean)
    .join(' ');
  throw new InputError(
    'signKey',
    `${named} is a ${what} key; sign with an ECDSA P-256, Ed25519 or RSA (2048 bits or more) key.`,
  );
}

/**
 * DSSE's pre-authentication encoding (DSSE v1.0 protocol): "DSSEv1", the payload type's length and
 * the type, the payload's length and the payload, separated by single spaces, lengths in ASCII
 * decimal counting bytes. What the signature is over; a verifier builds it again.
 */
export function preAuthEncoding(payloadType: string, payload: Buffer): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  return Buffer.concat([
    Buffer.from(`DSSEv1 ${type.length} `, 'ascii'),
    type,
    Buffer.from(` ${payload.length} `, 'ascii'),
    payload,
  ]);
}
