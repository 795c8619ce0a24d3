/**
 * The action's runner commands (src/action/runner.ts) against @actions/core's, call for call: the
 * same commands on stdout (masks, annotations with their properties, groups, debug lines, escaped
 * alike), and the same outputs, state and summary as the runner reads its files back.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActionCore } from '../src/action/action-core.js';
import { command, keyValue, processRunner } from '../src/action/runner.js';

/** Values that need escaping: a percent, line breaks, and the property separators. */
const AWKWARD = ['plain', '50% of 7: a, b', 'two\nlines\r\nand a CR', '::not-a-command::', ''];

interface Captured {
  stdout: string;
  files: Record<'output' | 'state' | 'summary', string>;
}

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** Runs `calls` on a core in a fresh runner environment: files for outputs, state and summary. */
async function capture(
  make: () => Promise<ActionCore>,
  calls: (core: ActionCore) => Promise<void>,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'runner-'));
  dirs.push(dir);
  const files = {
    output: path.join(dir, 'output'),
    state: path.join(dir, 'state'),
    summary: path.join(dir, 'summary'),
  };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const saved = { env: process.env, write: process.stdout.write, exitCode: process.exitCode };
  let stdout = '';
  process.env = {
    ...saved.env,
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
    'INPUT_API-KEY': '  pets_key_1234  ',
    INPUT_JOB_INDEX: '2',
    STATE_isPost: 'true',
  };
  process.stdout.write = ((chunk: string) => {
    stdout += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    await calls(await make());
  } finally {
    process.env = saved.env;
    process.stdout.write = saved.write;
    process.exitCode = saved.exitCode;
  }
  const read = (file: string) => readFileSync(file, 'utf8');
  return {
    stdout,
    files: { output: read(files.output), state: read(files.state), summary: read(files.summary) },
  } satisfies Captured;
}

/** A GITHUB_OUTPUT or GITHUB_STATE file as the runner reads it: name<<DELIMITER ... DELIMITER. */
function parseKeyValues(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!match) continue;
    const body: string[] = [];
    for (i++; lines[i] !== match[2]; i++) body.push(lines[i]!);
    values[match[1]!] = body.join('\n');
  }
  return values;
}

async function everyCall(core: ActionCore): Promise<void> {
  const title = { title: 'OCPI conformance: merge, leg 1' };
  for (const [i, text] of AWKWARD.entries()) {
    core.setSecret(`secret ${text}`);
    core.setOutput(`out-${i}`, text);
    core.saveState(`state-${i}`, text);
    core.info(`info ${text}`);
    core.debug(`debug ${text}`);
    core.warning(`warning ${text}`, title);
    core.error(`error ${text}`, { title: `${title.title} ${text}` });
    core.notice(`notice ${text}`);
    core.startGroup(`group ${text}`);
    core.endGroup();
  }
  core.setOutput('result', JSON.stringify({ verdict: 'pass', reason: 'a "quoted"\nreason' }));
  core.setFailed('No verdict: 100% sure, line\nbreak');
  core.summary.addRaw('## Summary', true);
  await core.summary.addRaw('| a | b |').write();
  await core.summary.addRaw('second write', true).write();
  process.stdout.write(
    [
      core.getInput('api-key'),
      core.getInput('job index'),
      core.getInput('missing'),
      core.getState('isPost'),
      core.getState('missing'),
      String(process.exitCode),
    ].join('|'),
  );
}

describe("the action's runner commands", () => {
  it('write what @actions/core writes for the same calls, as the runner reads it', async () => {
    const ours = await capture(async () => processRunner(), everyCall);
    const theirs = await capture(async () => {
      const core = await import('@actions/core');
      return core as unknown as ActionCore;
    }, everyCall);
    expect(ours.stdout).toBe(theirs.stdout);
    expect(ours.stdout).toContain('pets_key_1234|2||true||1');
    expect(parseKeyValues(ours.files.output)).toEqual(parseKeyValues(theirs.files.output));
    expect(parseKeyValues(ours.files.output)['out-2']).toBe('two\nlines\r\nand a CR');
    expect(parseKeyValues(ours.files.state)).toEqual(parseKeyValues(theirs.files.state));
    expect(ours.files.summary).toBe(theirs.files.summary);
    expect(ours.files.summary).toBe('## Summary\n| a | b |second write\n');
  });

  it('escapes a message and its properties as the runner unescapes them', () => {
    expect(command('warning', '100%\r\nnext', { title: 'a: b, c', file: undefined })).toBe(
      '::warning title=a%3A b%2C c::100%25%0D%0Anext',
    );
    expect(command('endgroup', '')).toBe('::endgroup::');
  });

  it('writes a value between delimiters the runner reads back', () => {
    const line = keyValue('verdict', 'pass');
    const delimiter = /<<(ghadelimiter_[0-9a-f-]+)/.exec(line)![1]!;
    expect(line.endsWith(`\n${delimiter}`)).toBe(true);
    expect(parseKeyValues(line)).toEqual({ verdict: 'pass' });
  });

  it('says what is missing when the runner offers no job summary', async () => {
    const core = processRunner({ env: {}, write: () => undefined });
    await expect(core.summary.addRaw('x').write()).rejects.toThrow(
      /GITHUB_STEP_SUMMARY is not set/,
    );
  });
});
