/**
 * Copy-as-curl (issue 36, points 1 and 4): each command is run by a real curl, under dash and
 * bash, against a loopback stand-in that records what arrives; what arrives is the recorded request
 * with the placeholders filled from the environment. Hostile text from the report stays inert.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingRequest } from '../src/app/replay-send.js';
import type { Check } from '../src/client/index.js';
import { type CurlCommand, curlCommand, shellWord } from '../src/report/curl.js';
import { type RecordedRequest, recordedRequest } from '../src/report/recorded-request.js';
import { Redactor } from '../src/util/redaction.js';
import { forLog } from '../src/util/text.js';
import { PARTNER_BASE_URL, secretCheck, secretsIn } from './helpers/packet-secrets.js';

const run = promisify(execFile);
const SHELLS = ['/bin/sh', '/bin/bash'].filter((shell) => existsSync(shell));

interface Arrived {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

let server: Server;
let port = 0;
const arrived: Arrived[] = [];
let work = '';

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'curl-test-'));
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // The partner's versions and version details, as the commands' setup lines read them.
      const listing = publishedListing(req.url ?? '');
      if (listing) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(listing));
        return;
      }
      arrived.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        rawHeaders: req.rawHeaders,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status_code":1000}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

/** The stand-in's versions and 2.2.1 details, its modules at /local/ocpi/2.2.1/<module>. */
function publishedListing(url: string): unknown {
  const root = `http://127.0.0.1:${port}/local/ocpi`;
  if (url === '/local/ocpi/versions') {
    return { status_code: 1000, data: [{ version: '2.2.1', url: `${root}/2.2.1` }] };
  }
  if (url !== '/local/ocpi/2.2.1') return undefined;
  const endpoints = ['credentials', 'locations', 'sessions', 'tokens', 'x'].flatMap((identifier) =>
    ['SENDER', 'RECEIVER'].map((role) => ({
      identifier,
      role,
      url: `${root}/2.2.1/${identifier}`,
    })),
  );
  return { status_code: 1000, data: { version: '2.2.1', endpoints } };
}

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** Values for the variables: the stand-in as the partner, test tokens as credentials. */
function environment(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    OCPI_VERSIONS_URL: `http://127.0.0.1:${port}/local/ocpi/versions`,
    PARTNER_BASE_URL: `http://127.0.0.1:${port}/local/ocpi`,
    PARTNER_ORIGIN: `http://127.0.0.1:${port}`,
    OCPI_TOKEN: 'replay-token-1',
    OCPI_CREDENTIALS_TOKEN: 'replay-credentials-2',
    OCPI_TOKEN_A: 'replay-a-3',
    OCPI_TOKEN_B: 'replay-b-4',
    OCPI_TOKEN_C: 'replay-c-5',
    OCPI_SECRET: 'replay-secret-6',
  };
}

/** Text with placeholders filled as a shell would fill them from `environment()`. */
function filled(text: string): string {
  const env = environment();
  return text.replace(
    /\$(OCPI_[A-Z_]+?)(?![A-Za-z0-9_])/g,
    (match, name: string) => env[name] ?? match,
  );
}

/** Runs the command in a fresh directory (with its body file) under `shell`; returns what arrived. */
async function send(rendering: CurlCommand, shell: string): Promise<{ got: Arrived; dir: string }> {
  const dir = mkdtempSync(path.join(work, 'run-'));
  if (rendering.bodyFile) {
    writeFileSync(path.join(dir, rendering.bodyFile.name), filled(rendering.bodyFile.content));
  }
  const before = arrived.length;
  await run(shell, ['-c', rendering.command], { cwd: dir, env: environment(), timeout: 10_000 });
  // The setup lines' reads are answered apart: one request arrives, the command's.
  expect(arrived.length).toBe(before + 1);
  return { got: arrived[arrived.length - 1] as Arrived, dir };
}

/** Asserts that what arrived is the packet's request, placeholders filled. */
function expectSameRequest(got: Arrived, packet: RecordedRequest, prefix: string): void {
  expect(got.method).toBe(packet.method);
  expect(got.url).toBe(prefix + filled(packet.path ?? ''));
  for (const header of packet.headers) {
    const value = got.headers[header.name.toLowerCase()];
    const values = Array.isArray(value) ? value : [value];
    expect(values, header.name).toContain(filled(header.value));
  }
  expect(got.body).toBe(filled(packet.body ?? ''));
}

function command(check: Check): { packet: RecordedRequest; rendering: CurlCommand } {
  const packet = recordedRequest(check, PARTNER_BASE_URL);
  const rendering = curlCommand(packet);
  if (rendering.kind !== 'command') throw new Error(`no command: ${rendering.reasons.join('; ')}`);
  return { packet, rendering };
}

describe.each(SHELLS)('a curl command run by %s', (shell) => {
  it('sends the recorded request, credentials from the environment, secrets nowhere', async () => {
    const { packet, rendering } = command(
      secretCheck({
        exchange: { ...secretCheck().exchange, error: undefined },
      }),
    );
    expect(secretsIn(JSON.stringify(rendering))).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell word, not a template
    expect(rendering.command).toContain('"${OCPI_CREDENTIALS_URL}?token=$OCPI_TOKEN');
    expect(rendering.setup).toEqual([
      `OCPI_VERSION_DETAILS_URL=$(curl -sS --globoff -H "Authorization: Token $OCPI_TOKEN" "$OCPI_VERSIONS_URL" | jq -r 'first(.data[] | select(.version == "2.2.1")) | .url')`,
      `OCPI_CREDENTIALS_URL=$(curl -sS --globoff -H "Authorization: Token $OCPI_TOKEN" "$OCPI_VERSION_DETAILS_URL" | jq -r 'first(.data.endpoints[] | select(.identifier == "credentials")) | .url')`,
    ]);
    expect(rendering.command).toContain('-H "Authorization: Token $OCPI_TOKEN"');
    expect(rendering.command).toContain('-H "X-Request-ID: req-1"');
    expect(rendering.variables).toEqual([
      'OCPI_VERSIONS_URL',
      'OCPI_TOKEN',
      'OCPI_CREDENTIALS_TOKEN',
      'OCPI_TOKEN_A',
      'OCPI_TOKEN_B',
      'OCPI_SECRET',
    ]);
    const { got } = await send(rendering, shell);
    expectSameRequest(got, packet, '/local/ocpi');
    expect(got.headers.authorization).toBe('Token replay-token-1');
    expect(got.headers['x-correlation-id']).toBe('corr-1');
    expect(got.headers['ocpi-to-party-id']).toBe('CPO');
    expect(JSON.parse(got.body).token).toBe('replay-credentials-2');
  });

  it('keeps hostile text inert: quotes, $(...), backticks and line breaks are sent as text', async () => {
    const hostile = `it's "quoted" $(touch pwned-1) \`touch pwned-2\` \${HOME} !x \\ end`;
    const { packet, rendering } = command({
      testId: "2.2.1/x/it's $(touch pwned-3)",
      passed: false,
      exchange: {
        request: {
          method: 'PUT',
          url: `https://cpo.example.invalid/ocpi/2.2.1/x/$(touch%20pwned-4)/'q'?v=${encodeURIComponent(hostile)}`,
          headers: { 'X-Note': hostile, 'Content-Type': 'text/plain' },
          body: `line one ${hostile}\nline two '$(touch pwned-5)'\n`,
        },
      },
    });
    const { got, dir } = await send(rendering, shell);
    expectSameRequest(got, packet, '/local/ocpi');
    expect(got.headers['x-note']).toBe(hostile);
    expect(got.body).toBe(`line one ${hostile}\nline two '$(touch pwned-5)'\n`);
    expect(readdirSync(dir)).toEqual([]);
    expect(readdirSync(work).filter((name) => name.startsWith('pwned'))).toEqual([]);
  });

  it('sends a large body from the file it names, and a JSON body inline below the limit', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ id: `LOC${i}`, name: `it's "${i}"` }));
    const big = command({
      testId: '2.2.1/locations/put',
      passed: false,
      exchange: {
        request: {
          method: 'PUT',
          url: 'https://cpo.example.invalid/ocpi/2.2.1/locations/LOC1',
          headers: { 'Content-Type': 'application/json' },
          body: { items },
        },
      },
    });
    expect(big.rendering.bodyFile?.name).toBe('2.2.1-locations-put.body.json');
    expect(big.rendering.command).toContain('--data-binary "@2.2.1-locations-put.body.json"');
    expect(big.rendering.command).not.toContain('LOC59');
    const sent = await send(big.rendering, shell);
    expectSameRequest(sent.got, big.packet, '/local/ocpi');
    const small = command({
      testId: '2.2.1/locations/patch',
      passed: false,
      exchange: {
        request: {
          method: 'PATCH',
          url: 'https://cpo.example.invalid/ocpi/2.2.1/locations/LOC1',
          body: { last_updated: '2026-01-01T00:00:00Z' },
        },
      },
    });
    expect(small.rendering.bodyFile).toBeUndefined();
    const inline = await send(small.rendering, shell);
    expectSameRequest(inline.got, small.packet, '/local/ocpi');
    // No Content-Type was recorded, so curl's form type is not added either.
    expect(inline.got.headers['content-type']).toBeUndefined();
  });

  it('sends a request outside the partner root to the origin variable', async () => {
    const { packet, rendering } = command({
      testId: '2.2.1/x/origin',
      passed: false,
      exchange: { request: { method: 'GET', url: 'https://cpo.example.invalid/other/path?a=1' } },
    });
    expect(rendering.variables).toEqual(['PARTNER_ORIGIN']);
    const { got } = await send(rendering, shell);
    expectSameRequest(got, packet, '');
    expect(got.headers.authorization).toBeUndefined();
  });
});

describe('requests offered for no replay', () => {
  it('says why a truncated body cannot be replayed, and shows the request instead', () => {
    const packet = recordedRequest(
      {
        testId: '2.2.1/sessions/put',
        passed: false,
        exchange: {
          request: {
            method: 'PUT',
            url: 'https://cpo.example.invalid/ocpi/2.2.1/sessions/S1',
            headers: { Authorization: 'Token abc123def456' },
            body: '{"id":"S1",',
            bodyTruncated: true,
          },
        },
      },
      PARTNER_BASE_URL,
    );
    const rendering = curlCommand(packet);
    expect(rendering.kind).toBe('not-replayable');
    if (rendering.kind === 'command') return;
    expect(rendering.reasons).toEqual([
      'the service truncated the recorded request body: the body it sent is not known in full',
    ]);
    expect(rendering.request).toBe(
      'PUT https://cpo.example.invalid/ocpi/2.2.1/sessions/S1\nAuthorization: Token $OCPI_TOKEN\n\n{"id":"S1",\n(body truncated by the service)',
    );
    expect(JSON.stringify(rendering)).not.toContain('curl');
  });

  it('shows a request the partner sent to the service as sent, with no command', () => {
    const { exchange } = secretCheck();
    const packet = recordedRequest(
      {
        testId: '2.2.1/cdrs/push',
        passed: false,
        exchange: {
          ...exchange,
          request: {
            ...exchange?.request,
            url: 'https://service.example.invalid/ocpi/emsp/2.2.1/cdrs',
          },
        },
      },
      PARTNER_BASE_URL,
    );
    const rendering = curlCommand(packet);
    expect(rendering.kind).toBe('from-partner');
    if (rendering.kind === 'command') return;
    expect(rendering.request.split('\n')[0]).toBe(
      'POST https://service.example.invalid/ocpi/emsp/2.2.1/cdrs',
    );
    expect(secretsIn(JSON.stringify(rendering))).toEqual([]);
  });
});

describe('shellWord', () => {
  it('double-quotes plain words with their variables, single-quotes the rest', () => {
    expect(shellWord('Authorization: Token $OCPI_TOKEN')).toBe(
      '"Authorization: Token $OCPI_TOKEN"',
    );
    expect(shellWord('a $OCPI_TOKENx')).toBe("'a $OCPI_TOKENx'");
    expect(shellWord('$OCPI_TOKEN_B9')).toBe("'$OCPI_TOKEN_B9'");
    expect(shellWord('x=$OCPI_SECRET&y')).toBe('"x=$OCPI_SECRET&y"');
    expect(shellWord("it's $OCPI_TOKEN")).toBe(`"it's $OCPI_TOKEN"`);
    expect(shellWord('it\'s "$OCPI_TOKEN"')).toBe(`'it'\\''s "'"$OCPI_TOKEN"'"'`);
    expect(shellWord('')).toBe("''");
  });
});

describe('a command passes the front ends unchanged', () => {
  it("is left as it is by a secret store's redact and by the terminal's log form", () => {
    const { rendering } = command(
      secretCheck({ exchange: { ...secretCheck().exchange, error: undefined } }),
    );
    const store = new Redactor();
    store.add('replay-token-1');
    store.add('an-api-key-0001');
    expect(store.redact(rendering.command)).toBe(rendering.command);
    expect(forLog(rendering.command, store.redact)).toBe(rendering.command);
  });
});

describe('a credential in the query string', () => {
  // A Base64 token: its `+` would be read as a space, its `/` and `=` as separators, were it
  // put into the URL as it is.
  const token = 'ab+cd/ef==';
  const check = (body?: unknown): Check => ({
    testId: '2.2.1/tokens/get',
    passed: false,
    exchange: {
      request: {
        method: body === undefined ? 'GET' : 'POST',
        url: 'https://cpo.example.invalid/ocpi/2.2.1/tokens?limit=5&token=s3cr3t-Value-99&offset=0',
        headers: { Authorization: 'Token ***' },
        ...(body === undefined ? {} : { body }),
      },
    },
  });

  it.each(SHELLS)('reaches the endpoint as written, from a real curl under %s', async (shell) => {
    const rendering = curlCommand(recordedRequest(check(), PARTNER_BASE_URL));
    if (rendering.kind !== 'command') throw new Error('no command');
    expect(rendering.command).toContain('--data-urlencode "token=$OCPI_TOKEN"');
    const before = arrived.length;
    await run(shell, ['-c', rendering.command], {
      env: { ...environment(), OCPI_TOKEN: token },
      timeout: 10_000,
    });
    expect(arrived.length).toBe(before + 1);
    const got = new URL(arrived[arrived.length - 1]!.url, 'http://x.invalid');
    expect(got.pathname).toBe('/local/ocpi/2.2.1/tokens');
    expect(got.searchParams.get('token')).toBe(token);
    expect(got.searchParams.get('limit')).toBe('5');
    expect(got.searchParams.get('offset')).toBe('0');
    expect(arrived[arrived.length - 1]!.method).toBe('GET');
    // replay fills the same placeholder the same way (fillPlaceholders, URL context).
    const packet = recordedRequest(check(), PARTNER_BASE_URL);
    const url = `http://127.0.0.1:${port}/local/ocpi${packet.path}`;
    const sent = outgoingRequest(packet, url, (name) =>
      name === 'OCPI_TOKEN' ? token : undefined,
    );
    expect(new URL(sent.url).searchParams.get('token')).toBe(token);
  });

  it('says a query value must be percent-encoded when the request has a body (-G would move it)', () => {
    const rendering = curlCommand(recordedRequest(check({ a: 1 }), PARTNER_BASE_URL));
    if (rendering.kind !== 'command') throw new Error('no command');
    expect(rendering.command).not.toContain('-G');
    expect(rendering.notes.join('\n')).toMatch(/query holds \$OCPI_TOKEN.*percent-encoded/);
  });
});

describe('a command that does only what it shows (issue 40, point 5)', () => {
  /**
   * The arguments of a command that make curl read a file (`-H @file`, `--data-binary @file`,
   * `--data-urlencode name@file`...), but the body file the caller writes.
   */
  function fileArguments(rendering: CurlCommand): string[] {
    return rendering.command
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .flatMap((line) => [
        ...line.matchAll(/(?:^|\s)(?:-H|-d|--data|--data-binary|--data-urlencode)\s+(\S+)/g),
      ])
      .map((m) => m[0].trim())
      .filter((word) => /\s['"]?[^'"=\s]*@/.test(word))
      .filter((word) => !rendering.bodyFile || !word.endsWith(`"@${rendering.bodyFile.name}"`));
  }

  it.each(SHELLS)(
    'sends one request, its path, query and body literal, under %s: no glob, no file read',
    async (shell) => {
      const { packet, rendering } = command({
        testId: '2.2.1/locations/glob',
        passed: false,
        exchange: {
          request: {
            method: 'POST',
            url: 'https://cpo.example.invalid/ocpi/2.2.1/locations/[1-3]?ids={a,b}&range=[0-9]',
            headers: { 'Content-Type': 'text/plain' },
            body: '@/etc/hostname',
          },
        },
      });
      expect(packet.path).toBe('/2.2.1/locations/[1-3]?ids={a,b}&range=[0-9]');
      expect(fileArguments(rendering)).toEqual([]);
      expect(rendering.command).toContain('--data-raw "@/etc/hostname"');
      // send() holds that exactly one request arrived.
      const { got } = await send(rendering, shell);
      expect(got.url).toBe('/local/ocpi/2.2.1/locations/[1-3]?ids={a,b}&range=[0-9]');
      expect(got.body).toBe('@/etc/hostname');
    },
  );

  it.each(SHELLS)(
    'leaves out, and names in its notes, a header curl would read from a file or split, under %s',
    async (shell) => {
      const { rendering } = command({
        testId: '2.2.1/locations/headers',
        passed: false,
        exchange: {
          request: {
            method: 'GET',
            url: 'https://cpo.example.invalid/ocpi/2.2.1/locations',
            headers: {
              '@hdrs': 'v',
              'X-Value': '@hdrs',
              'X-Line': 'a\nX-Injected: line',
              'X-Return': 'a\rX-Injected: return',
              'X-Kept': 'kept',
            },
          },
        },
      });
      expect(fileArguments(rendering)).toEqual([]);
      expect(rendering.command).toContain('-H "X-Kept: kept"');
      expect(rendering.command).not.toMatch(/@hdrs|X-Line|X-Return|X-Injected/);
      for (const name of ['@hdrs', 'X-Value', 'X-Line', 'X-Return']) {
        expect(rendering.notes.join('\n')).toContain(`The header ${JSON.stringify(name)} `);
      }
      // Were `-H "@hdrs: v"` on the command line, curl would read the headers of this file.
      const dir = mkdtempSync(path.join(work, 'headers-'));
      writeFileSync(path.join(dir, 'hdrs: v'), 'X-Injected: from-file\r\n');
      const before = arrived.length;
      await run(shell, ['-c', rendering.command], {
        cwd: dir,
        env: environment(),
        timeout: 10_000,
      });
      expect(arrived.length).toBe(before + 1);
      const got = arrived.at(-1)!;
      expect(got.headers['x-kept']).toBe('kept');
      expect(got.headers['x-injected']).toBeUndefined();
    },
  );

  it.each(SHELLS)(
    'passes a query credential whose name holds @ as a value, not a file to read, under %s',
    async (shell) => {
      const { rendering } = command({
        testId: '2.2.1/tokens/at-name',
        passed: false,
        exchange: {
          request: {
            method: 'GET',
            url: 'https://cpo.example.invalid/ocpi/2.2.1/tokens?who@x=Token%20abcdef123456&plain=@y',
          },
        },
      });
      expect(rendering.command).toContain('--data-urlencode');
      expect(fileArguments(rendering)).toEqual([]);
      const dir = mkdtempSync(path.join(work, 'query-'));
      writeFileSync(path.join(dir, 'x=Token $OCPI_TOKEN'), 'from-file');
      writeFileSync(path.join(dir, `x=Token ${environment().OCPI_TOKEN}`), 'from-file');
      const before = arrived.length;
      await run(shell, ['-c', rendering.command], {
        cwd: dir,
        env: environment(),
        timeout: 10_000,
      });
      expect(arrived.length).toBe(before + 1);
      const got = new URL(arrived.at(-1)!.url, 'http://x.invalid');
      expect(got.searchParams.get('who@x')).toBe(`Token ${environment().OCPI_TOKEN}`);
      expect(got.searchParams.get('plain')).toBe('@y');
    },
  );

  it('stays inert pasted where # starts no comment (zsh on a terminal), its first line too', async () => {
    // zsh runs `# ...` as a command unless interactive_comments is set: an interactive bash
    // without it reads the command the same way. The comment's apostrophe once paired with one of
    // the service's, and left the service's $(...) in double quotes.
    const base =
      'https://cpo.example.invalid/ocpi$(touch pwned-1)|touch pwned-2;touch pwned-3/versions';
    const packet = recordedRequest(
      {
        testId: '2.2.1/x/comment',
        passed: false,
        exchange: {
          request: {
            method: 'PUT',
            url: 'https://cpo.example.invalid/ocpi$(touch pwned-1)|touch pwned-2;touch pwned-3/2.2.1/x',
            headers: { 'Content-Type': 'text/plain', 'X-A': "it's" },
            body: `$(touch pwned-4) "'`,
          },
        },
      },
      base,
    );
    const rendering = curlCommand(packet);
    if (rendering.kind !== 'command') throw new Error('no command');
    const dir = mkdtempSync(path.join(work, 'comment-'));
    const before = arrived.length;
    await new Promise<void>((resolve) => {
      const shell = execFile('bash', ['--norc', '--noprofile', '-i'], {
        cwd: dir,
        env: environment(),
        timeout: 10_000,
      });
      shell.on('close', () => resolve());
      shell.stdin?.end(`shopt -u interactive_comments\n${rendering.command}\nexit\n`);
    });
    expect(readdirSync(dir)).toEqual([]);
    expect(arrived.length).toBe(before + 1);
    expect(arrived.at(-1)!.body).toBe(`$(touch pwned-4) "'`);
    // Its words hold no quote, expansion, separator or redirection.
    const comment = rendering.command.split('\n')[0]!;
    expect(comment).toMatch(/^# OCPI_VERSIONS_URL=/);
    expect(comment).not.toMatch(/['"`$\\;&|<>()!]/);
  });
});
