// Child process of the benchmark: the floor under the streamed read of section 5. Each stage that
// any reader of a big report must go through, however it is written, timed on its own, one after
// the other, on one thread, with nothing else in its way:
//   receive   the body over HTTP from another process, chunks consumed and dropped
//   decode    the body's bytes to text (UTF-8), chunk by chunk
//   parse     JSON.parse of every check's text (the texts are cut out beforehand, not timed)
//   validate  CheckSchema of every check (trimmed as the stream trims it, not timed)
//   redact    Redactor.redactJsonText of every check's text: the report file's masking
//   write     the body's bytes written to a file in 1 MiB pieces
// Finding where each check ends (the scanner) is left out, as are grading and rendering: the
// floor is what no faster scanner or renderer could remove. Compare its sum with the target.
//   node read-floor.mjs FILE   (FILE written by read-report.mjs N FILE write)
//   prints {checks, bodyMb, receiveMs, decodeMs, parseMs, validateMs, redactMs, writeMs, sumMs}
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { request } from 'undici';
import { leanCheck } from '../lib/client/resources/run-list-memory.js';
import { CheckSchema } from '../lib/client/resources/run-report.js';
import { JsonScanner } from '../lib/util/json-scan.js';
import { Redactor } from '../lib/util/redaction.js';

const file = process.argv[2];
const CHUNK = 65_536;

const server = spawn(
  process.execPath,
  [path.join(import.meta.dirname, 'read-report.mjs'), '0', file, 'serve'],
  {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  },
);
const [line] = await once(server.stdout, 'data');
const port = Number(String(line).trim());

const timed = (work) => {
  const started = performance.now();
  const value = work();
  return [Math.round(performance.now() - started), value];
};

const started = performance.now();
const response = await request(`http://127.0.0.1:${port}/`);
let received = 0;
for await (const chunk of response.body) received += chunk.length;
const receiveMs = Math.round(performance.now() - started);
server.kill();

const body = readFileSync(file);
if (body.length !== received) throw new Error('the body received is not the file served');
const chunks = [];
for (let at = 0; at < body.length; at += CHUNK) chunks.push(body.subarray(at, at + CHUNK));

const [decodeMs] = timed(() => {
  const decoder = new StringDecoder('utf8');
  let length = 0;
  for (const chunk of chunks) length += decoder.write(chunk).length;
  return length;
});

// The checks' texts, as the stream cuts them out (depth 6: data[].suites[].checks[]).
const texts = [];
const scanner = new JsonScanner({
  descend: ({ depth, key }, kind) =>
    depth === 1
      ? key === 'data'
      : depth === 3
        ? key === 'suites'
        : depth === 5
          ? key === 'checks'
          : depth < 6 && kind === 'object',
  open() {},
  close() {},
  value: ({ depth }, text) => depth === 6 && texts.push(text),
});
for (const chunk of chunks) scanner.write(chunk);
scanner.end();

const [parseMs, parsed] = timed(() => texts.map((text) => JSON.parse(text)));
const lean = parsed.map(leanCheck);
parsed.length = 0;
const [validateMs, valid] = timed(() =>
  lean.filter((check) => CheckSchema.safeParse(check).success),
);
if (valid.length !== texts.length) throw new Error('a check of the fixture does not validate');
lean.length = 0;
valid.length = 0;

const redactor = new Redactor();
redactor.add('bench-api-key-123456');
const [redactMs] = timed(() => {
  let length = 0;
  for (const text of texts) length += (redactor.redactJsonText(text) ?? '').length;
  return length;
});

const dir = mkdtempSync(path.join(os.tmpdir(), 'read-floor-'));
const [writeMs] = timed(() => {
  const fd = openSync(path.join(dir, 'body.json'), 'w');
  for (let at = 0; at < body.length; at += 1_048_576)
    writeSync(fd, body.subarray(at, at + 1_048_576));
  closeSync(fd);
});
rmSync(dir, { recursive: true, force: true });

const stages = { receiveMs, decodeMs, parseMs, validateMs, redactMs, writeMs };
console.log(
  JSON.stringify({
    checks: texts.length,
    bodyMb: Math.round(body.length / 1_048_576),
    ...stages,
    sumMs: Object.values(stages).reduce((a, b) => a + b, 0),
  }),
);
process.exit(0);
