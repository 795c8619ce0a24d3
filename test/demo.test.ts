/**
 * `ocpi-conformance demo` (the README's first command): the files the run points at (the report
 * in the log and the summary, the JUnit file) must still be there when the demo has ended. The
 * demo runs the action from the sources (test/helpers/action-entry.mjs) where the package runs
 * dist/index.js; test/bundle-smoke.test.ts runs the built demo.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDemoCommand, toTerminal } from '../src/cli/demo.js';
import { DEMO_WORKFLOW, writeDemoWorkflow } from '../src/cli/demo-checks.js';
import { SOURCE_ENTRY } from './helpers/action-step.js';

const work = mkdtempSync(path.join(tmpdir(), 'demo-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function demo(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDemoCommand(
    argv,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    { actionPath: SOURCE_ENTRY },
  );
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('demo', () => {
  it('keeps the report, JUnit and summary files in the folder given, and names it', async () => {
    const out = path.join(work, 'kept');
    const run = await demo(['--speed', '50', '--out', out]);
    expect(run.code).toBe(0);
    const report = path.join(out, 'ocpi-conformance-report.json');
    // The log points at the report: it must exist once the demo is over.
    expect(run.stdout).toContain(`Report written to ${report}.`);
    expect(JSON.parse(readFileSync(report, 'utf8'))).toMatchObject({ verdict: 'pass' });
    expect(readFileSync(path.join(out, 'ocpi-conformance-junit.xml'), 'utf8')).toMatch(/^<\?xml/);
    expect(existsSync(path.join(out, 'summary.md'))).toBe(true);
    // What it prints under the summary's label is what the label says: a plain-text reading of
    // the summary.md it names, which is kept, and is not the Markdown itself.
    const summaryFile = path.join(out, 'summary.md');
    const lines = run.stdout.split('\n');
    const label = lines.indexOf('=== Job summary, as plain text ===');
    expect(label).toBeGreaterThan(0);
    expect(lines[label + 1]).toBe(
      `(the Markdown GitHub renders on the run's page: ${summaryFile})`,
    );
    const outputs = lines.findIndex((line) => line.startsWith("=== The step's outputs"));
    const printed = lines
      .slice(label + 2, outputs)
      .join('\n')
      .trim();
    const markdown = readFileSync(summaryFile, 'utf8');
    expect(printed).toBe(toTerminal(markdown).trim());
    expect(printed).not.toBe(markdown.trim());
    expect(markdown).toMatch(/<(details|code|b|sub)\b/);
    expect(printed).not.toMatch(/<(details|code|b|sub)\b/);
    // Under the outputs' label: name: value lines, every output but result.
    const shown = lines.slice(outputs + 1).filter((line) => /^[a-z-]+: /.test(line));
    expect(shown).toContain('verdict: pass');
    expect(shown.some((line) => line.startsWith('result: '))).toBe(false);
    // The last line names every file the demo left in the folder, and only those.
    const last = run.stdout.trimEnd().split('\n').at(-1)!;
    expect(last.startsWith(`Kept in ${out}: `)).toBe(true);
    const named = last.slice(`Kept in ${out}: `.length, -1).split(', ');
    expect(named.sort()).toEqual(readdirSync(out).sort());
    expect(named).toContain('ocpi-conformance-report.html');
    // No warning about an artifact the demo has no service for, nor advice it cannot take.
    expect(run.stdout).not.toMatch(/warning:.*artifact/i);
    expect(run.stdout).not.toContain('upload-report');
  });

  it("shows the job's check run a real job would get: every failed and warned check annotated at the step", async () => {
    const out = path.join(work, 'check-run');
    const run = await demo(['--speed', '50', '--scenario', 'some-failures', '--out', out]);
    expect(run.code).toBe(1);
    const sent = JSON.parse(readFileSync(path.join(out, 'check-run.json'), 'utf8'));
    const output = (name: string) =>
      Number(
        /^(\S+): (.*)$/m.exec(run.stdout.split('\n').find((l) => l.startsWith(`${name}: `))!)![2],
      );
    // As many annotations as the outputs count failed and warned checks, each a failure or warning.
    expect(sent.annotations.length).toBe(output('failed') + output('warned'));
    expect(sent.annotations.length).toBeGreaterThan(0);
    expect(sent.ownedByRunner).toEqual([]);
    expect(sent.title).toContain('OCPI conformance: fail');
    // Each points at the workflow the demo stands for, on its step's `uses:` line.
    const workspace = mkdtempSync(path.join(work, 'ws-'));
    writeDemoWorkflow(workspace, 'demo/ocpi-conformance');
    const lines = readFileSync(path.join(workspace, DEMO_WORKFLOW), 'utf8').split('\n');
    const usesLine = lines.findIndex((line) => line.trim().startsWith('uses: ')) + 1;
    for (const annotation of sent.annotations) {
      expect(annotation.path).toBe(DEMO_WORKFLOW);
      expect(annotation.start_line).toBe(usesLine);
    }
    // The annotations went to the check run, not to the log as workflow commands.
    // (A workflow-command annotation of a check is titled with its test id: "OCPI conformance: 2.2.1/...".)
    expect(run.stdout).toMatch(/^ {2}\| error: Failed: /m);
    expect(run.stdout).not.toMatch(/^ {2}\| error: OCPI conformance: \d/m);
    expect(run.stdout).not.toMatch(/warning: .*check run/i);
  });

  it('answers a misspelt journey kind in the words typed, with the kind meant, starting nothing', async () => {
    const run = await demo(['--journey', 'first-succesful-charge', '--out', path.join(work, 'k')]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      '--journey "first-succesful-charge" is not a journey kind. Did you mean first-successful-charge?',
    );
    expect(existsSync(path.join(work, 'k'))).toBe(false);
  });

  it('answers an unknown option in one line with the nearest one, starting nothing', async () => {
    const run = await demo(['--sceanrio', 'some-failures']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'Unknown option --sceanrio for "ocpi-conformance demo". Did you mean --scenario? Run "ocpi-conformance demo --help" for its options.',
    );
  });

  it('refuses a journey scenario without --journey, which would silently run a conformance pass', async () => {
    const run = await demo(['--scenario', 'interrupted-journey', '--out', path.join(work, 'j')]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      '--scenario interrupted-journey only shapes journey runs: add --journey (for example --journey first-successful-charge).',
    );
    expect(existsSync(path.join(work, 'j'))).toBe(false);
  });

  it('says at once when the --out folder cannot be made, starting nothing', async () => {
    const file = path.join(work, 'a-file');
    writeFileSync(file, '');
    const run = await demo(['--out', file]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `--out: the folder "${file}" could not be made (EEXIST). Give a folder you can write to, or leave --out out.`,
    );
  });

  it('with --scenario wavering, runs after five earlier runs: its wavering checks fail and are told flaky', async () => {
    const out = path.join(work, 'wavering');
    const run = await demo(['--speed', '50', '--scenario', 'wavering', '--out', out]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'Started 5 earlier runs of the sandbox connection first, so that its wavering checks (locations/get-object, locations/unknown-object) have a history to be told flaky from.',
    );
    const report = JSON.parse(readFileSync(path.join(out, 'ocpi-conformance-report.json'), 'utf8'));
    expect(report.verdict).toBe('fail');
    expect(report.grade.counts.failed).toBe(2);
    expect(report.grade.flakiness).toMatchObject({ window: 10, reports: 6, tolerated: [] });
    expect(
      report.grade.flakiness.checks.map((c: { testId: string; flaky: unknown }) => [
        c.testId,
        c.flaky,
      ]),
    ).toEqual([
      ['2.2.1/locations/get-object', { flips: 5, runs: 6 }],
      ['2.2.1/locations/unknown-object', { flips: 5, runs: 6 }],
    ]);
  });

  it('without --out, keeps them in a new temporary folder it names', async () => {
    const run = await demo(['--speed', '50']);
    expect(run.code).toBe(0);
    const folder = /^Kept in (\S+): /m.exec(run.stdout)?.[1];
    expect(folder).toBeDefined();
    try {
      expect(existsSync(path.join(folder!, 'ocpi-conformance-report.json'))).toBe(true);
    } finally {
      rmSync(folder!, { recursive: true, force: true });
    }
  });
});
