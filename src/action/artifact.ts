/**
 * Uploads the report files (the redacted JSON, the HTML report, the JUnit file) as one workflow
 * artifact with GitHub's own @actions/artifact, so that the report can be opened after the job
 * ends. The package (and the Azure blob client it brings) is loaded only when an upload is due.
 *
 * An upload is a courtesy, like the PR comment: a runner without the artifact service's token
 * (ACTIONS_RUNTIME_TOKEN, missing on some self-hosted and local runners), a service error or the
 * time limit are warnings, never a failed step. The files go in flat, under their own names, from
 * a staging folder of hard links (a copy where links fail), because the package wants every file
 * under one root folder and the report file and the JUnit file may live far apart.
 */
import { copyFile, link, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Clock, systemClock } from '../util/clock.js';
import { withTimeLimit } from '../util/time-limit.js';

/** When to upload the report artifact (input upload-report). */
export type UploadWhen = 'always' | 'on-failure' | 'never';
export const UPLOAD_WHEN: readonly UploadWhen[] = ['always', 'on-failure', 'never'];

/**
 * The upload's time limit: until the gate's deadline plus ARTIFACT_AFTER_DEADLINE_MS, and at least
 * ARTIFACT_MIN_MS, so that the upload and the PR comment after it (see comment.ts) still end within
 * the deadline plus 15 s. An upload past its limit is abandoned (the step then exits).
 */
export const ARTIFACT_AFTER_DEADLINE_MS = 8_000;
export const ARTIFACT_MIN_MS = 5_000;

export interface ArtifactRequest {
  name: string;
  /** The files to upload; missing entries (a file that was not written) are left out. */
  files: (string | undefined)[];
  retentionDays: number | undefined;
  /** The gate's deadline, epoch ms. */
  deadline: number;
  env: NodeJS.ProcessEnv;
  /** What the deadline and the upload's limit are counted on (default: the system's). */
  clock?: Clock;
}

export type ArtifactOutcome =
  | { id: number; url: string | undefined; name: string; files: string[] }
  | { warning: string };

/** What uploads: @actions/artifact's client by default; tests may pass their own. */
export type Uploader = (
  name: string,
  files: string[],
  root: string,
  options: { retentionDays?: number },
) => Promise<{ id?: number }>;

export async function uploadReportArtifact(
  request: ArtifactRequest,
  uploader?: Uploader,
): Promise<ArtifactOutcome> {
  const clock = request.clock ?? systemClock;
  const files = request.files.filter((file): file is string => Boolean(file));
  if (files.length === 0) return { warning: 'No report artifact: no report file was written.' };
  // Told apart before the package is loaded: without the token there is nothing it could do.
  if (!uploader && !request.env.ACTIONS_RUNTIME_TOKEN) {
    return { warning: `The report artifact was not uploaded: ${NO_SERVICE}` };
  }
  const staging = await mkdtemp(
    path.join(request.env.RUNNER_TEMP || os.tmpdir(), 'ocpi-conformance-artifact-'),
  );
  try {
    const staged = await stage(files, staging);
    const upload = uploader ?? (await defaultUploader());
    const limitMs = Math.max(
      ARTIFACT_MIN_MS,
      request.deadline + ARTIFACT_AFTER_DEADLINE_MS - clock.now(),
    );
    const result = await withTimeLimit(
      upload(request.name, staged, staging, { retentionDays: request.retentionDays }),
      limitMs,
      clock,
      'the artifact upload',
    );
    if (result === undefined) {
      return {
        warning: `The report artifact was not uploaded: the upload took longer than ${Math.round(limitMs / 1000)} s, the time left after timeout-minutes.`,
      };
    }
    if (result.id === undefined) {
      return { warning: 'The report artifact was not uploaded: the artifact service gave no id.' };
    }
    return {
      id: result.id,
      url: artifactUrl(request.env, result.id),
      name: request.name,
      files: staged.map((file) => path.basename(file)),
    };
  } catch (error) {
    return { warning: `The report artifact was not uploaded: ${describeUploadError(error)}` };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The artifact's page, as actions/upload-artifact links it; undefined outside a workflow run. */
export function artifactUrl(env: NodeJS.ProcessEnv, id: number): string | undefined {
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return undefined;
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  return `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`;
}

/**
 * The artifact's default name: one per job and matrix leg, since two artifacts of one workflow run
 * cannot share a name. `leg` is the job-index input (not 0).
 */
export function defaultArtifactName(env: NodeJS.ProcessEnv, leg: string | undefined): string {
  const job = (env.GITHUB_JOB || 'job').replace(/[^A-Za-z0-9._-]+/g, '-');
  return `ocpi-conformance-${job}${leg ? `-${leg}` : ''}`;
}

/** Links (or copies) the files into the staging folder under distinct flat names. */
async function stage(files: string[], staging: string): Promise<string[]> {
  const staged: string[] = [];
  const taken = new Set<string>();
  for (const file of files) {
    const base = path.basename(file);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${n}-${base}`;
    taken.add(name);
    const target = path.join(staging, name);
    await link(file, target).catch(() => copyFile(file, target));
    staged.push(target);
  }
  return staged;
}

async function defaultUploader(): Promise<Uploader> {
  // Loaded only when an upload is due: the package brings the Azure blob client.
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  return (name, files, root, options) => client.uploadArtifact(name, files, root, options);
}

const NO_SERVICE =
  "this runner does not offer GitHub's artifact service (no ACTIONS_RUNTIME_TOKEN or ACTIONS_RESULTS_URL; some self-hosted and local runners do not). The files stay on the runner (outputs report-file and html-report); set upload-report: never to skip the upload.";

/** The package's errors, with what to do about the usual ones. */
function describeUploadError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(message)) return NO_SERVICE;
  if (/GHES|Enterprise Server/i.test(message)) {
    return `${message.replace(/\.$/, '')}. Set upload-report: never on GitHub Enterprise Server.`;
  }
  if (/already exists|Conflict/i.test(message)) {
    return `${message.replace(/\.$/, '')}. Each artifact of a workflow run needs its own name: set artifact-name.`;
  }
  return message;
}
