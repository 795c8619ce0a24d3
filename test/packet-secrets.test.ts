/**
 * Nothing secret in any packet (issue 36, point 4): one known secret in every position a
 * credential travels (Authorization Token raw and Base64, Basic, API key and cookie headers, the
 * query string, the URL's user info, the credentials object's `token`, registration tokens, text
 * in bodies, the response and the transport error), in checks that give a command, a command with
 * a body file, a refusal (a truncated body) and a request the partner sent. Every format is
 * written: the curl renderings (command, body file, request as recorded) and the HAR file as the
 * app layer writes it. None holds the secret raw, Base64 or URL-encoded.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeHarFile } from '../src/app/formats/har.js';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import type { GateResult } from '../src/core/model.js';
import { curlCommand } from '../src/report/curl.js';
import { recordedRequest } from '../src/report/recorded-request.js';
import { Redactor } from '../src/util/redaction.js';
import { harErrors } from './helpers/har-schema.js';
import { PARTNER_BASE_URL, SECRET, secretCheck, secretsIn } from './helpers/packet-secrets.js';

function variants(): Check[] {
  const base = secretCheck();
  const request = base.exchange?.request ?? {};
  const body = request.body as Record<string, unknown>;
  return [
    { ...base, testId: '2.2.1/credentials/inline' },
    {
      ...base,
      testId: '2.2.1/credentials/large',
      exchange: {
        ...base.exchange,
        request: { ...request, body: { ...body, padding: 'x'.repeat(4000) } },
      },
    },
    {
      ...base,
      testId: '2.2.1/credentials/truncated',
      exchange: {
        ...base.exchange,
        request: { ...request, body: JSON.stringify(body).slice(0, 80), bodyTruncated: true },
      },
    },
    {
      ...base,
      testId: '2.2.1/credentials/from-partner',
      exchange: {
        ...base.exchange,
        request: {
          ...request,
          url: `https://service.example.invalid/ocpi/emsp/2.2.1/credentials?token=${encodeURIComponent(SECRET)}`,
        },
      },
    },
  ];
}

describe('every format of every kind of packet', () => {
  it('holds the secret in no form: curl commands, body files, refusals', () => {
    const renderings = variants().map((check) =>
      curlCommand(recordedRequest(check, PARTNER_BASE_URL)),
    );
    expect(renderings.map((r) => r.kind)).toEqual([
      'command',
      'command',
      'not-replayable',
      'from-partner',
    ]);
    const large = renderings[1];
    expect(large?.kind === 'command' && large.bodyFile?.content.length).toBeGreaterThan(4000);
    for (const rendering of renderings) expect(secretsIn(JSON.stringify(rendering))).toEqual([]);
  });

  it('holds the secret in no form: the HAR file as written, with no secret registered', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'packet-secrets-'));
    try {
      const report: RunReport = {
        _id: 'rep_s',
        status: 'completed',
        suites: [{ suiteId: '2.2.1/credentials/cpo', module: 'credentials', checks: variants() }],
      };
      const policy = {
        threshold: 100,
        failOn: new Set(['nothing-graded'] as const),
        allowFailures: [],
      };
      const result = {
        verdict: 'fail',
        reason: 'Failed.',
        report,
        grade: grade(report, policy),
        seed: 's',
        connection: { partnerBaseUrl: PARTNER_BASE_URL },
      } as unknown as GateResult;
      const file = path.join(work, 'run.har');
      // An empty store: the placeholders alone keep the secret out.
      await writeHarFile(file, result, { info: () => {} }, new Redactor(), '--har', {
        startedAt: new Date(0),
        toolVersion: '1.0.0',
      });
      const text = readFileSync(file, 'utf8');
      expect(harErrors(JSON.parse(text))).toEqual([]);
      expect(JSON.parse(text).log.entries).toHaveLength(4);
      expect(secretsIn(text)).toEqual([]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
