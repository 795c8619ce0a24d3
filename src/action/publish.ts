/**
 * What the main step shows on GitHub besides its outputs: the report artifact, the job summary,
 * the sticky pull request comment and the annotations. None of them changes the verdict: a
 * failure is a warning or a log line.
 */
import type { WrittenFiles } from '../app/run.js';
import { fileOfRole, fileServing, OUTPUT_FILES } from '../core/catalogue.js';
import type { GateResult } from '../core/model.js';
import type { Settings } from '../core/settings.js';
import { annotationsFor, MAX_ERROR_ANNOTATIONS } from '../report/annotations.js';
import { type ReportArtifact, renderSummary } from '../report/summary.js';
import type { Clock } from '../util/clock.js';
import type { Redactor } from '../util/redaction.js';
import { forLog } from '../util/text.js';
import { PACKAGE_VERSION } from '../version.js';
import type { ActionCore } from './action-core.js';
import { inputName } from './inputs.js';
import type { UploadedArtifact } from './outputs.js';
import { type ActionSettings, matrixLeg } from './settings.js';

export interface PublishContext {
  env: NodeJS.ProcessEnv;
  log: { info(line: string): void };
  secrets: Redactor;
  /** The step's deadline: the artifact and the comment are bounded by it too. */
  deadline: number;
  /** What the deadline and the limits after it are counted on (default: the system's). */
  clock?: Clock;
}

const wanted = (when: Settings['comment'], result: GateResult) =>
  when === 'always' || (when === 'on-failure' && result.verdict !== 'pass');

/** The report files as one workflow artifact, when asked; a failed upload is a warning. */
export async function uploadWhenAsked(
  core: ActionCore,
  settings: ActionSettings,
  result: GateResult,
  files: WrittenFiles,
  { env, log, secrets, deadline, clock }: PublishContext,
  attestation?: { bundleFile?: string },
): Promise<UploadedArtifact | undefined> {
  if (!wanted(settings.uploadReport, result) || !result.report) return undefined;
  const { uploadReportArtifact, defaultArtifactName } = await import('./artifact.js');
  const outcome = await uploadReportArtifact({
    name: settings.artifactName ?? defaultArtifactName(env, matrixLeg(core)),
    files: [...artifactOrder().map(({ key }) => files[key]), attestation?.bundleFile],
    retentionDays: settings.artifactRetentionDays,
    deadline,
    env,
    clock,
  });
  if ('warning' in outcome) {
    core.warning(forLog(outcome.warning, secrets.redact), {
      title: 'OCPI conformance: report artifact',
    });
    return undefined;
  }
  log.info(
    `Report artifact ${outcome.name} uploaded (${outcome.files.join(', ')})${outcome.url ? `: ${outcome.url}` : ''}.`,
  );
  return outcome;
}

export async function writeSummary(
  core: ActionCore,
  settings: Settings,
  result: GateResult,
  {
    artifact,
    attested,
    ...files
  }: WrittenFiles & {
    artifact?: ReportArtifact;
    /** The attestation's section of the summary (action/attest.ts), when attest is true. */
    attested?: { summary?: string };
  },
  { log, secrets }: Pick<PublishContext, 'log' | 'secrets'>,
): Promise<void> {
  if (!settings.summary || result.verdict === undefined) return;
  const markdown = renderSummary({
    report: result.report,
    grade: result.grade,
    verdict: result.verdict,
    reason: result.reason,
    seed: result.seed,
    connectionId: result.connection?._id,
    runId: result.runId,
    reportId: result.reportId,
    startSent: result.startSent !== undefined,
    journey: result.journey,
    regressions: result.regressions,
    share: result.share,
    trend: result.trend,
    resultFile: fileServing(files, 'result')?.file,
    requests: fileServing(files, 'requests'),
    partnerBaseUrl: result.connection?.partnerBaseUrl,
    artifact,
    toolVersion: PACKAGE_VERSION,
    redact: secrets.redact,
    names: inputName,
  });
  const signed = attested?.summary ? `\n${attested.summary}\n` : '';
  try {
    await core.summary.addRaw(secrets.redact(`${markdown}${signed}`), true).write();
  } catch (error) {
    log.info(`Could not write the job summary: ${(error as Error).message}`);
  }
}

/** The sticky pull request comment, when asked for; bounded like the rest of the step. */
export async function commentWhenAsked(
  core: ActionCore,
  settings: Settings,
  result: GateResult,
  artifact: ReportArtifact | undefined,
  { env, log, secrets, deadline, clock }: PublishContext,
): Promise<void> {
  if (!wanted(settings.comment, result) || result.verdict === undefined || !result.connection) {
    return;
  }
  // Loaded only when a comment is asked for: it brings in @actions/github.
  const { postPullRequestComment } = await import('./comment.js');
  await postPullRequestComment(
    settings.githubToken,
    {
      key: {
        workflow: env.GITHUB_WORKFLOW || 'workflow',
        job: env.GITHUB_JOB || 'job',
        connectionId: result.connection._id,
        module: settings.module,
      },
      verdict: result.verdict,
      reason: result.reason,
      grade: result.grade,
      regressions: result.regressions,
      share: result.share,
      seed: result.seed,
      reportId: result.reportId,
      artifact,
    },
    {
      info: log.info,
      warning: (m) =>
        core.warning(forLog(m, secrets.redact), { title: 'OCPI conformance: PR comment' }),
    },
    secrets,
    env,
    // The step ends within the deadline plus 15 s.
    deadline,
    clock,
  );
}

/**
 * When asked: the report on the job's own check run, with an annotation for every failed and
 * warned check; when the check run cannot carry them (no id, no permission), one warning says why
 * and the first failed checks become workflow-command annotations, as GitHub shows 10 a step. Never
 * both: the same failure would show twice.
 */
export async function annotate(
  core: ActionCore,
  settings: ActionSettings,
  result: GateResult,
  { artifact, ...files }: WrittenFiles & { artifact?: ReportArtifact },
  { env, log, secrets, deadline, clock }: PublishContext,
): Promise<void> {
  if (!settings.annotations || result.verdict === undefined) return;
  const grade = result.verdict === 'error' ? undefined : result.grade;
  // Loaded only when annotations are on: the check run's renderers and its workflow-file reader.
  const { reportOnCheckRun } = await import('./check-run-publish.js');
  const carried = await reportOnCheckRun(
    {
      verdict: result.verdict,
      reason: result.reason,
      counts: result.grade?.counts,
      passRate: result.grade?.passRate,
      threshold: result.grade?.threshold,
      clauses: result.grade?.clauses ?? [],
      failed: (grade?.checks.failed ?? []).map((item) => ({ item })),
      warned: (grade?.checks.warned ?? []).map((item) => ({ item })),
      fullReport: { artifact, shareUrl: result.share?.url, resultFile: fullReportOnRunner(files) },
    },
    {
      ...{ core, log, secrets, env, deadline, clock },
      token: settings.githubToken,
      checkRunId: settings.checkRunId,
      journeySource: settings.journey?.source,
      fallback: `The first failed checks are annotated as workflow commands instead (at most ${MAX_ERROR_ANNOTATIONS}); the failed checks are in the job summary, every check in the HTML report.`,
      title: 'OCPI conformance: check run',
    },
  );
  if (carried) return;
  const redact = secrets.redact;
  for (const annotation of annotationsFor(result.grade, result.verdict, { redact })) {
    core[annotation.level](forLog(annotation.message, redact), {
      title: forLog(annotation.title, redact),
    });
  }
}

/** The full report on the runner: the page when it was written, else the report file. */
export function fullReportOnRunner(files: WrittenFiles): string | undefined {
  return (fileServing(files, 'page') ?? fileServing(files, 'result'))?.file;
}

/** The files of the artifact: those people open first (the report, the page, the requests), then the rest. */
function artifactOrder() {
  const first = (['result', 'page', 'requests'] as const).flatMap((role) => fileOfRole(role) ?? []);
  return [...first, ...OUTPUT_FILES.filter((output) => !first.includes(output))];
}
