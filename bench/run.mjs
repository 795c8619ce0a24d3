// `npm run bench`: measures the bundled action and the client against the emulator on loopback
// and prints one table (median and spread over repeated runs), also written to
// bench/results.json. Sections follow the performance issue: cold start, verdict latency, request
// economy, a side-by-side with a naive curl + jq polling loop, large reports, the event stream,
// and the large HTML report opened in Chromium.
//
// Time: process-level figures run in real time (emulator speed 1). Figures about long runs
// compress time by SCALE on both sides, the emulator's clock and the action's sleeps (or the
// naive loop's interval), and are reported in service seconds (real seconds x SCALE).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAction as run } from '../lib/action/main.js';
import { startEmulator } from '../lib/emulator/index.js';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 7);
const SCALE = 20;
const NODE = process.execPath;
// BENCH_BUNDLE=path runs another build of the action (an A/B comparison); dist/index.js by default.
const BUNDLE = path.resolve(
  process.env.BENCH_BUNDLE ?? path.join(import.meta.dirname, '../dist/index.js'),
);
const ROOT = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'ocpi-bench-'));
const results = { machine: machine(), figures: [] };

function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    date: new Date().toISOString(),
  };
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return {
    median: round(median),
    min: round(sorted[0]),
    max: round(sorted.at(-1)),
    n: sorted.length,
  };
}
const round = (x) => Math.round(x * 100) / 100;

function figure(section, name, unit, values, target, note) {
  const s = Array.isArray(values)
    ? stats(values)
    : { median: values, min: values, max: values, n: 1 };
  const met = target ? target(s.median) : undefined;
  results.figures.push({ section, name, unit, ...s, target: target?.text, met, note });
}
const below = (limit, text) => Object.assign((v) => v < limit, { text });
const atMost = (limit, text) => Object.assign((v) => v <= limit, { text });

let ownerCount = 0;
const OWNERS = 400;
const keyOf = (i) => `pets_bench_owner_${String(i).padStart(4, '0')}`;
const owners = Array.from({ length: OWNERS }, (_, i) => ({
  id: `b${i}`,
  plan: 'enterprise',
  keys: [keyOf(i)],
}));
function nextOwner() {
  const i = ownerCount++;
  return { id: `b${i}`, key: keyOf(i) };
}

/** Runs dist/index.js as the runner does; resolves with timings (epoch ms) and outputs. */
function actionProcess(inputs) {
  const dir = mkdtempSync(path.join(work, 'step-'));
  const env = {
    PATH: process.env.PATH,
    RUNNER_TEMP: dir,
    GITHUB_OUTPUT: path.join(dir, 'out'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'sum'),
    GITHUB_STATE: path.join(dir, 'state'),
  };
  for (const f of ['out', 'sum', 'state']) writeFileSync(path.join(dir, f), '');
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(NODE, [BUNDLE], { env, stdio: 'ignore' });
    child.on('exit', (code) => {
      const exited = Date.now();
      const out = readFileSync(env.GITHUB_OUTPUT, 'utf8');
      const reportId = /^report-id<<(.+)\n(.*)\n/m.exec(out)?.[2];
      const verdict = /^verdict<<(.+)\n(.*)\n/m.exec(out)?.[2];
      resolve({ started, exited, code, reportId, verdict });
    });
  });
}

/** The whole action in-process with a recording core; its clock and sleeps compressed by `scale`. */
async function actionInProcess(inputs, scale) {
  const outputs = {};
  const core = {
    getInput: (n) => inputs[n] ?? '',
    setSecret() {},
    setOutput: (n, v) => {
      outputs[n] = v;
    },
    setFailed() {},
    info() {},
    debug() {},
    warning() {},
    error() {},
    notice() {},
    startGroup() {},
    endGroup() {},
    saveState() {},
    getState: () => '',
    summary: { addRaw: () => ({ write: async () => {} }) },
  };
  const sleep = (ms, signal) =>
    new Promise((resolve, reject) => {
      const t = setTimeout(resolve, ms / scale);
      signal?.addEventListener('abort', () => {
        clearTimeout(t);
        reject(signal.reason);
      });
    });
  // The action's clock runs SCALE times faster too: it schedules its reads on it.
  const began = Date.now();
  const now = () => began + (Date.now() - began) * scale;
  await run(core, { env: { RUNNER_TEMP: work }, now, client: { sleep } });
  return { exited: Date.now(), outputs };
}

function naiveLoop(emulator, owner, connectionId, seed, intervalSeconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'bash',
      [
        path.join(ROOT, 'bench/naive-loop.sh'),
        emulator.baseUrl,
        owner.key,
        connectionId,
        seed,
        String(intervalSeconds),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve({ exited: Date.now(), reportId: out.split(' ')[0] })
        : reject(new Error(`naive loop exited ${code}`)),
    );
  });
}

function requestsOf(emulator, ownerId, from = 0) {
  return emulator.requests({ ownerId }).filter((r) => r.realMs >= from);
}

// 1. Cold start.
async function coldStart() {
  const emulator = await startEmulator({
    speed: 1,
    owners,
    scenario: { queueSeconds: 0, runSeconds: 0 },
    onInternalError() {},
  });
  const firstRequest = [];
  const toExit = [];
  for (let i = 0; i < REPEAT; i++) {
    const owner = nextOwner();
    const step = await actionProcess({ 'api-key': owner.key, 'base-url': emulator.baseUrl });
    const first = Math.min(...requestsOf(emulator, owner.id).map((r) => r.realMs));
    firstRequest.push(first - step.started);
    toExit.push(step.exited - step.started);
  }
  const bare = [];
  for (let i = 0; i < REPEAT; i++) {
    const t = Date.now();
    execFileSync(NODE, ['-e', '']);
    bare.push(Date.now() - t);
  }
  await emulator.close();
  figure(
    '1 cold start',
    'process start to first request',
    'ms',
    firstRequest,
    below(300, '< 300 ms'),
  );
  figure('1 cold start', 'process start to exit, run already completed', 'ms', toExit);
  figure('1 cold start', 'bare `node -e ""` start to exit (for scale)', 'ms', bare);
  const dist = readdirSync(path.join(ROOT, 'dist')).filter((f) => f.endsWith('.js'));
  const size = (f) => statSync(path.join(ROOT, 'dist', f)).size;
  figure(
    '1 cold start',
    'dist/index.js (loaded on every run)',
    'KB',
    Math.round(size('index.js') / 1024),
  );
  figure(
    '1 cold start',
    'dist lazy chunks (comment, JUnit, YAML)',
    'KB',
    Math.round(dist.filter((f) => f !== 'index.js').reduce((a, f) => a + size(f), 0) / 1024),
  );
}

// 2. Verdict latency of real processes.
async function latency() {
  // Inside the long-poll window and journeys: real processes at real speed.
  const real = await startEmulator({ speed: 1, owners, onInternalError() {} });
  real.setScenario({ queueSeconds: 0, runSeconds: 3 });
  /** Terminal to process exit, for fresh owners; `prepare` sets each owner up first. */
  const latencies = async (inputs = {}, prepare = async () => {}) => {
    const values = [];
    for (let i = 0; i < Math.min(REPEAT, 5); i++) {
      const owner = nextOwner();
      await prepare(owner);
      const step = await actionProcess({
        'api-key': owner.key,
        'base-url': real.baseUrl,
        ...inputs,
      });
      values.push(step.exited - real.terminalAt(step.reportId).realMs);
    }
    return values;
  };
  figure(
    '2 verdict latency',
    'run ends inside the long-poll window (terminal to process exit)',
    'ms',
    await latencies(),
    below(100, '< 100 ms'),
  );
  // The same on a connection with history: the run list's first page then holds earlier full
  // reports next to the new one (and one of them is compared with it for regressions).
  const withHistory = await latencies({}, async (owner) => {
    real.setScenario({ queueSeconds: 0, runSeconds: 0 });
    const connectionId = real.sandboxConnectionId(owner.id);
    for (let run = 0; run < 10; run++) {
      const answer = await fetch(`${real.baseUrl}/testing/runs?wait=5`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ connectionId, seed: `history-${run}` }),
      });
      if (answer.status !== 201) throw new Error(`history run: HTTP ${answer.status}`);
    }
    real.setScenario({ queueSeconds: 0, runSeconds: 3 });
  });
  figure(
    '2 verdict latency',
    'run ends inside the window, connection with 10 earlier reports',
    'ms',
    withHistory,
    below(100, '< 100 ms'),
  );
  const definition = JSON.stringify({
    topology: { kind: 'first-successful-charge' },
    clock: { durationSeconds: 240, accelerationFactor: 60 },
  });
  const journey = await latencies({ 'run-kind': 'journey', journey: definition });
  figure(
    '2 verdict latency',
    'journey (terminal to process exit)',
    'ms',
    journey,
    below(100, '< 100 ms'),
  );
  await real.close();
}

/** The naive loop needs bash, curl and jq; without them section 4 says so instead of failing. */
function naiveToolsMissing() {
  const missing = ['bash', 'curl', 'jq'].filter((tool) => {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  return missing;
}

async function economy() {
  // Long runs: time compressed by SCALE on both sides; figures in service seconds.
  const missing = naiveToolsMissing();
  if (missing.length > 0) {
    console.error(
      `Section 4 (the naive curl + jq loop) skipped: ${missing.join(', ')} not found on PATH. Install them (Debian: apt-get install curl jq) to compare.`,
    );
  }
  const fast = await startEmulator({ speed: SCALE, owners, onInternalError() {} });
  // Runs past the window end 2.5, 5 and 7.5 s after a whole 10 s (one each): a poller's latency
  // depends on where the end falls between its reads, and round durations would hand it to
  // whichever loop reads just after whole tens of seconds.
  const scenarios = [
    { name: '30 s run (inside the window)', runSeconds: 30, phases: [0, 0, 0] },
    { name: '~90 s run (after the window)', runSeconds: 90, phases: [2.5, 5, 7.5] },
    { name: '~10-minute run', runSeconds: 600, phases: [2.5, 5, 7.5] },
  ];
  for (const scenario of scenarios) {
    const ours = { latency: [], requests: [], during: [] };
    const naive = { latency: [], requests: [] };
    for (let i = 0; i < 3; i++) {
      fast.setScenario({ queueSeconds: 0, runSeconds: scenario.runSeconds + scenario.phases[i] });
      const owner = nextOwner();
      const began = Date.now();
      // No seed input: with a seed of its own the action first reads the run list to tell
      // earlier runs with that seed apart (one more request), as a user-given seed may repeat.
      const step = await actionInProcess({ 'api-key': owner.key, 'base-url': fast.baseUrl }, SCALE);
      const reportId = step.outputs['report-id'];
      const all = requestsOf(fast, owner.id, began);
      const startAt = all.find((r) => r.route === 'POST /testing/runs').realMs;
      ours.requests.push(all.length);
      ours.during.push(all.filter((r) => r.realMs >= startAt).length);
      ours.latency.push(((step.exited - fast.terminalAt(reportId).realMs) * SCALE) / 1000);

      if (missing.length > 0) continue;
      const other = nextOwner();
      const from = Date.now();
      const loop = await naiveLoop(
        fast,
        other,
        fast.sandboxConnectionId(other.id),
        `naive-${other.id}`,
        10 / SCALE,
      );
      naive.requests.push(requestsOf(fast, other.id, from).length);
      naive.latency.push(((loop.exited - fast.terminalAt(loop.reportId).realMs) * SCALE) / 1000);
    }
    const section = `3/4 ${scenario.name}`;
    figure(
      section,
      'action: requests from start to verdict',
      'requests',
      ours.during,
      scenario.runSeconds <= 55 ? below(2.5, '<= 2') : undefined,
    );
    figure(section, 'action: all requests (with the connection lookup)', 'requests', ours.requests);
    figure(section, 'action: verdict latency', 'service s', ours.latency);
    if (naive.requests.length > 0) {
      figure(section, 'naive loop: requests (start + polls)', 'requests', naive.requests);
      figure(section, 'naive loop: verdict latency', 'service s', naive.latency);
      const ratio = (a, b) => round(stats(a).median / Math.max(stats(b).median, 0.001));
      figure(
        section,
        'ratio action/naive: requests (all)',
        'x',
        ratio(ours.requests, naive.requests),
        below(1, '< 1'),
      );
      figure(
        section,
        'ratio action/naive: latency',
        'x',
        ratio(ours.latency, naive.latency),
        below(1, '< 1'),
      );
    }
    if (scenario.runSeconds > 55) {
      const after = stats(ours.during).median - 1;
      figure(
        section,
        'action: list reads per service minute after the window',
        'per min',
        round(after / ((scenario.runSeconds + 5 - 55) / 60)),
      );
    }
  }
  await fast.close();
}

// 5 and 6. Children, so that each has its own peak memory.
function child(script, ...args) {
  return JSON.parse(
    execFileSync(NODE, [path.join(ROOT, 'bench', script), ...args.map(String)], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );
}

async function largeReports() {
  const sizes = [1000, 10_000, 50_000];
  const perCheck = [];
  for (const size of sizes) {
    const samples = Array.from({ length: 3 }, () => child('large-report.mjs', size));
    const ms = samples.map((s) => s.gradeAndRenderMs);
    figure(
      '5 large reports',
      `${size} checks: grade + summary + comment + JUnit`,
      'ms',
      ms,
      size === 50_000 ? below(2000, '< 2 s') : undefined,
    );
    figure(
      '5 large reports',
      `${size} checks: peak memory (report ${samples[0].reportMb} MB of JSON)`,
      'MB',
      samples.map((s) => s.peakRssMb),
      size === 50_000 ? below(300, '< 300 MB') : undefined,
    );
    figure(
      '5 large reports',
      `${size} checks: memory added by grading and rendering`,
      'MB',
      samples.map((s) => s.renderPeakMb),
    );
    perCheck.push(stats(ms).median / size);
    // Before grading comes reading: the run list's body, parsed and validated as the client does.
    const body = path.join(work, `report-${size}.json`);
    execFileSync(NODE, [path.join(ROOT, 'bench/read-report.mjs'), String(size), body, 'write']);
    const reads = Array.from({ length: 3 }, () => child('read-report.mjs', size, body, 'html'));
    figure(
      '5 large reports',
      `${size} checks: streamed read over HTTP + grade + summary/comment + JUnit file + report file`,
      'ms',
      reads.map((r) => r.ms),
      size === 50_000 ? below(2000, '< 2 s') : undefined,
    );
    figure(
      '5 large reports',
      `${size} checks: peak memory of that path (${reads[0].bodyMb} MB body)`,
      'MB',
      reads.map((r) => r.peakRssMb),
      size === 50_000 ? below(300, '< 300 MB') : undefined,
    );
    if (size === 50_000) {
      floor(body);
      ctrfOnTop(body, size);
    }
    // The action renders the HTML report on every graded run, after the path above.
    figure(
      '5 large reports',
      `${size} checks: HTML report on top of that path`,
      'ms',
      reads.map((r) => r.htmlMs),
    );
    figure(
      '5 large reports',
      `${size} checks: peak memory with the HTML report`,
      'MB',
      reads.map((r) => r.htmlPeakRssMb),
    );
  }
  figure(
    '5 large reports',
    'growth: ms per check at 1k, 10k, 50k',
    'ms',
    perCheck.map((x) => Number(x.toPrecision(3))).join(' / '),
  );
}

/** The CTRF file (ctrf-file) written after the path above, as the gate writes it after JUnit. */
function ctrfOnTop(body, size) {
  const runs = Array.from({ length: 3 }, () => child('read-report.mjs', size, body, 'ctrf'));
  figure(
    '5 large reports',
    `${size} checks: CTRF file on top of that path (${runs[0].ctrfMb} MB)`,
    'ms',
    runs.map((r) => r.ctrfMs),
  );
  figure(
    '5 large reports',
    `${size} checks: peak memory with the CTRF file`,
    'MB',
    runs.map((r) => r.ctrfPeakRssMb),
  );
  // Against the same process's peak before it: what the CTRF writer itself holds.
  figure(
    '5 large reports',
    `${size} checks: memory the CTRF file adds to the path's peak`,
    'MB',
    runs.map((r) => r.ctrfPeakRssMb - r.peakRssMb),
    below(32, '< 32 MB'),
  );
}

/**
 * The floor under the streamed read (bench/read-floor.mjs): each stage every reader must go
 * through, timed alone on one thread. Their sum is what no faster scanner or renderer removes.
 */
function floor(body) {
  const runs = Array.from({ length: 3 }, () => child('read-floor.mjs', body));
  const stages = [
    ['receiveMs', 'receive the body over HTTP (nothing else done)'],
    ['decodeMs', 'decode its bytes to text'],
    ['parseMs', 'JSON.parse every check'],
    ['validateMs', 'validate every check (CheckSchema)'],
    ['redactMs', "redact every check's text for the report file"],
    ['writeMs', 'write the body to a file'],
    ['sumMs', 'sum of the stages (one thread)'],
  ];
  for (const [key, name] of stages) {
    figure(
      '5 large reports',
      `50000 checks, floor: ${name}`,
      'ms',
      runs.map((r) => r[key]),
    );
  }
}

/**
 * A run-list page that never ends (bench/endless-report.mjs): the read must end with an error,
 * and what it keeps must stay bounded whatever the checks carry: failing checks keep their 4 KB
 * exchanges (one- or two-byte text), passing ones do not, and tiny checks are the most objects.
 */
function endlessReports() {
  const kinds = [
    ['failing', 'failing checks, 4 KB exchanges'],
    ['failing-2byte', 'failing checks, 4 KB exchanges of two-byte text'],
    ['passing', 'passing checks, 4 KB exchanges'],
    ['tiny', 'checks of two fields'],
  ];
  for (const [kind, name] of kinds) {
    const samples = Array.from({ length: 2 }, () => child('endless-report.mjs', kind));
    if (samples.some((s) => !s.error?.startsWith('BodyLimitError'))) {
      throw new Error(`the endless page of ${kind} checks did not end with a BodyLimitError`);
    }
    const limit = /takes more than ([\d.]+ \w+) of memory/.exec(samples[0].error)?.[1];
    figure(
      '5 large reports',
      `endless page of ${name}: peak memory until the read stops`,
      'MB',
      samples.map((s) => s.peakRssMb),
      atMost(400, '<= 400 MB'),
      limit ? `stopped by the ${limit} kept` : 'stopped by the page limit',
    );
  }
}

async function eventStream() {
  for (const size of [10_000, 100_000]) {
    const samples = Array.from({ length: 3 }, () => child('event-stream.mjs', size));
    if (samples.some((s) => s.duplicates || s.gaps))
      throw new Error('the event stream delivered duplicates or gaps');
    figure(
      '6 event stream',
      `${samples[0].events} events, one drop and resume: time`,
      'ms',
      samples.map((s) => s.ms),
    );
    figure(
      '6 event stream',
      `${samples[0].events} events: client peak memory`,
      'MB',
      samples.map((s) => s.peakRssMb),
    );
  }
}

/**
 * 7. The HTML report of 50,000 checks opened in Chromium from disk (bench/html-open.mjs): what a
 * reviewer waits for. The target is the reviewer's: the list shown and a filter applied within
 * 3 s of asking for the page. Without a Chromium to start, the section says so and is left out.
 */
function htmlInBrowser() {
  const size = 50_000;
  const run = child('html-open.mjs', size, Math.min(REPEAT, 5));
  if (run.skipped) {
    console.error(`Section 7 (the HTML report in Chromium) skipped: ${run.skipped}`);
    return;
  }
  const section = '7 HTML report in Chromium';
  figure(section, `${size} checks: the HTML report file`, 'MB', run.htmlMb);
  figure(
    section,
    `${size} checks opened from disk: first 200 checks listed and painted`,
    'ms',
    run.listedMs,
  );
  figure(section, `${size} checks: page loaded, every check's details read`, 'ms', run.loadedMs);
  figure(
    section,
    `${size} checks: opened, listed and filtered by outcome, painted`,
    'ms',
    run.filteredMs,
    atMost(3000, '<= 3 s'),
  );
  figure(section, `${size} checks: search for the last check and expand it`, 'ms', run.expandMs);
}

function table() {
  const rows = results.figures.map((f) => [
    f.section,
    f.name,
    `${f.median} ${f.unit}`,
    f.n > 1 ? `${f.min} to ${f.max}` : '',
    f.target ? `${f.target}: ${f.met ? 'met' : 'MISSED'}` : '',
  ]);
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((r) => String(r[i]).length), 6));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
  const m = results.machine;
  console.log(
    `Machine: ${m.cpus} cores (${m.cpuModel}), ${m.memoryGb} GiB, Node ${m.node}, ${m.platform}, ${m.date}`,
  );
  console.log(line(['section', 'figure', 'median', 'spread', 'target']));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
}

// BENCH_ONLY=1,2 runs some sections only (3 covers 3 and 4; 5e the endless pages of 5 alone; 7
// the HTML report in Chromium)
// (results.json is then partial).
const only = process.env.BENCH_ONLY?.split(',');
const want = (section) => !only || only.includes(section);
try {
  if (want('1')) await coldStart();
  if (want('2')) await latency();
  if (want('3')) await economy();
  if (want('5')) await largeReports();
  if (want('5') || want('5e')) endlessReports();
  if (want('6')) await eventStream();
  if (want('7')) htmlInBrowser();
  writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  table();
} finally {
  rmSync(work, { recursive: true, force: true });
}
