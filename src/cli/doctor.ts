/**
 * `ocpi-conformance doctor`: which of our guesses about the service's wire hold for the service at
 * --base-url (doctor/doctor.ts), as one table; --json gives the same for a bug report.
 */
import { type DoctorReport, type DoctorRow, runDoctor } from '../doctor/doctor.js';
import { plural } from '../util/text.js';
import { type ParsedCommand, SERVICE_OPTIONS, settingOption } from './args.js';
import { accountCommand, table } from './command.js';
import { listenForInterrupts } from './context.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { optionValues } from './options.js';
import { oneLine, type Redact } from './output.js';

export const doctorCommand = accountCommand({
  spec: {
    name: 'doctor',
    summary:
      'Checks the service against every guess this tool makes where the interface says "not shown" (README "Assumptions about the service"), and the shapes it reads. Starts no run unless --sandbox-runs.',
    options: [...SERVICE_OPTIONS, settingOption('doctorSandboxRuns')],
    notes: [
      'Without --sandbox-runs it starts no run and reaches no partner, but it does write one thing: it previews a journey on the sandbox, and the service saves that plan (nothing runs from it). It reads suites, usage, connections and the run list, and a journey run from the list. It also sends a journey start without a plan and two recovery decisions nobody offered to an ended run, which no service can act on.',
      'It sends each request once, without retries, and running it again is safe. A request the service refuses or fails is what that row saw, and it goes on with the next step; a refused key ends it (exit 4).',
      'Each row is held, held in part (some of it could not be checked; its "seen" says what), DIFFERS or not checked. Exit 0 when nothing the gate relies on for its safety differs (held in part is no difference); 1 when something does (send the --json output with your report); 4 when the key is refused or --base-url leads elsewhere, 3 when the service cannot be reached, fails its first read (the suite listing), or the doctor is interrupted or runs out of time, as for run.',
      'With --json, stdout holds {"verdict", "requests", "seconds", "sandboxRuns", "created", "rows": [{"id", "detail", "choice", "verdict", "sent", "seen", "ifDiffers", "effect", "safety"}]}.',
    ].join('\n\n'),
  },
  // No retries: the count of requests it reports is what was sent, and a failure is shown as is.
  clientSettings: { retry: { maxRetries: 0 } },
  check: (parsed: ParsedCommand) => optionValues(parsed, ['doctorSandboxRuns']).doctorSandboxRuns,
  async execute({ client, terminal, options }, sandboxRuns) {
    // The first interrupt stops it (it cancels a journey it started); a second leaves at once.
    const interrupts = listenForInterrupts(
      options,
      // The doctor says itself whether it cancelled a journey of its own.
      (cause) => terminal.log(`Interrupted (${cause}): stopping.`),
      (signal) =>
        terminal.log(
          `${signal} again: exiting now; a journey the doctor started may still run on the sandbox.`,
        ),
    );
    let report: DoctorReport;
    try {
      report = await runDoctor(client(), {
        sandboxRuns,
        progress: (line) => terminal.log(line),
        signal: interrupts.signal,
      });
    } finally {
      interrupts.stop();
    }
    const code = exitCode(report);
    if (terminal.json) {
      terminal.printJson({ verdict: code === EXIT.ok ? 'ok' : 'differs', ...report });
      return code;
    }
    terminal.print(renderDoctor(report, terminal.redact));
    return code;
  },
});

/**
 * What the doctor started, from what it did start (not from what it was asked to), and the plan
 * its preview saved when it started no journey from it.
 */
function startedWords(created: DoctorReport['created']): string {
  const runs = [
    created.conformanceReportId !== undefined ? 'one conformance run' : undefined,
    created.journeyRunId !== undefined ? 'one journey (cancelled)' : undefined,
  ].filter((run) => run !== undefined);
  const started =
    runs.length === 0 ? 'started no run' : `started ${runs.join(' and ')} on the sandbox`;
  return created.journeyRunId === undefined && created.previewPlanId !== undefined
    ? `${started}; its journey preview saved plan ${created.previewPlanId} (nothing runs from it)`
    : started;
}

/** 1 when a row the gate's safety leans on differs (held in part is not a difference). */
export function exitCode(report: DoctorReport): ExitCode {
  return report.rows.some((row) => row.safety && row.verdict === 'differs')
    ? EXIT.gateFailed
    : EXIT.ok;
}

const VERDICT_WORDS: Record<DoctorRow['verdict'], string> = {
  held: 'held',
  'held in part': 'held in part',
  differs: 'DIFFERS',
  'not checked': 'not checked',
};

/**
 * One table, a row per assumption: what it is, the result and what a difference costs on the
 * row's line; what was sent, what was seen and what the gate does when it differs on the lines
 * below it, whole (a reason cut short would not say why).
 */
export function renderDoctor(report: DoctorReport, redact: Redact): string {
  const plain = (text: string) => text.replace(/`/g, '');
  const head = table(
    ['#', 'ASSUMPTION', 'RESULT', 'IF IT DIFFERS'],
    report.rows.map((row, i) => [
      String(i + 1),
      plain(row.detail),
      VERDICT_WORDS[row.verdict],
      `${row.effect}${row.safety ? ", and the gate's safety leans on it" : ''}`,
    ]),
    redact,
  ).split('\n');
  const body = [head[0]!];
  report.rows.forEach((row, i) => {
    body.push(
      head[i + 1]!,
      `     sent: ${oneLine(plain(row.sent) || '-', 1_000, redact)}`,
      `     seen: ${oneLine(row.seen, 1_000, redact)}`,
      `     if it differs, the gate ${oneLine(plain(row.ifDiffers), 1_000, redact)}`,
    );
  });
  const count = (verdict: DoctorRow['verdict']) =>
    report.rows.filter((row) => row.verdict === verdict).length;
  const details = (rows: DoctorRow[]) => rows.map((row) => plain(row.detail)).join('; ');
  const unsafe = report.rows.filter((row) => row.safety && row.verdict === 'differs');
  const costly = report.rows.filter((row) => !row.safety && row.verdict === 'differs');
  const lines = [
    ...body,
    '',
    `${count('held')} held, ${count('held in part') > 0 ? `${count('held in part')} held in part, ` : ''}${count('differs')} differ, ${count('not checked')} not checked; ${plural(report.requests, 'request')} in ${report.seconds} s; ${startedWords(report.created)}.`,
  ];
  if (unsafe.length > 0) {
    lines.push(
      `Differs where the gate's safety leans on it: ${details(unsafe)}. The gate falls back as each row says; please send this output (--json) with a bug report.`,
    );
  } else {
    lines.push("Nothing the gate's safety leans on differs.");
  }
  if (costly.length > 0) {
    lines.push(`Differs at a cost in speed or features: ${details(costly)}.`);
  }
  const left = [report.created.conformanceReportId, report.created.journeyReportId].filter(
    (id): id is string => id !== undefined,
  );
  if (left.length > 0) {
    lines.push(
      `The sandbox runs left ${left.length === 1 ? 'report' : 'reports'} ${left.join(' and ')} in the account; ocpi-conformance runs delete ID removes one.`,
    );
  }
  if (!report.sandboxRuns && count('not checked') > 0) {
    lines.push('--sandbox-runs checks more, with runs on the built-in sandbox peer only.');
  }
  return lines.join('\n');
}
