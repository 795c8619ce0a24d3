/**
 * The README's set-up (`npm ci`) must not open with a wall of EBADENGINE warnings on the Node.js
 * version the README says is enough. npm warns for every installed package whose `engines.node`
 * the running Node does not satisfy; the lockfile records each package's range, so this checks
 * them all against the stated version, and against Node 24, which the action runs on.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

/** The version the README's "Try it on your machine" section asks for: "Node.js 22.19 or later". */
function statedVersion(): string {
  const section = readme.slice(readme.indexOf('## Try it on your machine'));
  const match = /Node\.js (\d+\.\d+(?:\.\d+)?) or later/.exec(section);
  if (!match) throw new Error('README "Try it on your machine" states no "Node.js X.Y or later"');
  return semver.coerce(match[1])!.version;
}

function unsatisfied(version: string): string[] {
  return Object.entries(lock.packages)
    .filter(([, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range !== undefined && !semver.satisfies(version, range);
    })
    .map(([name, entry]) => `${name || 'ocpi-conformance'} (${JSON.stringify(entry.engines)})`);
}

describe('the Node.js version the README states', () => {
  it('is the minimum of package.json engines', () => {
    expect(statedVersion()).toBe(semver.minVersion(pkg.engines.node)!.version);
  });

  it('satisfies the engines of every package npm ci installs, as Node 24 does', () => {
    expect(unsatisfied(statedVersion())).toEqual([]);
    expect(unsatisfied('24.0.0')).toEqual([]);
  });
});
