// Merging large legs (issue 16): writes LEGS result files of N checks each (bench/fixture.mjs's
// checks, about a third failing) with the real writer, each in a child process of its own, then
// merges them in another child, with the JUnit file, the summary, the comment and the HTML page,
// and prints {legs, checksPerLeg, fileMb, mergeMs, peakRssMb}. Run after `tsc -p
// tsconfig.build.json`:   node bench/merge-legs.mjs 50000 3   (MERGE_JUNIT=0: without the JUnit file)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const [mode, ...args] = process.argv.slice(2);

if (mode === 'write') {
  const [file, count, name] = args;
  const { grade } = await import('../lib/core/grading.js');
  const { writeReportFile } = await import('../lib/app/formats/report-file.js');
  const { Redactor } = await import('../lib/util/redaction.js');
  const { reportHead, suiteCount, suiteOf } = await import('./fixture.mjs');
  const n = Number(count);
  const report = {
    ...reportHead,
    suites: Array.from({ length: suiteCount(n) }, (_, i) => suiteOf(i, n)),
  };
  const policy = { threshold: 100, failOn: new Set(['nothing-graded']), allowFailures: [] };
  const g = grade(report, policy);
  const result = {
    verdict: g.verdict,
    reason: g.reason,
    report,
    grade: g,
    seed: 'bench',
    reportId: report._id,
  };
  await writeReportFile(file, result, { info: () => {} }, new Redactor(), 'report-file', {
    leg: { name, url: `https://ci.example/jobs/${name}` },
    policy,
  });
} else if (mode === 'merge') {
  const [out, ...files] = args;
  const { mergeResultFiles } = await import('../lib/core/merge.js');
  const { MergedJUnitFile } = await import('../lib/app/formats/junit.js');
  const { writeMergedHtmlFile } = await import('../lib/app/formats/html-report.js');
  const { renderMergeComment, renderMergeSummary } = await import('../lib/report/merge.js');
  const { Redactor } = await import('../lib/util/redaction.js');
  const secrets = new Redactor();
  const log = { info: () => {} };
  const started = performance.now();
  // MERGE_JUNIT=0: no JUnit file, so no suite is held (each check is let go as it is read).
  const withJUnit = process.env.MERGE_JUNIT !== '0';
  const junit = withJUnit
    ? new MergedJUnitFile(path.join(out, 'junit.xml'), log, secrets)
    : undefined;
  const result = await mergeResultFiles(files, { sink: junit });
  await junit?.finish();
  const context = { result, toolVersion: 'bench' };
  const summary = renderMergeSummary(context);
  renderMergeComment({ ...context, workflow: 'bench' });
  await writeMergedHtmlFile(path.join(out, 'merged.html'), context, log, secrets);
  console.log(
    JSON.stringify({
      verdict: result.verdict,
      mergeMs: Math.round(performance.now() - started),
      peakRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / 1048576),
      summaryKb: Math.round(Buffer.byteLength(summary) / 1024),
      junitMb: withJUnit ? Math.round(statSync(path.join(out, 'junit.xml')).size / 1048576) : 0,
    }),
  );
} else {
  const count = Number(mode ?? 50000);
  const legs = Number(args[0] ?? 3);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-merge-'));
  try {
    const files = [];
    for (let i = 0; i < legs; i++) {
      const file = path.join(dir, `leg-${i}.json`);
      execFileSync(
        process.execPath,
        ['--max-old-space-size=4096', self, 'write', file, String(count), `leg ${i}`],
        {
          stdio: 'inherit',
        },
      );
      files.push(file);
    }
    const out = execFileSync(process.execPath, [self, 'merge', dir, ...files], {
      encoding: 'utf8',
    });
    const fileMb = Math.round(statSync(files[0]).size / 1048576);
    console.log(JSON.stringify({ legs, checksPerLeg: count, fileMb, ...JSON.parse(out) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
