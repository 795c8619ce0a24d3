/**
 * The report on the job's own check run, for the main step and for merge mode: renders it
 * (report/check-run.ts), finds where the annotations point (./check-run-place.ts) and sends it
 * (./check-run.ts). Loaded only when annotations are on. When the check run cannot carry the
 * report, one warning says why and what to do, and the caller keeps its fallback.
 */
import { type CheckRunContext, renderCheckRunOutput } from '../report/check-run.js';
import { checkRunAnnotations } from '../report/check-run-annotations.js';
import type { Clock } from '../util/clock.js';
import type { Redactor } from '../util/redaction.js';
import { forLog, plural } from '../util/text.js';
import { checkRunUnusable, updateCheckRun } from './check-run.js';
import { annotationPlaces } from './check-run-place.js';

export interface CheckRunPublishing {
  core: { warning(message: string, properties?: { title?: string }): void };
  log: { info(message: string): void };
  secrets: Redactor;
  env: NodeJS.ProcessEnv;
  /** The gate's deadline (epoch ms): the requests are bounded like the comment's. */
  deadline: number;
  /** What the deadline and the requests' limit are counted on (default: the system's). */
  clock?: Clock;
  token: string | undefined;
  /** The check-run-id input as given (the runner fills in `job.check_run_id`). */
  checkRunId: string;
  /** The journey input (a path or inline JSON), when the run is a journey. */
  journeySource?: string;
  /** What the caller does instead when the check run cannot carry the annotations, in a sentence. */
  fallback: string;
  /** The warning's title. */
  title: string;
}

/** True when the job's check run carries the annotations (the caller then emits none). */
export async function reportOnCheckRun(
  context: Omit<CheckRunContext, 'redact'>,
  publishing: CheckRunPublishing,
): Promise<boolean> {
  const { core, log, secrets, env } = publishing;
  const redact = secrets.redact;
  // A warning when a failed or warned check would go unannotated; a clean run loses nothing the
  // job summary does not show, so it is told in the log only.
  const findings = context.failed.length + context.warned.length;
  const warn = (why: string) => {
    const message = `No report on the job's check run: ${why}`;
    if (findings === 0) log.info(message);
    else
      core.warning(forLog(`${message} ${publishing.fallback}`, redact), {
        title: publishing.title,
      });
  };
  const update = {
    token: publishing.token,
    checkRunId: publishing.checkRunId,
  };
  const unusable = checkRunUnusable(update, env);
  if (unusable) {
    warn(unusable);
    return false;
  }
  const places = await annotationPlaces(env, publishing.journeySource);
  const output = renderCheckRunOutput({ ...context, redact });
  const annotations = places
    ? checkRunAnnotations(context.failed, context.warned, {
        place: places.place,
        wholeIn: 'the HTML report',
        redact,
      })
    : [];
  const outcome = await updateCheckRun(
    { ...update, output, annotations },
    secrets,
    env,
    publishing.deadline,
    publishing.clock,
  );
  if (!outcome.sent) {
    warn(outcome.why);
    return false;
  }
  if (!places) {
    log.info(
      "The job's check run carries the report. The runner does not name the workflow file (GITHUB_WORKFLOW_REF), so its annotations stay workflow commands.",
    );
    return false;
  }
  log.info(
    `The job's check run carries the report and ${plural(annotations.length, 'annotation')} (${plural(context.failed.length, 'failed check')} and ${context.warned.length} warned, at ${places.described}), in ${plural(outcome.requests, 'request')}: open the job's page or the Checks tab.`,
  );
  return true;
}
