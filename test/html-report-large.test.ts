/**
 * The HTML report of 50,000 checks in Chromium within a time budget: listed, filtered, searched
 * and expanded within 3 s of opening, with no request beyond its own file. It runs last and on its
 * own (vitest.config.ts, ALONE_AT_THE_END): run among the other files, Chromium got half a core.
 * The report's other browser tests (test/html-report-browser.test.ts) hold no time and run with
 * the rest.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../src/report/html.js';
import { launchChromium } from './helpers/chromium.js';
import { inputFor, largeReport } from './helpers/html-fixtures.js';
import { painted, redrawn, rowIds, search, status } from './helpers/html-page.js';

// The callbacks given to page.evaluate run in the page (see html-report-browser.test.ts).
// biome-ignore lint/suspicious/noExplicitAny: page objects are checked by the browser, not by tsc
declare const document: any;

const SKIP = process.env.SKIP_BROWSER_TESTS === '1';
const LARGE = 50_000;
const LARGE_BUDGET_MS = 3000;

describe.skipIf(SKIP)('the HTML report of 50,000 checks in Chromium', () => {
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    ({ browser } = await launchChromium());
    dir = mkdtempSync(path.join(tmpdir(), 'html-report-large-'));
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  // A time budget on a machine whose two cores other test files share: once more before it fails.
  it(`opens ${LARGE.toLocaleString('en-US')} checks, lists them and applies a filter within ${LARGE_BUDGET_MS} ms`, {
    retry: 1,
    timeout: 60_000,
  }, async () => {
    const large = inputFor(largeReport(LARGE));
    let started = performance.now();
    const html = renderHtmlReport(large);
    const renderMs = performance.now() - started;
    const target = path.join(dir, 'large.html');
    writeFileSync(target, html);
    const bytes = statSync(target).size;

    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    started = performance.now();
    const loaded = page.goto(pathToFileURL(target).href, { waitUntil: 'load', timeout: 30_000 });
    // The list shows while the browser still reads the details that follow the script.
    await page.waitForSelector('#checks details');
    await painted(page);
    const listedMs = performance.now() - started;
    // Expanded at once, a check says its details are loading, then shows them.
    const early = await page.evaluate(() => {
      const row = document.querySelector('#checks details');
      row.open = true;
      return new Promise((resolve) =>
        setTimeout(() => resolve(row.querySelector('.detail')?.textContent ?? ''), 0),
      );
    });
    await loaded;
    const loadedMs = performance.now() - started;
    const firstDetail = await page.$eval('#checks details[open] .detail', (d) => d.textContent);
    const before = await status(page);
    await redrawn(page, () => page.click('button[data-outcome="0"]'));
    await painted(page);
    const totalMs = performance.now() - started;
    expect(firstDetail).toMatch(/^Expected HTTP .*Validations.*Exchange \(redacted\)/);
    const filtered = await status(page);
    await redrawn(page, () => page.click('#show-more'));
    expect(await page.$$eval('#checks details', (rows) => rows.length)).toBe(400);
    expect(await status(page)).toBe(filtered!.replace('Showing 200 of', 'Showing 400 of'));

    // A check in the last chunk of details: found, expanded, its chunk parsed on demand.
    const lastId = (await page.evaluate(() => {
      const index = JSON.parse(document.getElementById('report-index')!.textContent!);
      return index.rows.at(-1)[1];
    })) as string;
    await page.click('#f-all');
    const searched = performance.now();
    await search(page, lastId);
    await page.click('#checks details > summary');
    await page.waitForSelector('#checks details .detail .exchange');
    const expandMs = performance.now() - searched;
    expect(await rowIds(page)).toEqual([lastId]);

    console.log(
      `HTML report of ${LARGE} checks: ${(bytes / 1e6).toFixed(1)} MB, rendered in ${Math.round(renderMs)} ms; in Chromium: list painted ${Math.round(listedMs)} ms after opening (an expanded check said: ${JSON.stringify(early)}), loaded at ${Math.round(loadedMs)} ms, filtered and painted at ${Math.round(totalMs)} ms; search for the last check and its expansion ${Math.round(expandMs)} ms`,
    );
    expect(before).toMatch(/^Showing 200 of [\d,]+ matching checks \(50,000 in all\)\.$/);
    expect(await page.$$eval('#checks details', (rows) => rows.length)).toBe(1);
    expect(requests.filter((url) => !url.startsWith('data:'))).toEqual([
      pathToFileURL(target).href,
    ]);
    expect(totalMs).toBeLessThanOrEqual(LARGE_BUDGET_MS);
    await page.close();
  });
});
