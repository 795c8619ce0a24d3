/**
 * Updates the job's own check run (PATCH /repos/{owner}/{repo}/check-runs/{id}) with the report:
 * the first request carries title, summary, text and the first 50 annotations; each later one the
 * next 50, with title and summary again (GitHub takes at most 50 annotations a request). The
 * runner owns the run's status and conclusion: they are never sent. Each request goes out through
 * check-run-request.ts. Like the comment, this is a courtesy: whatever goes wrong is one warning,
 * never a changed verdict, and the caller keeps the workflow-command annotations then.
 *
 * Updating the job's own run, whose id the runner gives (`job.check_run_id`), puts the report on
 * the right workflow run by construction: a run created by commit SHA is hung by GitHub on the
 * first workflow run of that commit, which is not always this one.
 */
import type { CheckRunOutput } from '../report/check-run.js';
import type { CheckAnnotation } from '../report/check-run-annotations.js';
import { type Clock, systemClock } from '../util/clock.js';
import type { Redactor } from '../util/redaction.js';
import { patchCheckRun } from './check-run-request.js';
import { COMMENT_AFTER_DEADLINE_MS, COMMENT_MIN_MS } from './comment.js';

export const ANNOTATIONS_PER_REQUEST = 50;

/** The permission the check run needs, named in every warning about it. */
export const CHECKS_PERMISSION_HINT =
  "Give the job `permissions: checks: write` (pull requests from forks get a read-only token, so there the report stays in the job's summary).";

export interface CheckRunUpdate {
  /** The github-token input. */
  token: string | undefined;
  /** The check-run-id input as given (the runner fills in `job.check_run_id`). */
  checkRunId: string;
  output: CheckRunOutput;
  annotations: readonly CheckAnnotation[];
}

/** Sent: how many requests; or why not, with what to do (the caller says what it does instead). */
export type CheckRunOutcome = { sent: true; requests: number } | { sent: false; why: string };

/** Why no check run can be updated before any request, or undefined. */
export function checkRunUnusable(
  update: Pick<CheckRunUpdate, 'token' | 'checkRunId'>,
  env: NodeJS.ProcessEnv,
): string | undefined {
  const id = update.checkRunId.trim();
  if (id === '' || id.includes('${{')) {
    return "this runner does not give the job's check run id (`job.check_run_id`: GitHub Enterprise Server, or a runner from before September 2025), and check-run-id is empty. Leave check-run-id to its default on a runner that has it.";
  }
  if (!/^\d{1,20}$/.test(id)) {
    return `check-run-id "${id}" is not a check run id (a whole number). Leave check-run-id to its default, \${{ job.check_run_id }}.`;
  }
  const token = update.token?.trim() ?? '';
  if (token === '' || token.includes('${{')) {
    return `github-token is empty. ${CHECKS_PERMISSION_HINT}`;
  }
  if (!/^[^/]+\/[^/]+$/.test(env.GITHUB_REPOSITORY ?? '')) {
    return 'GITHUB_REPOSITORY does not name the repository (owner/name), so the check run cannot be addressed.';
  }
  return undefined;
}

export async function updateCheckRun(
  update: CheckRunUpdate,
  secrets: Redactor,
  env: NodeJS.ProcessEnv,
  /** The gate's deadline (epoch ms); the requests end COMMENT_AFTER_DEADLINE_MS later, as the comment's. */
  gateDeadline: number,
  /** What the deadline and the time limit are counted on. */
  clock: Clock = systemClock,
): Promise<CheckRunOutcome> {
  const unusable = checkRunUnusable(update, env);
  if (unusable) return { sent: false, why: unusable };
  const repository = env.GITHUB_REPOSITORY!;
  const address = {
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    repository,
    id: Number(update.checkRunId.trim()),
    token: update.token!.trim(),
  };
  const limit = clock.limit(
    Math.max(COMMENT_MIN_MS, gateDeadline + COMMENT_AFTER_DEADLINE_MS - clock.now()),
    'the check run update',
  );
  const { signal } = limit;
  const { title, summary, text } = redactedOutput(update.output, secrets);
  const batches = inBatches(update.annotations, secrets);
  let sent = 0;
  try {
    for (const [i, annotations] of batches.entries()) {
      // Only the first request carries the text; every request carries title and summary.
      const output =
        i === 0 ? { title, summary, text, annotations } : { title, summary, annotations };
      await patchCheckRun(address, { output }, signal);
      sent++;
    }
    return { sent: true, requests: sent };
  } catch (error) {
    const partly =
      sent > 0
        ? ` ${sent} of ${batches.length} requests had been sent (${Math.min(update.annotations.length, sent * ANNOTATIONS_PER_REQUEST)} of ${update.annotations.length} annotations).`
        : '';
    return { sent: false, why: `${refusal(error, address.id, repository, signal)}${partly}` };
  } finally {
    limit.clear();
  }
}

function redactedOutput(output: CheckRunOutput, secrets: Redactor): CheckRunOutput {
  // The renderers redact before they cut; this pass only guards. A mask is never longer than a
  // secret it replaces, so no field grows past its budget.
  return {
    title: secrets.redact(output.title),
    summary: secrets.redact(output.summary),
    text: secrets.redact(output.text),
  };
}

/** The annotations in requests of 50; one request (the output alone) when there are none. */
function inBatches(
  annotations: readonly CheckAnnotation[],
  secrets: Redactor,
): CheckAnnotation[][] {
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
    batches.push(
      annotations.slice(i, i + ANNOTATIONS_PER_REQUEST).map((a) => ({
        ...a,
        title: secrets.redact(a.title),
        message: secrets.redact(a.message),
        ...(a.raw_details === undefined ? {} : { raw_details: secrets.redact(a.raw_details) }),
      })),
    );
  }
  return batches.length > 0 ? batches : [[]];
}

/** What GitHub's answer means, and what to do. */
function refusal(error: unknown, id: number, repository: string, signal: AbortSignal): string {
  const status = (error as { status?: number }).status;
  const message = (error as Error).message;
  if (status === 429 || /rate limit/i.test(message)) {
    return `GitHub's rate limit stopped the update of check run ${id} (${status ?? 'rate limited'}: ${message}). Re-run the job later; a run with thousands of failed checks needs a request for every 50.`;
  }
  if (status === 403 || status === 401 || /not accessible by integration/i.test(message)) {
    return `GitHub refused to update check run ${id} (${status ?? 'forbidden'}: ${message}). ${CHECKS_PERMISSION_HINT}`;
  }
  if (status === 404) {
    return `GitHub did not find check run ${id} in ${repository} (404: ${message}). check-run-id must be this job's own check run: leave it to its default. A token without \`checks: write\` may be answered 404 too.`;
  }
  if (signal.aborted) {
    return `GitHub did not answer in time (the check run gets ${COMMENT_AFTER_DEADLINE_MS / 1000} s after the run's timeout-minutes, and at least ${COMMENT_MIN_MS / 1000} s). Re-run the job if GitHub was slow.`;
  }
  return `updating check run ${id} failed: ${message}${status ? ` (HTTP ${status})` : ''}.`;
}
