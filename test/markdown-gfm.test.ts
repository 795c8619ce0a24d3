/**
 * What a person sees and copies (issue 26, points 1 and 7). The summary and comment are rendered
 * with GitHub's Markdown rules (micromark with GFM, test/helpers/gfm.ts):
 * - ids and seeds copied from the rendered page paste back as the same value;
 * - service text renders as exactly that text, whatever it holds (no link, markup, emphasis or
 *   mention comes of it), while the raw file reads as the sentences it holds.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../src/action/main.js';
import { toTerminal } from '../src/cli/demo.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { renderComment } from '../src/report/comment.js';
import { markdownText } from '../src/report/markdown.js';
import { cli } from './cli-harness.js';
import { recordingCore } from './helpers/fake-core.js';
import { renderGfm, textOf } from './helpers/gfm.js';

/** The text of service prose as the page shows it: whitespace collapsed, mentions unbroken. */
const shown = (text: string) => text.replace(/\s+/g, ' ').trim();
const unbroken = (text: string) => text.replace(/([@#])\u200b/g, '$1');
/**
 * Elements a rendering of plain text may hold: its wrapper only, and a `$` in an element of its
 * own (GitHub's math is not drawn from it).
 */
const ANY_ELEMENT = /<(?!\/?(p|td|th|tr|table|thead|tbody|li|ul|details|summary)\b)[a-z]/i;
const withoutDollars = (html: string) => html.replaceAll('<span>$</span>', '');

// Text rich in what Markdown and HTML give meaning to, with letters around it.
const hostileChar = fc.constantFrom(
  ...'*_`~[]()<>&|\\#!@:.-+=/"\'{}'.split(''),
  'https://x.example/a',
  'www.x.example',
  'a@b.example',
  '&amp;',
  '&#42;',
  '<b>',
  '**',
  '__',
  '~~',
  '1.',
  ' ',
  'word',
  'location_id',
);
const hostileText = fc
  .array(fc.oneof(hostileChar, fc.string({ maxLength: 3 })), { maxLength: 24 })
  .map((parts) => parts.join(''))
  .filter((text) => shown(text).length > 0);

describe('service text renders as itself', () => {
  const md = markdownText();

  it('in a paragraph, a table cell and a list item (Markdown)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const escaped = md.inline(text, 10_000);
        for (const [page, wrapper] of [
          [`Reason: ${escaped}`, 'paragraph'],
          [`| a | b |\n| --- | --- |\n| ${escaped} | x |\n`, 'table'],
          [`- ${escaped}`, 'list'],
          [escaped, 'start'],
        ] as const) {
          const html = renderGfm(page);
          expect(withoutDollars(html), `${wrapper}: ${JSON.stringify(text)}`).not.toMatch(
            ANY_ELEMENT,
          );
          expect(unbroken(textOf(html)), wrapper).toContain(shown(text));
        }
        // A table row keeps its two cells.
        const table = renderGfm(`| a | b |\n| --- | --- |\n| ${escaped} | x |\n`);
        expect(table.match(/<td>/g)).toHaveLength(2);
      }),
      { numRuns: 400 },
    );
  });

  it('in the line of an HTML block (<details><summary>)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const html = renderGfm(
          `<details><summary>${md.inHtml.inline(text, 10_000)}</summary>\n\nx\n</details>`,
        );
        expect(withoutDollars(html).replace(/<\/?(details|summary|p)>/g, '')).not.toMatch(
          /<[a-z]/i,
        );
        expect(unbroken(textOf(html))).toContain(shown(text));
      }),
      { numRuns: 200 },
    );
  });

  it('never pings anyone: @user and #12 in prose are broken, in code left exact', () => {
    const prose = renderGfm(md.inline('ask @octocat about #12 and acme/repo#3'));
    expect(textOf(prose)).not.toMatch(/(^|\s)@octocat|(^|\s)#12\b/);
    const code = renderGfm(md.code('gh:acme/charging:42:1:conformance:@main#x'));
    expect(textOf(code)).toBe('gh:acme/charging:42:1:conformance:@main#x');
  });

  it('keeps a list item whose text starts with a dash a list item (not a rule)', () => {
    expect(renderGfm(`- ${md.inline('--')}`)).toContain('<li>--</li>');
    expect(renderGfm(`- ${md.inline('-- x')}`)).toContain('<li>-- x</li>');
  });

  it('reads as the sentence it is in the raw file', () => {
    expect(md.inline('Failed: pass rate 82.6% (57 of 69 graded checks)')).toBe(
      'Failed: pass rate 82.6% (57 of 69 graded checks)',
    );
    expect(md.inline('the location_id is missing')).toBe('the location_id is missing');
  });
});

describe('ids and seeds copy exactly', () => {
  const KEY = 'pets_copy_exact_key_00001';
  let emulator: Emulator;
  let work: string;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'copy-exact-'));
    emulator = await startEmulator({
      speed: 100,
      owners: [{ id: 'o', plan: 'team', keys: [KEY] }],
    });
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(work, { recursive: true, force: true });
  });

  const env = (run: string) => ({
    RUNNER_TEMP: work,
    GITHUB_REPOSITORY: 'acme/charging',
    GITHUB_RUN_ID: run,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_EVENT_NAME: 'push',
  });

  it('the seed in the job summary, the HTML report and the log, pasted back as seed, is the same seed', async () => {
    const html = path.join(work, 'report.html');
    const first = recordingCore({
      'api-key': KEY,
      'base-url': emulator.baseUrl,
      'html-report': html,
    });
    await runAction(first, { env: env('42') });
    const seed = first.outputs.seed!;
    expect(seed).toContain('@main');
    // Copied from the rendered summary: the Seed row's code.
    const rendered = renderGfm(first.summaryText);
    const copied = textOf(/<strong>Seed<\/strong>: (<code>[\s\S]*?<\/code>)/.exec(rendered)![1]!);
    expect(copied).toBe(seed);
    // Copied from the HTML report's provenance, and from the log line.
    expect(readFileSync(html, 'utf8')).toContain(seed.replace(/&/g, '&amp;'));
    expect(first.log.some((line) => line.startsWith(`Seed: ${seed} (`))).toBe(true);

    const second = recordingCore({ 'api-key': KEY, 'base-url': emulator.baseUrl, seed: copied });
    await runAction(second, { env: env('43') });
    expect(second.outputs.seed).toBe(seed);
    expect(second.annotations.map((a) => a.message).join('\n')).not.toContain('does not end in');
  });

  it('the seed and report id in the PR comment copy exactly', () => {
    const seed = 'gh:acme/charging:42:1:conformance:@main';
    const body = renderComment({
      key: 'k',
      verdict: 'pass',
      reason: 'Passed.',
      grade: undefined,
      regressions: undefined,
      share: undefined,
      seed,
      reportId: 'rep_a_b_1',
    } as unknown as Parameters<typeof renderComment>[0]);
    const text = textOf(renderGfm(body));
    expect(text).toContain(`seed ${seed}`);
    expect(text).toContain('report rep_a_b_1');
  });

  it('the seed the CLI prints, passed back with --seed, is the same seed', async () => {
    const cliEnv = {
      OCPI_TESTING_API_KEY: KEY,
      OCPI_TESTING_BASE_URL: emulator.baseUrl,
      GITLAB_CI: 'true',
      CI_PROJECT_PATH: 'acme/charging',
      CI_PIPELINE_ID: '77',
      CI_JOB_ID: '5',
      CI_COMMIT_BRANCH: 'main',
    };
    const run = await cli(['run'], { env: cliEnv });
    const printed = /^Seed: (\S+) \(/m.exec(run.stdout)![1]!;
    const again = await cli(['run', '--json', '--seed', printed], { env: cliEnv });
    expect(again.json().seed).toBe(printed);
    expect(again.stderr).not.toContain('does not end in');
  });

  it("the emulator's reports read as prose in the raw summary, and the demo's text has no tags", async () => {
    emulator.setScenario('some-failures');
    try {
      const core = recordingCore({ 'api-key': KEY, 'base-url': emulator.baseUrl });
      await runAction(core, { env: env('44') });
      const summary = core.summaryText;
      expect(summary).toContain('graded checks');
      for (const entity of ['&#58;', '&#40;', '&#41;', '&#95;']) {
        expect(summary, entity).not.toContain(entity);
      }
      const terminal = toTerminal(summary);
      expect(terminal).not.toMatch(/<\/?(b|code|details|summary|pre|sub|strong|br)\b/);
      expect(terminal).not.toMatch(/\\[[\]()*_`|#]/);
    } finally {
      emulator.setScenario('all-pass');
    }
  });
});
