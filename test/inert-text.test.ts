/**
 * Service text is inert on every surface (issue 33, point 5). A check name, a partner's message or
 * a journey event can hold terminal controls (ESC sequences, BEL, a bare carriage return), bidi
 * overrides and isolates (U+202E...), line separators, line feeds, workflow commands and `$` math.
 * - The log (the action's and the CLI's, one sanitizer: util/text.ts): nothing of these survives
 *   as such (each is shown escaped), every event gives exactly the lines it stands for, and no
 *   line the service wrote reads as a command.
 * - The job summary, the PR comment (rendered as GitHub renders them, micromark with GFM) and the
 *   HTML report and JUnit file: no control character or bidi override in what is shown, and every
 *   `$` in an element of its own, so GitHub's math draws nothing; the text still reads (and
 *   copies) as itself, `$` included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionLog, actionObserver } from '../src/action/main.js';
import { toTerminal } from '../src/cli/demo.js';
import { Terminal } from '../src/cli/output.js';
import { terminalLine } from '../src/cli/run.js';
import type { JourneyEvent } from '../src/client/index.js';
import type { GateEvent } from '../src/core/model.js';
import type { Settings } from '../src/core/settings.js';
import { renderComment } from '../src/report/comment.js';
import { eventLines } from '../src/report/events.js';
import { renderHtmlReport } from '../src/report/html.js';
import { renderJUnit } from '../src/report/junit.js';
import { markdownText } from '../src/report/markdown.js';
import { renderSummary } from '../src/report/summary.js';
import { Redactor } from '../src/util/redaction.js';
import { inertLine, inertText } from '../src/util/text.js';
import { recordingCore } from './helpers/fake-core.js';
import { renderGfm, textOf } from './helpers/gfm.js';
import { realisticInput } from './helpers/html-fixtures.js';

/** What must never reach a reader as such: controls (CR included), bidi controls, separators. */
const UNSAFE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

const NASTY = [
  '\u001b]0;owned by the partner\u0007',
  '\u001b[2J\u001b[H',
  '\u001b[31mPASS\u001b[0m',
  '\u009b2J',
  '\r',
  '\n',
  '\r\n',
  '\n::error::forged',
  '\n##[warning]forged',
  '::set-output name=verdict::pass',
  '\u202e',
  '\u202a',
  '\u202d',
  '\u2066',
  '\u2069',
  '\u200f',
  '\u061c',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u0000',
  '\u0007',
  '\u007f',
  '\t',
  '$x$',
  '$$\\color{red}{\\text{PASS}}$$',
  '$`\\sqrt{2}`$',
  '\\$',
  'word',
  ' ',
];
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 4 })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''));

describe('the sanitizer', () => {
  it('shows controls, bidi controls and bare carriage returns escaped, and keeps line feeds', () => {
    expect(inertText('a\u001b[2Jb\u0007c\r\nd\re\u202ef\u2066g\u0085h\t')).toBe(
      'a\\x1b[2Jb\\x07c\nd\\re\\u202ef\\u2066g\\x85h\t',
    );
    expect(inertLine('a\nb\r\nc\u2028d')).toBe('a\\nb\\nc\\u2028d');
    expect(inertText('plain text, 100 $ and ü')).toBe('plain text, 100 $ and ü');
  });

  it('leaves nothing unsafe in any text, and no line feed in a line', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(inertText(text)).not.toMatch(UNSAFE);
        expect(inertLine(text)).not.toMatch(UNSAFE);
        expect(inertLine(text)).not.toContain('\n');
        expect(inertText(text).split('\n').length).toBe(text.split('\n').length);
      }),
      { numRuns: 500 },
    );
  });
});

/** Hostile events, each with the number of log lines it stands for. */
const hostileEvent: fc.Arbitrary<{ event: GateEvent; lines: number }> = fc.oneof(
  fc.tuple(hostile, hostile, hostile).map(([name, value, other]) => ({
    event: {
      type: 'journey-event',
      runId: 'jr_1',
      event: { seq: 7, name, data: { sessionId: value, status: other } } as JourneyEvent,
    } as GateEvent,
    lines: 1,
  })),
  hostile.map((message) => ({
    event: { type: 'note', level: 'info', message } as GateEvent,
    lines: 1,
  })),
  hostile.map((status) => ({
    event: {
      type: 'waiting',
      reportId: 'rep_1',
      status,
      elapsedMs: 1000,
      changed: true,
    } as GateEvent,
    lines: 1,
  })),
  fc.array(hostile, { minLength: 1, maxLength: 3 }).map((names) => ({
    event: {
      type: 'journey-planned',
      planId: 'plan_1',
      topology: 'cpo',
      stages: names.map((name) => ({ name, module: 'sessions' })),
    } as GateEvent,
    lines: 1 + names.length,
  })),
  hostile.map((answer) => ({
    event: { type: 'journey-cancelled', runId: 'jr_1', answer, confirmed: false } as GateEvent,
    lines: 1,
  })),
  hostile.map((note) => ({
    event: { type: 'recovery-applied', runId: 'jr_1', note } as GateEvent,
    lines: 1,
  })),
);

describe('the log holds whatever the service sends', () => {
  it("in the action's step log: escaped, one line per line, no command", () => {
    fc.assert(
      fc.property(hostileEvent, ({ event, lines }) => {
        const core = recordingCore({});
        const secrets = new Redactor();
        const log = actionLog(core, secrets);
        actionObserver(core, { wait: true } as Settings, log, secrets)(event);
        // The runner splits what core.info writes at its line feeds.
        const written = core.log.join('\n').split('\n');
        expect(written).toHaveLength(lines);
        for (const line of [...written, ...core.annotations.map((a) => a.message)]) {
          expect(line).not.toMatch(UNSAFE);
          expect(line).not.toMatch(/^\s*(::|##\[)/);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("in the CLI's log: the same lines", () => {
    fc.assert(
      fc.property(hostileEvent, ({ event, lines }) => {
        const stderr: string[] = [];
        const terminal = new Terminal(
          { out: () => {}, err: (line) => stderr.push(`${line}\n`) },
          { json: false, verbose: false, isTTY: false, writeErr: (chunk) => stderr.push(chunk) },
          new Redactor(),
        );
        for (const line of eventLines(event, terminal.redact)) terminalLine(terminal, line);
        const written = stderr.join('').split('\n');
        expect(written.pop()).toBe('');
        expect(written).toHaveLength(lines);
        for (const line of written) {
          expect(line).not.toMatch(UNSAFE);
          expect(line).not.toMatch(/^\s*(::|##\[)/);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('shows what the service sent, escaped, rather than dropping it', () => {
    const [line] = eventLines({
      type: 'journey-event',
      runId: 'jr_1',
      event: { seq: 3, name: 'Session\u202eStarted', data: { id: 's1\n#4 Forged line' } },
    } as GateEvent);
    expect(line!.text).toBe('#3 Session\\u202eStarted id=s1\\n#4 Forged line');
  });
});

/** A realistic report with hostile text planted where service text reaches the pages. */
function hostileInput(name: string, message: string, quote: string, body: string) {
  const input = realisticInput();
  const failed = input.grade.checks.failed.slice(0, 3).map((item) => item.check);
  for (const check of failed) {
    check.name = name;
    const validation = check.validations?.find((v) => v.passed === false);
    if (validation) {
      validation.message = message;
      for (const reference of validation.references ?? []) reference.quote = quote;
    }
    check.exchange = {
      request: { method: 'GET', url: 'https://cpo.invalid/ocpi/2.2.1/sessions' },
      response: { status: 500, body },
      error: message,
    };
  }
  return input;
}

/** The `$` signs of rendered HTML that sit in text beside other characters (math could start). */
function loneDollars(html: string): number {
  return (html.replaceAll('<span>$</span>', '').match(/\$/g) ?? []).length;
}

describe('the pages hold whatever the service sends', () => {
  // Its work is bounded by a count (60 generated reports, each rendered twice), not by time: about
  // 7 s quiet, 17 s beside eight busy loops, 22 s with a second npm test on the same two cores.
  // A timeout that fired under load would decide nothing about the pages.
  it('the job summary and the PR comment: no control, no bidi override, no math', {
    timeout: 120_000,
  }, () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, (name, message, quote, body) => {
        const input = hostileInput(name, message, quote, body);
        const summary = renderSummary({
          report: input.report,
          grade: input.grade,
          verdict: input.verdict ?? 'fail',
          reason: message,
          seed: 'seed-1',
          connectionId: 'con_1',
          runId: 'exe_1',
          reportId: 'rep_1',
          toolVersion: '0.1.0',
        });
        const comment = renderComment({
          key: 'k',
          verdict: input.verdict,
          reason: message,
          grade: input.grade,
          regressions: input.regressions,
          share: undefined,
          seed: 'seed-1',
          reportId: 'rep_1',
          runUrl: undefined,
        } as unknown as Parameters<typeof renderComment>[0]);
        for (const [where, page] of [
          ['summary', summary],
          ['comment', comment],
        ] as const) {
          const html = renderGfm(page);
          expect(html, where).not.toMatch(UNSAFE);
          expect(loneDollars(html), where).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('shows a `$` as itself, and what the service wrote, escaped', () => {
    const md = markdownText();
    for (const text of ['$x$ costs $$5$$', 'a\u202eb \u001b[2J', 'price $`x`$']) {
      const html = renderGfm(`Reason: ${md.inline(text)}`);
      expect(textOf(html)).toBe(`Reason: ${inertText(text)}`);
      expect(loneDollars(html)).toBe(0);
    }
    // Code (ids, seeds) copies as itself, `$` included.
    const code = renderGfm(md.code('gh:acme/x:1:$HOME'));
    expect(textOf(code)).toBe('gh:acme/x:1:$HOME');
    expect(loneDollars(code)).toBe(0);
    // An exchange body is kept as sent, its `$` isolated and its controls shown.
    const pre = renderGfm(md.pre('{"price":"$5 $6","note":"a\u202eb"}'));
    expect(textOf(pre)).toBe('{"price":"$5 $6","note":"a\\u202eb"}');
    expect(loneDollars(pre)).toBe(0);
    // The demo's terminal rendering of the summary shows the `$` itself, in prose and in bodies.
    expect(toTerminal(`${md.inline('a $x$')}\n\n${md.pre('{"price":"$5"}')}`)).toBe(
      'a $x$\n\n{"price":"$5"}',
    );
  });

  it('the HTML report and the JUnit file: no control and no bidi override', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, (name, message, quote, body) => {
        const input = hostileInput(name, message, quote, body);
        const page = renderHtmlReport(input);
        expect(page).not.toMatch(UNSAFE);
        const junit = renderJUnit({
          report: input.report,
          grade: input.grade,
          timestamp: new Date('2026-01-01T00:00:00Z'),
          hostname: 'runner',
        });
        expect(junit.replace(/[\t\n]/g, ' ')).not.toMatch(UNSAFE);
      }),
      { numRuns: 40 },
    );
  });
});
