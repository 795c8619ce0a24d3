/**
 * The CLI's secret store, in-process through main() (test/cli-harness.ts): each command line gets
 * its own store, its secret options register into it as they are read, and every exit masks with
 * it: stdout (the human result and the JSON document), stderr (log, debug and error lines), the
 * report file, the JUnit file and the CTRF file. A secret that straddles the place where the human result cuts
 * the reason (2,000 characters) leaves no prefix. Two command lines in one process share no
 * secret.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { Redactor } from '../src/util/redaction.js';
import { type CliRun, cli, serviceEnv } from './cli-harness.js';

const SECRETS = {
  apiKey: 'pets_STOREc_apikey_8e3a1f6c27',
  otherKey: 'pets_STOREd_apikey_4b9d2e7f05',
  tokenA: 'STOREc-token-A-1a6e8c3f9b2d',
};
const PREFIX = 8;

let emulator: Emulator;
let work: string;
let file = 0;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'secret-store-cli-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'o', plan: 'team', keys: [SECRETS.apiKey, SECRETS.otherKey] }],
  });
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});

/** A run, with its report and JUnit files, and everything it left for someone to read. */
async function run(argv: string[], options: { key?: string; secrets?: Redactor } = {}) {
  file++;
  const report = path.join(work, `report-${file}.json`);
  const junit = path.join(work, `junit-${file}.xml`);
  const ctrf = path.join(work, `ctrf-${file}.json`);
  const result: CliRun = await cli(
    ['run', '--report-file', report, '--junit', junit, '--ctrf-file', ctrf, '--verbose', ...argv],
    { env: serviceEnv(emulator, options.key ?? SECRETS.apiKey), secrets: options.secrets },
  );
  const files = [report, junit, ctrf].map((name) => {
    try {
      return readFileSync(name, 'utf8');
    } catch {
      return '';
    }
  });
  return { ...result, files, everything: [result.stdout, result.stderr, ...files].join('\n') };
}

function expectNoSecret(text: string, secrets: string[]) {
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(Buffer.from(secret).toString('base64').replace(/=+$/, ''));
    expect(text, `a prefix of ${secret}`).not.toContain(secret.slice(0, PREFIX));
  }
}

const ensure = [
  '--partner-base-url',
  'https://cpo-store-cli.example/ocpi/versions',
  '--our-role',
  'EMSP',
  '--their-role',
  'CPO',
  '--ocpi-version',
  '2.2.1',
  '--token-a',
  SECRETS.tokenA,
];

describe("the CLI's secret store", () => {
  it('masks stdout, stderr, the JSON document, and the report, JUnit and CTRF files', async () => {
    emulator.setScenario({ echoSecrets: true, failRate: 0.4 });
    const human = await run(ensure);
    expect(human.code).toBe(1);
    expect(human.stdout).toMatch(/^OCPI conformance: FAIL/);
    expect(human.files.every((content) => content.length > 0)).toBe(true);
    expectNoSecret(human.everything, [SECRETS.apiKey, SECRETS.tokenA]);

    emulator.setScenario({
      outcome: 'failed',
      failureMessage: `the partner answered with key ${SECRETS.apiKey} and token ${SECRETS.tokenA}`,
    });
    const json = await run(['--json', ...ensure]);
    expect(json.code).toBe(3);
    expect(json.json().reason).toContain('answered with key *** and token ***');
    expectNoSecret(json.everything, [SECRETS.apiKey, SECRETS.tokenA]);
  });

  it('leaves no prefix of a secret that straddles the cut of the human result', async () => {
    emulator.setScenario({ outcome: 'failed', failureMessage: 'MARKER' });
    const probe = await run(['--json']);
    const at = probe.json().reason.indexOf('MARKER') as number;
    expect(at).toBeGreaterThan(0);
    // The human result shows the reason as one line cut at 2,000 characters (1,999 and "…"):
    // the key starts 10 characters before the cut.
    emulator.setScenario({
      outcome: 'failed',
      failureMessage: `${'y'.repeat(1_989 - at)}${SECRETS.apiKey}${'z'.repeat(600)} end`,
    });
    const human = await run([]);
    expect(human.code).toBe(3);
    expectNoSecret(human.everything, [SECRETS.apiKey]);
    // Masked, then cut (1,999 characters and "…").
    expect(human.stdout).toContain(`${'y'.repeat(100)}***zzzzzzz…`);
    expect(human.stdout).not.toContain(' end');
  });

  it('is its own: two command lines in one process share no secret', async () => {
    emulator.setScenario({ outcome: 'failed', failureMessage: `quoting ${SECRETS.apiKey}` });
    const first = await run(['--json']);
    expect(first.json().reason).toContain('quoting ***');
    // The second reads another key: the first one's is, to it, just text the service sent.
    const second = await run(['--json'], { key: SECRETS.otherKey });
    expect(second.json().reason).toContain(`quoting ${SECRETS.apiKey}`);
    // A store the caller brings (as index.ts does) is the one the command line masks with, and
    // the command's secrets go into it.
    const store = new Redactor();
    store.add(SECRETS.apiKey);
    const third = await run(['--json'], { key: SECRETS.otherKey, secrets: store });
    expect(third.json().reason).toContain('quoting ***');
    expect(store.redact(SECRETS.otherKey)).toBe('***');
  });
});
