/**
 * What `replay` shows: a row per replayed check with the recorded answer and the new one side by
 * side, why each is not FIXED (with the body's changes when only the service can judge), the
 * checks not replayed and why, and the counts; or, with --json, the same as one document.
 */
import type {
  NotReplayed,
  PreparedReplay,
  ReplayedCheck,
  ReplayOptions,
  ReplayOutcome,
  ShownRequest,
} from '../app/replay.js';
import { MAX_RECORDED_CHECKS, replayCounts } from '../app/replay.js';
import { statusCodeOf } from '../app/replay-send.js';
import { type BodyChange, expectedStatusText } from '../app/replay-verdict.js';
import { table } from './command.js';
import type { Terminal } from './output.js';

/** The most characters of a body shown before a write, and of a value in a body change. */
const SHOWN_BODY_CHARS = 2000;
const SHOWN_VALUE_CHARS = 80;

/** A write as it is about to be sent, the credential as its variable's name. */
export function shownWrite(shown: ShownRequest, testId: string): string {
  const lines = [`${testId} sends a write:`, `  ${shown.method} ${shown.url}`];
  for (const [name, value] of shown.headers) lines.push(`  ${name}: ${value}`);
  if (shown.body !== undefined) {
    const body =
      shown.body.length > SHOWN_BODY_CHARS
        ? `${shown.body.slice(0, SHOWN_BODY_CHARS)}… (${shown.body.length} characters in all)`
        : shown.body;
    lines.push('', ...body.split('\n').map((line) => `  ${line}`));
  }
  return lines.join('\n');
}

export function replayText(
  prepared: PreparedReplay,
  outcome: ReplayOutcome,
  terminal: Terminal,
): string {
  const legs = outcome.replayed.some((r) => r.candidate.leg !== undefined);
  const header = [
    ...(legs ? ['LEG'] : []),
    'CHECK',
    'SENT TO',
    'EXPECTED',
    'RECORDED',
    'NOW',
    'VERDICT',
  ];
  const rows = outcome.replayed.map((r) => [
    ...(legs ? [r.candidate.leg ?? ''] : []),
    r.candidate.testId,
    r.shown ? `${r.shown.method} ${r.shown.url}` : '(not sent)',
    expectedText(r),
    recordedText(r),
    nowText(r),
    r.verdict,
  ]);
  const lines: string[] = [...endpointLines(outcome)];
  if (rows.length > 0) lines.push(table(header, rows, terminal.redact), '');
  for (const r of outcome.replayed.filter((r) => r.redirect?.followed)) {
    lines.push(
      `${r.candidate.testId}: HTTP ${r.redirect!.status} redirected to ${r.redirect!.location}, on the same origin: followed once, with the token; the answer shown is the one from there.`,
    );
  }
  for (const r of outcome.replayed.filter((r) => r.verdict !== 'FIXED')) {
    lines.push(`${r.candidate.testId}: ${r.verdict}: ${r.why}.`);
    if (r.verdict === 'CANNOT TELL') {
      for (const message of r.beyond)
        lines.push(`  It failed on: ${terminal.oneLine(message, 300)}`);
    }
    if (r.changes) lines.push(...changeLines(r, terminal));
  }
  if (outcome.notReplayed.length > 0 || prepared.leftOut > 0) {
    lines.push(
      '',
      'Not replayed:',
      ...outcome.notReplayed.map((n) => notReplayedLine(n, terminal)),
    );
    if (prepared.leftOut > 0) {
      lines.push(
        `- ${prepared.leftOut} more selected checks: one replay sends at most ${MAX_RECORDED_CHECKS}; name the ones to send with --check`,
      );
    }
  }
  lines.push('', ...credentialLines(outcome));
  const counts = replayCounts(outcome);
  lines.push(
    '',
    `${counts.fixed} FIXED, ${counts.stillFailing} STILL FAILING, ${counts.cannotTell} CANNOT TELL; ${counts.notReplayed + prepared.leftOut} not replayed.`,
  );
  return lines.join('\n').replace(/^\n+/, '');
}

/** Which environment variable each replayed check's credentials came from. */
function credentialLines(outcome: ReplayOutcome): string[] {
  const byVariable = new Map<string, string[]>();
  for (const r of outcome.replayed) {
    for (const variable of r.shown?.variables ?? []) {
      byVariable.set(variable, [...(byVariable.get(variable) ?? []), r.candidate.testId]);
    }
  }
  if (byVariable.size === 0) return ['Credentials: none of the replayed requests sent one.'];
  const all = outcome.replayed.length;
  return [
    'Credentials read from the environment:',
    ...[...byVariable].map(([variable, checks]) => {
      const who =
        checks.length === all && all > 1
          ? `every replayed check (${all})`
          : checks.length > 6
            ? `${checks.length} checks: ${checks.slice(0, 5).join(', ')}, …`
            : checks.join(', ');
      return `- ${variable}: ${who}`;
    }),
  ];
}

/** Where the partner's endpoints were read from, each read and what came of it. */
function endpointLines(outcome: ReplayOutcome): string[] {
  if (!outcome.endpoints) return [];
  return [
    "The partner's endpoints, read from its versions endpoint and version details:",
    ...outcome.endpoints.reads.map((r) => `- GET ${r.url}: ${r.result}`),
    '',
  ];
}

function expectedText(r: ReplayedCheck): string {
  return `${expectedStatusText(r.expectedStatus)}${r.expectedStatusCode === undefined ? '' : `, status_code ${r.expectedStatusCode}`}`;
}

function recordedText(r: ReplayedCheck): string {
  if (r.recordedStatus === undefined) return r.recordedError ? 'no answer' : 'not recorded';
  return `HTTP ${r.recordedStatus}${r.recordedStatusCode === undefined ? '' : `, status_code ${r.recordedStatusCode}`}`;
}

function nowText(r: ReplayedCheck): string {
  if (!r.answer) return 'no answer in time';
  const code = statusCodeOf(r.answer.body);
  return `HTTP ${r.answer.status}${code === undefined ? '' : `, status_code ${code}`}`;
}

function changeLines(r: ReplayedCheck, terminal: Terminal): string[] {
  if (r.notCompared) return [`  ${r.notCompared}`];
  const changes = r.changes ?? [];
  if (changes.length === 0) return ['  The new body is the same as the recorded one.'];
  const lines = [
    '  Body, recorded -> now:',
    ...changes.map((c) => `    ${changeText(c, terminal)}`),
  ];
  if (r.moreChanges) lines.push(`    and ${r.moreChanges} more changes`);
  return lines;
}

function changeText(change: BodyChange, terminal: Terminal): string {
  const value = (v: unknown) =>
    terminal.oneLine(JSON.stringify(v) ?? 'undefined', SHOWN_VALUE_CHARS);
  switch (change.kind) {
    case 'added':
      return `+ ${change.path}: ${value(change.now)}`;
    case 'removed':
      return `- ${change.path}: ${value(change.recorded)}`;
    default:
      return `~ ${change.path}: ${value(change.recorded)} -> ${value(change.now)}`;
  }
}

function notReplayedLine(n: NotReplayed, terminal: Terminal): string {
  const leg = n.candidate.leg ? ` (leg ${n.candidate.leg})` : '';
  return `- ${n.candidate.testId}${leg}: ${terminal.oneLine(n.why, 300)}`;
}

/** The --json document: the counts, each replayed check, each check not replayed. */
export function replayDocument(
  prepared: PreparedReplay,
  outcome: ReplayOutcome,
  replay: ReplayOptions,
) {
  return {
    report: prepared.description,
    partnerBaseUrl: replay.partnerBaseUrl,
    paths: replay.paths,
    endpointReads: outcome.endpoints?.reads ?? [],
    counts: { ...replayCounts(outcome), leftOut: prepared.leftOut },
    checks: outcome.replayed.map((r) => ({
      testId: r.candidate.testId,
      name: r.candidate.name ?? null,
      leg: r.candidate.leg ?? null,
      request: r.shown ? { method: r.shown.method, url: r.shown.url } : null,
      redirect: r.redirect ?? null,
      credentialVariables: r.shown?.variables ?? [],
      expectedStatus: r.expectedStatus,
      expectedStatusCode: r.expectedStatusCode ?? null,
      recorded: {
        status: r.recordedStatus ?? null,
        statusCode: r.recordedStatusCode ?? null,
        error: r.recordedError ?? null,
      },
      now: r.answer
        ? {
            status: r.answer.status,
            statusCode: statusCodeOf(r.answer.body) ?? null,
            ms: r.answer.ms,
            bodyCut: r.answer.bodyCut,
          }
        : { status: null, statusCode: null, timedOut: true },
      verdict: r.verdict,
      why: r.why,
      bodyChanges: r.notCompared ? null : (r.changes ?? null),
      moreBodyChanges: r.moreChanges ?? 0,
      bodyNotCompared: r.notCompared ?? null,
    })),
    notReplayed: outcome.notReplayed.map((n) => ({
      testId: n.candidate.testId,
      leg: n.candidate.leg ?? null,
      why: n.why,
    })),
  };
}
