// Refreshes the README's screenshots of the job summary, the job's check run and the pull-request
// comment, from a real
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

const ANNOTATION_STYLE = `.annotation { border: 1px solid #d0d7de; border-left: 4px solid #cf222e;
border-radius: 6px; padding: 8px 12px; margin: 8px 0; font-size: 14px; }
.annotation.warning { border-left-color: #9a6700; }`;

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
  // The check run the action sent to the demo's stand-in of the Checks API (src/cli/demo-checks.ts).
  const checkRun = JSON.parse(readFileSync(path.join(out, 'check-run.json'), 'utf8'));

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
  // The emoji GitHub shows (the verdict's ❌), from a font in the repository's devDependencies:
  // the Chromium the tests use may have none installed, and draws no colour font, so Noto Emoji's
  // monochrome faces. Its faces are kept to pictographs: the font also draws digits, # and * (as keycap bases),
  // which would otherwise come out blank.
  const emojiCss = require.resolve('@fontsource/noto-emoji/index.css');
  const emoji = readFileSync(emojiCss, 'utf8')
    .replaceAll('url(./files/', `url(${pathToFileURL(path.dirname(emojiCss)).href}/files/`)
    .replace(/U\+(23|2a|30-39|a9|ae),/g, '');
  const page = (markdown, width) => `<!doctype html><meta charset="utf-8"><style>${emoji}${css}
body { margin: 0; background: #fff; } .markdown-body { box-sizing: border-box; width: ${width}px; padding: 24px; }
.markdown-body { font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif, 'Noto Emoji'; }</style>
<article class="markdown-body">${micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] })}</article>`;
  const { browser } = await launchChromium();
  try {
    for (const [name, markdown, width, extra] of [
      ['job-summary', summary, 1000],
      ['check-run', checkRunMarkdown(checkRun), 1000, ANNOTATION_STYLE],
      ['pr-comment', comment, 900],
    ]) {
      const html = path.join(work, `${name}.html`);
      writeFileSync(html, page(markdown, width).replace('</style>', `${extra ?? ''}</style>`));
      const tab = await browser.newPage();
      await tab.setViewport({ width, height: 1500 });
      await tab.goto(pathToFileURL(html).href);
      await tab.evaluate(() => document.fonts.ready);
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

/**
 * The check run as its page on GitHub lays it out: the title, the summary, the annotations (the
 * first five, each with its level, place, title and message), then the text. The Markdown fields
 * are the action's own; only the annotations' frame is drawn here.
 */
function checkRunMarkdown(run) {
  const escapeHtml = (text) =>
    String(text).replace(
      /[&<>"]/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
    );
  const shown = run.annotations
    .slice(0, 5)
    .map(
      (a) =>
        `<div class="annotation ${escapeHtml(a.annotation_level)}"><b>${escapeHtml(a.annotation_level)}</b> ` +
        `<code>${escapeHtml(a.path)}#L${a.start_line}</code><br><b>${escapeHtml(a.title)}</b><br>` +
        `${escapeHtml(a.message).replace(/\n/g, '<br>')}</div>`,
    );
  const more = run.annotations.length - shown.length;
  return [
    `### ${run.title}`,
    '',
    run.summary,
    '',
    `#### Annotations (${run.annotations.length})`,
    '',
    ...shown,
    more > 0 ? `\n*… and ${more} more annotations, each a failed or warned check.*` : '',
    '',
    run.text,
  ].join('\n');
}
