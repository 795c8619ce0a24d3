/**
 * This run's branch and the branch regressions compare with, read from the CI's environment and
 * handed to core in neutral terms (core/baseline.ts, RunBranches). GitHub Actions and GitLab CI are
 * recognised; elsewhere neither is known.
 *
 * A pull (merge) request's run compares with its base (target) branch and joins no branch's
 * history: it tests a merge that is on no branch yet, and a fork's head branch may bear the base
 * branch's name. A run of a branch (a push, a schedule, a manual run) joins that branch's history
 * and compares with it. A tag's run joins none, and its baseline is not known.
 */

const GITHUB_PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/**
 * Events whose ref is the code under test, so that the run joins that branch's history. Others
 * (issue_comment, workflow_run...) run on the default branch's ref while they often test a pull
 * request's code: they compare with the branch but do not join it.
 */
const GITHUB_BRANCH_EVENTS = new Set([
  'push',
  'schedule',
  'workflow_dispatch',
  'repository_dispatch',
]);
const MERGE_QUEUE_REF = /^refs\/heads\/gh-readonly-queue\/(.+)\/pr-\d+-[0-9a-f]+$/;

export function ciBranches(env: NodeJS.ProcessEnv): { branch?: string; baseline?: string } {
  if (env.GITHUB_RUN_ID) {
    if (GITHUB_PULL_REQUEST_EVENTS.has(env.GITHUB_EVENT_NAME ?? '')) {
      return { baseline: env.GITHUB_BASE_REF || undefined };
    }
    // A merge queue's run tests a temporary branch gh-readonly-queue/<base>/pr-<n>-<sha>: like a
    // pull request's, it compares with its base branch and joins no branch's history.
    const queued = env.GITHUB_REF?.match(MERGE_QUEUE_REF)?.[1];
    if (env.GITHUB_EVENT_NAME === 'merge_group' && queued) return { baseline: queued };
    // GITHUB_REF, not GITHUB_REF_NAME: only refs/heads/ says that the ref is a branch.
    const branch = env.GITHUB_REF?.startsWith('refs/heads/')
      ? env.GITHUB_REF.slice('refs/heads/'.length)
      : undefined;
    if (!branch) return {};
    return GITHUB_BRANCH_EVENTS.has(env.GITHUB_EVENT_NAME ?? '')
      ? { branch, baseline: branch }
      : { baseline: branch };
  }
  if (env.GITLAB_CI) {
    const target = env.CI_MERGE_REQUEST_TARGET_BRANCH_NAME;
    if (target) return { baseline: target };
    // CI_COMMIT_BRANCH is set in branch pipelines only (not in tag or merge request pipelines).
    const branch = env.CI_COMMIT_BRANCH || undefined;
    return branch ? { branch, baseline: branch } : {};
  }
  return {};
}

/**
 * The commit the CI checked out and tests (GitHub Actions: GITHUB_SHA, a pull request's merge
 * commit; GitLab CI: CI_COMMIT_SHA); undefined elsewhere.
 */
export function ciCommit(env: NodeJS.ProcessEnv): string | undefined {
  if (env.GITHUB_RUN_ID) return env.GITHUB_SHA || undefined;
  if (env.GITLAB_CI) return env.CI_COMMIT_SHA || undefined;
  return undefined;
}

/**
 * The web address of the repository of that commit (GitHub Actions: GITHUB_SERVER_URL and
 * GITHUB_REPOSITORY; GitLab CI: CI_PROJECT_URL); undefined elsewhere.
 */
export function ciRepository(env: NodeJS.ProcessEnv): string | undefined {
  if (env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY) {
    return `${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}`;
  }
  if (env.GITLAB_CI) return env.CI_PROJECT_URL || undefined;
  return undefined;
}
