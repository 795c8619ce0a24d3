/**
 * The release workflow's order is safe (issue 27): nothing is published unless every check
 * passed; the major tag moves only after a successful publish; a re-run of a tag that was already
 * published does not fail half way; the package names the repository a provenance publish needs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  name?: string;
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  'continue-on-error'?: unknown;
  env?: Record<string, string>;
}

const workflow = parse(
  readFileSync(new URL('../.github/workflows/release.yml', import.meta.url), 'utf8'),
) as {
  on: { push: { tags: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
};
/** A GitHub Actions expression as the workflow writes it. */
const expression = (body: string) => `$\{{ ${body} }}`;
const steps = Object.values(workflow.jobs)[0]!.steps;
const index = (test: (step: Step) => boolean, what: string) => {
  const found = steps.findIndex(test);
  expect(found, what).toBeGreaterThanOrEqual(0);
  return found;
};
const checks = index((s) => s.run?.trim() === 'bash .ci/run', 'the step running every CI check');
const version = index((s) => /package\.json's version/.test(s.run ?? ''), 'the tag/version check');
const repository = index((s) => /GITHUB_REPOSITORY/.test(s.run ?? ''), 'the repository check');
const registry = index((s) => /npm view/.test(s.run ?? ''), 'the already-published check');
const publish = index((s) => /npm publish/.test(s.run ?? ''), 'the publish');
const major = index((s) => /git push --force origin/.test(s.run ?? ''), 'the major tag move');

describe('release.yml', () => {
  it('runs on version tags only, with the permissions a provenance publish and a tag move need', () => {
    expect(workflow.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+*']);
    expect(workflow.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
  });

  it('publishes only after every check passed, and nothing tolerates a failure', () => {
    expect(version).toBeLessThan(publish);
    expect(repository).toBeLessThan(publish);
    expect(checks).toBeLessThan(publish);
    for (const step of steps) expect(step['continue-on-error'], step.name).toBeUndefined();
    // No step before the publish is skipped by a condition: each must pass.
    for (const step of steps.slice(0, publish)) expect(step.if, step.name).toBeUndefined();
  });

  it('publishes with provenance, and not a version the registry already holds', () => {
    const step = steps[publish]!;
    expect(step.run).toContain('npm publish --provenance');
    expect(step.env?.NODE_AUTH_TOKEN).toBe(expression('secrets.NPM_TOKEN'));
    expect(registry).toBeLessThan(publish);
    const id = steps[registry]!.id;
    expect(step.if).toBe(expression(`steps.${id}.outputs.published != 'true'`));
  });

  it('moves the major tag last, only after the publish succeeded, and never for a pre-release', () => {
    expect(major).toBe(steps.length - 1);
    expect(publish).toBeLessThan(major);
    expect(steps[major]!.if).toBe(expression("success() && !contains(github.ref_name, '-')"));
  });

  it("checks package.json's repository against the repository it runs in", () => {
    expect(steps[repository]!.run).toContain('git+https://github.com/$GITHUB_REPOSITORY.git');
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.repository.url).toMatch(/^git\+https:\/\/github\.com\/[^/]+\/[^/]+\.git$/);
  });
});
