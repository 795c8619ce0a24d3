/**
 * .ci/validate-metadata.mjs (CI's check of action.yml and the workflows) works around a gap of
 * the pinned @action-validator: its schema rejects `runs.using: node24`. The note it prints says
 * so; this holds the note against the facts it states (the validator does reject node24 in our
 * action.yml, and only there), so the day the validator accepts node24 this fails and the
 * workaround can go.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { validateAction } from '@action-validator/core';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../', import.meta.url);
const actionText = readFileSync(new URL('action.yml', ROOT), 'utf8');
const { version } = createRequire(import.meta.url)('@action-validator/core/package.json') as {
  version: string;
};

interface ValidatorError {
  code: string;
  path: string;
  states?: { errors?: ValidatorError[] }[];
}
describe("the metadata check states the validator's node24 gap", () => {
  it('rejects action.yml as it is at /runs/using only, and accepts it read as node20', () => {
    expect(actionText).toMatch(/^\s*using:\s*["']?node24["']?\s*$/m);
    const asIs = validateAction(actionText) as { errors: ValidatorError[] };
    expect(asIs.errors.map((e) => e.path)).toEqual(['/runs']);
    // The first alternative (a JavaScript action) failed on the runtime's enum alone.
    expect(asIs.errors[0]!.states![0]!.errors).toEqual([
      expect.objectContaining({ code: 'enum', path: '/runs/using' }),
    ]);
    const asNode20 = validateAction(actionText.replace(/node24/, 'node20')) as {
      errors: ValidatorError[];
    };
    expect(asNode20.errors).toEqual([]);
  });

  it('prints a note naming the validator, its version and what a run by hand meets', () => {
    const stdout = execFileSync(process.execPath, ['.ci/validate-metadata.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(stdout).toContain('ok       action.yml (action-validator, node24 read as node20)');
    expect(stdout.replace(/\s+/g, ' ')).toContain(
      `note @action-validator ${version} rejects runs.using: node24 (its schema predates that runtime), so action.yml was validated read as node20; run by hand, npx action-validator action.yml fails at /runs/using for that reason alone.`,
    );
  });
});
