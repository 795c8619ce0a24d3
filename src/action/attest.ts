/**
 * The action's `attest` (issue 44, point 1): once the report file is final, the run's result as an
 * in-toto test-result Statement (app/attestation.ts) signed keyless through @actions/attest, with
 * the workflow's OIDC identity: Sigstore's public-good instance for a public repository (the
 * signature is recorded in Rekor, its public transparency log) or GitHub's own for a private one
 * (a signed timestamp, no public log), and stored as an attestation of the repository. The bundle
 * is written beside the report file, for the report artifact. Loaded only when `attest` is true.
 *
 * It never changes the verdict or the step's outcome: without the permissions (no OIDC token) it
 * is one warning and nothing else; a failure is one warning that says what failed.
 */
import { reportStatement, writeBundleFile } from '../app/attestation.js';
import type { WrittenFiles } from '../app/run.js';
import type { GateResult } from '../core/model.js';
import { attestationSummary, TEST_RESULT_PREDICATE_TYPE } from '../report/attestation.js';
import { ciCommit, ciRepository } from '../util/ci-branches.js';
import type { Redactor } from '../util/redaction.js';
import { withTimeLimit } from '../util/time-limit.js';
import type { ActionCore } from './action-core.js';
import type { ActionSettings } from './settings.js';

/** The longest the signing and the attestation's storing are waited for. */
export const ATTEST_LIMIT_MS = 60_000;

const TITLE = 'OCPI conformance: attestation';

export interface ActionAttestation {
  /** The Sigstore bundle, beside the report file. */
  bundleFile?: string;
  /** The repository's attestation: its id and page. */
  id?: string;
  url?: string;
  /** Which Sigstore signed: `public-good` (a public repository) or `github`. */
  instance?: 'public-good' | 'github';
  /** The command that checks it, for the summary. */
  verifyCommand?: string;
  /** Why there is none (said once as a warning). */
  problem?: string;
  /** The job summary's section on it. */
  summary: string;
}

export interface AttestContext {
  env: NodeJS.ProcessEnv;
  log: { info(line: string): void };
  secrets: Redactor;
}

export async function attestRun(
  core: Pick<ActionCore, 'warning'>,
  settings: ActionSettings,
  result: GateResult,
  files: WrittenFiles,
  { env, log, secrets }: AttestContext,
): Promise<ActionAttestation | undefined> {
  if (!files.reportFile || result.verdict === undefined) {
    log.info('No attestation: there is no report file to attest.');
    return undefined;
  }
  if (!env.ACTIONS_ID_TOKEN_REQUEST_URL || !env.ACTIONS_ID_TOKEN_REQUEST_TOKEN) {
    const problem =
      'attest is true, but this job cannot ask for an OIDC token: give the job `permissions: id-token: write` and `attestations: write`. The result is not attested; nothing else changes.';
    core.warning(problem, { title: TITLE });
    return { problem, summary: attestationSummary({ problem }, secrets.redact) };
  }
  const instance = await sigstoreInstance();
  const signed = await withTimeLimit(
    signAndStore(settings, result, files.reportFile, instance, { env, secrets }).catch(
      (error: unknown) => ({ error }),
    ),
    ATTEST_LIMIT_MS,
  );
  if (!signed || 'error' in signed) {
    const why = signed
      ? secrets.redact(causes(signed.error))
      : `no answer within ${ATTEST_LIMIT_MS / 1000} s`;
    const problem = `Could not attest the result (${why}). The verdict and the rest of the step are unchanged.`;
    core.warning(problem, { title: TITLE });
    return { problem, instance, summary: attestationSummary({ problem }, secrets.redact) };
  }
  const bundleFile = await writeBundleFile(files.reportFile, signed.bundle, {
    log,
    option: 'attest',
  });
  const url = signed.id && repositoryPage(env, `attestations/${signed.id}`);
  log.info(
    `The result is attested${signed.id ? ` (attestation ${signed.id}: ${url})` : ''}, signed by ${instance === 'public-good' ? "Sigstore's public-good instance: its transparency log entry is public" : "GitHub's Sigstore instance"}.`,
  );
  const attested = {
    bundleFile,
    id: signed.id,
    url,
    instance,
    verifyCommand: verifyCommand(env, files.reportFile),
  };
  const bundleName = bundleFile?.split(/[\\/]/).pop();
  return { ...attested, summary: attestationSummary({ ...attested, bundleName }, secrets.redact) };
}

/** The Statement signed through @actions/attest and stored; the bundle and the attestation's id. */
async function signAndStore(
  settings: ActionSettings,
  result: GateResult,
  reportFile: string,
  instance: 'public-good' | 'github',
  { env, secrets }: Pick<AttestContext, 'env' | 'secrets'>,
): Promise<{ bundle: object; id?: string }> {
  const statement = await reportStatement(
    reportFile,
    settings,
    result,
    { commit: ciCommit(env), repository: ciRepository(env), runUrl: runUrl(env) },
    secrets,
  );
  if (!statement) throw new Error('the run has no verdict to attest');
  if (!settings.githubToken)
    throw new Error('github-token is empty: the attestation cannot be stored');
  // Loaded only here: Sigstore's signing clients and octokit.
  const { attest } = await import('@actions/attest');
  const attestation = await attest({
    subjects: statement.subject,
    predicateType: statement.predicateType,
    predicate: statement.predicate,
    token: settings.githubToken,
    sigstore: instance,
  });
  // The API answers a number, whatever the type says.
  const id = attestation.attestationID;
  return {
    bundle: attestation.bundle,
    id: id === undefined || id === null ? undefined : String(id),
  };
}

/**
 * Public repositories sign on Sigstore's public-good instance, others on GitHub's: the rule
 * @actions/attest applies, said here so that the log and the summary can say which.
 */
async function sigstoreInstance(): Promise<'public-good' | 'github'> {
  const github = await import('@actions/github');
  return github.context.payload.repository?.visibility === 'public' ? 'public-good' : 'github';
}

function repositoryPage(env: NodeJS.ProcessEnv, page: string): string | undefined {
  if (!env.GITHUB_REPOSITORY) return undefined;
  return `${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}/${page}`;
}

/** This attempt of the workflow run. */
function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.GITHUB_RUN_ID) return undefined;
  return repositoryPage(
    env,
    `actions/runs/${env.GITHUB_RUN_ID}/attempts/${env.GITHUB_RUN_ATTEMPT || '1'}`,
  );
}

/** `gh attestation verify` for this report file, this repository and this workflow. */
function verifyCommand(env: NodeJS.ProcessEnv, reportFile: string): string {
  const name = reportFile.split(/[\\/]/).pop() ?? reportFile;
  // GITHUB_WORKFLOW_REF: owner/name/.github/workflows/file.yml@refs/heads/main
  const workflow = env.GITHUB_WORKFLOW_REF?.split('@')[0];
  const host = env.GITHUB_SERVER_URL && !/^https:\/\/github\.com\/?$/.test(env.GITHUB_SERVER_URL);
  return [
    `gh attestation verify ${name}`,
    `--repo ${env.GITHUB_REPOSITORY ?? 'OWNER/NAME'}`,
    `--predicate-type ${TEST_RESULT_PREDICATE_TYPE}`,
    ...(workflow ? [`--signer-workflow ${workflow}`] : []),
    ...(host ? [`--hostname ${new URL(env.GITHUB_SERVER_URL!).host}`] : []),
  ].join(' ');
}

/** An error's message and its causes' ("error creating signing certificate: HTTP 400 ..."). */
function causes(error: unknown): string {
  const words: string[] = [];
  for (let e = error, depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    const text = e instanceof Error ? e.message : String(e);
    if (text && !words.includes(text)) words.push(text);
    e = e instanceof Error ? e.cause : undefined;
  }
  return words.join(': ') || 'unknown error';
}
