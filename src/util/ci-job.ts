/**
 * Which CI job this is, read from the CI's environment and handed to core in neutral terms: the
 * parts of a derived seed that make it unique to one attempt of one job (core/settings.ts,
 * deriveSeed). GitHub Actions, GitLab CI, Jenkins and Azure Pipelines are recognised; elsewhere
 * the time makes it unique. The first part names the CI.
 */
export function ciJobParts(env: NodeJS.ProcessEnv): (string | undefined)[] {
  if (env.GITHUB_RUN_ID) {
    return [
      'gh',
      env.GITHUB_REPOSITORY,
      env.GITHUB_RUN_ID,
      env.GITHUB_RUN_ATTEMPT || '1',
      env.GITHUB_JOB,
    ];
  }
  // CI_JOB_ID is unique to each job of the instance, parallel and matrix jobs included.
  if (env.GITLAB_CI) return ['gl', env.CI_PROJECT_PATH, env.CI_PIPELINE_ID, env.CI_JOB_ID];
  if (env.JENKINS_URL) return ['jk', env.JOB_NAME, env.BUILD_NUMBER];
  if (env.TF_BUILD) {
    return [
      'az',
      env.BUILD_REPOSITORY_NAME,
      env.BUILD_BUILDID,
      env.SYSTEM_JOBATTEMPT,
      env.SYSTEM_JOBNAME,
      // Unique to one attempt of one job: tells matrix and parallel legs apart.
      env.SYSTEM_JOBID,
    ];
  }
  return ['local', new Date().toISOString()];
}

/**
 * The CI's file that runs this job, relative to the repository: GitHub's workflow file (the path
 * in GITHUB_WORKFLOW_REF, `owner/repo/.github/workflows/ci.yml@refs/heads/main`), GitLab's CI
 * configuration (CI_CONFIG_PATH, `.gitlab-ci.yml` unless the project sets another); undefined
 * elsewhere.
 */
export function ciWorkflowFile(env: NodeJS.ProcessEnv): string | undefined {
  if (env.GITHUB_RUN_ID) return /^[^/]+\/[^/]+\/(.+?)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1];
  if (env.GITLAB_CI) return env.CI_CONFIG_PATH || '.gitlab-ci.yml';
  return undefined;
}
