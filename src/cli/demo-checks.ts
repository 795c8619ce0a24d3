/**
 * What the demo gives the action in place of GitHub: the workflow file its step would sit in, and
 * a stand-in of the Checks API on 127.0.0.1 that takes the job's check run updates as GitHub
 * would (PATCH /repos/{owner}/{repo}/check-runs/{id}) and keeps what was sent, so that the demo
 * shows the check run a real job would get, and keeps it as check-run.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** The workflow the demo's step stands for, relative to the workspace. */
export const DEMO_WORKFLOW = '.github/workflows/ocpi-conformance.yml';
/** The step's id in it, which the runner passes as GITHUB_ACTION. */
export const DEMO_STEP_ID = 'gate';
/** The job's check run id the demo hands the action. */
export const DEMO_CHECK_RUN_ID = '1';

/** Writes the workflow the demo's step stands for into `workspace`; returns the runner's GITHUB_* for it. */
export function writeDemoWorkflow(workspace: string, repository: string): NodeJS.ProcessEnv {
  const file = path.join(workspace, DEMO_WORKFLOW);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    [
      'name: OCPI conformance',
      'on: pull_request',
      'jobs:',
      '  demo:',
      '    runs-on: ubuntu-latest',
      '    permissions:',
      '      checks: write',
      '    steps:',
      `      - id: ${DEMO_STEP_ID}`,
      '        uses: ocpi-conformance/action@main',
      '        with:',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, written as is
      '          api-key: ${{ secrets.OCPI_TESTING_API_KEY }}',
      '          base-url: http://127.0.0.1/api/v1',
      '',
    ].join('\n'),
  );
  return {
    GITHUB_WORKSPACE: workspace,
    GITHUB_WORKFLOW_REF: `${repository}/${DEMO_WORKFLOW}@refs/heads/main`,
    GITHUB_ACTION: DEMO_STEP_ID,
  };
}

/** The check run as the action left it: the output of its first update, every batch's annotations. */
export interface DemoCheckRun {
  title?: string;
  summary?: string;
  text?: string;
  annotations: Record<string, unknown>[];
  /** Update requests received. */
  requests: number;
  /** Fields sent that the runner owns (status, conclusion): none are expected. */
  ownedByRunner: string[];
}

export interface ChecksStandIn {
  apiUrl: string;
  checkRun: DemoCheckRun;
  close(): Promise<void>;
}

/** A stand-in of the Checks API's check run update, on 127.0.0.1. */
export async function startChecksStandIn(): Promise<ChecksStandIn> {
  const checkRun: DemoCheckRun = { annotations: [], requests: 0, ownedByRunner: [] };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/.exec(request.url ?? '');
      if (request.method !== 'PATCH' || !match) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end('{"message":"Not Found"}');
        return;
      }
      record(checkRun, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: Number(match[1]), name: 'demo' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    checkRun,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function record(checkRun: DemoCheckRun, raw: string): void {
  checkRun.requests++;
  let body: { output?: Record<string, unknown> } & Record<string, unknown>;
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    return;
  }
  for (const owned of ['status', 'conclusion']) {
    if (owned in body && !checkRun.ownedByRunner.includes(owned))
      checkRun.ownedByRunner.push(owned);
  }
  const output = body.output ?? {};
  for (const field of ['title', 'summary', 'text'] as const) {
    if (typeof output[field] === 'string' && checkRun[field] === undefined) {
      checkRun[field] = output[field] as string;
    }
  }
  if (Array.isArray(output.annotations)) checkRun.annotations.push(...output.annotations);
}
