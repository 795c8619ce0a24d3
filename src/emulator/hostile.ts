/**
 * Hostile text for the `hostileText` scenario: what partner data echoed by the service can hold.
 * Table pipes, backticks, HTML and script, javascript: links, @mentions, workflow commands at
 * line starts, terminal controls, bidi overrides and `$` math. Every string the reports carry for
 * people gets one, deterministically.
 */
import type { GeneratedReport } from './types.js';

export const HOSTILE_SNIPPETS = [
  'a | b || c',
  '`tick` ```fence```',
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '[click me](javascript:alert(1))',
  '@octocat and @acme/oncall please look',
  '\n::error::injected by partner data\n::add-mask::visible\n::set-output name=verdict::pass\n##[warning]legacy command\n::stop-commands::token123',
] as const;

/**
 * In every check's name, besides its snippet: terminal controls (a window title, a cleared screen,
 * a bell, a line overwritten), a bidi override, and GitHub math drawing a red PASS.
 */
export const TERMINAL_SNIPPET =
  '\u001b]0;pwned\u0007\u001b[2J\u0007 over\rwritten \u202etxt.exe\u202c $\\color{red}{\\text{PASS}}$ $$x$$';

function spice(text: string | undefined, index: number): string | undefined {
  if (text === undefined) return undefined;
  return `${text} ${HOSTILE_SNIPPETS[index % HOSTILE_SNIPPETS.length]}`;
}

/** A copy of the report whose human-readable strings carry hostile snippets. */
export function withHostileText(report: GeneratedReport): GeneratedReport {
  let i = 0;
  return {
    ...report,
    suites: report.suites.map((suite) => ({
      ...suite,
      checks: suite.checks.map((check) => ({
        ...check,
        name:
          check.name === undefined ? undefined : `${spice(check.name, i++)} ${TERMINAL_SNIPPET}`,
        validations: check.validations?.map((v) => ({
          ...v,
          message: spice(v.message, i++),
          references: v.references?.map((r) => ({ ...r, quote: spice(r.quote, i++) })),
        })),
        warnings: check.warnings?.map((w) => ({ ...w, message: spice(w.message, i++) })),
        exchange: check.exchange?.error
          ? { ...check.exchange, error: spice(check.exchange.error, i++) }
          : check.exchange,
      })),
    })),
  };
}
