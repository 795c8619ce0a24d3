/**
 * Sigstore and GitHub, offline, for the keyless attestation tests (issue 44, point 4): Sigstore's
 * own mocks of Fulcio, Rekor and a timestamp authority (@sigstore/mock's handlers, answered in
 * this process by nock at the addresses @actions/attest signs with, so that nothing leaves it),
 * the trusted root that names their keys (as `gh attestation trusted-root` writes one, a root a
 * line), a stand-in of the runner's OIDC token endpoint and of GitHub's attestations API, both on
 * loopback. The handlers come from @sigstore/mock's index (which loads a nock 13 of its own; the
 * stand-ins answer through the project's nock).
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  fulcioHandler,
  type HandlerFn,
  initializeCA,
  initializeCTLog,
  initializeTLog,
  initializeTSA,
  rekorHandler,
  tsaHandler,
} from '@sigstore/mock';
import nock from 'nock';

export const REPOSITORY = 'acme/cpo';
export const WORKFLOW = `${REPOSITORY}/.github/workflows/conformance.yml`;
export const WORKFLOW_REF = `${WORKFLOW}@refs/heads/main`;
export const COMMIT = 'fedcba9876543210fedcba9876543210fedcba98';
export const ISSUER = 'https://token.actions.githubusercontent.com';

const keyPair = () => generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const bytes = (view: ArrayBufferView) =>
  Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('base64');

export interface SigstoreStandIns {
  /** Both instances' trusted roots, one a line (Sigstore's public-good, then GitHub's). */
  trustedRoots: string;
  /** The public-good root alone: GitHub's certificate authority and timestamps missing. */
  publicGoodRoot: string;
  /** Answer the next Fulcio requests with this status (a refusal). */
  refuse: { fulcio?: number };
  /** Requests answered, by host. */
  requests: string[];
}

/**
 * Fulcio and Rekor at Sigstore's public-good addresses; Fulcio and the timestamp authority at
 * GitHub's (https://fulcio.githubapp.com, https://timestamp.githubapp.com). Fulcio names the
 * signer by the token's `fulcio_san` claim, standing in for what the real one derives from
 * `job_workflow_ref` (https://github.com/ + it); every other claim becomes its extension as in
 * the real one (@sigstore/mock's extensionFromClaims).
 */
export async function standInSigstore(): Promise<SigstoreStandIns> {
  const ctlogKey = keyPair();
  const ctlog = await initializeCTLog(ctlogKey);
  const publicCa = await initializeCA(keyPair(), ctlog);
  // GitHub's instance logs no certificate: no SCT, as with GitHub's own Fulcio. Its certificates
  // and timestamps are dated on a whole second: the mock's timestamp writes milliseconds without
  // their trailing zeros (.12Z), which the verifier rightly refuses as a time (one run in ten).
  // The mocks read the date they are given whenever they issue, so it is set once their roots
  // exist: not before them.
  const issued = new Date(0);
  const githubCa = await initializeCA(keyPair(), undefined, issued);
  const tlog = await initializeTLog('https://rekor.sigstore.dev', keyPair());
  const tsa = await initializeTSA(keyPair(), issued);
  issued.setTime(Math.ceil(Date.now() / 1000) * 1000);
  const standIns: SigstoreStandIns = {
    trustedRoots: '',
    publicGoodRoot: '',
    refuse: {},
    requests: [],
  };
  const answer = (host: string, path: string, fn: HandlerFn, refusable = false) =>
    nock(host)
      .persist()
      .post(path)
      // nock 15 hands a reply function the request (a fetch Request) and awaits what it returns.
      .reply(async (request: Request) => {
        standIns.requests.push(`${host}${path}`);
        if (refusable && standIns.refuse.fulcio) {
          const status = standIns.refuse.fulcio;
          return [status, { code: status, message: 'refused by the test' }];
        }
        const result = await fn(await request.text());
        const headers = { 'Content-Type': result.contentType ?? 'text/plain' };
        return [result.statusCode, Buffer.from(result.response as Uint8Array | string), headers];
      });
  const fulcio = (ca: typeof publicCa) => fulcioHandler(ca, { subjectClaim: 'fulcio_san' });
  answer('https://fulcio.sigstore.dev', fulcio(publicCa).path, fulcio(publicCa).fn, true);
  // Rekor keeps a DSSE entry as its hashes and signatures, not as proposed; the mock logs what it
  // is sent, so it is sent what Rekor would keep.
  const rekor = rekorHandler(tlog);
  answer('https://rekor.sigstore.dev', rekor.path, (body) => rekor.fn(storedDsseEntry(body)));
  answer('https://fulcio.githubapp.com', fulcio(githubCa).path, fulcio(githubCa).fn, true);
  answer('https://timestamp.githubapp.com', tsaHandler(tsa).path, tsaHandler(tsa).fn);

  const since = { start: new Date(Date.now() - 3_600_000).toISOString() };
  const log = (baseUrl: string, publicKey: Buffer, keyId: string) => ({
    baseUrl,
    hashAlgorithm: 'SHA2_256',
    publicKey: {
      rawBytes: publicKey.toString('base64'),
      keyDetails: 'PKIX_ECDSA_P256_SHA_256',
      validFor: since,
    },
    logId: { keyId },
  });
  const publicGood = {
    mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
    tlogs: [
      log(
        'https://rekor.sigstore.dev',
        tlog.publicKey,
        createHash('sha256').update(tlog.publicKey).digest('base64'),
      ),
    ],
    certificateAuthorities: [
      {
        subject: { organization: 'sigstore.mock', commonName: 'sigstore' },
        uri: 'https://fulcio.sigstore.dev',
        certChain: { certificates: [{ rawBytes: bytes(publicCa.rootCertificate) }] },
        validFor: since,
      },
    ],
    ctlogs: [log('https://ctfe.sigstore.dev', ctlog.publicKey, bytes(ctlog.logID))],
    timestampAuthorities: [],
  };
  const github = {
    mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
    tlogs: [],
    certificateAuthorities: [
      {
        subject: { organization: 'GitHub, Inc.', commonName: 'Internal Services Root' },
        uri: 'https://fulcio.githubapp.com',
        certChain: { certificates: [{ rawBytes: bytes(githubCa.rootCertificate) }] },
        validFor: since,
      },
    ],
    ctlogs: [],
    timestampAuthorities: [
      {
        subject: { organization: 'GitHub, Inc.', commonName: 'TSA Timestamping' },
        uri: 'https://timestamp.githubapp.com',
        certChain: {
          certificates: [
            { rawBytes: bytes(tsa.intCertificate) },
            { rawBytes: bytes(tsa.rootCertificate) },
          ],
        },
        validFor: since,
      },
    ],
  };
  standIns.publicGoodRoot = `${JSON.stringify(publicGood)}\n`;
  standIns.trustedRoots = `${JSON.stringify(publicGood)}\n${JSON.stringify(github)}\n`;
  return standIns;
}

/**
 * A proposed Rekor `dsse` 0.0.1 entry (the envelope and its verifiers) as Rekor stores it: the
 * sha256 of the envelope and of its payload, and each signature with its verifier.
 */
function storedDsseEntry(body: string): string {
  const proposed = JSON.parse(body);
  if (proposed.kind !== 'dsse') return body;
  const { envelope, verifiers } = proposed.spec.proposedContent;
  const parsed = JSON.parse(envelope);
  const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
  return JSON.stringify({
    apiVersion: proposed.apiVersion,
    kind: 'dsse',
    spec: {
      envelopeHash: { algorithm: 'sha256', value: sha256(envelope) },
      payloadHash: { algorithm: 'sha256', value: sha256(Buffer.from(parsed.payload, 'base64')) },
      signatures: parsed.signatures.map((s: { sig: string }, i: number) => ({
        signature: s.sig,
        verifier: verifiers[i] ?? verifiers[0],
      })),
    },
  });
}

/** The claims of a GitHub Actions OIDC token for the conformance workflow of acme/cpo. */
export function githubClaims(visibility: 'public' | 'private'): Record<string, string> {
  return {
    iss: ISSUER,
    aud: 'sigstore',
    sub: `repo:${REPOSITORY}:ref:refs/heads/main`,
    fulcio_san: `https://github.com/${WORKFLOW_REF}`,
    repository: REPOSITORY,
    repository_owner: 'acme',
    repository_id: '1001',
    repository_owner_id: '2002',
    repository_visibility: visibility,
    job_workflow_ref: WORKFLOW_REF,
    workflow_ref: WORKFLOW_REF,
    ref: 'refs/heads/main',
    sha: COMMIT,
    event_name: 'push',
    run_id: '777',
    run_attempt: '1',
    runner_environment: 'github-hosted',
  };
}

export interface LoopbackServer {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/**
 * The runner's OIDC token endpoint (ACTIONS_ID_TOKEN_REQUEST_URL) and GitHub's REST API
 * (GITHUB_API_URL), on one loopback server: a token with `claims` for the bearer `runtimeToken`,
 * and POST /repos/{owner}/{repo}/attestations answered with `attestation` (status, body).
 */
export async function standInGitHub(options: {
  runtimeToken: string;
  claims: () => Record<string, string>;
  attestation: () => { status: number; body: unknown };
}): Promise<LoopbackServer> {
  const requests: LoopbackServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://loopback');
      const reply = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'GET' && url.pathname === '/oidc/token') {
        if (req.headers.authorization !== `Bearer ${options.runtimeToken}`) return reply(401, {});
        const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
        const claims = { ...options.claims(), aud: url.searchParams.get('audience') ?? '' };
        // Fulcio's mock decodes the token without checking its signature: any will do.
        const token = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.${encode('signature')}`;
        return reply(200, { value: token, count: 1 });
      }
      if (req.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/attestations$/.test(url.pathname)) {
        const { status, body: answer } = options.attestation();
        return reply(status, answer);
      }
      reply(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
