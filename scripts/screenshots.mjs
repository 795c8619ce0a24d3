// Refreshes the README's screenshots of the job summary and the pull-request comment, from a real
// run of the demo (the emulator's some-failures scenario, the built CLI and action bundle), each
// rendered as GitHub renders Markdown (micromark with GFM, GitHub's Markdown stylesheet) and
// photographed by Chromium (found as the browser tests find it: CHROMIUM_PATH, a system Chromium,
// else the one npm ci brings; test/helpers/chromium.ts). The HTML report's screenshot is refreshed by its browser test
// (UPDATE_SCREENSHOTS=1). Run after `npm run build`:
//   node scripts/screenshots.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { launchChromium } from '../test/helpers/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const work = mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));

try {
  // A real run: the demo runs the action bundle against the emulator and keeps its files.
  const out = path.join(work, 'demo');
  const demo = spawnSync(
    process.execPath,
    [
      path.join(root, 'dist', 'cli', 'index.js'),
      'demo',
      '--scenario',
      'some-failures',
      '--out',
      out,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  if (demo.status !== 1)
    throw new Error(`the demo should fail its gate; it exited ${demo.status}: ${demo.stderr}`);
  const summary = readFileSync(path.join(out, 'summary.md'), 'utf8');

  // The comment of the same run, as the action words it: its renderer, on the graded report file.
  const built = (file) => import(pathToFileURL(path.join(root, 'lib', file)).href);
  const build = spawnSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`tsc failed: ${build.stdout}${build.stderr}`);
  const { grade } = await built('core/grading.js');
  const { renderComment } = await built('report/comment.js');
  const file = JSON.parse(readFileSync(path.join(out, 'ocpi-conformance-report.json'), 'utf8'));
  const policy = { ...file.policy, failOn: new Set(file.policy.failOn) };
  const graded = grade(file.report, policy);
  const comment = renderComment({
    key: {
      workflow: 'OCPI conformance',
      job: 'conformance',
      connectionId: file.connectionId,
      module: undefined,
    },
    verdict: file.verdict,
    reason: file.reason,
    grade: graded,
    regressions: file.regressions,
    share: undefined,
    seed: file.seed,
    reportId: file.reportId,
    runUrl: 'https://github.com/acme/charging/actions/runs/42',
    artifact: {
      name: 'ocpi-conformance-conformance',
      url: 'https://github.com/acme/charging/actions/runs/42/artifacts/7',
      files: ['ocpi-conformance-report.json', 'ocpi-conformance-report.html'],
    },
  });

  const css = readFileSync(
    require.resolve('github-markdown-css/github-markdown-light.css'),
    'utf8',
  );
  const page = (markdown, width) => `<!doctype html><meta charset="utf-8"><style>${css}
body { margin: 0; background: #fff; } .markdown-body { box-sizing: border-box; width: ${width}px; padding: 24px; }</style>
<article class="markdown-body">${micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] })}</article>`;
  const { browser } = await launchChromium();
  try {
    for (const [name, markdown, width] of [
      ['job-summary', summary, 1000],
      ['pr-comment', comment, 900],
    ]) {
      const html = path.join(work, `${name}.html`);
      writeFileSync(html, page(markdown, width));
      const tab = await browser.newPage();
      await tab.setViewport({ width, height: 1500 });
      await tab.goto(pathToFileURL(html).href);
      // The page as far as it goes, at most 1500 px (the summary's first failed checks).
      const height = await tab.evaluate(() =>
        Math.ceil(document.querySelector('article').getBoundingClientRect().height),
      );
      const target = path.join(root, 'docs', 'images', `${name}.png`);
      await tab.screenshot({
        path: target,
        clip: { x: 0, y: 0, width, height: Math.min(height, 1500) },
      });
      console.log(`Wrote ${path.relative(root, target)}.`);
    }
  } finally {
    await browser.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
