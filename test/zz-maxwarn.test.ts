import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { RunReport } from '../src/client/index.js';
import { readActionSettings } from '../src/action/settings.js';
import { parseCommand, usage } from '../src/cli/args.js';
import { RUN_COMMAND, readRunSettings } from '../src/cli/run-options.js';
import { grade } from '../src/core/grading.js';
import { readLegFile } from '../src/core/result-file.js';
import { toGateSettings } from '../src/core/settings.js';
import { reportFileContent } from '../src/report/report-file.js';
import { renderSummary } from '../src/report/summary.js';
import { Redactor } from '../src/util/redaction.js';

it('max-warnings: read by both front ends, graded, saved, read back, shown', async () => {
  expect(usage(RUN_COMMAND)).toContain('--max-warnings N');
  const s = new Redactor();
  const env = { OCPI_TESTING_MAX_WARNINGS: '1' };
  const cli = readRunSettings(parseCommand(RUN_COMMAND, ['--api-key', 'k', '--base-url', 'https://x.invalid/api/v1'], env, s), env, s);
  expect(cli.policy.maxWarnings).toBe(1);
  const inputs: Record<string, string> = { 'api-key': 'k', 'base-url': 'https://x.invalid/api/v1', 'max-warnings': 'x' };
  expect(() => readActionSettings({ getInput: (n) => inputs[n] ?? '', setSecret: () => {} }, {})).toThrow(
    '- max-warnings: "x" is not a whole number from 0 to 100000.',
  );
  expect(toGateSettings(cli, 0).policy.maxWarnings).toBe(1);
  const warn = (testId: string) => ({ testId, passed: true, warnings: [{ passed: false, message: 'should', severity: 'should' }] });
  const report = { _id: 'rep_1', status: 'completed', seed: 's', suites: [{ suiteId: 'a', module: 'locations', checks: [warn('a'), warn('b')] }] } as unknown as RunReport;
  const g = grade(report, cli.policy, { names: (k) => `--${k}` });
  expect(g.verdict).toBe('fail');
  expect(g.reason).toContain('2 checks passed with warnings, more than --maxWarnings allows (1)');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mw-')), 'leg.json');
  const content = reportFileContent({ verdict: g.verdict, reason: g.reason, seed: 's', report, grade: g, reportId: 'rep_1' } as never, { policy: cli.policy });
  expect(content.policy?.maxWarnings).toBe(1);
  writeFileSync(file, JSON.stringify(content));
  const leg = await readLegFile(file, (n) => n ?? 'leg');
  expect(leg.reason).toContain('more than --maxWarnings allows (1)');
  expect(leg.notes).toEqual([]);
  const summary = renderSummary({ report, grade: g, verdict: g.verdict, reason: g.reason, seed: 's', connectionId: 'c', runId: 'r', reportId: 'rep_1', toolVersion: '0' });
  expect(summary).toContain('more than --maxWarnings allows (1)');
});
