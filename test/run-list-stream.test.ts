/**
 * The streamed run-list read (src/util/json-scan.ts, src/client/resources/run-list-stream.ts):
 * whatever the chunking, it gives what JSON.parse gives (checks trimmed by leanCheck), rejects what
 * JSON.parse rejects, and spools the wanted entry, redacted, as valid JSON.
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../src/client/index.js';
import { leanCheck } from '../src/client/resources/run-list-memory.js';
import { readRunListStream, streamedEntry } from '../src/client/resources/run-list-stream.js';
import { JsonScanner, JsonSyntaxError } from '../src/util/json-scan.js';
import { Redactor } from '../src/util/redaction.js';
import { growthBeyondLinear } from './helpers/cpu-growth.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'run-list-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The text as chunks cut at the given sizes (cycled), to cut strings, escapes and UTF-8 anywhere. */
async function* chunked(text: string, sizes: number[]): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length]!;
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

const CUTS = [[1], [2], [3], [7], [64], [1, 5, 2], [1 << 20]];

function check(id: string, passed: boolean, extra: Record<string, unknown> = {}) {
  return {
    testId: id,
    name: `check "${id}" \\ with ünïcødé ✓ and 𝄞 {braces} [brackets] , : \u0001`,
    passed,
    validations: [
      { passed: true, message: 'ok', details: { expected: 1, actual: 1 } },
      { passed, message: passed ? 'fine' : 'broke', details: { jsonPath: '$.a["}"]' } },
    ],
    exchange: {
      request: { method: 'GET', url: 'https://cpo.example/ocpi/2.2.1/locations?x="1"' },
      response: { status: 200, body: '{"data":[{"id":"LOC\\"1"}]}' },
      latencyMs: 12,
    },
    ...extra,
  };
}

function page<T>(entries: T[], meta: unknown = { nextCursor: 'c2' }) {
  return { success: true, data: entries, meta };
}

const report = (id: string, checks: unknown[][]) => ({
  _id: id,
  status: 'completed',
  summary: { total: 3, passed: 2, failed: 1, warned: 0, unobservable: 0 },
  suites: checks.map((list, i) => ({ suiteId: `s${i}`, module: 'locations', checks: list })),
  empty: {},
  list: [],
  n: -1.5e3,
  flags: [true, false, null],
});

const PAGE = page([
  report('rep_1', [
    [check('a', true), check('b', false)],
    [],
    [check('c', true, { warnings: [{ message: 'w' }] })],
  ]),
  report('rep_0', [[check('d', true)]]),
]);

/** What the stream should give: JSON.parse's value with every check trimmed. */
function expected(value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value));
  for (const entry of copy.data) {
    for (const suite of entry.suites ?? []) suite.checks = suite.checks.map(leanCheck);
  }
  return copy;
}

describe('the streamed run-list read', () => {
  it.each(CUTS)('gives what JSON.parse gives, cut every %j bytes', async (...sizes) => {
    const text = JSON.stringify(PAGE, null, sizes[0] === 3 ? 2 : undefined);
    const read = await readRunListStream(chunked(text, sizes), { redactor: new Redactor() });
    expect(JSON.parse(JSON.stringify(read.body))).toEqual(expected(PAGE));
    expect(read.bytes).toBe(Buffer.byteLength(text));
  });

  it('trims only what nothing shows: a clean pass loses its exchange (not its latency) and passed validations their details', async () => {
    const read = await readRunListStream(chunked(JSON.stringify(PAGE), [100]), {
      redactor: new Redactor(),
    });
    const suites = (read.body as { data: { suites: { checks: Record<string, unknown>[] }[] }[] })
      .data[0]!.suites;
    const [clean, failed] = suites[0]!.checks;
    const warned = suites[2]!.checks[0]!;
    expect(clean!.exchange).toEqual({ latencyMs: 12 });
    expect(failed!.exchange).toEqual(
      (PAGE.data[0]!.suites[0]!.checks[1]! as { exchange: unknown }).exchange,
    );
    expect(warned.exchange).toEqual(
      (PAGE.data[0]!.suites[2]!.checks[0]! as { exchange: unknown }).exchange,
    );
    const validations = failed!.validations as Record<string, unknown>[];
    expect(validations[0]!.details).toBeUndefined();
    expect(validations[1]!.details).toEqual({ jsonPath: '$.a["}"]' });
  });

  it('reads bodies that are not envelopes, and empty ones, as JSON.parse would', async () => {
    for (const text of [
      '[1,2,{"a":"}"}]',
      '"text"',
      '42',
      '{"success":false,"data":"x"}',
      ' {} ',
    ]) {
      const read = await readRunListStream(chunked(text, [1]), { redactor: new Redactor() });
      expect(read.body).toEqual(JSON.parse(text));
    }
    expect((await readRunListStream(chunked('', [1]), { redactor: new Redactor() })).body).toEqual(
      {},
    );
  });

  it.each([
    ['cut short', JSON.stringify(PAGE).slice(0, -3)],
    ['cut inside a check', JSON.stringify(PAGE).slice(0, 400)],
    ['a missing comma', '{"success":true "data":[]}'],
    ['a trailing comma', '{"success":true,"data":[{"_id":"a"},]}'],
    ['a bare word', '{"success":tru,"data":[]}'],
    [
      'a check that does not parse',
      '{"data":[{"_id":"a","suites":[{"checks":[{"testId":"x",}]}]}]}',
    ],
    ['text after the value', '{"data":[]} {}'],
    ['an HTML error page', '<html><body>Bad gateway</body></html>'],
  ])('rejects %s with a JsonSyntaxError, as JSON.parse rejects it', async (_, text) => {
    expect(() => JSON.parse(text)).toThrow();
    await expect(
      readRunListStream(chunked(text, [5]), { redactor: new Redactor() }),
    ).rejects.toBeInstanceOf(JsonSyntaxError);
  });

  it('remembers a check that breaks the schema on its entry, and reads on', async () => {
    const body = page([
      report('rep_bad', [[check('a', true), { testId: 7, passed: 'yes' }]]),
      report('rep_ok', [[check('b', true)]]),
    ]);
    const read = await readRunListStream(chunked(JSON.stringify(body), [64]), {
      redactor: new Redactor(),
    });
    const [bad, ok] = (read.body as { data: object[] }).data;
    expect(streamedEntry(bad!)?.problem).toMatch(/data\[0\]\.suites\[0\]\.checks\[1\]/);
    expect(streamedEntry(ok!)?.problem).toBeUndefined();
  });

  it('validates each distinct spec reference once and shares it, and still rejects a near copy', async () => {
    const clause = { path: 'a.asciidoc', section: '4.1', page: 12, strength: 'SHALL', quote: 'q' };
    const cites = (extra: Record<string, unknown> = {}) => ({
      references: [{ ...clause, ...extra }],
      validations: [{ passed: false, message: 'm', references: [{ ...clause, ...extra }] }],
    });
    const body = page([
      report('rep_ok', [
        [
          check('a', false, cites()),
          check('b', false, cites({ anchor: null })),
          check('c', false, cites({ extra: 'kept' })),
        ],
      ]),
      // Same key as the clause once written as text ("12"), but not valid: never shared.
      report('rep_bad', [[check('d', false, cites()), check('e', false, cites({ page: '12' }))]]),
    ]);
    const read = await readRunListStream(chunked(JSON.stringify(body), [64]), {
      redactor: new Redactor(),
    });
    const [ok, bad] = (read.body as { data: ReturnType<typeof report>[] }).data;
    const checks = ok!.suites[0]!.checks as unknown as ReturnType<typeof cites>[];
    const shared = checks[0]!.references[0];
    expect(shared).toEqual(clause);
    expect(checks[0]!.validations[0]!.references[0]).toBe(shared);
    expect(checks[1]!.references[0]).toBe(shared);
    // A reference with a field of its own is another reference, kept whole.
    expect(checks[2]!.references[0]).toEqual({ ...clause, extra: 'kept' });
    expect(checks[2]!.references[0]).not.toBe(shared);
    expect(streamedEntry(ok!)?.problem).toBeUndefined();
    expect(streamedEntry(bad!)?.problem).toMatch(
      /data\[1\]\.suites\[0\]\.checks\[1\]\.references\[0\]\.page/,
    );
  });

  it('spools the wanted entry whole, redacted, as JSON equal to what the service sent', async () => {
    const secret = 'sk_live_SECRET_1234';
    const redactor = new Redactor();
    redactor.add(secret);
    const leaky = check('leak', true, {
      exchange: {
        request: {
          headers: { Authorization: 'Token abc-partner-token' },
          url: `https://x/?k=${secret}`,
        },
        response: { status: 200, body: `{"token":"${secret}"}`, note: 'HIDDEN' },
        latencyMs: 3,
      },
    });
    const wanted = report('rep_1', [[check('a', true), leaky], [check('b', false)]]);
    const body = page([report('rep_2', [[check('z', true)]]), wanted, report('rep_0', [])]);
    const file = path.join(dir, 'spool.json');
    for (const sizes of [[1], [3], [4096]]) {
      rmSync(file, { force: true });
      // The secret once more, spelt with a \u escape that JSON.stringify would never write.
      const sent = JSON.stringify(body).replace('HIDDEN', '\\u0073k_live_SECRET_1234');
      const read = await readRunListStream(chunked(sent, sizes), {
        redactor,
        spool: { reportId: 'rep_1', file },
      });
      expect(read.spooled).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).not.toContain(secret);
      expect(text).not.toContain('abc-partner-token');
      expect(text).not.toMatch(/u0073k_live/);
      expect(text).toContain('"note":"***"');
      const spooled = JSON.parse(text);
      // Everything but the masked values is as sent, exchanges of clean passes included.
      expect(spooled.suites[0].checks[0]).toEqual(check('a', true));
      expect(spooled.suites[1].checks[0]).toEqual(check('b', false));
      expect(spooled.suites[0].checks[1].exchange.request.headers.Authorization).toBe('***');
      expect(spooled._id).toBe('rep_1');
      expect(Object.keys(spooled)).toEqual(Object.keys(wanted));
    }
  });

  it('spools what Redactor.stringify writes, whatever sits under a credential key (strings masked, objects kept)', async () => {
    const redactor = new Redactor();
    redactor.add('sk_live_SECRET_1234');
    const key = fc.constantFrom('token', 'Authorization', 'set-cookie', 'password', 'uid', 'data');
    const scalar = fc.oneof(
      fc.constantFrom('sk_live_SECRET_1234', 'DE-ACM-C12345678-4', 'Token abcdef123456'),
      fc.string({ maxLength: 6 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    const { json } = fc.letrec((tie) => ({
      json: fc.oneof(
        { depthSize: 'small' },
        scalar,
        fc.array(tie('json'), { maxLength: 3 }),
        fc.dictionary(key, tie('json'), { maxKeys: 4 }),
      ),
    }));
    const file = path.join(dir, 'property.json');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, json, { maxKeys: 3 }), json, async (fields, body) => {
        const entry = {
          _id: 'rep_1',
          ...fields,
          suites: [
            { suiteId: 's', checks: [check('c', false, { exchange: { response: { body } } })] },
          ],
        };
        rmSync(file, { force: true });
        const read = await readRunListStream(chunked(JSON.stringify(page([entry])), [7]), {
          redactor,
          spool: { reportId: 'rep_1', file },
        });
        expect(read.spooled).toBe(true);
        const spooled = JSON.parse(readFileSync(file, 'utf8'));
        expect(spooled).toEqual(JSON.parse(redactor.stringify(entry)));
        // An object under a credential key is evidence: it stays an object (a Token under token).
        for (const [name, value] of Object.entries(fields)) {
          if (value !== null && typeof value === 'object' && !Array.isArray(value))
            expect(typeof spooled[name], name).toBe('object');
        }
      }),
      { numRuns: 150 },
    );
  });

  it('does not spool an entry whose id comes after a megabyte of its checks', async () => {
    const checks = Array.from({ length: 5000 }, (_, i) => check(`c${i}`, i % 2 === 0));
    const late = { status: 'completed', suites: [{ suiteId: 's', checks }], _id: 'rep_late' };
    const file = path.join(dir, 'late.json');
    const read = await readRunListStream(chunked(JSON.stringify(page([late])), [65536]), {
      redactor: new Redactor(),
      spool: { reportId: 'rep_late', file },
    });
    expect(read.spooled).toBe(false);
    const entry = (read.body as { data: { _id: string }[] }).data[0]!;
    expect(entry._id).toBe('rep_late');
  });

  it('scans a string of a megabyte of escapes in linear time', async () => {
    const texts = new Map(
      [62_500, 500_000].map((escapes) => [
        escapes,
        Buffer.from(JSON.stringify({ data: [{ _id: 'a', x: '\\"'.repeat(escapes) }] })),
      ]),
    );
    const scan = (escapes: number) => {
      const text = texts.get(escapes)!;
      const scanner = new JsonScanner({
        descend: (place) => place.depth < 3,
        open: () => {},
        close: () => {},
        value: () => {},
      });
      for (let at = 0; at < text.length; at += 4096) scanner.write(text.subarray(at, at + 4096));
      scanner.end();
    };
    // A megabyte of escapes in one string costs about the CPU of eight strings of 128 KB
    // (rescanning the string at each chunk, eight times as much): no bound in ms that a busy
    // machine stretches.
    const growth = await growthBeyondLinear(scan, { small: 62_500, large: 500_000, times: 4 });
    expect(growth).toBeLessThan(3);
  });

  it('does not validate the checks of a page read by the client a second time', async () => {
    // The envelope's schema copies each entry: the copy must still be known as streamed, or
    // parseRunEntry validates every check again (0.75 s and 90 MB for 50,000 checks).
    const body = JSON.stringify(
      page([
        report('rep_ok', [[check('a', true), check('b', false)]]),
        report('rep_bad', [[{ testId: 7, passed: 'yes' }]]),
      ]),
    );
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const client = new ServiceClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
        apiKey: 'k'.repeat(32),
        redactor: new Redactor(),
      });
      const { items } = await client.runs.entries();
      const entry = items[0] as unknown as { suites: { checks: object[] }[] };
      const parsed = client.runs.parseEntry(items[0]!, 0);
      // Validated again, the checks would be zod's copies.
      expect(parsed.suites![0]!.checks[1]).toBe(entry.suites[0]!.checks[1]);
      // A problem found while streaming is still told, with its place.
      expect(() => client.runs.parseEntry(items[1]!, 1)).toThrow(
        /data\[1\]\.suites\[0\]\.checks\[0\]/,
      );
    } finally {
      server.close();
    }
  });
});
