// Child process of the benchmark: consumes a journey of about N events through the client's
// event stream, with one drop and resume half way, and prints
// {events, ms, eventsPerSecond, peakRssMb, duplicates, gaps}. The emulator runs in a process of
// its own, so the memory figure is the client's alone; events are counted, not kept.
import { spawn } from 'node:child_process';
import { ServiceClient } from '../lib/client/index.js';
import { Redactor } from '../lib/util/redaction.js';

const target = Number(process.argv[2] ?? 100_000);
const emulator = spawn(
  process.execPath,
  ['lib/cli/index.js', 'emulator', '--port', '0', '--speed', '10000'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const baseUrl = await new Promise((resolve, reject) => {
  let out = '';
  emulator.stdout.on('data', (chunk) => {
    out += chunk;
    const match = /Base URL: (\S+)/.exec(out);
    if (match) resolve(match[1]);
  });
  emulator.on('exit', () => reject(new Error(`the emulator stopped:\n${out}`)));
});
const origin = new URL(baseUrl).origin;
const client = new ServiceClient({
  baseUrl,
  apiKey: 'pets_demo_acme_7d3f9a2c41b8e605',
  redactor: new Redactor(),
});
const connections = await client.connections.list();
const sandbox = connections.items.find((c) => c.kind === 'sandbox')._id;
const cadence = 1;
const preview = await client.journeys.preview({
  schemaVersion: 1,
  targetId: sandbox,
  topology: { kind: 'first-successful-charge' },
  // The charging stage is about half the journey: twice the target in journey seconds.
  clock: { durationSeconds: target * 2 * cadence, accelerationFactor: 1000 },
  session: { cadenceSeconds: cadence },
  seed: 'bench-stream',
});
const run = await client.journeys.start({
  planId: preview.planId,
  planHash: preview.planHash,
  seed: 'bench-stream',
  targetId: sandbox,
});
// Let the journey finish: the stream then replays everything, as fast as it can be read.
for (let i = 0; i < 600; i++) {
  const status = await client.journeys.get(run.runId, { waitSeconds: 55 });
  if (['completed', 'failed', 'cancelled'].includes(status.status)) break;
}
await fetch(`${origin}/_emulator/faults`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    rules: [
      {
        route: 'GET /testing/journey-runs/{id}/stream',
        times: 1,
        fault: { kind: 'drop-stream', afterEvents: Math.floor(target / 2) },
      },
    ],
  }),
});
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
let events = 0;
let last = 0;
let duplicates = 0;
let gaps = 0;
let reconnects = 0;
for await (const event of client.journeys.events(run.runId, { onReconnect: () => reconnects++ })) {
  if (event.seq <= last) duplicates++;
  else if (event.seq !== last + 1) gaps++;
  last = Math.max(last, event.seq);
  events++;
}
const ms = performance.now() - started;
const peak = process.resourceUsage().maxRSS * 1024;
console.log(
  JSON.stringify({
    events,
    ms: Math.round(ms),
    eventsPerSecond: Math.round(events / (ms / 1000)),
    peakRssMb: Math.round(peak / 1048576),
    streamPeakMb: Math.round(Math.max(0, peak - rssBefore) / 1048576),
    duplicates,
    gaps,
    reconnects,
  }),
);
emulator.kill('SIGTERM');
process.exit(0);
