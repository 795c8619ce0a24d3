/**
 * The merged matrix's HTML report in a real browser passes the accessibility test the single
 * report passes (test/helpers/axe.ts: axe-core's WCAG 2 A/AA rules and its best practices, such
 * as every part of the page in a landmark; light and dark colour schemes). The page is made as a user makes it: four legs run for real with `run --report-file`
 * against the emulator (one passed, one failed, one with no verdict, one failing with flaky
 * checks after five earlier runs), then `merge --html-report` reads their files; Chromium opens it
 * from disk. A screenshot is left in test-artifacts/html-report-merged.png.
 *
 * When no Chromium can be started these tests fail and say what to do; SKIP_BROWSER_TESTS=1 skips
 * them.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { cli, serviceEnv } from './cli-harness.js';
import { axeViolations } from './helpers/axe.js';
import { launchChromium } from './helpers/chromium.js';

// The callbacks given to page.evaluate run in the page (see html-report-browser.test.ts).
// biome-ignore lint/suspicious/noExplicitAny: page objects are checked by the browser, not by tsc
declare const window: any;

const SKIP = process.env.SKIP_BROWSER_TESTS === '1';
const KEY = 'pets_html_merged_team_0000001';
const WAVERING_KEY = 'pets_html_merged_waver_000001';
const ARTIFACTS = path.resolve('test-artifacts');

describe.skipIf(SKIP)('the merged HTML report in Chromium', () => {
  let emulator: Emulator;
  let browser: Browser;
  let work: string;
  let merged: string;

  /** Runs one leg as a GitLab parallel job would; returns its result file. */
  async function leg(index: number, module: string, key = KEY, runs = 1): Promise<string> {
    const file = path.join(work, 'legs', `${index}.json`);
    const env = {
      ...serviceEnv(emulator, key),
      CI_JOB_NAME: `conformance ${index}/4`,
      CI_JOB_URL: `https://gitlab.example.com/acme/charging/-/jobs/${100 + index}`,
    };
    for (let i = 1; i < runs; i++) await cli(['run', '--module', module], { env });
    const run = await cli(['run', '--module', module, '--report-file', file], { env });
    expect(run.code, run.stderr).not.toBe(2);
    return file;
  }

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'html-report-merged-'));
    emulator = await startEmulator({
      speed: 100,
      owners: [
        { id: 'team', plan: 'team', keys: [KEY] },
        { id: 'waver', plan: 'team', keys: [WAVERING_KEY] },
      ],
    });
    const legs: string[] = [];
    emulator.setScenario('all-pass');
    legs.push(await leg(1, 'locations'));
    emulator.setScenario('some-failures');
    legs.push(await leg(2, 'sessions'));
    emulator.setScenario('failed-run');
    legs.push(await leg(3, 'tariffs'));
    // The sixth run of a wavering connection fails, its two wavering checks flaky.
    emulator.setScenario('wavering', { connectionId: emulator.sandboxConnectionId('waver') });
    legs.push(await leg(4, 'locations', WAVERING_KEY, 6));
    merged = path.join(work, 'merged.html');
    const merge = await cli(['merge', ...legs, '--html-report', merged], { env: {} });
    expect(merge.code, merge.stderr).toBe(1);
    ({ browser } = await launchChromium());
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await emulator?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`passes the accessibility test of the single report (WCAG 2 A/AA, best practices), ${scheme} colour scheme`, async () => {
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      await page.goto(pathToFileURL(merged).href, { waitUntil: 'load' });
      expect(
        await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches),
      ).toBe(scheme === 'dark');
      // The page holds what the merge found: every leg, the failed checks, the flaky ones.
      expect(await page.title()).toBe('OCPI conformance: fail (merged)');
      const legs = await page.$$eval('table tbody tr', (rows) =>
        rows.map((row) => row.querySelector('td')?.textContent),
      );
      expect(legs).toEqual([
        'conformance 1/4 locations',
        'conformance 2/4 sessions',
        'conformance 3/4 tariffs',
        'conformance 4/4 locations',
      ]);
      const headings = await page.$$eval('h2', (list) => list.map((h) => h.textContent));
      expect(headings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^conformance 2\/4 sessions: \d+ failed$/),
          'conformance 4/4 locations: 2 failed',
          expect.stringMatching(/^conformance 4\/4 locations: flaky checks/),
        ]),
      );
      if (scheme === 'light') {
        mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({
          path: path.join(ARTIFACTS, 'html-report-merged.png'),
          fullPage: true,
        });
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  }
});
