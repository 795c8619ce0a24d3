/**
 * `run`'s human output tells how to reproduce a failure (issue 36, point 1): one line with the
 * `show` command for the first failed check of the report file written (a path with a space,
 * read back by a real shell, names the file; `show` accepts the id), the curl commands of the
 * first failed checks with --verbose (curlCommand's), the HAR file's line, and `harFile` in --json.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURL_COMMANDS_SHOWN } from '../src/cli/render-reproduce.js';
import type { Check } from '../src/client/index.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { curlCommand } from '../src/report/curl.js';
import { recordedRequest } from '../src/report/recorded-request.js';
import { type CliRun, cli, serviceEnv } from './cli-harness.js';

const exec = promisify(execFile);
const KEY = 'pets_REPRa_apikey_5c2e8d1f37';
let emulator: Emulator;
let work = '';
let reportFile = '';
let gate: CliRun;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'run reproduce-'));
  emulator = await startEmulator({ speed: 100, owners: [{ id: 'o', plan: 'team', keys: [KEY] }] });
  emulator.setScenario({ failRate: 0.4 });
  reportFile = path.join(work, 'my report.json');
  gate = await cli(['run', '--module', 'sessions', '--report-file', reportFile, '--verbose'], {
    env: serviceEnv(emulator, KEY),
  });
  expect(gate.code, gate.stderr).toBe(1);
}, 60_000);
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});

function recorded(): { checks: Check[]; partnerBaseUrl?: string } {
  const file = JSON.parse(readFileSync(reportFile, 'utf8'));
  const checks = file.report.suites.flatMap((s: { checks: Check[] }) => s.checks);
  return { checks, partnerBaseUrl: file.partnerBaseUrl ?? file.connection?.partnerBaseUrl };
}

describe('run tells how to reproduce a failure', () => {
  it('names a report file that exists and a failed check that show accepts, copyably', async () => {
    const line = gate.stdout.split('\n').find((l) => l.startsWith('Reproduce a failure: '));
    expect(line, gate.stdout).toBeDefined();
    const command = line!.slice('Reproduce a failure: '.length);
    // A real shell reads the words back, as a user pasting the line would have them.
    const { stdout } = await exec('sh', ['-c', `printf '%s\\n' ${command}`]);
    const words = stdout.trimEnd().split('\n');
    expect(words.slice(0, 2)).toEqual(['ocpi-conformance', 'show']);
    expect(words[2]).toBe(reportFile);
    expect(existsSync(words[2]!)).toBe(true);
    expect(words[3]).toBe('--check');
    const failed = recorded().checks.filter((c) => c.passed === false);
    expect(failed.map((c) => c.testId)).toContain(words[4]);
    const show = await cli(words.slice(1), { cwd: work });
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toContain(words[4]);
  });

  it('prints, with --verbose, the curl commands curlCommand gives for the first failed checks', () => {
    const { checks, partnerBaseUrl } = recorded();
    const commands = checks
      .filter((c) => c.passed === false && c.exchange?.request)
      .map((c) => curlCommand(recordedRequest(c, partnerBaseUrl)))
      .flatMap((c) => (c.kind === 'command' ? [c.command] : []));
    expect(commands.length).toBeGreaterThan(0);
    const printed = commands.filter((c) => gate.stdout.includes(c));
    expect(printed.length).toBe(Math.min(commands.length, CURL_COMMANDS_SHOWN));
    expect(gate.stdout.split('\ncurl -sS').length - 1).toBe(printed.length);
  });

  it('names the HAR file, in the human output and in --json', async () => {
    const har = path.join(work, 'run.har');
    const args = ['run', '--module', 'sessions', '--har', har];
    const human = await cli(args, { env: serviceEnv(emulator, KEY) });
    expect(human.stdout).toContain(`HAR file: ${har}`);
    expect(existsSync(har)).toBe(true);
    const json = await cli([...args, '--json'], { env: serviceEnv(emulator, KEY) });
    expect(json.json().harFile).toBe(har);
    // Without a report file there is no show line to give.
    expect(human.stdout).not.toContain('Reproduce a failure');
  });
});
