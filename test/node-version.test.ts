/**
 * The CLI's Node.js check (src/cli/node-version.ts): it runs before any dependency loads, so on
 * an older Node the user reads what to do instead of a stack trace from inside undici.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIN_NODE_VERSION, nodeVersionProblem } from '../src/cli/node-version.js';

describe('nodeVersionProblem', () => {
  it('holds the same minimum as package.json "engines"', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.engines.node).toBe(`>=${MIN_NODE_VERSION}`);
  });

  it('accepts the minimum and anything later', () => {
    for (const version of [MIN_NODE_VERSION, '22.19.1', '22.20.0', '23.0.0', '24.21.0', '30.1.2']) {
      expect(nodeVersionProblem(version), version).toBeUndefined();
    }
  });

  it('names the version found, the one needed and what to do', () => {
    for (const version of ['20.20.2', '22.18.9', '22.0.0', '18.19.1', '21.99.99']) {
      const problem = nodeVersionProblem(version, '/usr/bin/node');
      expect(problem, version).toBe(
        `ocpi-conformance needs Node.js ${MIN_NODE_VERSION} or later, and this is Node.js ${version} (/usr/bin/node). Install a newer Node.js, or put one first on the PATH, and run it again.`,
      );
    }
  });
});
