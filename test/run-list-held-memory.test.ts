/**
 * What a run-list page keeps is bounded, not only what is read (issue 33): a page of failing
 * checks keeps each check whole, with its exchange, so an endless one held 660 MB before the
 * 384 MiB page limit stopped it. Reading now stops once what is kept passes PAGE_HELD_MAX_BYTES,
 * with an error naming the route, the limit and what to do; checks that passed cleanly (their
 * exchanges dropped) are not stopped by it. Memory itself is measured in the benchmark
 * (bench/endless-report.mjs); here the read's outcome and where it stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BodyLimitError } from '../src/client/index.js';
import { heldSize } from '../src/client/resources/run-list-memory.js';
import {
  PAGE_HELD_MAX_BYTES,
  PAGE_MAX_BYTES,
  readRunListStream,
} from '../src/client/resources/run-list-stream.js';
import { Redactor } from '../src/util/redaction.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'run-list-held-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A check with a 4 KB exchange body of `letter` (4 KB of UTF-8 either way). */
function check(i: number, passed: boolean, letter: 'x' | 'ł') {
  return {
    testId: `endless.check#${i}`,
    name: `Endless check ${i % 50}`,
    passed,
    validations: [{ name: 'status', passed, message: passed ? 'HTTP 200' : 'HTTP 500' }],
    exchange: {
      request: { method: 'GET', url: `https://cpo.example/ocpi/2.2.1/locations/${i}` },
      response: { status: passed ? 200 : 500, body: letter.repeat(letter === 'x' ? 4000 : 2000) },
      latencyMs: 12,
    },
  };
}

/**
 * A page whose one report holds check after check, up to `maxBytes` (bounded: a broken limit
 * ends the test instead of filling the memory); `sent.bytes` counts what was handed to the reader.
 */
function endlessPage(maxBytes: number, make: (i: number) => unknown) {
  const sent = { bytes: 0 };
  async function* chunks(): AsyncGenerator<Buffer> {
    const head = '{"success":true,"data":[{"_id":"rep_endless","status":"completed",';
    yield Buffer.from(`${head}"suites":[{"suiteId":"endless","checks":[`);
    let batch: string[] = [];
    for (let i = 0; sent.bytes < maxBytes; i++) {
      batch.push(`${i ? ',' : ''}${JSON.stringify(make(i))}`);
      if (batch.length === 64) {
        const chunk = Buffer.from(batch.join(''));
        sent.bytes += chunk.length;
        batch = [];
        yield chunk;
      }
    }
    yield Buffer.from(']}]}],"meta":{}}');
  }
  return { chunks: chunks(), sent };
}

/**
 * The reads below are CPU work bounded by counts, with nothing to wait for: up to the held limit
 * (128 MiB) of JSON, or 48 MiB, parsed and counted; an endless page stops at twice the page limit
 * even with the limit broken. About 1.3 s alone on a quiet core, 6.5 s among the suite; on two
 * cores kept busy by other work it got a fifth of that and timed out at 20 s. A timeout here
 * would only measure the machine, so it is generous: the assertions decide, on bytes.
 */
const READ_TIMEOUT_MS = 180_000;

describe('what a run-list page keeps is bounded', { timeout: READ_TIMEOUT_MS }, () => {
  it('an endless page of failing checks ends with an error naming the limit, long before the page limit', async () => {
    const { chunks, sent } = endlessPage(2 * PAGE_MAX_BYTES, (i) => check(i, false, 'x'));
    const error = await readRunListStream(chunks, {
      redactor: new Redactor(),
      spool: { reportId: 'rep_endless', file: path.join(dir, 'failing.json') },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyLimitError);
    const message = (error as Error).message;
    expect(message).toContain('GET /testing/runs');
    expect(message).toContain(`more than ${PAGE_HELD_MAX_BYTES / 1048576} MiB of memory`);
    expect(message).toContain('one module per job');
    // Stopped by what was kept (each 4 KB check kept whole), not by the bytes read.
    expect(sent.bytes).toBeGreaterThan(PAGE_HELD_MAX_BYTES * 0.75);
    expect(sent.bytes).toBeLessThan(PAGE_HELD_MAX_BYTES * 1.25);
  });

  it('two-byte text is counted at its size: the same limit, reached as soon', async () => {
    const { chunks, sent } = endlessPage(2 * PAGE_MAX_BYTES, (i) => check(i, false, 'ł'));
    const error = await readRunListStream(chunks, { redactor: new Redactor() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BodyLimitError);
    expect((error as Error).message).toContain('of memory once read');
    expect(sent.bytes).toBeLessThan(PAGE_HELD_MAX_BYTES * 1.25);
  });

  it('checks that passed cleanly keep no exchange, so the same page of them reads on', async () => {
    const size = 48 * 1048576;
    const { chunks } = endlessPage(size, (i) => check(i, true, 'x'));
    const read = await readRunListStream(chunks, { redactor: new Redactor() });
    expect(read.bytes).toBeGreaterThan(size);
    // Kept: the checks without their 4 KB exchanges.
    expect(read.heldBytes).toBeLessThan(read.bytes / 10);
    const checks = (read.body as { data: { suites: { checks: unknown[] }[] }[] }).data[0]!
      .suites[0]!.checks;
    expect(checks.length).toBeGreaterThan(10_000);
  });

  it('counts a string at no less than it takes: two bytes a character for short two-byte text', () => {
    const short = 'ł'.repeat(200);
    const long = 'ł'.repeat(5000);
    expect(heldSize(short)).toBeGreaterThanOrEqual(2 * short.length);
    expect(heldSize(long)).toBeGreaterThanOrEqual(2 * long.length);
    expect(heldSize({ a: [long, long] })).toBeGreaterThanOrEqual(4 * long.length);
  });
});
