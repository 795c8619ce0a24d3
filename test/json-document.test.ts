/**
 * What `--json` prints is declared once (src/cli/json-document.ts): `run --help` prints it, the
 * README gets it from the docs script, and here the documents the CLI really prints are held to
 * it. An error document has one classification, errorKind, on every error path.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError, usage } from '../src/cli/args.js';
import {
  ERROR_JSON_FIELDS,
  ERROR_JSON_SHAPE,
  ERROR_KINDS,
  jsonHelpText,
  jsonMarkdown,
  RUN_JSON_FIELDS,
} from '../src/cli/json-document.js';
import { errorDocument, exitCodeFor } from '../src/cli/output.js';
import { RUN_COMMAND } from '../src/cli/run-options.js';
import { resultDocument } from '../src/cli/run-result.js';
import * as client from '../src/client/index.js';
import { HandshakeError } from '../src/core/connection.js';
import { SettingsError } from '../src/core/settings.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { ClientError, InputError } from '../src/util/errors.js';
import { cli, serviceEnv } from './cli-harness.js';

const KEY = 'pets_json_document_team_001';
let emulator: Emulator;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
  env = serviceEnv(emulator, KEY);
});
afterAll(() => emulator.close());

const declared = RUN_JSON_FIELDS.map((f) => f.name);
const required = RUN_JSON_FIELDS.filter((f) => !f.optional).map((f) => f.name);
const errorFields = ERROR_JSON_FIELDS.map((f) => f.name);

/** The document's keys are the declared ones, in the declared order, with every required one. */
function expectDeclaredKeys(document: Record<string, unknown>) {
  const keys = Object.keys(document);
  expect(
    keys.filter((key) => !declared.includes(key)),
    'keys --help does not list',
  ).toEqual([]);
  expect(
    required.filter((key) => !keys.includes(key)),
    'listed keys missing',
  ).toEqual([]);
  expect(keys).toEqual(declared.filter((key) => keys.includes(key)));
}

/** An error document: errorKind its one classification, its error only the declared facts. */
function expectOneClassification(document: { errorKind: unknown; error: Record<string, unknown> }) {
  expect(ERROR_KINDS.map((k) => k.kind)).toContain(document.errorKind);
  expect(Object.keys(document.error).filter((key) => !errorFields.includes(key))).toEqual([]);
  expect(typeof document.error.message).toBe('string');
}

describe('run --json', () => {
  it('prints the fields --help lists, for a graded run with every file written', async () => {
    emulator.setScenario('some-failures');
    const work = mkdtempSync(path.join(tmpdir(), 'json-document-'));
    try {
      const run = await cli(
        [
          'run',
          '--json',
          '--threshold',
          '50',
          '--report-file',
          'r.json',
          '--junit',
          'r.xml',
          '--ctrf-file',
          'r.ctrf.json',
          '--html-report',
          'r.html',
        ],
        { env, cwd: work },
      );
      expect(run.code, run.stderr).toBe(0);
      const document = run.json();
      expectDeclaredKeys(document);
      for (const field of ['reportFile', 'junitFile', 'ctrfFile', 'htmlReport', 'failedChecks']) {
        expect(document, field).toHaveProperty(field);
      }
      expect(document.ctrfFile).toBe(path.join(work, 'r.ctrf.json'));
      expect(JSON.parse(readFileSync(document.ctrfFile, 'utf8')).reportFormat).toBe('CTRF');
      expect(document.failedChecks.length).toBeGreaterThan(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('prints the fields --help lists when the service refuses, with one classification', async () => {
    emulator.setScenario('all-pass');
    const run = await cli(['run', '--json', '--connection', 'con_unknown_to_this_key'], { env });
    expect(run.code).toBe(4);
    const document = run.json();
    expectDeclaredKeys(document);
    expect(document.errorKind).toBe('refused');
    expectOneClassification(document);
  });

  it('prints the error document --help shows for an error before any run', async () => {
    const run = await cli(['run', '--json', '--threshold', 'most'], { env });
    expect(run.code).toBe(2);
    const document = run.json();
    expect(Object.keys(document)).toEqual(['errorKind', 'error']);
    expectOneClassification(document);
  });

  it('is what run --help and the top-level --help say', async () => {
    expect(usage(RUN_COMMAND)).toContain(jsonHelpText());
    for (const field of RUN_JSON_FIELDS) expect(jsonHelpText()).toContain(`  ${field.name}`);
    const top = await cli(['--help']);
    expect(top.stdout.replace(/\s+/g, ' ')).toContain(ERROR_JSON_SHAPE);
    for (const kind of ERROR_KINDS)
      expect(top.stdout).toContain(`${kind.kind} (exit ${kind.exit})`);
    expect(top.stdout.split('\n').filter((line) => line.length > 100)).toEqual([]);
  });
});

describe('an error document, on every error path', () => {
  const operation = 'GET /connections';
  const service = (status: number, extra: Partial<client.ServiceErrorDetails> = {}) =>
    new client.ServiceError(`HTTP ${status}`, operation, {
      status,
      serviceMessage: 'no',
      attempts: 1,
      code: 'CODE',
      ...extra,
    });
  /** One error of each kind the CLI can meet; every ClientError class the client exports is here. */
  const errors: [string, unknown][] = [
    ['usage', new UsageError('Unknown option --x.', 'x')],
    ['input', new InputError('threshold', 'threshold is not a number.')],
    ['base url', new client.BaseUrlError('is not a URL.', '--base-url "x"')],
    ['settings', new SettingsError([{ setting: 'threshold', code: 'invalid', message: 'no' }])],
    ['handshake', new HandshakeError('The credentials handshake failed.')],
    ['service 401', service(401)],
    ['service 404', service(404, { resource: { kind: 'connection', id: 'con_x' } })],
    ['service 402', service(402, { limit: { id: 'connections', used: 5, cap: 5 } })],
    [
      'service 402 concurrency',
      service(402, { limit: { id: 'run-concurrency', used: 1, cap: 1 } }),
    ],
    ['service 422', service(422)],
    ['service 429', service(429)],
    ['service 503', service(503)],
    ['schema', new client.ResponseSchemaError(operation, 200, 'items: required')],
    ['network', new client.NetworkError(operation, 'ECONNREFUSED', true, 'refused')],
    ['configuration', new client.ConfigurationError(operation, 'plain-http', 'plain HTTP')],
    ['timeout', new client.RequestTimeoutError(operation, 1000, 'timed out')],
    ['deadline', new client.DeadlineError(operation, 'deadline')],
    ['aborted', new client.AbortedError(operation)],
    ['ambiguous start', new client.AmbiguousStartError(operation, 'seed', 'lost answer')],
    ['paging', new client.PagingError('paging went round', operation)],
    ['body limit', new client.BodyLimitError(operation, 'too big')],
    ['stream', new client.StreamError('stream broke', operation)],
    ['a bug', new TypeError('x is undefined')],
  ];

  it('covers every error class the client exports', () => {
    const classes = Object.values(client).filter(
      (value) => typeof value === 'function' && value.prototype instanceof ClientError,
    );
    const covered = new Set(errors.map(([, error]) => (error as object).constructor));
    expect(
      classes.filter((c) => !covered.has(c as never)).map((c) => (c as { name: string }).name),
    ).toEqual([]);
  });

  for (const [name, error] of errors) {
    it(`${name}: errorKind alone classifies it, and agrees with the exit code`, () => {
      const document = errorDocument(error, (text) => text);
      expect(Object.keys(document)).toEqual(['errorKind', 'error']);
      expectOneClassification(document as never);
      const kind = ERROR_KINDS.find((k) => k.kind === document.errorKind)!;
      expect(exitCodeFor(error)).toBe(kind.exit);
    });
  }

  it('is the error of a run that reached no verdict, interrupted or not', () => {
    const files = {};
    const base = {
      reason: 'why',
      status: undefined,
      connection: undefined,
      reportId: undefined,
      runId: undefined,
      report: undefined,
      grade: undefined,
      seed: 's',
    };
    for (const [interruptedBy, result] of [
      [undefined, { ...base, verdict: 'error', error: service(401), cause: 'refused' }],
      ['SIGINT', { ...base, verdict: 'error', interrupted: true }],
    ] as const) {
      const document = resultDocument(result as never, files, interruptedBy, (text) => text);
      expectDeclaredKeys(document as never);
      expectOneClassification(document as never);
    }
  });
});

describe("the README's --json fields (scripts/action-docs.mjs)", () => {
  const ROOT = path.resolve(__dirname, '..');
  const scratch = mkdtempSync(path.join(tmpdir(), 'json-docs-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const docs = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts/action-docs.mjs'), ...args], {
      encoding: 'utf8',
    });
  const OPEN = '<!-- action-docs:json -->';
  const CLOSE = '<!-- /action-docs:json -->';

  it('are written between their markers from the source --help prints, and checked', () => {
    // The repository's README with the markers placed (and its other tables brought up to date).
    const readme = path.join(scratch, 'README.md');
    const action = path.join(scratch, 'action.yml');
    writeFileSync(action, readFileSync(path.join(ROOT, 'action.yml'), 'utf8'));
    const original = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
      .replace(OPEN, '')
      .replace(CLOSE, '');
    writeFileSync(readme, `${original}\n${OPEN}\nstale\n${CLOSE}\n`);
    const stale = docs('--check', '--readme', readme, '--action', action);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(
      "README.md's --json fields differ from src/cli/json-document.ts: run npm run docs",
    );
    const write = docs('--readme', readme, '--action', action);
    expect(write.status, write.stderr).toBe(0);
    const written = readFileSync(readme, 'utf8');
    expect(written.slice(written.indexOf(OPEN) + OPEN.length, written.indexOf(CLOSE))).toBe(
      `\n\n${jsonMarkdown()}\n\n`,
    );
    for (const field of RUN_JSON_FIELDS) expect(written).toContain(`| \`${field.name}`);
    expect(written).toContain(ERROR_JSON_SHAPE);
    expect(docs('--check', '--readme', readme, '--action', action).status).toBe(0);
  });

  it('stop the docs script, naming the markers, when the README has none', () => {
    const readme = path.join(scratch, 'no-markers.md');
    writeFileSync(
      readme,
      readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(OPEN, '').replace(CLOSE, ''),
    );
    const run = docs('--check', '--readme', readme, '--action', path.join(ROOT, 'action.yml'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`needs exactly one "${OPEN}" followed by "${CLOSE}"`);
  });
});
