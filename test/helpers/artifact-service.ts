/**
 * A stand-in for GitHub's artifact service, on 127.0.0.1, that the real @actions/artifact package
 * uploads to: the results service's Twirp calls (CreateArtifact, FinalizeArtifact) and the Azure
 * blob upload (staged blocks, then the block list) behind the signed URL it hands out. What was
 * uploaded is kept, so a test can open the zip the package built.
 *
 * Point the package at it with artifactEnv(service): ACTIONS_RUNTIME_TOKEN (an unsigned JWT with
 * the Actions.Results scope the package reads its backend ids from) and ACTIONS_RESULTS_URL.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unzipSync } from 'fflate';

export interface UploadedArtifact {
  name: string;
  expiresAt: string | undefined;
  zip: Buffer;
  id: number;
}

export interface ArtifactService {
  url: string;
  uploads: UploadedArtifact[];
  /** Answer CreateArtifact with this status and message instead of creating it. */
  failCreate?: { status: number; msg: string };
  /** Never answer the blob upload (a stalled upload). */
  stallUpload?: boolean;
  requests: string[];
  close(): Promise<void>;
}

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/';

export async function startArtifactService(): Promise<ArtifactService> {
  const blocks = new Map<string, Buffer>();
  const pending = new Map<string, { name: string; expiresAt?: string; zip?: Buffer }>();
  let nextId = 4200;
  let server: Server;
  const service: ArtifactService = {
    url: '',
    uploads: [],
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A stalled upload's connection stays open: end it.
        server.closeAllConnections();
      }),
  };
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    service.requests.push(
      `${req.method} ${url.pathname}${url.search ? url.search.replace(/sig=[^&]*/, 'sig=…') : ''}`,
    );
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === `${TWIRP}CreateArtifact`) {
      if (service.failCreate) {
        return json(service.failCreate.status, { code: 'internal', msg: service.failCreate.msg });
      }
      const request = JSON.parse(body.toString()) as {
        name: string;
        expires_at?: string;
        expiresAt?: string;
      };
      const expiresAt = request.expires_at ?? request.expiresAt;
      pending.set(request.name, { name: request.name, expiresAt });
      const blob = `/devstoreaccount1/actions-results/${encodeURIComponent(request.name)}.zip`;
      return json(200, {
        ok: true,
        signedUploadUrl: `${service.url}${blob}?sig=fake-signature&sv=2023-11-03`,
      });
    }
    if (url.pathname === `${TWIRP}FinalizeArtifact`) {
      const request = JSON.parse(body.toString()) as { name: string };
      const artifact = pending.get(request.name);
      if (!artifact?.zip) return json(404, { code: 'not_found', msg: 'no upload' });
      const id = nextId++;
      service.uploads.push({
        name: artifact.name,
        expiresAt: artifact.expiresAt,
        zip: artifact.zip,
        id,
      });
      return json(200, { ok: true, artifactId: String(id) });
    }
    if (req.method === 'PUT' && url.pathname.startsWith('/devstoreaccount1/')) {
      if (service.stallUpload) return; // never answered
      const name = decodeURIComponent(
        url.pathname
          .split('/')
          .pop()!
          .replace(/\.zip$/, ''),
      );
      const comp = url.searchParams.get('comp');
      if (comp === 'block') {
        blocks.set(`${name}:${url.searchParams.get('blockid')}`, body);
      } else if (comp === 'blocklist') {
        const ids = [...body.toString().matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)];
        const zip = Buffer.concat(ids.map((m) => blocks.get(`${name}:${m[1]}`) ?? Buffer.alloc(0)));
        const artifact = pending.get(name);
        if (artifact) artifact.zip = zip;
      } else {
        const artifact = pending.get(name);
        if (artifact) artifact.zip = body;
      }
      res.writeHead(201, {
        'x-ms-request-id': 'fake',
        'x-ms-version': '2023-11-03',
        etag: '"0x1"',
        'last-modified': new Date().toUTCString(),
      });
      return res.end();
    }
    json(404, { code: 'not_found', msg: `no route ${req.method} ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}

/** The environment under which @actions/artifact uploads to `service`. */
export function artifactEnv(service: ArtifactService): Record<string, string> {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    scp: 'Actions.ExampleScope Actions.Results:run-backend-1:job-backend-1',
  })}.`;
  return {
    ACTIONS_RUNTIME_TOKEN: token,
    ACTIONS_RESULTS_URL: `${service.url}/`,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/cpo',
    GITHUB_RUN_ID: '777',
    GITHUB_JOB: 'conformance',
  };
}

/** The names and contents of the files in an uploaded zip. */
export function unzipEntries(zip: Buffer): Map<string, Buffer> {
  const files = unzipSync(new Uint8Array(zip));
  return new Map(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)]));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
