// Child process of the benchmark (section 7): the HTML report of N checks opened in Chromium as a
// reviewer opens a downloaded artifact, from disk, in a browser just started (the one the browser
// tests use: test/helpers/chromium.ts). Times, from asking for the page: the first 200 checks
// listed and painted, the page loaded (every check's details read), a filter by outcome applied
// and painted; then a search for the last check and its expansion (its details parsed on demand).
// What the page does is held by test/html-report-large.test.ts; how fast, here.
//   node bench/html-open.mjs N SAMPLES
// prints {checks, htmlMb, renderMs, listedMs: [...], loadedMs: [...], filteredMs: [...], expandMs: [...]}
// or, when no Chromium can be started, {skipped: "why"}.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { grade } from '../lib/core/grading.js';
import { renderHtmlReport } from '../lib/report/html.js';
import { launchChromium } from '../test/helpers/chromium.ts';
import { painted, redrawn, search } from '../test/helpers/html-page.ts';
import { reportHead, suiteCount, suiteOf } from './fixture.mjs';

const count = Number(process.argv[2] ?? 50_000);
const samples = Number(process.argv[3] ?? 3);

// The report as the gate keeps it: passed checks without warnings keep no exchange.
const suites = Array.from({ length: suiteCount(count) }, (_, i) => {
  const suite = suiteOf(i, count);
  for (const check of suite.checks) {
    if (check.passed === true && !check.warnings?.length) delete check.exchange;
  }
  return suite;
});
const report = { ...reportHead, suites };
const policy = { threshold: 100, failOn: new Set(['nothing-graded']), allowFailures: [] };
const dir = mkdtempSync(path.join(os.tmpdir(), 'html-open-'));
const file = path.join(dir, 'report.html');
try {
  const g = grade(report, policy);
  const started = performance.now();
  const html = renderHtmlReport({
    verdict: g.verdict,
    reason: g.reason,
    report,
    grade: g,
    policy,
    meta: { toolVersion: 'bench', generatedAt: new Date() },
  });
  const renderMs = Math.round(performance.now() - started);
  writeFileSync(file, html);
  const runs = [];
  for (let i = 0; i < samples; i++) {
    let launched;
    try {
      launched = await launchChromium();
    } catch (error) {
      console.log(
        JSON.stringify({ skipped: error instanceof Error ? error.message : String(error) }),
      );
      process.exit(0);
    }
    try {
      runs.push(await openOnce(launched.browser, file));
    } finally {
      await launched.browser.close();
    }
  }
  const of = (key) => runs.map((run) => run[key]);
  console.log(
    JSON.stringify({
      checks: count,
      htmlMb: Math.round((statSync(file).size / 1048576) * 10) / 10,
      renderMs,
      listedMs: of('listedMs'),
      loadedMs: of('loadedMs'),
      filteredMs: of('filteredMs'),
      expandMs: of('expandMs'),
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** One opening of the page in a fresh tab; times in ms from asking for it. */
async function openOnce(browser, target) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const loaded = page.goto(pathToFileURL(target).href, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('#checks details');
  await painted(page);
  const listedMs = since();
  await loaded;
  const loadedMs = since();
  await redrawn(page, () => page.click('button[data-outcome="0"]'));
  await painted(page);
  const filteredMs = since();
  const lastId = await page.evaluate(() => {
    const index = JSON.parse(document.getElementById('report-index').textContent);
    return index.rows.at(-1)[1];
  });
  await page.click('#f-all');
  const searched = performance.now();
  await search(page, lastId);
  await page.click('#checks details > summary');
  await page.waitForSelector('#checks details .detail .exchange');
  const expandMs = Math.round(performance.now() - searched);
  await page.close();
  return { listedMs, loadedMs, filteredMs, expandMs };
}
