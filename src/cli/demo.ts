/**
 * `ocpi-conformance demo`: starts the embedded service emulator on loopback and runs the bundled
 * action (dist/index.js) against its sandbox connection exactly as the GitHub runner would:
 * INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_STATE and RUNNER_TEMP files.
 * Prints the action's log, the job summary as plain text (naming the summary.md it renders, the
 * Markdown GitHub would show) and the outputs, and exits with the verdict. The
 * report, the JUnit and HAR files, the summary and the job's check run (as sent to a stand-in of
 * the Checks API: demo-checks.ts) stay in a folder it names at the end, so that what the log points
 * at can be opened; only the runner's own files are removed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { JOURNEY_KINDS } from '../client/index.js';
import { OUTPUT_FILES, settingDefault } from '../core/catalogue.js';
import type { Emulator } from '../emulator/index.js';
import { Redactor } from '../util/redaction.js';
import { nearest } from '../util/suggest.js';
import { describeParseError } from './args.js';
import {
  DEMO_CHECK_RUN_ID,
  type DemoCheckRun,
  startChecksStandIn,
  writeDemoWorkflow,
} from './demo-checks.js';
import type { CommandIo } from './io.js';

export const DEMO_HELP = `Usage: ocpi-conformance demo [options]

Starts the embedded emulator of the testing service (a test double) on 127.0.0.1 and runs the
bundled GitHub Action against its sandbox connection the way the runner would, then prints the
job summary as plain text (its Markdown, as GitHub would render it, is kept as summary.md) and the
step's outputs. Exits with the action's outcome (0 pass, 1 fail or no verdict).

Options:
  --scenario NAME   what the emulated runs produce: all-pass (default), some-failures, warnings,
                    unobservable, withheld, draining, slow, failed-run, wavering (two
                    locations checks fail in every other run of the connection)
  --module NAME     scope the run to one OCPI module (for example locations)
  --threshold N     minimum pass rate in percent (default ${settingDefault('threshold')})
  --journey KIND    run a journey instead of conformance suites, for example
                    first-successful-charge, remote-start-stop or cdr-desk; with
                    --scenario interrupted-journey or cancelled-journey to see those paths
  --on-interrupted D  with --journey: fail (default) or a recovery decision such as resume
  --speed X         emulated seconds per real second (default 5)
  --out DIR         where to keep the report, JUnit and summary files (default: a new folder
                    under the system's temporary folder); named at the end
  -h, --help        show this help`;

/** The emulator's scenarios that shape journey runs only. */
const JOURNEY_SCENARIOS: ReadonlySet<string> = new Set([
  'interrupted-journey',
  'cancelled-journey',
]);

interface DemoOptions {
  /** The action bundle to run; default dist/index.js next to this CLI bundle. */
  actionPath?: string;
}

/** Why the demo's values cannot run, in the words typed; undefined when they can. */
function refusedValues(values: { scenario?: string; journey?: string }): string | undefined {
  // A journey scenario shapes journey runs only: without a journey it would change nothing.
  if (values.scenario && JOURNEY_SCENARIOS.has(values.scenario) && !values.journey) {
    return `--scenario ${values.scenario} only shapes journey runs: add --journey (for example --journey first-successful-charge).`;
  }
  // A kind checked here, in the words typed: the journey JSON built from it is not the user's.
  if (
    values.journey !== undefined &&
    !(JOURNEY_KINDS as readonly string[]).includes(values.journey)
  ) {
    const guess = nearest(values.journey, JOURNEY_KINDS);
    return `--journey "${values.journey}" is not a journey kind. ${guess ? `Did you mean ${guess}?` : `Use one of: ${JOURNEY_KINDS.join(', ')}.`}`;
  }
  return undefined;
}

export async function runDemoCommand(
  argv: string[],
  io: CommandIo,
  options: DemoOptions = {},
): Promise<number> {
  const flags = {
    scenario: { type: 'string' },
    module: { type: 'string' },
    threshold: { type: 'string' },
    speed: { type: 'string' },
    journey: { type: 'string' },
    'on-interrupted': { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  } as const;
  let values: ReturnType<typeof parseArgs<{ options: typeof flags; strict: true }>>['values'];
  try {
    ({ values } = parseArgs({ args: argv, options: flags, strict: true }));
  } catch (error) {
    // The demo takes no secret (its key is the emulator's demo key): an empty store of its own.
    io.err(describeParseError('demo', Object.keys(flags), error, new Redactor()).message);
    return 2;
  }
  if (values.help) {
    io.out(DEMO_HELP);
    return 0;
  }
  const refused = refusedValues(values);
  if (refused) {
    io.err(refused);
    return 2;
  }
  const speed = values.speed === undefined ? 5 : Number(values.speed);
  if (!Number.isFinite(speed) || speed <= 0) {
    io.err(`--speed must be a positive number, not "${values.speed}".`);
    return 2;
  }
  const actionPath = options.actionPath ?? findActionBundle();
  if (!actionPath) {
    io.err('The action bundle dist/index.js was not found. Run "npm run build" first.');
    return 2;
  }

  // What the user keeps (report, JUnit, summary), made before anything starts so that a folder
  // that cannot be made is said at once; the runner's own files go to a folder that is removed.
  const keep = makeKeepFolder(values.out, io);
  if (keep === undefined) return 2;

  // The emulator is only needed here: load it on demand, off the path of the other commands.
  const { DEMO_OWNERS, startEmulator, WAVERING } = await import('../emulator/index.js');
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  try {
    emulator = await startEmulator({ speed, scenario: (values.scenario ?? 'all-pass') as never });
  } catch (error) {
    io.err(`Could not start the emulator: ${(error as Error).message}`);
    // A folder made for this demo would be left empty; one the user named is theirs.
    if (!values.out) rmSync(keep, { recursive: true, force: true });
    return 2;
  }
  const work = mkdtempSync(path.join(tmpdir(), 'ocpi-conformance-runner-'));
  try {
    const owner = DEMO_OWNERS[0]!;
    io.out(`Service emulator (a test double, not the real service) at ${emulator.baseUrl}`);
    if (values.scenario === 'wavering') await waveringHistory(emulator, owner, io, WAVERING);
    io.out(`Running the action as owner "${owner.id}" against the sandbox connection.\n`);
    return await runDemoStep(io, actionPath, {
      work,
      keep,
      baseUrl: emulator.baseUrl,
      apiKey: owner.keys[0]!,
      values,
    });
  } finally {
    await emulator.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Earlier runs the wavering demo starts first: the demo's own run is the sixth, whose wavering checks fail. */
const WAVERING_EARLIER_RUNS = 5;

/**
 * Starts WAVERING_EARLIER_RUNS runs of the owner's sandbox connection, over in no time, then
 * restores the wavering scenario: the action's run then has five earlier reports to tell its
 * wavering checks flaky from.
 */
async function waveringHistory(
  emulator: Pick<Emulator, 'baseUrl' | 'sandboxConnectionId' | 'setScenario'>,
  owner: { id: string; keys: readonly string[] },
  io: CommandIo,
  wavering: readonly { id: string }[],
): Promise<void> {
  const connectionId = emulator.sandboxConnectionId(owner.id);
  emulator.setScenario({ queueSeconds: 0, runSeconds: 0 }, { connectionId });
  for (let run = 1; run <= WAVERING_EARLIER_RUNS; run++) {
    const answer = await fetch(`${emulator.baseUrl}/testing/runs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.keys[0]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ connectionId, seed: `demo-earlier-${run}` }),
    });
    await answer.body?.cancel();
    if (answer.status !== 201) {
      throw new Error(`the emulator refused earlier run ${run} (HTTP ${answer.status})`);
    }
  }
  emulator.setScenario('wavering', { connectionId });
  io.out(
    `Started ${WAVERING_EARLIER_RUNS} earlier runs of the sandbox connection first, so that its wavering checks (${wavering.map((w) => w.id).join(', ')}) have a history to be told flaky from.`,
  );
}

/**
 * The folder the demo's files are kept in (--out, or a new one); undefined when it cannot be made,
 * after saying why on `io`.
 */
function makeKeepFolder(out: string | undefined, io: CommandIo): string | undefined {
  try {
    const keep = out
      ? path.resolve(out)
      : mkdtempSync(path.join(tmpdir(), 'ocpi-conformance-demo-'));
    mkdirSync(keep, { recursive: true });
    return keep;
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as Error).message;
    io.err(
      out
        ? `--out: the folder "${out}" could not be made (${code}). Give a folder you can write to, or leave --out out.`
        : `No folder could be made under ${tmpdir()} for the demo's files (${code}). Give one with --out DIR.`,
    );
    return undefined;
  }
}

/** The step's inputs: the emulator's key and address, the files kept, the check run's stand-in. */
function demoInputs(
  run: {
    baseUrl: string;
    apiKey: string;
    values: { module?: string; threshold?: string; journey?: string; 'on-interrupted'?: string };
  },
  kept: { files: Record<string, string> },
): Record<string, string | undefined> {
  const { values } = run;
  return {
    'api-key': run.apiKey,
    'base-url': run.baseUrl,
    module: values.module,
    threshold: values.threshold,
    'run-kind': values.journey ? 'journey' : undefined,
    // A 30-minute journey on a 60x journey clock: 30 emulated seconds.
    journey: values.journey
      ? JSON.stringify({
          topology: { kind: values.journey },
          clock: { durationSeconds: 1800, accelerationFactor: 60 },
        })
      : undefined,
    'on-interrupted': values['on-interrupted'],
    // The files the demo keeps, each under the name its catalogue entry gives (`file.demo`).
    ...kept.files,
    // The job's check run goes to the Checks API stand-in (demo-checks.ts), with a token for it only.
    'check-run-id': DEMO_CHECK_RUN_ID,
    'github-token': 'demo-token-for-the-stand-in',
    // No artifact service runs here; the files are kept in the folder instead (the last line).
    'upload-report': 'never',
  };
}

/** The files the demo asks the action for, by input: those the catalogue names a demo file for. */
function keptFiles(keep: string): Record<string, string> {
  return Object.fromEntries(
    OUTPUT_FILES.flatMap(({ spec, file }) =>
      file.demo && spec.input ? [[spec.input, path.join(keep, file.demo)]] : [],
    ),
  );
}

/** Runs the action bundle as the runner would, shows its log, then its summary and outputs. */
async function runDemoStep(
  io: CommandIo,
  actionPath: string,
  run: {
    work: string;
    keep: string;
    baseUrl: string;
    apiKey: string;
    values: { module?: string; threshold?: string; journey?: string; 'on-interrupted'?: string };
  },
): Promise<number> {
  const { work, keep } = run;
  const files = {
    GITHUB_OUTPUT: path.join(work, 'output'),
    GITHUB_STEP_SUMMARY: path.join(keep, 'summary.md'),
    GITHUB_STATE: path.join(work, 'state'),
  };
  const kept = {
    files: keptFiles(keep),
    checkRun: path.join(keep, 'check-run.json'),
  };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const inputs = demoInputs(run, kept);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...files,
    RUNNER_TEMP: work,
    GITHUB_REPOSITORY: 'demo/ocpi-conformance',
    GITHUB_RUN_ID: String(Date.now()),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'demo',
  };
  for (const [name, value] of Object.entries(inputs)) {
    if (value !== undefined) env[`INPUT_${name.toUpperCase()}`] = value;
  }
  const checks = await startChecksStandIn();
  let code: number;
  try {
    Object.assign(env, writeDemoWorkflow(work, env.GITHUB_REPOSITORY!), {
      GITHUB_API_URL: checks.apiUrl,
    });
    code = await spawnStep(io, actionPath, env);
  } finally {
    await checks.close();
  }
  // What is printed is a plain-text reading of the Markdown, not the file: the label says which
  // file GitHub would render, so that the real summary can be opened.
  io.out('\n=== Job summary, as plain text ===');
  io.out(`(the Markdown GitHub renders on the run's page: ${files.GITHUB_STEP_SUMMARY})\n`);
  io.out(toTerminal(readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8')));
  io.out("=== The step's outputs (all but result, which holds them all as one JSON object) ===\n");
  for (const [name, value] of Object.entries(
    parseOutputs(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
  )) {
    if (name !== 'result') io.out(`${name}: ${value}`);
  }
  showCheckRun(io, checks.checkRun, kept.checkRun);
  // Every file the step left there, the HTML report included: the line names what is there.
  const left = [...Object.values(kept.files), kept.checkRun, files.GITHUB_STEP_SUMMARY]
    .filter((file) => existsSync(file))
    .map((file) => path.basename(file));
  io.out(`\nThe action exited with ${code}.`);
  io.out(`Kept in ${keep}: ${left.join(', ')}.`);
  return code;
}

/**
 * What the action sent for the job's check run, in a few lines, kept whole as check-run.json
 * (nothing is said or kept when it sent nothing: annotations off, or no verdict to show).
 */
function showCheckRun(io: CommandIo, checkRun: DemoCheckRun, file: string): void {
  if (checkRun.requests === 0) return;
  writeFileSync(file, `${JSON.stringify(checkRun, null, 2)}\n`);
  const levels = new Map<string, number>();
  for (const annotation of checkRun.annotations) {
    const level = String(annotation.annotation_level);
    levels.set(level, (levels.get(level) ?? 0) + 1);
  }
  const counted = [...levels].map(([level, n]) => `${n} ${level}`).join(', ');
  io.out(
    `\n=== The job's check run, as the action sent it to a stand-in of GitHub's Checks API (${checkRun.requests} request${checkRun.requests === 1 ? '' : 's'}; ${path.basename(file)}) ===\n`,
  );
  io.out(`title: ${checkRun.title ?? '(none)'}`);
  io.out(`annotations: ${checkRun.annotations.length}${counted ? ` (${counted})` : ''}`);
  const first = checkRun.annotations[0];
  if (first) io.out(`first annotation at: ${first.path}:${first.start_line}`);
}

/** The action bundle in a process of its own, its log shown as the runner shows it. */
function spawnStep(io: CommandIo, actionPath: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [actionPath], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      for (const line of chunk.replace(/\n$/, '').split('\n')) {
        const shown = asRunnerShows(line);
        if (shown !== undefined) io.out(`  | ${shown}`);
      }
    });
    child.on('error', reject);
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
}

/** The action bundle beside this CLI bundle: dist/cli/../index.js. */
function findActionBundle(): string | undefined {
  const self = fileURLToPath(import.meta.url);
  const candidate = path.join(path.dirname(self), '..', 'index.js');
  return candidate !== self && existsSync(candidate) ? candidate : undefined;
}

/**
 * A log line as the runner shows it: mask and debug commands hidden (debug is off by default),
 * annotation commands shown as their level and text.
 */
function asRunnerShows(line: string): string | undefined {
  if (line.startsWith('::add-mask::') || line.startsWith('::debug::')) return undefined;
  const annotation = /^::(error|warning|notice)(?: title=([^:]*))?::(.*)$/.exec(line);
  if (!annotation) return line;
  const [, level, title, message] = annotation;
  const decode = (text = '') =>
    text
      .replace(/%0A/g, ' ')
      .replace(/%0D/g, '')
      .replace(/%3A/g, ':')
      .replace(/%2C/g, ',')
      .replace(/%25/g, '%');
  return `${level}: ${title ? `${decode(title)}: ` : ''}${decode(message)}`;
}

/** Reads the runner's output file format: name<<delimiter, value lines, delimiter. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!match) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i]!);
    outputs[match[1]!] = value.join('\n');
  }
  return outputs;
}

/** The summary's Markdown made readable in a terminal: tags dropped, entities decoded. */
export function toTerminal(markdown: string): string {
  // Inside <pre> a backslash is the text's own; elsewhere it is a Markdown escape.
  const text = markdown
    .split(/(<pre>[\s\S]*?<\/pre>)/)
    .map((part) =>
      part.startsWith('<pre>')
        ? // A `$` the renderer put in an element of its own (the service's < is an entity here).
          part.slice(5, -6).replaceAll('<span>$</span>', '$')
        : part
            .replace(/<!--[\s\S]*?-->/g, '')
            .replace(/<\/?code>/g, '`')
            // Every other tag (details, summary, b, sub, a...): the terminal shows the text alone.
            // Tags in the service's text are entities here, decoded only below, so they stay.
            .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?>/g, '')
            .replace(/\*\*([^*\n]+)\*\*/g, '$1')
            .replace(/\\([!-/:-@[-`{-~])/g, '$1'),
    )
    .join('');
  return text
    .replace(/&#(\d+);/g, (_m, n) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n');
}
