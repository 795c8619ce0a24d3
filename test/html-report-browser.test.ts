/**
 * The HTML report in a real browser: Chromium driven headless by puppeteer-core, one browser for
 * the whole file (CHROMIUM_PATH, else a system Chromium, else the one npm ci brings:
 * test/helpers/chromium.ts). Each page is opened from disk
 * (file://), as a reviewer opens a downloaded artifact: the failed checks are listed, filters and
 * search narrow the list, a check expands to its details, hostile text stays text, the page asks
 * for nothing over the network and its Content-Security-Policy holds, axe-core finds no WCAG A/AA
 * fault and breaks none of its best practices in either view, light or dark (test/helpers/axe.ts; the merged matrix's report passes the
 * same: html-report-merged.test.ts). 50,000 checks: html-report-large.test.ts, and how fast they
 * open, the benchmark (bench/html-open.mjs). A screenshot is left in test-artifacts/
 * (UPDATE_SCREENSHOTS=1 also refreshes docs/images/html-report.png and html-report-by-clause.png).
 *
 * When no Chromium can be started these tests fail and say what to do; SKIP_BROWSER_TESTS=1 skips
 * them.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Check } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { curlCommand } from '../src/report/curl.js';
import { type HtmlReportInput, renderHtmlReport } from '../src/report/html.js';
import { recordedRequest } from '../src/report/recorded-request.js';
import { axeViolations } from './helpers/axe.js';
import { launchChromium } from './helpers/chromium.js';
import {
  HOSTILE_IMG,
  HOSTILE_SCRIPT,
  hostileCheck,
  policy,
  realisticInput,
} from './helpers/html-fixtures.js';
import { redrawn, rowIds, search, status } from './helpers/html-page.js';

// The callbacks given to page.evaluate run in the page. The project type-checks for Node, without
// the DOM library, so this file declares the page's globals those callbacks use, for itself only.
// biome-ignore lint/suspicious/noExplicitAny: page objects are checked by the browser, not by tsc
declare const document: any;
// biome-ignore lint/suspicious/noExplicitAny: as above
declare const window: any;
declare const Image: new () => { src: string };
declare function requestAnimationFrame(callback: () => void): number;

const SKIP = process.env.SKIP_BROWSER_TESTS === '1';
const ARTIFACTS = path.resolve('test-artifacts');

/**
 * The realistic report with a hostile check and a failed check that kept no exchange; the first
 * failed check and a passed one flaky (core/flaky.ts), the passed one known only from the findings.
 */
function pageInput(): HtmlReportInput {
  const base = realisticInput();
  const suites = base.report.suites!;
  const noExchange: Check = {
    testId: '2.2.1/locations/no-exchange',
    name: 'A failed check whose exchange was not kept',
    passed: false,
    expectedStatus: [200],
    actualStatus: 502,
  };
  suites[0]!.checks.unshift(hostileCheck('2.2.1/credentials/hostile'), noExchange);
  const graded = grade(base.report, policy, { regressions: base.regressions });
  const failed = graded.checks.failed[0]!;
  failed.flaky = FLAKY_FAILED;
  const passed = suites.flatMap((suite) => suite.checks).find((check) => check.passed === true)!;
  graded.flakiness = {
    window: 10,
    reports: 10,
    checks: [
      { testId: failed.check.testId, outcome: 'failed', flaky: FLAKY_FAILED },
      { testId: passed.testId, name: HOSTILE_IMG, outcome: 'passed', flaky: FLAKY_PASSED },
    ],
    tolerated: [],
  };
  return { ...base, grade: graded, verdict: graded.verdict, reason: HOSTILE_SCRIPT };
}

const FLAKY_FAILED = { flips: 3, runs: 10 };
const FLAKY_PASSED = { flips: 1, runs: 6 };

interface Opened {
  page: Page;
  /** Every URL the page requested. */
  requests: string[];
  /** Console errors, uncaught errors and CSP violations. */
  problems: string[];
}

describe.skipIf(SKIP)('the HTML report in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let file: string;
  let input: HtmlReportInput;

  beforeAll(async () => {
    ({ browser } = await launchChromium());
    dir = mkdtempSync(path.join(tmpdir(), 'html-report-browser-'));
    input = pageInput();
    file = path.join(dir, 'report.html');
    writeFileSync(file, renderHtmlReport(input));
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Opens `target` from disk, recording requests and problems; any request off disk is refused. */
  async function open(target: string): Promise<Opened> {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const url = pathToFileURL(target).href;
    const requests: string[] = [];
    const problems: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      requests.push(request.url());
      if (request.url() === url || request.url().startsWith('data:')) void request.continue();
      else void request.abort();
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
    await page.evaluateOnNewDocument(() => {
      window.__violations = [];
      document.addEventListener(
        'securitypolicyviolation',
        (event: { violatedDirective: string; blockedURI: string }) => {
          window.__violations.push(event.violatedDirective);
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        },
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('#checks details');
    return { page, requests, problems };
  }

  /** Expands row `i` of the list with a click; resolves to its details once they are built. */
  async function expand(page: Page, i: number): Promise<string> {
    const row = `#checks details[data-i="${i}"]`;
    await page.click(`${row} > summary`);
    // The exchange (or why there is none) comes last in a check's details.
    await page.waitForSelector(`${row} .detail .exchange`);
    return page.$eval(`${row} .detail`, (detail) => detail.textContent ?? '');
  }

  /** The list index (data-i) of the first row matching `selector`. */
  const indexOf = (page: Page, selector: string) =>
    page.$eval(selector, (row) => Number(row.getAttribute('data-i')));

  it('lists the failed checks, with why each failed', async () => {
    const { page, problems } = await open(file);
    const failed = input.grade.checks.failed.map((c) => c.check.testId);
    expect(failed.length).toBeGreaterThan(3);
    expect(await rowIds(page, '#checks details.o-failed')).toEqual(failed);
    const why = await page.$eval(
      '#checks details.o-failed:nth-of-type(1) .why',
      (span) => span.textContent,
    );
    expect(why).toBe('expected 200, got 500');
    expect(await status(page)).toMatch(/^Showing \d+ of \d+ matching checks \(\d+ in all\)\.$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('narrows the list by outcome and by module, and widens it again', async () => {
    const { page } = await open(file);
    const all = await rowIds(page);
    const warned = await rowIds(page, '#checks details.o-warned');
    expect(warned.length).toBeGreaterThan(0);
    await redrawn(page, () => page.click('button[data-outcome="1"]'));
    expect(
      await page.$eval('button[data-outcome="1"]', (b) => b.getAttribute('aria-pressed')),
    ).toBe('false');
    expect(await rowIds(page)).toEqual(all.filter((id) => !warned.includes(id)));
    await redrawn(page, () => page.click('button[data-outcome="1"]'));
    expect(await rowIds(page)).toEqual(all);

    const modules = await page.$$eval('#f-module option', (options) =>
      options.map((o) => [o.value, o.textContent]),
    );
    const sessions = modules.find(([, name]) => name === 'sessions')![0]!;
    await redrawn(page, () => page.select('#f-module', sessions));
    const headings = await page.$$eval('#checks h3.suite', (h) => h.map((e) => e.textContent));
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) expect(heading).toMatch(/ · module sessions$/);
    await page.close();
  });

  it('groups the matching checks by the spec clause they broke, with the same filters', async () => {
    const { page } = await open(file);
    const clauses = input.grade.clauses;
    expect(clauses.length).toBeGreaterThan(0);
    await redrawn(page, () => page.click('#v-clauses'));
    const shown = () =>
      page.$$eval('#checks details.clause', (items) =>
        items.map((item) => ({
          head: item.querySelector('summary')!.textContent!,
          ids: [...item.querySelectorAll('ul.clause-checks code')].map((c) => c.textContent),
        })),
      );
    // Every outcome but passed is shown at first: the clauses the grade found, in its order, each
    // with the checks that broke it.
    const all = await shown();
    expect(all).toHaveLength(clauses.length);
    all.forEach((item, i) => {
      expect(item.ids).toEqual(clauses[i]!.checks);
      expect(item.head).toContain(`${clauses[i]!.checks.length} check`);
    });
    expect(await status(page)).toMatch(
      /^\d+ spec clauses? broken by \d+ of \d+ matching checks\.$/,
    );
    // A clause opens on its quote and its checks, and nothing else.
    await page.click('#checks details.clause > summary');
    // The toggle event comes in a task after the click: let it and its handlers run.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
    );
    const opened = await page.$eval('#checks details.clause', (item) => ({
      open: item.open,
      text: item.textContent,
      extra: [...item.children].map((child) => `${child.tagName}.${child.className}`),
    }));
    expect(opened.open).toBe(true);
    expect(opened.text).not.toContain('missing from this page');
    expect(opened.extra).toEqual([
      'SUMMARY.',
      expect.stringMatching(/^BLOCKQUOTE|^DIV|^P/),
      'UL.clause-checks',
    ]);
    // The module filter narrows the clauses to the checks of that module.
    const modules = await page.$$eval('#f-module option', (options) =>
      options.map((o) => [o.value, o.textContent]),
    );
    const sessions = modules.find(([, name]) => name === 'sessions')![0]!;
    await redrawn(page, () => page.select('#f-module', sessions));
    const inSessions = new Set(
      [...input.grade.checks.failed, ...input.grade.checks.warned]
        .filter((item) => item.module === 'sessions')
        .map((item) => item.check.testId),
    );
    const narrowed = await shown();
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThanOrEqual(all.length);
    for (const item of narrowed) {
      for (const id of item.ids) expect(inSessions.has(id!), id!).toBe(true);
    }
    // Back to the list of checks.
    await redrawn(page, () => page.click('#v-checks'));
    expect(await page.$$eval('#checks details.clause', (items) => items.length)).toBe(0);
    await page.close();
  });

  it('marks the flaky checks with their flips and runs, and narrows the list to them', async () => {
    const { page, problems } = await open(file);
    const flaky = input.grade.flakiness!.checks.map((c) => c.testId);
    const marks = () =>
      page.$$eval('#checks details > summary', (summaries) =>
        summaries
          .filter((s) => s.querySelector('.flaky'))
          .map((s) => [
            s.querySelector('code.id').textContent,
            s.querySelector('.flaky').textContent,
          ]),
      );
    // At first the passed checks are not listed: the failed one is, marked.
    expect(await marks()).toEqual([[flaky[0], 'flaky: 3 flips in the last 10 runs']]);
    expect(await page.$eval('#f-flaky', (b) => b.textContent)).toBe('Flaky only 2');
    await redrawn(page, () => page.click('#f-all'));
    await redrawn(page, () => page.click('#f-flaky'));
    expect(await page.$eval('#f-flaky', (b) => b.getAttribute('aria-pressed'))).toBe('true');
    expect(await rowIds(page)).toEqual(flaky);
    expect(await marks()).toEqual([
      [flaky[0], 'flaky: 3 flips in the last 10 runs'],
      [flaky[1], 'flaky: 1 flip in the last 6 runs'],
    ]);
    // By clause, the flaky check is marked among the checks that broke its clause.
    await redrawn(page, () => page.click('#v-clauses'));
    expect(
      await page.$$eval('ul.clause-checks li', (items) =>
        items.filter((li) => li.querySelector('.flaky')).map((li) => li.textContent),
      ),
    ).toContain(
      `${flaky[0]} ${input.grade.checks.failed[0]!.check.name}flaky: 3 flips in the last 10 runs`,
    );
    await redrawn(page, () => page.click('#v-checks'));
    await redrawn(page, () => page.click('#f-flaky'));
    expect((await rowIds(page)).length).toBeGreaterThan(flaky.length);
    // The server-rendered section lists both; a hostile name in it stays text.
    const section = await page.$eval('#flaky', (s) => s.textContent);
    expect(section).toContain(
      `${flaky[1]} ${HOSTILE_IMG} (passed now; flaky: 1 flip in the last 6 runs)`,
    );
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('finds a check by test id and by name, and says when nothing matches', async () => {
    const { page } = await open(file);
    const target = input.grade.checks.failed[2]!.check;
    await search(page, target.testId);
    expect(await rowIds(page)).toEqual([target.testId]);
    // Part of the name, in other case: the search ignores case.
    await search(page, target.name!.slice(4, 30).toUpperCase());
    expect(await rowIds(page)).toContain(target.testId);
    await search(page, 'no such check anywhere');
    expect(await rowIds(page)).toEqual([]);
    expect(await status(page)).toMatch(/^No check matches these filters/);
    await page.close();
  });

  it('expands a check to its validations, spec clauses and redacted exchange', async () => {
    const { page, problems } = await open(file);
    const target = input.grade.checks.failed.find(
      (c) => c.check.exchange && !c.check.testId.endsWith('/hostile'),
    )!.check;
    const i = input.report.suites!.flatMap((suite) => suite.checks).indexOf(target);
    const before = await page.$(`#checks details[data-i="${i}"] .detail`);
    const detail = { before: before !== null, text: await expand(page, i) };
    // Details are built when the check is first expanded, not before.
    expect(detail.before).toBe(false);
    const validation = target.validations!.find((v) => v.passed === false)!;
    expect(detail.text).toContain('Validations');
    expect(detail.text).toContain(
      `failed${validation.name} (${validation.severity}): ${validation.message}`,
    );
    expect(detail.text).toContain(`“${validation.references![0]!.quote}”`);
    expect(detail.text).toContain(validation.references![0]!.documentTitle);
    expect(detail.text).toContain('Exchange (redacted)');
    expect(detail.text).toContain(
      `${target.exchange!.request!.method} ${target.exchange!.request!.url}`,
    );
    expect(detail.text).toContain('Authorization***');
    expect(detail.text).toContain(`HTTP ${target.exchange!.response!.status}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  /** A failed check with an exchange that curlCommand gives a command for, and that command. */
  function checkWithCommand() {
    const all = input.report.suites!.flatMap((suite) => suite.checks);
    for (const { check } of input.grade.checks.failed) {
      if (!check.exchange?.request || check.testId.endsWith('/hostile')) continue;
      const curl = curlCommand(recordedRequest(check, input.partnerBaseUrl));
      if (curl.kind === 'command') return { i: all.indexOf(check), command: curl.command };
    }
    throw new Error('the realistic report has no failed check with a curl command');
  }

  it("shows a failed check's curl command with a Copy button that puts exactly it in the clipboard", async () => {
    const { page, problems } = await open(file);
    const { i, command } = checkWithCommand();
    await expand(page, i);
    const row = `#checks details[data-i="${i}"] .detail .curl`;
    expect(await page.$eval(`${row} pre.command`, (pre) => pre.textContent)).toBe(command);
    // The button's accessible name, as the accessibility tree gives it to a screen reader.
    const button = await page.$(`${row} button.copy`);
    const node = await page.accessibility.snapshot({ root: button!, interestingOnly: false });
    expect(node).toMatchObject({ role: 'button', name: 'Copy the curl command' });
    await page
      .browserContext()
      .overridePermissions(new URL(page.url()).origin === 'null' ? 'file://' : page.url(), [
        'clipboard-read',
        'clipboard-write',
        'clipboard-sanitized-write',
      ]);
    await page.bringToFront();
    await button!.click();
    await page.waitForFunction(
      (sel: string) => document.querySelector(sel)?.textContent !== '',
      {},
      `${row} .copied`,
    );
    expect(await page.$eval(`${row} .copied`, (s) => s.textContent)).toBe('Copied.');
    expect(await page.evaluate(() => window.navigator.clipboard.readText())).toBe(command);
    expect(problems).toEqual([]);
    // The check's details with its command, for the README (test-artifacts/html-report-curl.png).
    mkdirSync(ARTIFACTS, { recursive: true });
    const details = await page.$(`#checks details[data-i="${i}"]`);
    await details!.screenshot({ path: path.join(ARTIFACTS, 'html-report-curl.png') });
    // The README's screenshot of it (UPDATE_SCREENSHOTS=1, as the other README screenshots).
    if (process.env.UPDATE_SCREENSHOTS === '1') {
      copyFileSync(
        path.join(ARTIFACTS, 'html-report-curl.png'),
        'docs/images/html-report-curl.png',
      );
    }
    await page.close();
  });

  it('selects the command for the reader to copy where the page cannot reach the clipboard', async () => {
    const { page, problems } = await open(file);
    await page.evaluate(() => {
      Object.defineProperty(window.navigator, 'clipboard', { value: undefined });
    });
    const { i, command } = checkWithCommand();
    await expand(page, i);
    const row = `#checks details[data-i="${i}"] .detail .curl`;
    await page.click(`${row} button.copy`);
    expect(await page.evaluate(() => String(window.getSelection()))).toBe(command);
    expect(await page.$eval(`${row} .copied`, (s) => s.textContent)).toContain('is selected');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says why a check has no exchange, or why it was not reached', async () => {
    const { page } = await open(file);
    await redrawn(page, () => page.click('button[data-outcome="5"]'));
    const texts = {
      none: await expand(page, 1),
      passed: await expand(page, await indexOf(page, '#checks details.o-passed')),
      unreached: await expand(page, await indexOf(page, '#checks details.o-unreached')),
    };
    expect(texts.none).toContain('No exchange was kept for this check.');
    expect(texts.passed).toContain('The exchange of a passed check is not kept in this page');
    // An unreached check sent nothing: no status line that would blame the partner.
    expect(texts.unreached).toMatch(/^Transport: HTTP\. Not reached: dependency\.Spec clauses/);
    expect(texts.unreached).toContain('No exchange was kept for this check.');
    await page.close();
  });

  it("says so when a page cut short lacks a check's details", async () => {
    const cut = path.join(dir, 'cut.html');
    const html = renderHtmlReport(input);
    writeFileSync(
      cut,
      html.slice(0, html.indexOf('<script type="application/json" id="report-details-0">')),
    );
    const { page, problems } = await open(cut);
    await page.click('#checks details[data-i="0"] > summary');
    await page.waitForSelector('#checks details[data-i="0"] .detail .note');
    expect(await page.$eval('#checks details[data-i="0"] .detail', (d) => d.textContent)).toBe(
      'The details of this check are missing from this page.',
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows hostile text as text and runs none of it', async () => {
    const { page, problems } = await open(file);
    const detail = await expand(page, 0);
    const seen = await page.evaluate(() => {
      const row = document.querySelector('#checks details[data-i="0"]')!;
      return {
        pwned: window.__pwned,
        name: row.querySelector('summary .name')?.textContent,
        reason: document.querySelector('.reason')?.textContent,
        markup: document.querySelectorAll('img, iframe, object, embed, a, svg [onload]').length,
        handlers: [...document.querySelectorAll('*')].filter((e) =>
          [...e.attributes].some((a) => a.name.startsWith('on')),
        ).length,
      };
    });
    expect(seen.pwned).toBeUndefined();
    expect(seen.name).toBe(`${HOSTILE_IMG} and ${HOSTILE_SCRIPT}`);
    expect(seen.reason).toBe(HOSTILE_SCRIPT);
    expect(detail).toContain('</script><script>window.__pwned=1</script>');
    expect(detail).toContain('GET javascript:window.__pwned=1');
    // The response body was cut by the service: flagged.
    expect(detail).toContain('Body cut by the service:truncated');
    expect(seen.markup).toBe(0);
    expect(seen.handlers).toBe(0);
    expect(problems).toEqual([]);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'html-report.png'), fullPage: true });
    await page.close();
  });

  it('makes no request beyond its own file, and its policy blocks what would', async () => {
    const { page, requests, problems } = await open(file);
    const blocked = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = 1';
      document.body.appendChild(script);
      const image = new Image();
      image.src = 'https://example.invalid/pixel.png';
      document.body.appendChild(image);
      const fetched = await fetch('https://example.invalid/').then(
        () => 'fetched',
        () => 'refused',
      );
      return { injected: window.__injected, fetched };
    });
    expect(blocked).toEqual({ injected: undefined, fetched: 'refused' });
    // The policy stopped all three, before any request was made.
    await page.waitForFunction(() => window.__violations.length >= 3);
    const violations = await page.evaluate(() => window.__violations);
    expect([...violations].sort()).toEqual(['connect-src', 'img-src', 'script-src-elem']);
    // Nothing else went wrong: the console holds only the browser's reports of those blocks.
    expect(problems.filter((p) => !/Content Security Policy|CSP violation/.test(p))).toEqual([]);
    expect(requests.filter((url) => !url.startsWith('data:'))).toEqual([pathToFileURL(file).href]);
    await page.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`passes axe-core's WCAG 2 A/AA rules and best practices in both views, in the ${scheme} colour scheme`, async () => {
      const { page } = await open(file);
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      expect(
        await page.evaluate(() => window.matchMedia(`(prefers-color-scheme: dark)`).matches),
      ).toBe(scheme === 'dark');
      // The list of checks, a failed check open on its validations, clauses and exchange.
      await expand(page, await indexOf(page, '#checks details.o-failed'));
      // And a failed check with its curl command and Copy button, pressed once.
      const withCommand = checkWithCommand().i;
      await expand(page, withCommand);
      await page.click(`#checks details[data-i="${withCommand}"] .detail .curl button.copy`);
      const byCheck = await axeViolations(page);
      // Every outcome filter the other way round, then back: each is seen pressed and not.
      const toggleOutcomes = () =>
        redrawn(page, () =>
          page.$$eval('button[data-outcome]', (buttons) => {
            for (const button of buttons) button.click();
          }),
        );
      await toggleOutcomes();
      await redrawn(page, () => page.click('#f-flaky'));
      const toggled = await axeViolations(page);
      await redrawn(page, () => page.click('#f-flaky'));
      await toggleOutcomes();
      // By clause, the first clause open on the checks that broke it.
      await redrawn(page, () => page.click('#v-clauses'));
      await page.click('#checks details.clause > summary');
      await page.waitForFunction(() => document.querySelector('#checks details.clause')?.open);
      const byClause = await axeViolations(page);
      expect({ byCheck, toggled, byClause }).toEqual({ byCheck: [], toggled: [], byClause: [] });
      await page.close();
    });
  }

  it.runIf(process.env.UPDATE_SCREENSHOTS === '1')(
    'refreshes the README screenshots (docs/images/html-report.png, html-report-by-clause.png)',
    async () => {
      const clean = path.join(dir, 'clean.html');
      writeFileSync(clean, renderHtmlReport(realisticInput()));
      const { page } = await open(clean);
      await page.setViewport({ width: 1200, height: 2200 });
      await page.click('#checks details.o-failed > summary');
      await page.waitForSelector('#checks details[open] .detail .exchange');
      await page.evaluate(() => {
        document.querySelector('#regressions details')?.setAttribute('open', '');
      });
      mkdirSync('docs/images', { recursive: true });
      await page.screenshot({ path: 'docs/images/html-report.png', fullPage: false });
      // The same report by spec clause, the first clause open on the checks that broke it.
      await page.setViewport({ width: 1200, height: 760 });
      await redrawn(page, () => page.click('#v-clauses'));
      await page.click('#checks details.clause > summary');
      await page.evaluate(() => {
        const section = document.querySelector('#v-clauses').closest('section');
        window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 8);
      });
      await page.screenshot({ path: 'docs/images/html-report-by-clause.png', fullPage: false });
      await page.close();
    },
  );
});
